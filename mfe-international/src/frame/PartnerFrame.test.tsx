import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { fakeApi, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { SIGNUP_EMAIL_KEY } from '../layout/signup-email';
import { FRAME_URL, frameSettings, freeAccount } from '../test-utils/fixtures';
import { dictionaries } from '../i18n';

let api: ReturnType<typeof fakeApi> | null = null;
const opened: PalcoEvents['overlay:open'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);

function post(origin: string, data: unknown): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

async function renderAt(path: string): Promise<HTMLIFrameElement> {
  window.history.pushState({}, '', path);
  renderWithProviders(<App />, dictionaries);
  return (await screen.findByTestId('intl-frame')) as HTMLIFrameElement;
}

beforeEach(() => {
  localStorage.clear();
  api = fakeApi({ 'GET /v1/setting': { status: 200, body: frameSettings } });
  bus.on('overlay:open', onOpen);
});
afterEach(async () => {
  bus.off('overlay:open', onOpen);
  opened.length = 0;
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
});

/** The account team's registration, opened prefilled with `email`, to come back to subscribe. */
const registration = (email: string): PalcoEvents['overlay:open'] => ({
  name: 'login',
  initialView: 'register',
  email,
  redirectTo: '/international/subscribe',
});

describe('the embedded sign-up frame on /international', () => {
  it('shows the partner frame from the settings at the default height', async () => {
    const frame = await renderAt('/international');
    expect(frame).toHaveAttribute('src', FRAME_URL);
    expect(frame).toHaveAttribute('height', '1000');
    expect(frame).toHaveAttribute('title', 'Registo no Palco');
  });

  it('ignores every message from origins that are not allowed', async () => {
    const frame = await renderAt('/international');
    for (const origin of [
      'http://localhost:4000.evil.com',
      'https://localhost:4000',
      'http://localhost:4001',
      '',
    ]) {
      post(origin, { iframeHeight: 2400 });
      post(origin, { userLogged: true });
      post(origin, { email: 'eve@evil.com' });
    }
    expect(frame).toHaveAttribute('height', '1000');
    expect(window.location.pathname).toBe('/international');
    expect(localStorage.getItem(SIGNUP_EMAIL_KEY)).toBeNull();
    expect(opened).toEqual([]);
  });

  it('resizes the frame when an allowed origin asks', async () => {
    const frame = await renderAt('/international');
    post('http://localhost:4000', { iframeHeight: 1480 });
    expect(frame).toHaveAttribute('height', '1480');
    post('https://qa.partner.example', { iframeHeight: 900 });
    expect(frame).toHaveAttribute('height', '900');
  });

  it('stores the e-mail and opens the account team’s registration, prefilled with it', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { email: ' Ana@Example.com ' });

    expect(window.location.pathname).toBe('/international/signup');
    expect(localStorage.getItem(SIGNUP_EMAIL_KEY)).toBe('ana@example.com');
    expect(screen.getByText(/Vamos criar a tua conta com/)).toHaveTextContent(
      'Vamos criar a tua conta com ana@example.com',
    );
    // Sign-up is the account remote's, not a frame of the partner's again.
    expect(screen.queryByTestId('intl-frame')).not.toBeInTheDocument();
    expect(opened).toEqual([registration('ana@example.com')]);
  });

  it('ignores an e-mail that is not one, keeping the page, the frame and its height', async () => {
    const frame = await renderAt('/international');
    for (const data of [
      { email: 'ana@' },
      { email: `${'a'.repeat(250)}@example.com` },
      { email: 'not-an-email', userLogged: true },
      { email: 'not-an-email', iframeHeight: 1500 },
      { email: 42 },
    ]) {
      post('http://localhost:4000', data);
    }
    expect(window.location.pathname).toBe('/international');
    expect(frame).toHaveAttribute('height', '1000');
    expect(localStorage.getItem(SIGNUP_EMAIL_KEY)).toBeNull();
    expect(opened).toEqual([]);
  });

  it('keeps the frame between 200 and 4000 px whatever height is asked for', async () => {
    const frame = await renderAt('/international');
    post('http://localhost:4000', { iframeHeight: 10 });
    expect(frame).toHaveAttribute('height', '200');
    post('http://localhost:4000', { iframeHeight: 99_999_999 });
    expect(frame).toHaveAttribute('height', '4000');
    post('http://localhost:4000', { iframeHeight: -5 });
    post('http://localhost:4000', { iframeHeight: '700' });
    expect(frame).toHaveAttribute('height', '4000');
  });

  it('sends a viewer the frame reports as signed in to subscribe, where a visitor is asked to sign in', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { userLogged: true });
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(screen.queryByTestId('intl-frame')).not.toBeInTheDocument();
    expect(opened).toEqual([{ name: 'login', redirectTo: '/international/subscribe' }]);
  });

  it('ignores a userLogged that is not exactly true', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { userLogged: 'false' });
    post('http://localhost:4000', { userLogged: 1 });
    expect(window.location.pathname).toBe('/international');
  });

  it('stops listening once the page is gone', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { userLogged: true });
    post('http://localhost:4000', { email: 'late@example.com' });
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(localStorage.getItem(SIGNUP_EMAIL_KEY)).toBeNull();
  });
});

describe('/international/signup', () => {
  function openSignup(): void {
    window.history.pushState({}, '', '/international/signup');
    renderWithProviders(<App />, dictionaries);
  }

  it('continues with the e-mail stored earlier, opening registration once, and again on request', async () => {
    localStorage.setItem(SIGNUP_EMAIL_KEY, 'rui@example.com');
    openSignup();
    const page = screen.getByRole('region', { name: 'Cria a tua conta' });
    expect(page).toHaveTextContent('Vamos criar a tua conta com rui@example.com');
    expect(opened).toEqual([registration('rui@example.com')]);

    // Closed without signing up: the page offers the popup again, and a way back to the frame.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar o registo' }));
    expect(opened).toEqual([registration('rui@example.com'), registration('rui@example.com')]);
    expect(screen.getByRole('link', { name: 'Usar outro e-mail' })).toHaveAttribute('href', '/international');
  });

  it('starts again on /international without an e-mail', async () => {
    await renderAt('/international/signup');
    expect(window.location.pathname).toBe('/international');
    expect(opened).toEqual([]);
  });

  it('does not trust a stored e-mail that is not one', async () => {
    localStorage.setItem(SIGNUP_EMAIL_KEY, '<img src=x onerror=alert(1)>');
    await renderAt('/international/signup');
    expect(window.location.pathname).toBe('/international');
    expect(opened).toEqual([]);
  });

  it('sends a viewer who is already signed in to subscribe, without registration', () => {
    localStorage.setItem(SIGNUP_EMAIL_KEY, 'rui@example.com');
    sessionStore.getState().signIn('tok-9');
    sessionStore.getState().setAccount(freeAccount);
    openSignup();
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });
});

describe('without a frame URL in the settings', () => {
  it('says sign-up is unavailable instead of framing an empty page', async () => {
    await api?.restore();
    api = fakeApi({ 'GET /v1/setting': { status: 200, body: {} } });
    window.history.pushState({}, '', '/international');
    renderWithProviders(<App />, dictionaries);
    expect(await screen.findByRole('alert')).toHaveTextContent('O registo não está disponível de momento.');
    expect(screen.queryByTestId('intl-frame')).not.toBeInTheDocument();
  });
});
