import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
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

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  await forgetDrafts();
  window.history.pushState({}, '', '/');
});

/** Opens the page, whose module loads on demand, once it shows. */
async function openPage(
  path: string,
  routes: FakeRoutes = {},
  signedIn = true,
): Promise<ReturnType<typeof userEvent.setup>> {
  if (signedIn) {
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(makeAccount({ email: 'ana@palco.pt' }));
  }
  window.history.pushState({}, '', path);
  api = fakeApi(routes);
  renderWithProviders(
    <>
      <App />
      <LoginPopupHost />
    </>,
    dictionaries,
  );
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

interface ChangeInput {
  current?: string;
  password?: string;
  confirmation?: string;
}

async function change(user: ReturnType<typeof userEvent.setup>, input: ChangeInput = {}): Promise<void> {
  const { current = 'palco123', password = 'novasenha1', confirmation = password } = input;
  if (current) await user.type(screen.getByLabelText('Palavra-passe atual'), current);
  if (password) await user.type(screen.getByLabelText('Nova palavra-passe'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar a nova palavra-passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Mudar palavra-passe' }));
}

describe.each(['/mudar-password', '/profile/update-password'])('%s', (path) => {
  it('names the page and the tab, with labelled password fields for password managers', async () => {
    await openPage(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Mudar palavra-passe' })).toBeInTheDocument();
    expect(document.title).toBe('Mudar palavra-passe — Palco');
    expect(screen.getByLabelText('Palavra-passe atual')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirmar a nova palavra-passe')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByRole('link', { name: 'Voltar à minha conta' })).toHaveAttribute('href', '/profile');
  });

  it('changes the password with the current one, then empties the form and says so', async () => {
    const toasts: PalcoEvents['toast:show'][] = [];
    const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);
    bus.on('toast:show', onToast);
    const user = await openPage(path, { 'PUT /v1/account/password': ok({ ok: true }) });
    await change(user);

    expect(await screen.findByText('A tua palavra-passe foi alterada.')).toBeInTheDocument();
    bus.off('toast:show', onToast);
    expect(api?.requests[0]).toMatchObject({
      method: 'PUT',
      url: '/v1/account/password',
      body: { password: 'palco123', new_password: 'novasenha1' },
    });
    expect(screen.getByLabelText('Palavra-passe atual')).toHaveValue('');
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveValue('');
    expect(toasts).toEqual([{ message: 'Dados guardados com sucesso!', kind: 'success' }]);
    expect(sessionStore.getState().token).toBe('tok-1');
  });
});

describe('changing the password: the rules', () => {
  it('asks for the current password, a new one of 8 or more and the same confirmation', async () => {
    const user = await openPage('/mudar-password');
    await change(user, { current: '', password: 'curta', confirmation: 'outra' });
    expect(describedText(screen.getByLabelText('Palavra-passe atual'))).toBe(
      'Indica a tua palavra-passe atual.',
    );
    expect(describedText(screen.getByLabelText('Nova palavra-passe'))).toContain(
      'A tua palavra-passe é demasiado curta.',
    );
    expect(describedText(screen.getByLabelText('Confirmar a nova palavra-passe'))).toBe(
      'As palavras-passe têm de ser iguais.',
    );
    expect(screen.getByLabelText('Palavra-passe atual')).toHaveFocus();
    expect(api?.requests).toEqual([]);
  });
});

describe('changing the password: a wrong current password (403 invalid_password)', () => {
  it('says so under the current password and keeps the viewer signed in, with what was typed', async () => {
    const ended = jest.fn();
    bus.on('session:ended', ended);
    const user = await openPage('/mudar-password', {
      'PUT /v1/account/password': reply(403, {
        code: 'invalid_password',
        message: 'A palavra-passe atual não está correta.',
        error: 'Forbidden',
      }),
    });
    await change(user, { current: 'errada123' });

    const current = screen.getByLabelText('Palavra-passe atual');
    await waitFor(() => expect(describedText(current)).toBe('A palavra-passe atual não está correta.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('errada123');
    expect(screen.getByLabelText('Nova palavra-passe')).toHaveValue('novasenha1');
    bus.off('session:ended', ended);
    expect(ended).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('tok-1');
    expect(screen.getByRole('button', { name: 'Mudar palavra-passe' })).toBeEnabled();
  });

  it('says when to try again after too many wrong passwords', async () => {
    const user = await openPage('/mudar-password', {
      'PUT /v1/account/password': reply(
        429,
        { code: 'too_many_attempts', message: 'x', error: 'Too Many Requests' },
        { 'Retry-After': '300' },
      ),
    });
    await change(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 5 minutos.',
    );
  });
});

describe('changing the password: the session expires on the way (401)', () => {
  /** The API while the token is revoked, then once the viewer has signed in again as `email`. */
  function revokedThenBack(): FakeRoutes {
    let revoked = true;
    let email = 'ana@palco.pt';
    return {
      'PUT /v1/account/password': () => (revoked ? sessionExpired : ok({ ok: true })),
      'POST /v1/login': (request) => {
        revoked = false;
        email = new URLSearchParams(String(request.body)).get('email') ?? '';
        return ok({ access_token: 'tok-2', token_type: 'Bearer' });
      },
      'GET /v1/account': () =>
        ok(makeAccount(email === 'ana@palco.pt' ? { email } : { id: 'acc-rui', email })),
    };
  }

  const field = (label: string): HTMLElement => screen.getByLabelText(label);

  it('keeps the passwords typed in memory only, signs in again on the page, and changes it then', async () => {
    const ends = recordSessionEnds();
    const user = await openPage('/profile/update-password', revokedThenBack());
    await change(user, { current: 'palco123', password: 'novasenha1' });

    expect(await signInPromptText()).toContain('Entra na tua conta para mudares a palavra-passe.');
    ends.stop();
    expect(ends.reasons).toEqual(['expired']);
    // No password is ever written to the tab's storage.
    expect(storedText()).not.toContain('novasenha1');
    expect(storedText()).not.toContain('palco123');

    await signInAgain(user, 'ana@palco.pt');
    expect(await screen.findByLabelText('Nova palavra-passe')).toHaveValue('novasenha1');
    expect(field('Confirmar a nova palavra-passe')).toHaveValue('novasenha1');
    expect(field('Palavra-passe atual')).toHaveValue('palco123');
    expect(window.location.pathname).toBe('/profile/update-password');

    await user.click(screen.getByRole('button', { name: 'Mudar palavra-passe' }));
    expect(await screen.findByText('A tua palavra-passe foi alterada.')).toBeInTheDocument();
    expect(api?.requestsTo('/v1/account/password').map((request) => request.body)).toEqual([
      { password: 'palco123', new_password: 'novasenha1' },
      { password: 'palco123', new_password: 'novasenha1' },
    ]);
    expect(field('Nova palavra-passe')).toHaveValue('');
    expect(storedText()).not.toContain('novasenha1');
  }, 20_000);

  it('gives another account that signs in an empty form', async () => {
    const user = await openPage('/mudar-password', revokedThenBack());
    await change(user, { current: 'palco123', password: 'novasenha1' });
    await signInPromptText();

    await signInAgain(user, 'rui@palco.pt');
    expect(await screen.findByLabelText('Nova palavra-passe')).toHaveValue('');
    expect(field('Confirmar a nova palavra-passe')).toHaveValue('');
    expect(field('Palavra-passe atual')).toHaveValue('');
  }, 20_000);
});

describe('changing the password without a session', () => {
  it('offers the login popup', async () => {
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    const user = await openPage('/mudar-password', {}, false);
    expect(screen.getByText('Entra na tua conta para mudares a palavra-passe.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'login' }]);
  });
});
