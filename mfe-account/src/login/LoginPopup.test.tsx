import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { fakeApi, type FakeRoutes, makeAccount, renderWithProviders } from '@palco/shared/testing';
import { LoginPopup } from './LoginPopup';
import { dictionaries } from '../i18n';
import { family } from '../testing/family';

const okRoutes: FakeRoutes = {
  'POST /v1/login': { status: 200, body: { access_token: 'tok-1', token_type: 'Bearer' } },
  'GET /v1/account': { status: 200, body: makeAccount({ email: 'demo@palco.pt' }) },
};

function renderPopup(redirectTo?: string): { onClose: jest.Mock } {
  const onClose = jest.fn();
  renderWithProviders(<LoginPopup onClose={onClose} redirectTo={redirectTo} />, dictionaries);
  return { onClose };
}

async function fillAndSubmit(email: string, password: string): Promise<void> {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Palavra-passe'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

describe('LoginPopup', () => {
  it('labels its fields and gives them names and autocomplete hints', () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the empty-form messages together, one per line, without calling the API', async () => {
    api = fakeApi(okRoutes);
    renderPopup();
    await fillAndSubmit('', '');
    expect(screen.getByRole('alert').textContent).toBe(
      'Preenche todos os campos...\nIndica a tua palavra-passe.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('puts the e-mail message before the password one', async () => {
    renderPopup();
    await fillAndSubmit('not-an-email', 'abc');
    expect(screen.getByRole('alert').textContent).toBe(
      'E-mail incorreto.\nA tua palavra-passe é demasiado curta.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what the viewer typed when the server refuses the credentials', async () => {
    api = fakeApi({
      'POST /v1/login': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Invalid', error: 'Unauthorized' },
      },
    });
    const { onClose } = renderPopup();
    await fillAndSubmit('demo@palco.pt', 'wrong-password');
    expect(await screen.findByText('E-mail ou palavra-passe errados.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@palco.pt');
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows other server errors through the generic lookup', async () => {
    api = fakeApi({
      'POST /v1/login': { status: 500, body: { code: 500, message: 'boom', error: 'Internal' } },
    });
    renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    expect(
      await screen.findByText('O serviço está com dificuldades. Tenta daqui a pouco.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@palco.pt');
  });

  it('signs in with a form-encoded login, loads the account, closes and follows redirectTo', async () => {
    api = fakeApi(okRoutes);
    const { onClose } = renderPopup('/international/subscribe');
    await fillAndSubmit('  demo@palco.pt ', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    const login = api.requests.find((request) => request.url === '/v1/login');
    expect(login?.method).toBe('POST');
    expect(login?.contentType).toBe('application/x-www-form-urlencoded');
    expect(String(login?.body)).toBe('email=demo%40palco.pt&password=palco123');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/login',
      'GET /v1/account',
    ]);
    expect(sessionStore.getState().account?.email).toBe('demo@palco.pt');
    expect(window.location.pathname).toBe('/international/subscribe');
  });

  it('shows the loading state while signing in', async () => {
    let release: () => void = () => undefined;
    api = fakeApi(okRoutes, { gate: new Promise<void>((resolve) => (release = resolve)) });
    renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    expect(screen.getByRole('button', { name: 'A entrar…' })).toBeDisabled();
    release();
    await waitFor(() => expect(sessionStore.getState().account).not.toBeNull());
  });

  it('still closes and goes home on a 423 at login (spec section 8)', async () => {
    window.history.pushState({}, '', '/content/42');
    api = fakeApi({
      'POST /v1/login': {
        status: 423,
        body: { code: 'profile_not_chosen', message: 'Choose', error: 'Locked' },
      },
    });
    const { onClose } = renderPopup('/profile');
    await fillAndSubmit('demo@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/');
  });

  it('closes on Escape', async () => {
    const { onClose } = renderPopup();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('LoginPopup for a family account', () => {
  const familyRoutes: FakeRoutes = {
    'POST /v1/login': { status: 200, body: { access_token: 'tok-family', token_type: 'Bearer' } },
    'GET /v1/account': { status: 200, body: family },
  };

  it('sends the viewer to choose a profile, then on to the page the popup was opened for', async () => {
    api = fakeApi(familyRoutes);
    const { onClose } = renderPopup('/profile');
    await fillAndSubmit('family@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/choose-profile?redirect=%2Fprofile',
    );
  });

  it('comes back to the page the viewer signed in on when the popup has no target', async () => {
    window.history.pushState({}, '', '/content/42');
    api = fakeApi(familyRoutes);
    const { onClose } = renderPopup();
    await fillAndSubmit('family@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/choose-profile?redirect=%2Fcontent%2F42',
    );
  });
});
