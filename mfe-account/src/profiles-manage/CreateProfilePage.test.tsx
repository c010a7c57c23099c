import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents, Profile } from '@palco/contracts';
import { bus, changeLocale, sessionStore } from '@palco/shared';
import { type FakeApi, type FakeRoutes, makeProfile, ok, reply } from '@palco/shared/testing';
import { family, familyProfiles, signInFamily, teresa, tiago } from '../testing/family';
import {
  bodyOf,
  cleanUp,
  describedText,
  familyApi,
  followNavigation,
  navigateAway,
  openPage,
  pinBoxesOf,
} from './testing/manage-testing';

const PATH = '/profile/create';

let toasts: PalcoEvents['toast:show'][] = [];
const onToast = (toast: PalcoEvents['toast:show']): void => void toasts.push(toast);
beforeEach(() => {
  toasts = [];
  bus.on('toast:show', onToast);
});
afterEach(async () => {
  bus.off('toast:show', onToast);
  await cleanUp();
});

const heading = (): Promise<HTMLElement> => screen.findByRole('heading', { level: 1, name: 'Criar perfil' });
const nameField = (): HTMLElement => screen.getByLabelText('Nome do perfil');
const submit = (): HTMLElement => screen.getByRole('button', { name: 'Criar perfil' });

type User = ReturnType<typeof userEvent.setup>;

async function openForm(extra: FakeRoutes = {}): Promise<{ user: User; api: FakeApi }> {
  signInFamily(teresa);
  const api = openPage(PATH, familyApi(extra));
  await heading();
  await screen.findByLabelText('Nome do perfil');
  return { user: userEvent.setup(), api };
}

const posts = (api: FakeApi): unknown[] =>
  api.requests
    .filter((request) => request.method === 'POST' && request.url === '/v1/profile')
    .map((r) => r.body);

describe('/profile/create for the master', () => {
  it('names the tab and offers name, avatar (the first free one chosen), language, parental rules and PIN', async () => {
    await openForm();
    expect(document.title).toBe('Criar perfil — Palco');
    expect(nameField()).toHaveValue('');
    // Teresa and Tiago wear Coruja and Golfinho: Raposa is free.
    expect(await screen.findByRole('radio', { name: 'Raposa' })).toBeChecked();
    expect(screen.getByLabelText('Idioma do Palco')).toHaveValue('pt_PT');
    expect(screen.getByRole('checkbox', { name: 'Perfil infantil' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Novo PIN' })).toBeNull();
  });

  it('checks the rules on the page first, keeps what was typed, and sends nothing', async () => {
    const { user, api } = await openForm();
    await user.type(nameField(), 'Ana2');
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('12');
    await user.click(submit());

    expect(describedText(nameField())).toContain(
      'O nome do perfil precisa de pelo menos 2 caracteres e só pode ter letras, espaços, apóstrofos e hífenes.',
    );
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(pinBoxesOf('Novo PIN')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Introduz um PIN válido (4 algarismos).')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(nameField()).toHaveValue('Ana2');
    expect(pinBoxesOf('Novo PIN').map((box) => box.value)).toEqual(['1', '2', '', '']);
    expect(screen.getByRole('checkbox', { name: 'Perfil infantil' })).not.toBeChecked();
    expect(posts(api)).toEqual([]);
  });

  it('says when the confirmation differs, empties it and puts focus there', async () => {
    const { user } = await openForm();
    await user.type(nameField(), 'Rita');
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    // The fourth digit moves on to the confirmation.
    await user.keyboard('1357');
    expect(pinBoxesOf('Confirmar o novo PIN')[0]).toHaveFocus();
    await user.keyboard('1358');
    await user.click(submit());

    expect(await screen.findByText('Os códigos PIN introduzidos não coincidem.')).toBeInTheDocument();
    await waitFor(() => expect(pinBoxesOf('Confirmar o novo PIN')[0]).toHaveFocus());
    expect(pinBoxesOf('Confirmar o novo PIN').map((box) => box.value)).toEqual(['', '', '', '']);
    expect(nameField()).toHaveValue('Rita');
  });

  it('creates the profile, then shows it in the refreshed list at /profile', async () => {
    let created: Profile | null = null;
    const { user, api } = await openForm({
      'POST /v1/profile': (request) => {
        const body = bodyOf(request.body);
        created = makeProfile({
          id: 'p-rita',
          name: String(body.name),
          avatar_id: String(body.avatar_id),
          locale: String(body.locale),
          kids: true,
          restriction_id: 'M6',
          has_pin: true,
        });
        return reply(201, created);
      },
      'GET /v1/profiles': () => ok({ profiles: created ? [...familyProfiles, created] : familyProfiles }),
      'GET /v1/account': () =>
        ok({ ...family, profiles: [...family.profiles, { id: 'p-rita', name: 'Rita' }] }),
    });
    await user.type(nameField(), '  Rita ');
    await user.click(screen.getByRole('radio', { name: 'Tartaruga' }));
    await user.selectOptions(screen.getByLabelText('Idioma do Palco'), 'fr_FR');
    await user.click(screen.getByRole('checkbox', { name: 'Perfil infantil' }));
    // A kids profile starts on the youngest level.
    expect(screen.getByLabelText('Restrição por idade')).toHaveValue('M6');
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('00420042');
    await user.click(submit());

    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(posts(api)).toEqual([
      {
        name: 'Rita',
        avatar_id: 'av-04',
        locale: 'fr_FR',
        kids: true,
        restriction_id: 'M6',
        pin: '0042',
        code: '0042',
      },
    ]);
    await followNavigation();
    const list = await screen.findByRole('list');
    expect(await within(list).findByText('Rita')).toBeInTheDocument();
    expect(toasts).toContainEqual({ message: 'O perfil Rita foi criado.', kind: 'success' });
    await waitFor(() => expect(sessionStore.getState().account?.profiles).toHaveLength(4));
  }, 20_000);

  it('sends exactly what the viewer chose, the PIN confirmation as `code`', async () => {
    const { user, api } = await openForm({
      'POST /v1/profile': reply(201, makeProfile({ id: 'p-rui', name: 'Rui' })),
    });
    await user.type(nameField(), 'Rui');
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('24682468');
    await user.click(submit());
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(posts(api)).toEqual([
      { name: 'Rui', avatar_id: 'av-01', locale: 'pt_PT', pin: '2468', code: '2468' },
    ]);
  }, 20_000);

  it('keeps everything typed and says why when the API refuses', async () => {
    const { user, api } = await openForm({
      'POST /v1/profile': reply(409, {
        code: 'profile_limit_reached',
        message: 'A conta já tem o máximo de 5 perfis.',
        error: 'Conflict',
      }),
    });
    await user.type(nameField(), 'Sara');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('A conta já tem o máximo de 5 perfis.');
    expect(nameField()).toHaveValue('Sara');
    expect(window.location.pathname).toBe(PATH);
    expect(posts(api)).toHaveLength(1);
  });

  it('puts a name the API refuses under the name field', async () => {
    const { user, api } = await openForm({
      'POST /v1/profile': reply(400, {
        code: 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID',
        message: 'x',
        error: 'Bad Request',
      }),
    });
    await user.type(nameField(), 'Zé');
    await user.click(submit());
    await waitFor(() =>
      expect(describedText(nameField())).toContain('O nome do perfil precisa de pelo menos 2 caracteres'),
    );
    expect(nameField()).toHaveValue('Zé');
    expect(posts(api)).toEqual([{ name: 'Zé', avatar_id: 'av-01', locale: 'pt_PT' }]);
  });

  it('asks before leaving with a name typed and not yet created', async () => {
    const { user } = await openForm();
    await user.type(nameField(), 'Rita');
    expect(await navigateAway('/')).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }));
    expect(nameField()).toHaveValue('Rita');
  });
});

describe('/profile/create when a profile cannot be added', () => {
  it('says the limit of 5 is reached instead of showing the form', async () => {
    const five = [
      ...familyProfiles,
      makeProfile({ id: 'p-4', name: 'Rita' }),
      makeProfile({ id: 'p-5', name: 'Rui' }),
    ];
    signInFamily(teresa);
    openPage(PATH, familyApi({}, five));
    await heading();
    expect(
      await screen.findByText(
        'Esta conta já tem 5 perfis, o máximo possível. Para criares outro, apaga primeiro um dos perfis.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
  });

  it('is for the master profile only', async () => {
    signInFamily(tiago);
    openPage(PATH, familyApi());
    expect(await screen.findByText('Só o perfil gestor da conta pode criar perfis.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
  });

  it('honours the multi_profile setting', async () => {
    signInFamily(teresa);
    openPage(PATH, familyApi({ 'GET /v1/setting': ok({ flags: { multi_profile: 0 } }) }));
    expect(await screen.findByText('Esta conta não pode ter mais do que um perfil.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
  });

  it('honours the profile_editing setting', async () => {
    signInFamily(teresa);
    openPage(PATH, familyApi({ 'GET /v1/setting': ok({ flags: { profile_editing: 0 } }) }));
    expect(await screen.findByText('De momento não é possível alterar perfis.')).toBeInTheDocument();
  });

  it('offers the login popup to a visitor', async () => {
    openPage(PATH, {});
    await heading();
    expect(screen.getByText('Entra na tua conta para gerires os teus perfis.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('/profile/create for an account with a single profile', () => {
  it('lets its master add a second profile: every account starts with one', async () => {
    const solo = { ...family, is_multi_profile: false, profiles: [{ id: 'p-teresa', name: 'Teresa' }] };
    sessionStore.getState().signIn('tok-solo');
    sessionStore.getState().setAccount(solo);
    sessionStore.getState().setProfile(teresa);
    openPage(PATH, familyApi({ 'GET /v1/account': ok(solo) }, [teresa]));
    await heading();
    expect(await screen.findByLabelText('Nome do perfil')).toBeInTheDocument();
    expect(screen.queryByText('Esta conta não pode ter mais do que um perfil.')).toBeNull();
  });

  it('keeps its viewer watching once there are two profiles, instead of asking who is watching', async () => {
    const solo = { ...family, is_multi_profile: false, profiles: [{ id: 'p-teresa', name: 'Teresa' }] };
    sessionStore.getState().signIn('tok-solo');
    sessionStore.getState().setAccount(solo);
    // A session of a single profile: the server chose it, the page never had to.
    sessionStore.getState().setProfile(null);
    const api = openPage(
      PATH,
      familyApi(
        {
          'GET /v1/account': ok(solo),
          'GET /v1/profile': ok(teresa),
          'POST /v1/profile': reply(201, makeProfile({ id: 'p-new', name: 'Rui' })),
        },
        [teresa],
      ),
    );
    await heading();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome do perfil'), 'Rui');
    await user.click(submit());
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    await waitFor(() => expect(sessionStore.getState().profile?.id).toBe('p-teresa'));
  });
});

describe('/profile/create: the guest profile option', () => {
  const guestBox = (name = 'Perfil de convidado'): HTMLElement => screen.getByRole('checkbox', { name });
  const createdGuest = reply(201, makeProfile({ id: 'p-visita', name: 'Visita', guest: true }));

  it('is a labelled checkbox, off by default, that says what a guest profile does not keep', async () => {
    await openForm();
    expect(guestBox()).not.toBeChecked();
    expect(describedText(guestBox())).toBe(
      'Para quem vem ver só uma vez: o que se vê neste perfil não fica no histórico, na lista nem nas sugestões.',
    );
    // In every language of the page.
    await act(() => changeLocale('en'));
    expect(describedText(guestBox('Guest profile'))).toBe(
      'For someone watching just this once: what is watched on it stays out of the history, the list and the suggestions.',
    );
    await act(() => changeLocale('fr_FR'));
    expect(describedText(guestBox('Profil invité'))).toBe(
      "Pour quelqu'un qui regarde une seule fois : ce qui est regardé sur ce profil ne reste ni dans l'historique, ni dans la liste, ni dans les suggestions.",
    );
  });

  it('is reached with Tab and toggled with Space', async () => {
    const { user } = await openForm();
    await user.click(nameField());
    for (let step = 0; step < 20 && document.activeElement !== guestBox(); step += 1) await user.tab();
    expect(guestBox()).toHaveFocus();
    await user.keyboard(' ');
    expect(guestBox()).toBeChecked();
    await user.keyboard(' ');
    expect(guestBox()).not.toBeChecked();
  });

  it('creates a guest profile: the request carries the guest flag with the rest of the form', async () => {
    const { user, api } = await openForm({ 'POST /v1/profile': createdGuest });
    await user.type(nameField(), 'Visita');
    await user.click(guestBox());
    await user.click(submit());

    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(posts(api)).toEqual([{ name: 'Visita', avatar_id: 'av-01', locale: 'pt_PT', guest: true }]);
    expect(toasts).toContainEqual({ message: 'O perfil Visita foi criado.', kind: 'success' });
  }, 20_000);

  it('sends the flag with the other choices too: a guest profile for children, behind a PIN', async () => {
    const { user, api } = await openForm({ 'POST /v1/profile': createdGuest });
    await user.type(nameField(), 'Visita');
    await user.click(screen.getByRole('checkbox', { name: 'Perfil infantil' }));
    await user.click(guestBox());
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('24682468');
    await user.click(submit());

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)).toEqual([
      {
        name: 'Visita',
        avatar_id: 'av-01',
        locale: 'pt_PT',
        kids: true,
        restriction_id: 'M6',
        guest: true,
        pin: '2468',
        code: '2468',
      },
    ]);
  }, 20_000);

  it('sends no guest flag once the box is unchecked again', async () => {
    const { user, api } = await openForm({
      'POST /v1/profile': reply(201, makeProfile({ id: 'p-rui', name: 'Rui' })),
    });
    await user.type(nameField(), 'Rui');
    await user.click(guestBox());
    await user.click(guestBox());
    await user.click(submit());
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)).toEqual([{ name: 'Rui', avatar_id: 'av-01', locale: 'pt_PT' }]);
  });

  it('stays checked through a refused creation, and goes with the next try', async () => {
    let tries = 0;
    const { user, api } = await openForm({
      'POST /v1/profile': () => {
        tries += 1;
        return tries === 1
          ? reply(503, { code: 503, message: 'Serviço indisponível.', error: 'Service Unavailable' })
          : createdGuest;
      },
    });
    await user.type(nameField(), 'Visita');
    await user.click(guestBox());
    await user.click(submit());
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(guestBox()).toBeChecked();
    expect(nameField()).toHaveValue('Visita');
    expect(window.location.pathname).toBe(PATH);

    await user.click(submit());
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(posts(api)).toEqual([
      { name: 'Visita', avatar_id: 'av-01', locale: 'pt_PT', guest: true },
      { name: 'Visita', avatar_id: 'av-01', locale: 'pt_PT', guest: true },
    ]);
  }, 20_000);

  it('counts as a change: leaving with only the box checked asks first', async () => {
    const { user } = await openForm();
    await user.click(guestBox());
    expect(await navigateAway('/')).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }));
    expect(guestBox()).toBeChecked();
  });
});
