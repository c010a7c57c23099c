import { endpoints } from '@palco/contracts';
import { bus } from '../events/bus';
import { http } from '../runtime';
import { sessionStore } from '../session/session-store';
import { fakeApi, type FakeApi, makeAccount, ok, reply } from '../testing';
import { ApiError, normaliseError, retryAfterSeconds } from './api-error';
import { callEndpoint } from './http-client';

describe('a call with an explicit session token (spec section 7)', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.restore();
    api = undefined;
    sessionStore.getState().clear();
  });

  it('sends that token in place of the session’s', async () => {
    api = fakeApi({ 'PUT /v1/account': ok(makeAccount()) });
    sessionStore.getState().signIn('session-token');
    await callEndpoint(http, endpoints.putAccount, {
      body: { fullname: 'Ana Silva' },
      token: 'signup-token',
    });
    await callEndpoint(http, endpoints.putAccount, { body: { fullname: 'Ana Silva' } });
    expect(api.requests.map((request) => request.authorization)).toEqual([
      'Bearer signup-token',
      'Bearer session-token',
    ]);
  });

  it('leaves the session alone when the server refuses the explicit token', async () => {
    const ended = jest.fn();
    bus.on('session:ended', ended);
    api = fakeApi({
      'PUT /v1/account': reply(401, { code: 401, message: 'expired', error: 'Unauthorized' }),
    });
    sessionStore.getState().signIn('session-token');
    await expect(
      callEndpoint(http, endpoints.putAccount, { body: {}, token: 'stale-signup-token' }),
    ).rejects.toMatchObject({ errorStatus: 401 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    bus.off('session:ended', ended);
    expect(ended).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('session-token');
  });
});

describe('Retry-After on a refused call', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.restore();
    api = undefined;
  });

  it('is kept on the ApiError, in seconds', async () => {
    api = fakeApi({
      'PUT /v1/account/forgot': reply(
        429,
        { code: 'too_many_attempts', message: 'Demasiadas tentativas.', error: 'Too Many Requests' },
        { 'Retry-After': '120' },
      ),
    });
    const error = await callEndpoint(http, endpoints.forgot, { body: { email: 'a@b.pt' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorStatus: 429, errorCode: 'too_many_attempts', retryAfterSeconds: 120 });
  });

  it('is undefined when the server does not say', () => {
    expect(normaliseError(new ApiError('x', 'y', 429)).retryAfterSeconds).toBeUndefined();
  });

  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 01 Jan 2025 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 01 Jan 2025 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});
