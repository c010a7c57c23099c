import { act, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { SIGNUP_EMAIL_KEY } from '../layout/signup-email';
import { FRAME_URL, frameSettings } from '../test-utils/fixtures';
import { dictionaries } from '../i18n';

let api: ReturnType<typeof fakeApi> | null = null;

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
});
afterEach(async () => {
  await api?.restore();
  api = null;
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
  });

  it('resizes the frame when an allowed origin asks', async () => {
    const frame = await renderAt('/international');
    post('http://localhost:4000', { iframeHeight: 1480 });
    expect(frame).toHaveAttribute('height', '1480');
    post('https://qa.partner.example', { iframeHeight: 900 });
    expect(frame).toHaveAttribute('height', '900');
  });

  it('stores the e-mail and continues the sign-up in the frame', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { email: 'ana@example.com' });

    expect(window.location.pathname).toBe('/international/signup');
    expect(localStorage.getItem(SIGNUP_EMAIL_KEY)).toBe('ana@example.com');
    expect(screen.getByText(/Vamos criar a tua conta com/)).toHaveTextContent(
      'Vamos criar a tua conta com ana@example.com',
    );
    expect(screen.getByTestId('intl-frame')).toHaveAttribute('src', `${FRAME_URL}?email=ana%40example.com`);
  });

  it('sends a viewer the frame reports as signed in to subscribe', async () => {
    await renderAt('/international');
    post('http://localhost:4000', { userLogged: true });
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(screen.queryByTestId('intl-frame')).not.toBeInTheDocument();
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
  it('continues with the e-mail stored earlier', async () => {
    localStorage.setItem(SIGNUP_EMAIL_KEY, 'rui@example.com');
    const frame = await renderAt('/international/signup');
    expect(frame).toHaveAttribute('src', `${FRAME_URL}?email=rui%40example.com`);
  });

  it('starts again on /international without an e-mail', async () => {
    await renderAt('/international/signup');
    expect(window.location.pathname).toBe('/international');
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
