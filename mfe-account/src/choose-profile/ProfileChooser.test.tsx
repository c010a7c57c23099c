import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { dictionaries } from '../i18n';
import { FAMILY_PIN, family, familyProfiles, kids, signInFamily, teresa, tiago } from '../testing/family';

const wrongPin = reply(403, { code: 'invalid_pin', message: 'O PIN não está correto.', error: 'Forbidden' });

/** The API of the family account: its profiles, and selection with Tiago's PIN checked. */
function familyRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/profiles': ok({ profiles: familyProfiles }),
    'POST /v1/profile/select/p-teresa': ok(teresa),
    'POST /v1/profile/select/p-kids': ok(kids),
    'POST /v1/profile/select/p-tiago': (request) =>
      (request.body as { code?: string } | undefined)?.code === FAMILY_PIN ? ok(tiago) : wrongPin,
    ...extra,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;

function open(path: string, routes: FakeRoutes = familyRoutes()): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', path);
  api = fakeApi(routes);
  renderWithProviders(<App />, dictionaries);
  return userEvent.setup();
}

const profileButton = (name: RegExp): Promise<HTMLElement> => screen.findByRole('button', { name });
const pinBoxes = (): HTMLInputElement[] =>
  [1, 2, 3, 4].map((n) => screen.getByLabelText<HTMLInputElement>(`Dígito ${n} de 4`));

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

describe('/choose-profile', () => {
  it('asks who is watching and lists the profiles with avatar, master badge and PIN lock', async () => {
    signInFamily();
    open('/choose-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Quem está a ver?' })).toBeInTheDocument();

    const list = await screen.findByRole('list');
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Teresa'),
      expect.stringContaining('Tiago'),
      expect.stringContaining('Miúdos'),
    ]);
    expect(screen.getByRole('button', { name: 'Teresa Gestor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tiago Protegido por PIN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miúdos' })).toBeInTheDocument();
    expect(within(buttons[0]!).getByRole('presentation')).toHaveAttribute('src', teresa.avatar?.url);
    expect(screen.getAllByText('Gestor')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
  });

  it('selects a profile without a PIN, keeps it in the session and goes home', async () => {
    signInFamily();
    const user = open('/choose-profile');
    await user.click(await profileButton(/^Miúdos/));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessionStore.getState().profile?.id).toBe('p-kids');
    const select = api?.requestsTo('/v1/profile/select/');
    expect(select?.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/v1/profile/select/p-kids', { profile_id: 'p-kids' }],
    ]);
  });

  it('is operable from the keyboard and continues to the page the viewer was headed to', async () => {
    signInFamily();
    const user = open('/choose-profile?redirect=%2Fcontent%2F42%3Fseason%3D2');
    await profileButton(/^Teresa/);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Teresa/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/content/42?season=2'),
    );
    expect(sessionStore.getState().profile?.id).toBe('p-teresa');
  });

  it('never follows a redirect to another site', async () => {
    signInFamily();
    const user = open('/choose-profile?redirect=https%3A%2F%2Fevil.example%2F');
    await user.click(await profileButton(/^Teresa/));
    await waitFor(() => expect(sessionStore.getState().profile?.id).toBe('p-teresa'));
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });

  it('says why when the selection fails and stays', async () => {
    signInFamily();
    const user = open(
      '/choose-profile',
      familyRoutes({
        'POST /v1/profile/select/p-kids': reply(500, { code: 500, message: 'boom', error: 'x' }),
      }),
    );
    await user.click(await profileButton(/^Miúdos/));
    expect(
      await screen.findByText('O serviço está com dificuldades. Tenta daqui a pouco.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/choose-profile');
    expect(sessionStore.getState().profile).toBeNull();
  });

  it('shows a spinner while the profiles load', async () => {
    signInFamily();
    let release: () => void = () => undefined;
    window.history.pushState({}, '', '/choose-profile');
    api = fakeApi(familyRoutes(), { gate: new Promise<void>((resolve) => (release = resolve)) });
    renderWithProviders(<App />, dictionaries);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
    release();
    expect(await screen.findByRole('button', { name: /^Tiago/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the profiles cannot be loaded', async () => {
    signInFamily();
    let calls = 0;
    const user = open(
      '/choose-profile',
      familyRoutes({
        'GET /v1/profiles': () => {
          calls += 1;
          return calls === 1
            ? reply(500, { code: 500, message: 'boom', error: 'x' })
            : ok({ profiles: familyProfiles });
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os perfis.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /^Tiago/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers sign-out, since the bare layout has no header', async () => {
    signInFamily();
    const ended: PalcoEvents['session:ended'][] = [];
    const onEnded = (event: PalcoEvents['session:ended']): void => void ended.push(event);
    bus.on('session:ended', onEnded);
    const user = open('/choose-profile', familyRoutes({ 'POST /v1/logout': reply(204, '') }));
    await profileButton(/^Tiago/);
    await user.click(screen.getByRole('button', { name: 'Terminar sessão' }));
    await waitFor(() => expect(ended).toEqual([{ reason: 'signed-out' }]));
    bus.off('session:ended', onEnded);
    expect(api?.requestsTo('/v1/logout')).toHaveLength(1);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('offers the login popup to a visitor instead of an empty page', () => {
    open('/choose-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Quem está a ver?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('the PIN popup', () => {
  async function openPin(): Promise<ReturnType<typeof userEvent.setup>> {
    signInFamily();
    const user = open('/choose-profile');
    await user.click(await profileButton(/^Tiago/));
    expect(screen.getByRole('dialog', { name: 'Introduz o PIN' })).toBeInTheDocument();
    return user;
  }

  it('opens on a PIN-protected profile with focus in the first box, without calling the API', async () => {
    await openPin();
    expect(screen.getByText('O perfil Tiago está protegido por um PIN de 4 dígitos.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'PIN do perfil Tiago' })).toBeInTheDocument();
    expect(pinBoxes()[0]).toHaveFocus();
    expect(api?.requestsTo('/v1/profile/select/')).toEqual([]);
  });

  it('submits on the fourth digit with the PIN as `code`, then takes the profile and goes home', async () => {
    const user = await openPin();
    await user.keyboard(FAMILY_PIN);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessionStore.getState().profile?.id).toBe('p-tiago');
    expect(api?.requestsTo('/v1/profile/select/').map((request) => request.body)).toEqual([
      { profile_id: 'p-tiago', code: FAMILY_PIN },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the boxes on a wrong PIN, says so and puts focus back in the first box', async () => {
    const user = await openPin();
    await user.keyboard('9999');

    expect(await screen.findByText('PIN incorreto. Tenta outra vez.')).toBeInTheDocument();
    expect(pinBoxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(pinBoxes()[0]).toHaveFocus();
    expect(pinBoxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().profile).toBeNull();
    expect(window.location.pathname).toBe('/choose-profile');

    await user.keyboard(FAMILY_PIN);
    await waitFor(() => expect(sessionStore.getState().profile?.id).toBe('p-tiago'));
    expect(api?.requestsTo('/v1/profile/select/')).toHaveLength(2);
  });

  it('takes digits only and moves with Backspace and the arrow keys', async () => {
    const user = await openPin();
    await user.keyboard('a1b2');
    expect(pinBoxes().map((box) => box.value)).toEqual(['1', '2', '', '']);
    await user.keyboard('{Backspace}');
    expect(pinBoxes().map((box) => box.value)).toEqual(['1', '', '', '']);
    expect(pinBoxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(pinBoxes()[0]).toHaveFocus();
    expect(api?.requestsTo('/v1/profile/select/')).toEqual([]);
  });

  it('shows other server errors through the generic lookup', async () => {
    signInFamily();
    const user = open(
      '/choose-profile',
      familyRoutes({
        'POST /v1/profile/select/p-tiago': reply(500, { code: 500, message: 'boom', error: 'x' }),
      }),
    );
    await user.click(await profileButton(/^Tiago/));
    await user.keyboard(FAMILY_PIN);
    expect(
      await screen.findByText('O serviço está com dificuldades. Tenta daqui a pouco.'),
    ).toBeInTheDocument();
    expect(pinBoxes()[0]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the profile', async () => {
    const user = await openPin();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tiago/ })).toHaveFocus();
  });

  it('recovers a forgotten PIN after a confirmation, with a toast', async () => {
    const toasts: PalcoEvents['toast:show'][] = [];
    const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);
    bus.on('toast:show', onToast);
    signInFamily();
    const user = open('/choose-profile', familyRoutes({ 'POST /v1/profile/recover': ok({}) }));
    await user.click(await profileButton(/^Tiago/));
    await user.click(screen.getByRole('button', { name: 'Esqueceste-te do PIN?' }));

    const dialog = screen.getByRole('dialog', { name: 'Recuperar PIN' });
    expect(dialog).toHaveTextContent('instruções para recuperares o PIN do perfil Tiago');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(api?.requestsTo('/v1/profile/recover')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    bus.off('toast:show', onToast);
    expect(api?.requestsTo('/v1/profile/recover').map((request) => [request.method, request.body])).toEqual([
      ['POST', { profile_id: 'p-tiago' }],
    ]);
    expect(toasts).toEqual([
      { message: 'Enviámos-te um e-mail com as instruções para recuperares o PIN.', kind: 'success' },
    ]);
  });

  it('keeps the recover confirmation open with the spec’s message when the e-mail cannot be sent', async () => {
    signInFamily();
    const user = open(
      '/choose-profile',
      familyRoutes({ 'POST /v1/profile/recover': reply(500, { code: 500, message: 'boom', error: 'x' }) }),
    );
    await user.click(await profileButton(/^Tiago/));
    await user.click(screen.getByRole('button', { name: 'Esqueceste-te do PIN?' }));
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail' }));
    expect(
      await screen.findByText(
        'Não foi possível enviar o e-mail. Confirma que o e-mail da tua conta está validado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Recuperar PIN' })).toBeInTheDocument();
  });

  it('goes back to the PIN boxes when the recover confirmation is cancelled', async () => {
    const user = await openPin();
    await user.click(screen.getByRole('button', { name: 'Esqueceste-te do PIN?' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: 'Introduz o PIN' })).toBeInTheDocument();
    expect(pinBoxes()[0]).toHaveFocus();
    expect(api?.requestsTo('/v1/profile/recover')).toEqual([]);
  });
});

describe('/profile/switch-profile', () => {
  it('is the same chooser inside the site, with the current profile marked and no sign-out of its own', async () => {
    signInFamily(teresa);
    open('/profile/switch-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Quem está a ver?' })).toBeInTheDocument();
    const current = await profileButton(/^Teresa/);
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('Perfil atual');
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
  });

  it('switches to a PIN-protected profile with its PIN', async () => {
    signInFamily(teresa);
    const user = open('/profile/switch-profile');
    await user.click(await profileButton(/^Tiago/));
    await user.keyboard(FAMILY_PIN);
    await waitFor(() => expect(sessionStore.getState().profile?.id).toBe('p-tiago'));
    expect(window.location.pathname).toBe('/');
  });

  it('choosing the current profile again just moves on, without asking the server', async () => {
    signInFamily(teresa);
    const user = open('/profile/switch-profile');
    await user.click(await profileButton(/^Teresa/));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api?.requestsTo('/v1/profile/select/')).toEqual([]);
  });

  it('is linked from /profile when the account has more than one profile', async () => {
    signInFamily(teresa);
    open('/profile');
    const link = await screen.findByRole('link', { name: 'Mudar de perfil' });
    expect(link).toHaveAttribute('href', '/profile/switch-profile');
  });

  it('is not linked from /profile for a single-profile account', async () => {
    sessionStore.getState().signIn('tok-solo');
    sessionStore
      .getState()
      .setAccount({ ...family, is_multi_profile: false, profiles: [{ id: 'p-teresa', name: 'Teresa' }] });
    open('/profile', { 'GET /v1/profiles': ok({ profiles: [teresa] }) });
    expect(await screen.findByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    await screen.findByText('Teresa', { selector: 'li span' });
    expect(screen.queryByRole('link', { name: 'Mudar de perfil' })).not.toBeInTheDocument();
  });
});
