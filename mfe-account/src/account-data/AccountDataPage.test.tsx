import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, PalcoEvents } from '@palco/contracts';
import { bus, endSession, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import {
  forgetDrafts,
  LoginPopupHost,
  recordSessionEnds,
  sessionExpired,
  signInAgain,
  signInPromptText,
  storedText,
} from '../testing/session-expiry';

type User = ReturnType<typeof userEvent.setup>;

const PATH = '/profile/account';

const ana: Account = makeAccount({
  id: 'acc-ana',
  email: 'ana@palco.pt',
  first_name: 'Ana',
  last_name: 'Silva',
  phone: '+33612345678',
  gender: 'f',
  birthday: '1990-03-05',
  optin: true,
});

let api: ReturnType<typeof fakeApi> | null = null;
let toasts: PalcoEvents['toast:show'][] = [];
const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);

beforeEach(() => {
  toasts = [];
  bus.on('toast:show', onToast);
});

afterEach(async () => {
  bus.off('toast:show', onToast);
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  await forgetDrafts();
  window.history.pushState({}, '', '/');
});

/** Opens the page (its module loads on demand) for `account`, or with no account loaded yet (null). */
async function openPage(account: Account | null, routes: FakeRoutes = {}): Promise<User> {
  sessionStore.getState().signIn('tok-ana');
  if (account) sessionStore.getState().setAccount(account);
  window.history.pushState({}, '', PATH);
  api = fakeApi(routes);
  renderWithProviders(
    <>
      <App />
      <LoginPopupHost />
    </>,
    dictionaries,
  );
  await screen.findByRole('heading', { level: 1, name: 'Dados pessoais' });
  if (account) await screen.findByLabelText('Nome e apelido');
  return userEvent.setup();
}

const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const nameField = (): HTMLElement => screen.getByLabelText('Nome e apelido');

/** The calls the page made about the account: the settings it reads (the e-mail change's flag) aside. */
const calls = (): NonNullable<typeof api>['requests'] =>
  (api?.requests ?? []).filter((request) => request.url !== '/v1/setting');
const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar alterações' });

/** The update as the API answers it, and the account it then loads. */
function savedAs(changes: Partial<Account>): FakeRoutes {
  return {
    'PUT /v1/account': ok({ ...ana, ...changes }),
    'GET /v1/account': ok({ ...ana, ...changes }),
  };
}

/** single-spa's question before a navigation, as the header's links and the back button raise it. */
async function navigateAway(path: string): Promise<jest.Mock> {
  const cancelNavigation = jest.fn();
  await act(async () => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: `${window.location.origin}${path}`, cancelNavigation },
      }),
    );
  });
  return cancelNavigation;
}

describe('/profile/account: what the account has', () => {
  it('names the page and the tab, and waits for the account while it loads', async () => {
    await openPage(null);
    expect(document.title).toBe('Dados pessoais — Palco');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome e apelido')).toBeNull();

    await act(async () => sessionStore.getState().setAccount(ana));
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Ana Silva');
  });

  it('shows each detail in its labelled field, the e-mail read only and the dial code found by prefix', async () => {
    await openPage(ana);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('ana@palco.pt');
    expect(email).toHaveAttribute('readonly');
    expect(describedText(email)).toBe('Para mudares o e-mail, usa «Mudar o e-mail» mais abaixo.');
    expect(nameField()).toHaveValue('Ana Silva');
    expect(screen.getByLabelText('Indicativo')).toHaveValue('FR');
    expect(screen.getByLabelText('Número')).toHaveValue('612345678');
    expect(screen.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    expect(screen.getByLabelText('Dia')).toHaveValue('05');
    expect(screen.getByLabelText('Mês')).toHaveValue('03');
    expect(screen.getByLabelText('Ano')).toHaveValue('1990');
    expect(screen.getByRole('checkbox', { name: /novidades e ofertas/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Voltar à minha conta' })).toHaveAttribute('href', '/profile');
  });

  it('starts a phone the account lacks on Portugal’s +351', async () => {
    await openPage({ ...ana, phone: null });
    expect(screen.getByLabelText('Indicativo')).toHaveValue('PT');
    expect(screen.getByLabelText('Número')).toHaveValue('');
  });
});

describe('/profile/account: saving', () => {
  it('saves the changes, says so, and reloads the session’s account so the header shows the new name', async () => {
    const user = await openPage(
      ana,
      savedAs({ first_name: 'Joana', last_name: 'Conceição', phone: '+351912345678', gender: 'other' }),
    );
    await user.clear(nameField());
    await user.type(nameField(), 'Joana Conceição');
    await user.selectOptions(screen.getByLabelText('Indicativo'), 'PT');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '912345678');
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await user.selectOptions(screen.getByLabelText('Ano'), '1989');
    await user.click(screen.getByRole('checkbox', { name: /novidades e ofertas/ }));
    await user.click(saveButton());

    expect(await screen.findByText('Os teus dados foram guardados.')).toBeInTheDocument();
    expect(calls().map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /v1/account',
      'GET /v1/account',
    ]);
    expect(calls()[0]?.body).toEqual({
      first_name: 'Joana',
      last_name: 'Conceição',
      phone: '+351912345678',
      gender: 'other',
      birthday: '1989-03-05',
      optin: false,
    });
    expect(toasts).toEqual([{ message: 'Dados guardados com sucesso!', kind: 'success' }]);
    expect(sessionStore.getState().account?.first_name).toBe('Joana');
    expect(nameField()).toHaveValue('Joana Conceição');
    expect(saveButton()).toBeEnabled();
  }, 20_000);

  it('gives the chosen profile the name the reloaded account lists for it', async () => {
    sessionStore.getState().signIn('tok-ana');
    sessionStore.getState().setAccount(ana);
    sessionStore.getState().setProfile({
      id: 'p1',
      name: 'Ana',
      avatar: null,
      avatar_id: null,
      locale: 'pt_PT',
      subtitle_language: null,
      audio_language: null,
      restriction_id: null,
      isMaster: true,
      has_pin: false,
    });
    const renamed = { first_name: 'Joana', profiles: [{ id: 'p1', name: 'Joana' }] };
    const user = await openPage(ana, savedAs(renamed));
    await user.clear(nameField());
    await user.type(nameField(), 'Joana Silva');
    await user.click(saveButton());
    await waitFor(() => expect(sessionStore.getState().profile?.name).toBe('Joana'));
  });

  it('checks the rules on the page first: each under its field, focus on the first, nothing sent', async () => {
    const user = await openPage(ana);
    await user.clear(nameField());
    await user.type(nameField(), 'Ana');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '12');
    await user.selectOptions(screen.getByLabelText('Dia'), '');
    await user.click(saveButton());

    expect(describedText(nameField())).toBe(
      'Nome incorreto (pode faltar o apelido ou podes ter usado um carácter inválido).',
    );
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(screen.getByLabelText('Número'))).toBe('Número de telefone incorreto.');
    expect(describedText(screen.getByLabelText('Dia'))).toContain(
      'Escolhe o dia, o mês e o ano em que nasceste.',
    );
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(calls()).toEqual([]);
  });
});

describe('/profile/account: the API refuses a field (400 with the rule’s token)', () => {
  const refused = (code: string): FakeRoutes => ({
    'PUT /v1/account': reply(400, { code, message: code, error: 'Bad Request' }),
  });

  it.each([
    [
      'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
      'Nome e apelido',
      'Nome incorreto (pode faltar o apelido ou podes ter usado um carácter inválido).',
    ],
    ['AUTHENTICATION_ERROR_PHONE_INVALID', 'Número', 'Número de telefone incorreto.'],
    ['AUTHENTICATION_ERROR_GENDER_INVALID', 'Masculino', 'Escolhe um género da lista.'],
    [
      'AUTHENTICATION_ERROR_REGISTER_MESSAGE',
      'Dia',
      'Escolhe uma data de nascimento válida. Tens de ter pelo menos 13 anos.',
    ],
  ])('%s goes under %s, with focus there and everything typed kept', async (code, label, message) => {
    const user = await openPage(ana, refused(code));
    await user.clear(nameField());
    await user.type(nameField(), 'Ana Sofia Silva');
    await user.click(saveButton());

    const field = screen.getByLabelText(label);
    await waitFor(() => expect(describedText(field)).toContain(message));
    await waitFor(() => expect(field).toHaveFocus());
    expect(nameField()).toHaveValue('Ana Sofia Silva');
    expect(screen.getByLabelText('Número')).toHaveValue('612345678');
    expect(api?.requestsTo('/v1/account').map((request) => request.method)).toEqual(['PUT']);
    expect(sessionStore.getState().account?.last_name).toBe('Silva');
    expect(toasts).toEqual([]);
  });

  it('says any other refusal over the form', async () => {
    const user = await openPage(ana, {
      'PUT /v1/account': reply(
        429,
        { code: 'too_many_attempts', message: 'x', error: 'Too Many Requests' },
        { 'Retry-After': '30' },
      ),
    });
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 30 segundos.',
    );
  });
});

describe('/profile/account: leaving with changes not saved', () => {
  it('lets the viewer leave freely while nothing changed', async () => {
    await openPage(ana);
    expect(await navigateAway('/')).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the navigation and asks; staying keeps every change', async () => {
    const user = await openPage(ana);
    await user.type(nameField(), ' Santos');
    expect(await navigateAway('/content/42')).toHaveBeenCalledTimes(1);

    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    expect(
      within(dialog).getByText(
        'Alteraste os teus dados e ainda não os guardaste. Queres guardá-los antes de sair?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nameField()).toHaveValue('Ana Silva Santos');
    expect(window.location.pathname).toBe(PATH);
  });

  it('leaves without saving when asked to', async () => {
    const user = await openPage(ana);
    await user.type(nameField(), ' Santos');
    await navigateAway('/content/42');
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem guardar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/content/42'));
    expect(calls()).toEqual([]);
  });

  it('saves, then goes where the viewer was going', async () => {
    const user = await openPage(ana, savedAs({ last_name: 'Silva Santos' }));
    await user.type(nameField(), ' Santos');
    await navigateAway('/content/42');
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar e sair' }));
    await waitFor(() => expect(window.location.pathname).toBe('/content/42'));
    expect(calls()[0]).toMatchObject({ method: 'PUT', body: { last_name: 'Silva Santos' } });
  });

  it('stays, with the field’s error, when saving on the way out is refused', async () => {
    const user = await openPage(ana);
    await user.clear(nameField());
    await user.type(nameField(), 'Ana');
    await navigateAway('/');
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar e sair' }));
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(PATH);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a viewer whose session expired go anywhere, as the changes wait for the same account to sign in again', async () => {
    const user = await openPage(ana);
    await user.type(nameField(), ' Santos');
    await act(() => endSession('expired'));
    expect(await navigateAway('/')).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      sessionStore.getState().signIn('tok-ana-again');
      sessionStore.getState().setAccount(ana);
    });
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Ana Silva Santos');
  });
});

describe('/profile/account: the session expires while saving (401)', () => {
  /** The API while Ana's token is revoked, then once she has signed in again; `rui` signs in as himself. */
  function revokedThenBack(): { routes: FakeRoutes; saved: () => unknown[] } {
    let revoked = true;
    let who = ana;
    const puts: unknown[] = [];
    const routes: FakeRoutes = {
      'PUT /v1/account': (request) => {
        puts.push(request.body);
        if (revoked) return sessionExpired;
        who = { ...who, ...(request.body as Partial<Account>) };
        return ok(who);
      },
      'POST /v1/login': (request) => {
        revoked = false;
        who = String(request.body).includes('rui') ? rui : ana;
        return ok({ access_token: `tok-${who.id}`, token_type: 'Bearer' });
      },
      'GET /v1/account': () => ok(who),
    };
    return { routes, saved: () => puts };
  }

  const rui: Account = makeAccount({
    id: 'acc-rui',
    email: 'rui@palco.pt',
    first_name: 'Rui',
    last_name: 'Costa',
    phone: null,
    gender: 'm',
    birthday: '1985-11-20',
    optin: false,
  });

  async function typeChanges(user: User): Promise<void> {
    await user.clear(nameField());
    await user.type(nameField(), 'Joana Conceição');
    await user.selectOptions(screen.getByLabelText('Indicativo'), 'PT');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '912345678');
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await user.selectOptions(screen.getByLabelText('Ano'), '1989');
  }

  const changes = {
    first_name: 'Joana',
    last_name: 'Conceição',
    phone: '+351912345678',
    gender: 'other',
    birthday: '1989-03-05',
    optin: true,
  };

  it('asks to sign in on the same page, then gives the changes back to save, as the same account', async () => {
    const ends = recordSessionEnds();
    const { routes, saved } = revokedThenBack();
    const user = await openPage(ana, routes);
    await typeChanges(user);
    await user.click(saveButton());

    expect(await signInPromptText()).toContain(
      'Entra na tua conta para veres e alterares os teus dados pessoais.',
    );
    ends.stop();
    expect(ends.reasons).toEqual(['expired']);
    expect(window.location.pathname).toBe(PATH);
    // Signed out, the page shows nobody's data.
    expect(screen.queryByLabelText('Nome e apelido')).toBeNull();

    await signInAgain(user, 'ana@palco.pt');
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Joana Conceição');
    expect(screen.getByLabelText('Indicativo')).toHaveValue('PT');
    expect(screen.getByLabelText('Número')).toHaveValue('912345678');
    expect(screen.getByRole('radio', { name: 'Outro' })).toBeChecked();
    expect(screen.getByLabelText('Ano')).toHaveValue('1989');
    expect(window.location.pathname).toBe(PATH);

    await user.click(saveButton());
    expect(await screen.findByText('Os teus dados foram guardados.')).toBeInTheDocument();
    expect(saved()).toEqual([changes, changes]);
    expect(sessionStore.getState().account?.first_name).toBe('Joana');
    // Saved: nothing is kept any more.
    expect(storedText()).not.toContain('Joana');
  }, 20_000);

  it('shows another account that signs in its own data, and drops the changes typed for the first', async () => {
    const user = await openPage(ana, revokedThenBack().routes);
    await typeChanges(user);
    await user.click(saveButton());
    await signInPromptText();
    expect(storedText()).toContain('Joana');

    await signInAgain(user, 'rui@palco.pt');
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Rui Costa');
    expect(screen.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    expect(storedText()).not.toContain('Joana');

    // Ana, back after Rui, finds her account as it is: the draft went when Rui signed in.
    await act(() => endSession('expired'));
    await signInAgain(user, 'ana@palco.pt');
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Ana Silva');
    expect(screen.getByLabelText('Número')).toHaveValue('612345678');
  }, 20_000);

  it('drops the changes when the viewer signs out instead', async () => {
    const user = await openPage(ana, revokedThenBack().routes);
    await typeChanges(user);
    await user.click(saveButton());
    await signInPromptText();
    await signInAgain(user, 'ana@palco.pt');
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Joana Conceição');

    await act(() => endSession('signed-out'));
    expect(storedText()).not.toContain('Joana');
    await act(async () => {
      sessionStore.getState().signIn('tok-ana');
      sessionStore.getState().setAccount(ana);
    });
    expect(await screen.findByLabelText('Nome e apelido')).toHaveValue('Ana Silva');
  }, 20_000);
});

describe('/profile/account without a session', () => {
  it('offers the login popup', async () => {
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    window.history.pushState({}, '', PATH);
    api = fakeApi({});
    renderWithProviders(<App />, dictionaries);
    await screen.findByRole('heading', { level: 1, name: 'Dados pessoais' });
    expect(
      screen.getByText('Entra na tua conta para veres e alterares os teus dados pessoais.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome e apelido')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'login' }]);
  });
});

describe('changing the e-mail (flag email_update)', () => {
  it('sends the new address, then takes it once the mailed code comes back', async () => {
    let current: Account = ana;
    const user = await openPage(ana, {
      'GET /v1/account': () => ok(current),
      'PUT /v1/account': (request) => {
        current = { ...ana, pending_email: (request.body as { email: string }).email };
        return ok(current);
      },
      'POST /v1/account/email/confirm': (request) => {
        if ((request.body as { code: string }).code !== '123456') {
          return reply(400, { code: 'invalid_code', message: 'x', error: 'Bad Request' });
        }
        current = { ...ana, email: 'ana.nova@palco.pt', pending_email: null };
        return ok(current);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mudar o e-mail' }));
    await user.type(screen.getByLabelText('Novo e-mail'), 'ana@palco.pt');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(describedText(screen.getByLabelText('Novo e-mail'))).toContain('Este já é o e-mail da tua conta.');
    expect(api?.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Novo e-mail'));
    await user.type(screen.getByLabelText('Novo e-mail'), ' Ana.Nova@Palco.pt ');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Enviámos um código para ana.nova@palco.pt.')).toBeInTheDocument();
    expect(api?.requests.find((r) => r.method === 'PUT')?.body).toEqual({ email: 'ana.nova@palco.pt' });

    const code = await screen.findByLabelText('Código recebido no novo e-mail');
    await user.type(code, '999 999');
    await user.click(screen.getByRole('button', { name: 'Confirmar o novo e-mail' }));
    await waitFor(() => expect(describedText(code)).not.toBe(''));
    expect(code).toHaveValue('999 999');
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar o novo e-mail' }));
    expect(await screen.findByText('A tua conta passou a usar ana.nova@palco.pt.')).toBeInTheDocument();
    expect(sessionStore.getState().account?.email).toBe('ana.nova@palco.pt');
  });

  it('suggests a free address when the new one is taken', async () => {
    const user = await openPage(ana, {
      'GET /v1/account': ok(ana),
      'PUT /v1/account': reply(409, { code: 'email_in_use', message: 'in use', error: 'Conflict' }),
      'POST /v1/account/check': (request) =>
        ok({ exists: (request.body as { email: string }).email !== 'rui1@palco.pt', activated: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Mudar o e-mail' }));
    await user.type(screen.getByLabelText('Novo e-mail'), 'rui@palco.pt');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.click(await screen.findByRole('button', { name: 'Usar rui1@palco.pt' }));
    expect(screen.getByLabelText('Novo e-mail')).toHaveValue('rui1@palco.pt');
  });

  it('is not offered while the flag is off', async () => {
    await openPage(ana, { 'GET /v1/setting': ok({ flags: { email_update: 0 } }) });
    await waitFor(() => expect(api?.requests.some((r) => r.url === '/v1/setting')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Mudar o e-mail' })).toBeNull();
    expect(describedText(screen.getByLabelText('E-mail'))).toBe('O e-mail da conta não pode ser alterado.');
  });
});
