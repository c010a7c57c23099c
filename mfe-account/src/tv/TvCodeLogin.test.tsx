import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageSettings, sessionStore } from '@palco/shared';
import {
  type FakeReply,
  type FakeRoutes,
  fakeApi,
  makeAccount,
  ok,
  reply,
  renderWithProviders,
} from '@palco/shared/testing';
import { LoginPopup } from '../login/LoginPopup';
import { accountDictionaries } from '../testing/dictionaries';

// The API gives the screen its polling interval and the code's lifetime; these tests ask for the
// shortest (1 s), so that they run on real time, as the popup does.

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

const codeAnswer = (code: string, expiresIn = 300, interval = 1): FakeReply =>
  ok({ code, expires_in: expiresIn, interval });
const pending: FakeReply = reply(202, { status: 'authorization_pending', expires_in: 290, interval: 1 });

/** Opens the login popup and goes to the code sign-in. */
async function openTvLogin(routes: FakeRoutes, redirectTo?: string) {
  api = fakeApi(routes);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <LoginPopup onClose={onClose} redirectTo={redirectTo} />,
    accountDictionaries,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Entrar com um código noutro dispositivo' }));
  await screen.findByRole('dialog', { name: 'Entrar com um código' });
  return { onClose, user, unmount: view.unmount };
}

const polls = (): number => api?.requestsTo('/v1/device/login').length ?? 0;

describe('signing in with a code typed on another device', () => {
  it('shows the code large, where to type it, and the time left before it changes', async () => {
    await openTvLogin({ 'GET /v1/device/code': codeAnswer('AB3X7K'), 'POST /v1/device/login': pending });
    expect(await screen.findByText('AB3X7K')).toBeInTheDocument();
    // Read out one character at a time.
    expect(screen.getByText('Código A B 3 X 7 K')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.host}/apptv`)).toBeInTheDocument();
    expect(screen.getByText(/^O código muda daqui a [45]:\d\d\.$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('À espera que o código seja introduzido…');
  });

  it('asks until the code is linked, then signs in as a password sign-in does', async () => {
    let answers = 0;
    const { onClose } = await openTvLogin(
      {
        'GET /v1/device/code': codeAnswer('AB3X7K'),
        'POST /v1/device/login': () =>
          (answers += 1) < 2 ? pending : ok({ access_token: 'tok-tv', token_type: 'Bearer' }),
        'GET /v1/account': ok(makeAccount({ email: 'demo@palco.pt' })),
      },
      '/international/subscribe',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    const calls = api?.requests.filter((request) => request.url !== '/v1/setting');
    expect(calls?.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/device/code',
      'POST /v1/device/login',
      'POST /v1/device/login',
      'GET /v1/account',
    ]);
    expect(api?.requestsTo('/v1/device/login')[0]?.body).toEqual({ code: 'AB3X7K' });
    expect(sessionStore.getState().token).toBe('tok-tv');
    expect(sessionStore.getState().account?.email).toBe('demo@palco.pt');
    expect(window.location.pathname).toBe('/international/subscribe');
  });

  it('stops asking once the popup closes', async () => {
    const { unmount } = await openTvLogin({
      'GET /v1/device/code': codeAnswer('AB3X7K'),
      'POST /v1/device/login': pending,
    });
    await waitFor(() => expect(polls()).toBe(1), { timeout: 3000 });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(1);
  });

  it('replaces the code with a new one when its time is up', async () => {
    let issued = 0;
    await openTvLogin({
      'GET /v1/device/code': () => ((issued += 1) === 1 ? codeAnswer('AB3X7K', 1, 5) : codeAnswer('CDE456')),
      'POST /v1/device/login': pending,
    });
    expect(await screen.findByText('AB3X7K')).toBeInTheDocument();
    expect(await screen.findByText('CDE456', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('AB3X7K')).toBeNull();
    // The expired code was never polled: its first poll was due after it ran out.
    expect(api?.requestsTo('/v1/device/login').map((request) => request.body)).not.toContainEqual({
      code: 'AB3X7K',
    });
  });

  it('gets a new code when the API says the code expired', async () => {
    let issued = 0;
    await openTvLogin({
      'GET /v1/device/code': () => ((issued += 1) === 1 ? codeAnswer('AB3X7K') : codeAnswer('CDE456')),
      'POST /v1/device/login': reply(400, { code: 'code_expired', message: 'x', error: 'x' }),
    });
    expect(await screen.findByText('CDE456', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says why it stopped (no room for another device) and offers a new code', async () => {
    let issued = 0;
    const { user } = await openTvLogin({
      'GET /v1/device/code': () => codeAnswer((issued += 1) === 1 ? 'AB3X7K' : 'CDE456'),
      'POST /v1/device/login': reply(403, { code: 'device_limit_reached', message: 'x', error: 'x' }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      /máximo de 10 dispositivos/,
    );
    expect(screen.queryByText('AB3X7K')).toBeNull();
    const asked = polls();
    await user.click(screen.getByRole('button', { name: 'Pedir um código novo' }));
    expect(await screen.findByText('CDE456')).toBeInTheDocument();
    expect(polls()).toBe(asked);
  });

  it('goes back to e-mail and password', async () => {
    const { user } = await openTvLogin({
      'GET /v1/device/code': codeAnswer('AB3X7K'),
      'POST /v1/device/login': pending,
    });
    await user.click(screen.getByRole('button', { name: 'Entrar com e-mail e palavra-passe' }));
    expect(await screen.findByLabelText('Palavra-passe')).toBeInTheDocument();
  });

  it('is not offered while the tv_code_login flag is off', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { tv_code_login: 0 } }) });
    await loadPageSettings();
    renderWithProviders(<LoginPopup onClose={jest.fn()} />, accountDictionaries);
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar com um código noutro dispositivo' })).toBeNull();
    await api.restore();
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { tv_code_login: 1 } }) });
    await loadPageSettings();
  });
});

describe('a password sign-in from an 11th device', () => {
  it('says the account has no room and how to make some, keeping what was typed', async () => {
    api = fakeApi({
      'POST /v1/login': reply(403, { code: 'device_limit_reached', message: 'x', error: 'Forbidden' }),
    });
    const onClose = jest.fn();
    renderWithProviders(<LoginPopup onClose={onClose} />, accountDictionaries);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'demo@palco.pt');
    await user.type(screen.getByLabelText('Palavra-passe'), 'palco123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/máximo de 10 dispositivos/)).toHaveTextContent(
      '"A minha conta" > "Dispositivos"',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@palco.pt');
    expect(onClose).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });
});
