import { type FakeApi, fakeApi, errorReply, ok } from '@palco/shared/testing';
import { siteReachable } from './adblock-check';

let api: FakeApi | undefined;

afterEach(async () => {
  await api?.restore();
  api = undefined;
  jest.restoreAllMocks();
});

describe('siteReachable, which tells an ad request blocked in the browser from a network down', () => {
  it('is true when the site’s own API answers', async () => {
    api = fakeApi({ 'GET /health': ok({ ok: true }) });
    expect(await siteReachable()).toBe(true);
    expect(api.requestsTo('/health')).toHaveLength(1);
  });

  it('is false when the API fails, or the browser says it is offline (without asking)', async () => {
    api = fakeApi({ 'GET /health': errorReply(502) });
    expect(await siteReachable()).toBe(false);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await siteReachable()).toBe(false);
    expect(api.requestsTo('/health')).toHaveLength(1);
  });
});
