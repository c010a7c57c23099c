import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { readPending } from './social-flow';
import { SocialButtons } from './SocialButtons';

const providers = [
  {
    provider: 'facebook',
    issuer: 'http://localhost:4000/sandbox/oauth/facebook',
    authorization_endpoint: 'http://localhost:4000/sandbox/oauth/facebook/authorize',
    client_id: 'palco-web',
    scope: 'email',
    response_mode: 'query',
    oidc: false,
  },
  {
    provider: 'google',
    issuer: 'http://localhost:4000/sandbox/oauth/google',
    authorization_endpoint: 'http://localhost:4000/sandbox/oauth/google/authorize',
    client_id: 'palco-web',
    scope: 'openid email profile',
    response_mode: 'query',
    oidc: true,
  },
];

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(async () => {
  await api?.restore();
  api = null;
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('SocialButtons', () => {
  it('offers each provider the settings name and leaves for it with the sign-in kept', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ social_providers: providers }) });
    window.history.pushState({}, '', '/series/abc?t=1');
    const go = jest.fn();
    renderWithProviders(<SocialButtons go={go} />, dictionaries);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    expect(screen.getByRole('button', { name: 'Continuar com Facebook' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'A abrir Google…' });
    expect(go).toHaveBeenCalledTimes(1);
    const url = go.mock.calls[0]?.[0] as URL;
    expect(url.origin + url.pathname).toBe('http://localhost:4000/sandbox/oauth/google/authorize');
    const pending = readPending();
    expect(pending).toMatchObject({ provider: 'google', returnTo: '/series/abc?t=1' });
    expect(url.searchParams.get('state')).toBe(pending?.state);
  });

  it('shows nothing when social login is off or no provider is configured', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ social_providers: providers, flags: { social_login: 0 } }) });
    const { container } = renderWithProviders(<SocialButtons go={jest.fn()} />, dictionaries);
    // Once the settings have come, still nothing.
    await waitFor(() => expect(api?.requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });
});
