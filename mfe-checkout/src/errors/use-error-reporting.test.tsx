import { screen, waitFor } from '@testing-library/react';
import { fakeApi, type FakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { dictionaries } from '../i18n';

let mockSdkLoads = 0;
const mockInit = jest.fn();
jest.mock('@sentry/browser', () => {
  mockSdkLoads += 1;
  return { init: mockInit, captureException: jest.fn(), dedupeIntegration: () => ({ name: 'Dedupe' }) };
});

const DSN = 'https://public-key@errors.example.com/42';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  window.history.pushState(null, '', '/');
});

async function mountCheckout(settings: Record<string, unknown>): Promise<FakeApi> {
  api = fakeApi({ 'GET /v1/setting': ok({ monetization: 1, ...settings }) });
  window.history.pushState(null, '', '/adira-ja/nao-existe');
  renderWithProviders(<App />, dictionaries);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(api?.requestsTo('/v1/setting')).toHaveLength(1));
  return api;
}

// In this order: the module keeps reporting started for the page once it has.
describe('the checkout’s error reporting, as the settings say', () => {
  it('stays off, its SDK never downloaded, when the settings name no DSN', async () => {
    await mountCheckout({ error_reporting_dsn: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSdkLoads).toBe(0);
    expect(mockInit).not.toHaveBeenCalled();
  });

  it('starts when the checkout mounts and the settings name a DSN', async () => {
    await mountCheckout({ error_reporting_dsn: DSN });
    await waitFor(() => expect(mockInit).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN })));
    expect(mockSdkLoads).toBe(1);
  });
});
