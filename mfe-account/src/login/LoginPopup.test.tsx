import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTempSession, type PalcoEvents } from '@palco/contracts';
import { bus, loadPageSettings, sessionStore } from '@palco/shared';
import { fakeApi, type FakeRoutes, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { LoginPopup } from './LoginPopup';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { family } from '../testing/family';
import { answerCaptcha, fillStepOne, settingsRoute } from '../testing/signup';

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
    // The settings (for the social sign-in buttons) are read; nothing is sent.
    expect(api.requests.filter((request) => request.url !== '/v1/setting')).toHaveLength(0);
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
    expect(
      api.requests
        .filter((request) => request.url !== '/v1/setting')
        .map((request) => `${request.method} ${request.url}`),
    ).toEqual(['POST /v1/login', 'GET /v1/account']);
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

describe('signing up from the login popup (spec section 4, "Registration")', () => {
  const newAccount = makeAccount({
    id: 'acc-new',
    email: 'nova.conta@exemplo.pt',
    first_name: 'Ana',
    last_name: 'Silva',
    completed: true,
    profiles: [{ id: 'pf-new', name: 'Ana' }],
  });

  it('runs step 1, step 2 and activation, then signs the viewer in with sign-up’s session and goes home', async () => {
    window.history.pushState({}, '', '/content/42');
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/signup': reply(201, {
        id: 'acc-new',
        email: 'nova.conta@exemplo.pt',
        activated: false,
        completed: false,
        access_token: 'signup-token',
        token_type: 'Bearer',
      }),
      'PUT /v1/account': ok(newAccount),
      'POST /v1/validate': ok({ id: 'acc-new', email: 'nova.conta@exemplo.pt', activated: true }),
      'GET /v1/account': ok(newAccount),
    });
    const { onClose } = renderPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await fillStepOne(user);
    await answerCaptcha();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await screen.findByRole('dialog', { name: 'Completa o teu registo' });
    // Not signed in yet: the account waits for its code.
    expect(sessionStore.getState().token).toBeNull();
    await user.type(screen.getByLabelText('Nome e apelido'), 'Ana Silva');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const activation = await screen.findByRole('dialog', { name: 'Ativar a conta' });
    expect(activation).toHaveTextContent('nova.conta@exemplo.pt');
    await user.type(screen.getByLabelText('Código de ativação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      expect.arrayContaining(['POST /v1/signup', 'PUT /v1/account', 'POST /v1/validate', 'GET /v1/account']),
    );
    expect(api.requestsTo('/v1/validate')[0]?.body).toEqual({ code: '123456', id: 'acc-new' });
    expect(sessionStore.getState().token).toBe('signup-token');
    expect(sessionStore.getState().account?.email).toBe('nova.conta@exemplo.pt');
    expect(window.location.pathname).toBe('/');
  });
});

describe('paying before activating (spec section 4)', () => {
  it('offers the plans from the activation step, with sign-up’s session kept for the checkout', async () => {
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/signup': reply(201, {
        id: 'acc-new',
        email: 'nova.conta@exemplo.pt',
        activated: false,
        completed: false,
        access_token: 'signup-token',
        token_type: 'Bearer',
      }),
      'PUT /v1/account': ok(makeAccount({ id: 'acc-new', email: 'nova.conta@exemplo.pt', completed: true })),
    });
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    try {
      const { onClose } = renderPopup();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Criar conta' }));
      await fillStepOne(user);
      await answerCaptcha();
      await user.click(screen.getByRole('button', { name: 'Criar conta' }));
      await screen.findByRole('dialog', { name: 'Completa o teu registo' });
      await user.type(screen.getByLabelText('Nome e apelido'), 'Ana Silva');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      const activation = await screen.findByRole('dialog', { name: 'Ativar a conta' });

      await user.click(
        within(activation).getByRole('button', { name: 'Escolher já um plano e ativar a conta depois' }),
      );
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(opened).toEqual([{ name: 'subscribe' }]);
      expect(readTempSession(localStorage, Date.now())).toEqual({
        token: 'signup-token',
        account: { id: 'acc-new', email: 'nova.conta@exemplo.pt' },
      });
      // Still not signed in: the account waits for its code.
      expect(sessionStore.getState().token).toBeNull();
    } finally {
      bus.off('overlay:open', onOpen);
      localStorage.clear();
    }
  });
});

describe('an account waiting for its e-mailed code (423 account_not_activated)', () => {
  const notActivated = reply(423, {
    code: 'account_not_activated',
    message: 'A tua conta ainda não está ativa.',
    error: 'Locked',
  });

  it('opens the activation step, then comes back to sign in with what was typed', async () => {
    window.history.pushState({}, '', '/content/42');
    api = fakeApi({
      'POST /v1/login': notActivated,
      'POST /v1/validate': ok({ id: 'acc-wait', email: 'espera@palco.pt', activated: true }),
    });
    const { onClose } = renderPopup();
    await fillAndSubmit(' Espera@Palco.pt', 'palco123');

    const activation = await screen.findByRole('dialog', { name: 'Ativar a conta' });
    expect(activation).toHaveTextContent('espera@palco.pt');
    expect(onClose).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/content/42');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de ativação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));

    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(within(login).getByRole('status')).toHaveTextContent(
      'A tua conta está ativa. Entra com o teu e-mail e a tua palavra-passe.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('espera@palco.pt');
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('palco123');
    expect(api.requestsTo('/v1/validate')[0]?.body).toEqual({ code: '654321', email: 'espera@palco.pt' });
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('an account that is not completed (spec section 4, "Login")', () => {
  const incomplete = makeAccount({
    email: 'rui@palco.pt',
    first_name: 'Rui',
    last_name: '',
    completed: false,
  });
  const completed = { ...incomplete, last_name: 'Costa', completed: true };

  it('completes its profile before the popup closes, then goes home', async () => {
    window.history.pushState({}, '', '/content/42');
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/login': ok({ access_token: 'tok-rui', token_type: 'Bearer' }),
      'GET /v1/account': () =>
        api?.requestsTo('/v1/account').some((request) => request.method === 'PUT')
          ? ok(completed)
          : ok(incomplete),
      'PUT /v1/account': ok(completed),
    });
    const { onClose } = renderPopup('/profile');
    await fillAndSubmit('rui@palco.pt', 'palco123');

    const dialog = await screen.findByRole('dialog', { name: 'Completa o teu perfil' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/profile');
    expect(sessionStore.getState().account?.completed).toBe(true);
  });

  it('ends with the popup when the viewer signs out instead', async () => {
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/login': ok({ access_token: 'tok-rui', token_type: 'Bearer' }),
      'GET /v1/account': ok(incomplete),
      'POST /v1/logout': ok({ ok: true }),
    });
    const { onClose } = renderPopup();
    await fillAndSubmit('rui@palco.pt', 'palco123');
    await screen.findByRole('dialog', { name: 'Completa o teu perfil' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terminar sessão' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('the login popup’s links', () => {
  it('goes to the forgot-password page, closing the popup', async () => {
    const { onClose } = renderPopup();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Esqueceste-te da palavra-passe?' }));
    expect(window.location.pathname).toBe('/esqueci-password');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes home after signing in on the forgot-password page (spec section 4)', async () => {
    window.history.pushState({}, '', '/esqueci-password');
    api = fakeApi(okRoutes);
    const { onClose } = renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/');
  });

  it('offers no sign-up when the settings switch it off', async () => {
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { signup: 0 } }) });
    await loadPageSettings();
    renderPopup();
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
    await api.restore();
    api = fakeApi({ 'GET /v1/setting': ok({ flags: { signup: 1 } }) });
    await loadPageSettings();
  });
});

describe('an e-mail the opener sent (the international partner frame’s)', () => {
  it('starts the registration step’s e-mail field with it, which the viewer may change', async () => {
    api = fakeApi(settingsRoute);
    renderWithProviders(
      <LoginPopup onClose={jest.fn()} initialView="register" email="viajante@exemplo.fr" />,
      dictionaries,
    );
    const field = screen.getByLabelText('E-mail');
    expect(field).toHaveValue('viajante@exemplo.fr');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'outro@exemplo.fr');
    expect(field).toHaveValue('outro@exemplo.fr');
  });

  it('starts the login form with it too', () => {
    renderWithProviders(<LoginPopup onClose={jest.fn()} email="viajante@exemplo.fr" />, dictionaries);
    expect(screen.getByLabelText('E-mail')).toHaveValue('viajante@exemplo.fr');
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('');
  });
});

describe('a session handed over in the query (spec section 4: `token` and `sessionId`)', () => {
  const opened: PalcoEvents['overlay:open'][] = [];
  const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
  beforeEach(() => bus.on('overlay:open', onOpen));
  afterEach(() => {
    bus.off('overlay:open', onOpen);
    opened.length = 0;
  });

  const signInAs = (account: ReturnType<typeof makeAccount>): FakeRoutes => ({
    'POST /v1/login': ok({ access_token: 'tok-1', token_type: 'Bearer' }),
    'GET /v1/account': ok(account),
  });

  it('opens the subscription popup after a completed account that is not premium signs in', async () => {
    window.history.pushState({}, '', '/international?token=partner-tok&sessionId=s-42');
    api = fakeApi(signInAs(makeAccount({ premium: false, completed: true })));
    const { onClose } = renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('opens nothing for a premium account', async () => {
    window.history.pushState({}, '', '/international?token=partner-tok&sessionId=s-42');
    api = fakeApi(signInAs(makeAccount({ premium: true, completed: true })));
    const premium = renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    await waitFor(() => expect(premium.onClose).toHaveBeenCalledTimes(1));
    expect(opened).toEqual([]);
  });

  it('opens nothing for a completed free account when only the token is in the query', async () => {
    window.history.pushState({}, '', '/international?token=partner-tok');
    api = fakeApi(signInAs(makeAccount({ premium: false, completed: true })));
    const { onClose } = renderPopup();
    await fillAndSubmit('demo@palco.pt', 'palco123');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(opened).toEqual([]);
  });

  it('offers an operator’s account the plans once it completes its profile, reading the query before leaving', async () => {
    window.history.pushState({}, '', '/auth/meo?token=partner-tok&sessionId=s-42');
    const operator = makeAccount({ email: '', completed: false, extraParameters: { origin: 'meo' } });
    const done = { ...operator, email: 'rosa@operadora.pt', completed: true };
    api = fakeApi({ ...settingsRoute, 'PUT /v1/account': ok(done), 'GET /v1/account': ok(done) });
    sessionStore.getState().signIn('tok-op');
    sessionStore.getState().setAccount(operator);
    const onClose = jest.fn();
    renderWithProviders(
      <LoginPopup onClose={onClose} initialView="complete-profile" redirectTo="/international/subscribe" />,
      dictionaries,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'rosa@operadora.pt');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });
});
