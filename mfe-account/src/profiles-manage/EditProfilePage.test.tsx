import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents, Profile } from '@palco/contracts';
import { bus, i18n, sessionStore } from '@palco/shared';
import { type FakeApi, type FakeRoutes, makeProfile, ok, reply } from '@palco/shared/testing';
import { FAMILY_PIN, family, kids, signInFamily, teresa, tiago } from '../testing/family';
import {
  keptDrafts,
  recordSessionEnds,
  sessionExpired,
  signInAgain,
  signInPromptText,
  storedText,
} from '../testing/session-expiry';
import {
  bodyOf,
  cleanUp,
  describedText,
  familyApi,
  followNavigation,
  navigateAway,
  openPage,
  pinBoxesOf,
  wrongPin,
} from './testing/manage-testing';
import { rememberPin } from './unlocked-pins';

type User = ReturnType<typeof userEvent.setup>;

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

/** Kids with the seeded restriction, as the API lists them. */
const kidsProfile: Profile = { ...kids, kids: true, restriction_id: 'M6', avatar_id: 'av-04' };
const profiles = [teresa, tiago, kidsProfile];

/** The family's API, where PUT /v1/profile/{id} answers the profile with the body applied. */
function editApi(extra: FakeRoutes = {}): FakeRoutes {
  const routes: FakeRoutes = {};
  for (const profile of profiles) {
    routes[`PUT /v1/profile/${profile.id}`] = (request) => {
      const body = bodyOf(request.body);
      if (profile.has_pin && profile.id !== sessionStore.getState().profile?.id && body.code !== FAMILY_PIN) {
        return wrongPin;
      }
      const { code: _code, ...changes } = body;
      return ok({ ...profile, ...changes });
    };
  }
  return familyApi({ ...routes, ...extra }, profiles);
}

async function open(
  who: Profile,
  path: string,
  extra: FakeRoutes = {},
): Promise<{ user: User; api: FakeApi }> {
  signInFamily(who);
  const api = openPage(path, editApi(extra));
  await screen.findByRole('heading', { level: 1, name: 'Editar perfil' });
  return { user: userEvent.setup(), api };
}

const nameField = (): HTMLElement => screen.getByLabelText('Nome do perfil');
const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar alterações' });
const calls = (api: FakeApi, method: string, url: string): unknown[] =>
  api.requests.filter((request) => request.method === method && request.url === url).map((r) => r.body);

describe('/profile/edit: the viewer’s own profile', () => {
  it('shows the profile in its fields and names the tab', async () => {
    await open(teresa, '/profile/edit');
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Teresa');
    expect(document.title).toBe('Editar perfil — Palco');
    expect(await screen.findByRole('radio', { name: 'Coruja' })).toBeChecked();
    expect(screen.getByLabelText('Idioma do Palco')).toHaveValue('pt_PT');
    expect(screen.getByLabelText('Legendas')).toHaveValue('');
    // The master's own parental rules are shown, not offered: nobody could undo them.
    expect(screen.queryByRole('checkbox', { name: 'Perfil infantil' })).toBeNull();
    expect(screen.getByText('Sem restrição')).toBeInTheDocument();
    expect(
      screen.getByText('Desativada: qualquer pessoa desta conta pode usar este perfil.'),
    ).toBeInTheDocument();
    // The master profile itself is never deleted.
    expect(screen.queryByRole('button', { name: /Apagar/ })).toBeNull();
  });

  it('saves name and avatar with PUT /v1/profile/{id} and the languages with PUT /v1/profile/preference', async () => {
    const { user, api } = await open(teresa, '/profile/edit', {
      'PUT /v1/profile/preference': (request) =>
        ok({ ...teresa, name: 'Teresa Maria', ...bodyOf(request.body) }),
    });
    await screen.findByLabelText('Nome do perfil');
    await user.clear(nameField());
    await user.type(nameField(), 'Teresa  Maria');
    await user.click(await screen.findByRole('radio', { name: 'Raposa' }));
    await user.selectOptions(screen.getByLabelText('Legendas'), 'en');
    await user.click(saveButton());

    expect(await screen.findByText('O perfil foi guardado.')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/profile/p-teresa')).toEqual([{ name: 'Teresa Maria', avatar_id: 'av-01' }]);
    expect(calls(api, 'PUT', '/v1/profile/preference')).toEqual([
      { subtitle_language: 'en', audio_language: null },
    ]);
    // The header follows the session's profile.
    expect(sessionStore.getState().profile).toMatchObject({ name: 'Teresa Maria', subtitle_language: 'en' });
    expect(toasts).toContainEqual({ message: 'Dados guardados com sucesso!', kind: 'success' });
  });

  it('applies a new interface language at once', async () => {
    const { user } = await open(teresa, '/profile/edit');
    await user.selectOptions(await screen.findByLabelText('Idioma do Palco'), 'en');
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(screen.getByText('The profile has been saved.')).toBeInTheDocument();
  });

  it('checks the name on the page, keeping what was typed', async () => {
    const { user, api } = await open(teresa, '/profile/edit');
    await user.clear(await screen.findByLabelText('Nome do perfil'));
    await user.type(nameField(), 'T3resa');
    await user.click(saveButton());
    expect(describedText(nameField())).toContain('só pode ter letras, espaços, apóstrofos e hífenes');
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(nameField()).toHaveValue('T3resa');
    expect(calls(api, 'PUT', '/v1/profile/p-teresa')).toEqual([]);
  });
});

describe('/profile/edit: unsaved changes', () => {
  it('holds the navigation and asks; staying keeps the changes, leaving drops them', async () => {
    const { user, api } = await open(teresa, '/profile/edit');
    await user.type(await screen.findByLabelText('Nome do perfil'), ' Maria');
    expect(await navigateAway('/content/42')).toHaveBeenCalledTimes(1);

    let dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }));
    expect(nameField()).toHaveValue('Teresa Maria');
    expect(window.location.pathname).toBe('/profile/edit');

    await navigateAway('/content/42');
    dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem guardar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/content/42'));
    expect(calls(api, 'PUT', '/v1/profile/p-teresa')).toEqual([]);
  });

  it('saves, then goes where the viewer was going', async () => {
    const { user, api } = await open(teresa, '/profile/edit');
    await user.type(await screen.findByLabelText('Nome do perfil'), ' Maria');
    await navigateAway('/content/42');
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar e sair' }));
    await waitFor(() => expect(window.location.pathname).toBe('/content/42'));
    expect(calls(api, 'PUT', '/v1/profile/p-teresa')).toEqual([{ name: 'Teresa Maria' }]);
  });

  it('lets the viewer leave freely while nothing changed', async () => {
    await open(teresa, '/profile/edit');
    await screen.findByLabelText('Nome do perfil');
    expect(await navigateAway('/')).not.toHaveBeenCalled();
  });
});

describe('/profile/edit: a PIN-protected profile (locked mode)', () => {
  it('asks its PIN first; a wrong one empties the boxes and puts focus back; the right one opens the form', async () => {
    const { user, api } = await open(teresa, '/profile/edit?id=p-tiago');
    const dialog = await screen.findByRole('dialog', { name: 'Introduz o PIN' });
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
    const boxes = pinBoxesOf('PIN do perfil Tiago');
    expect(boxes[0]).toHaveFocus();

    await user.keyboard('9999');
    expect(await within(dialog).findByText('PIN incorreto. Tenta outra vez.')).toBeInTheDocument();
    expect(pinBoxesOf('PIN do perfil Tiago').map((box) => box.value)).toEqual(['', '', '', '']);
    expect(pinBoxesOf('PIN do perfil Tiago')[0]).toHaveFocus();

    await user.keyboard(FAMILY_PIN);
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Tiago');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(api, 'POST', '/v1/profile/pin/validate')).toEqual([
      { profile_id: 'p-tiago', code: '9999' },
      { profile_id: 'p-tiago', code: FAMILY_PIN },
    ]);
  });

  it('keeps the checked PIN for the edits (as `code`), in memory only', async () => {
    const { user, api } = await open(teresa, '/profile/edit?id=p-tiago');
    await screen.findByRole('dialog', { name: 'Introduz o PIN' });
    await user.keyboard(FAMILY_PIN);
    await user.clear(await screen.findByLabelText('Nome do perfil'));
    await user.type(nameField(), 'Tiaguinho');
    await user.click(saveButton());

    expect(await screen.findByText('O perfil foi guardado.')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/profile/p-tiago')).toEqual([{ name: 'Tiaguinho', code: FAMILY_PIN }]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(FAMILY_PIN);
    // Another profile's page does not take Tiago's name as the session's.
    expect(sessionStore.getState().profile?.name).toBe('Teresa');
  });

  it('does not ask again for a PIN just checked', async () => {
    signInFamily(teresa);
    rememberPin('p-tiago', FAMILY_PIN);
    openPage('/profile/edit?id=p-tiago', editApi());
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Tiago');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays locked, with a way to enter the PIN, when the PIN popup is closed', async () => {
    const { user } = await open(teresa, '/profile/edit?id=p-tiago');
    await screen.findByRole('dialog', { name: 'Introduz o PIN' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByText('O perfil Tiago está protegido por PIN. Introduz o PIN para o alterares.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Introduzir o PIN' }));
    expect(screen.getByRole('dialog', { name: 'Introduz o PIN' })).toBeInTheDocument();
  });

  it('never locks the viewer’s own profile, whose PIN chose it', async () => {
    await open(tiago, '/profile/edit');
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Tiago');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/profile/edit: who may edit what', () => {
  it('refuses a non-master profile another profile’s page, with a way to its own', async () => {
    const { api } = await open(tiago, '/profile/edit?id=p-kids');
    expect(
      await screen.findByText(
        'Só o perfil gestor da conta pode alterar o perfil Miúdos. Podes alterar o teu próprio perfil ou mudar de perfil.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar o meu perfil' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Mudar de perfil' })).toHaveAttribute(
      'href',
      '/profile/switch-profile',
    );
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows a restricted profile its restriction without a way to lift it', async () => {
    await open(kidsProfile, '/profile/edit');
    await screen.findByLabelText('Nome do perfil');
    expect(
      await screen.findByText('M/6 — Só títulos para todas as idades e maiores de 6 anos. · Perfil infantil'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Só o perfil gestor da conta pode mudar a restrição deste perfil.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Restrição por idade')).toBeNull();
  });

  it('lets the master change another profile’s restriction with PUT /v1/profile/restriction', async () => {
    const { user, api } = await open(teresa, '/profile/edit?id=p-kids', {
      'PUT /v1/profile/restriction': ok({ ...kidsProfile, restriction_id: 'M12' }),
    });
    const level = await screen.findByLabelText('Restrição por idade');
    await waitFor(() => expect(level).toHaveValue('M6'));
    await user.selectOptions(level, 'M12');
    await user.click(saveButton());
    expect(await screen.findByText('O perfil foi guardado.')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/profile/restriction')).toEqual([
      { profile_id: 'p-kids', restriction_id: 'M12' },
    ]);
    expect(calls(api, 'PUT', '/v1/profile/p-kids')).toEqual([]);
  });

  it('says the server’s refusal in words', async () => {
    const { user } = await open(teresa, '/profile/edit?id=p-kids', {
      'PUT /v1/profile/p-kids': reply(403, {
        code: 'manager_profile_required',
        message: 'x',
        error: 'Forbidden',
      }),
    });
    await user.type(await screen.findByLabelText('Nome do perfil'), 'zinhos');
    await user.click(saveButton());
    expect(await screen.findByText('Só o perfil gestor da conta pode fazer isto.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Miúdoszinhos');
  });

  it('honours the profile_editing setting', async () => {
    await open(teresa, '/profile/edit', { 'GET /v1/setting': ok({ flags: { profile_editing: 0 } }) });
    expect(await screen.findByText('De momento não é possível alterar perfis.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
  });
});

describe('/profile/edit: PIN protection', () => {
  it('turning it on needs a saved 4-digit PIN: until then the profile is not protected and leaving asks', async () => {
    const { user, api } = await open(teresa, '/profile/edit', {
      'POST /v1/profile/pin': ok({ ...teresa, has_pin: true }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    expect(
      screen.getByText('A ativar: o perfil só fica protegido quando guardares um PIN de 4 dígitos.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('Introduz um PIN válido (4 algarismos).')).toBeInTheDocument();
    expect(calls(api, 'POST', '/v1/profile/pin')).toEqual([]);

    // Leaving while it is turning on is leaving a change unsaved.
    expect(await navigateAway('/')).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }));

    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('13571357');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('Ativada: é preciso o PIN para usar este perfil.')).toBeInTheDocument();
    expect(calls(api, 'POST', '/v1/profile/pin')).toEqual([{ profile_id: 'p-teresa', new_code: '1357' }]);
    expect(sessionStore.getState().profile?.has_pin).toBe(true);
    expect(await navigateAway('/')).not.toHaveBeenCalled();
  }, 20_000);

  it('changes the PIN with the current one; a wrong current PIN is emptied and focused', async () => {
    const { user, api } = await open(tiago, '/profile/edit', {
      'POST /v1/profile/pin': (request) =>
        bodyOf(request.body).old_code === FAMILY_PIN ? ok(tiago) : wrongPin,
    });
    await user.click(await screen.findByRole('button', { name: 'Mudar o PIN' }));
    await user.click(pinBoxesOf('PIN atual')[0]!);
    await user.keyboard('0000');
    await user.keyboard('24682468');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));

    expect(await screen.findByText('PIN incorreto. Tenta outra vez.')).toBeInTheDocument();
    await waitFor(() => expect(pinBoxesOf('PIN atual')[0]).toHaveFocus());
    expect(pinBoxesOf('PIN atual').map((box) => box.value)).toEqual(['', '', '', '']);

    await user.keyboard(FAMILY_PIN);
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('O PIN foi alterado.')).toBeInTheDocument();
    expect(calls(api, 'POST', '/v1/profile/pin')).toEqual([
      { profile_id: 'p-tiago', old_code: '0000', new_code: '2468' },
      { profile_id: 'p-tiago', old_code: FAMILY_PIN, new_code: '2468' },
    ]);
  }, 20_000);

  it('removes the PIN after asking the current one', async () => {
    const { user, api } = await open(tiago, '/profile/edit', {
      'DELETE /v1/profile/pin': ok({ ...tiago, has_pin: false }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('PIN atual')[0]!);
    await user.keyboard(FAMILY_PIN);
    await user.click(screen.getByRole('button', { name: 'Remover o PIN' }));
    expect(await screen.findByText('A proteção por PIN foi desativada.')).toBeInTheDocument();
    expect(calls(api, 'DELETE', '/v1/profile/pin')).toEqual([{ profile_id: 'p-tiago', code: FAMILY_PIN }]);
    expect(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' })).not.toBeChecked();
  });

  it('recovers a forgotten PIN with the mailed code and a new PIN', async () => {
    const { user, api } = await open(tiago, '/profile/edit', {
      'POST /v1/profile/recover': ok({ ok: true }),
      'POST /v1/profile/pin': ok(tiago),
    });
    await user.click(await screen.findByRole('button', { name: 'Esqueceste-te do PIN?' }));
    const confirm = screen.getByRole('dialog', { name: 'Recuperar PIN' });
    await user.click(within(confirm).getByRole('button', { name: 'Enviar e-mail' }));
    const reset = await screen.findByRole('dialog', { name: 'Escolher um novo PIN' });
    expect(toasts).toContainEqual({
      message: 'Enviámos-te um e-mail com as instruções para recuperares o PIN.',
      kind: 'success',
    });
    await user.type(within(reset).getByLabelText('Código recebido por e-mail'), '123 456');
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('80808080');
    await user.click(within(reset).getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'POST', '/v1/profile/recover')).toEqual([{ profile_id: 'p-tiago' }]);
    expect(calls(api, 'POST', '/v1/profile/pin')).toEqual([
      { profile_id: 'p-tiago', old_code: '123456', new_code: '8080' },
    ]);
  }, 20_000);
});

describe('/profile/edit: deleting a profile', () => {
  it('needs the exact localised word, then deletes and goes to switch-profile', async () => {
    const { user, api } = await open(teresa, '/profile/edit?id=p-kids', {
      'DELETE /v1/profile/p-kids': ok({ ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apagar o perfil Miúdos' }));
    const dialog = screen.getByRole('dialog', { name: 'Apagar o perfil Miúdos?' });
    const word = within(dialog).getByLabelText('Para confirmar, escreve APAGAR');
    expect(word).toHaveFocus();

    await user.type(word, 'apagar');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar perfil' }));
    expect(describedText(word)).toBe('Escreve APAGAR, exatamente assim, para confirmar.');
    expect(calls(api, 'DELETE', '/v1/profile/p-kids')).toEqual([]);

    await user.clear(word);
    await user.type(word, 'APAGAR');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar perfil' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/switch-profile'));
    expect(calls(api, 'DELETE', '/v1/profile/p-kids')).toEqual([{}]);
    expect(toasts).toContainEqual({ message: 'O perfil Miúdos foi apagado.', kind: 'success' });
  });

  it('asks the PIN of a PIN-protected profile and sends it as `code`', async () => {
    signInFamily(teresa);
    rememberPin('p-tiago', FAMILY_PIN);
    const { user, api } = await open(teresa, '/profile/edit?id=p-tiago', {
      'DELETE /v1/profile/p-tiago': (request) =>
        bodyOf(request.body).code === FAMILY_PIN ? ok({ ok: true }) : wrongPin,
    });
    await user.click(await screen.findByRole('button', { name: 'Apagar o perfil Tiago' }));
    const dialog = screen.getByRole('dialog', { name: 'Apagar o perfil Tiago?' });
    await user.type(within(dialog).getByLabelText('Para confirmar, escreve APAGAR'), 'APAGAR');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar perfil' }));
    expect(within(dialog).getByText('Introduz um PIN válido (4 algarismos).')).toBeInTheDocument();

    await user.click(pinBoxesOf('PIN do perfil Tiago')[0]!);
    await user.keyboard('1111');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar perfil' }));
    expect(await within(dialog).findByText('PIN incorreto. Tenta outra vez.')).toBeInTheDocument();
    expect(pinBoxesOf('PIN do perfil Tiago').map((box) => box.value)).toEqual(['', '', '', '']);

    await user.keyboard(FAMILY_PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Apagar perfil' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/switch-profile'));
    expect(calls(api, 'DELETE', '/v1/profile/p-tiago')).toEqual([{ code: '1111' }, { code: FAMILY_PIN }]);
  }, 20_000);

  it('is offered to the master only, and never on the master profile', async () => {
    await open(tiago, '/profile/edit');
    await screen.findByLabelText('Nome do perfil');
    expect(screen.queryByRole('button', { name: /^Apagar o perfil/ })).toBeNull();
  });
});

describe('/profile/edit for a profile that is not there', () => {
  it('says so', async () => {
    await open(teresa, '/profile/edit?id=p-gone');
    expect(await screen.findByText('Este perfil não existe ou já foi apagado.')).toBeInTheDocument();
  });

  it('asks a session with several profiles and none chosen to choose first', async () => {
    signInFamily(null);
    openPage('/profile/edit', editApi());
    expect(await screen.findByText('Escolhe primeiro quem está a ver.')).toBeInTheDocument();
  });

  it('works for a single-profile account, whose only profile is the session’s', async () => {
    const solo = makeProfile({ id: 'p-solo', name: 'Joana', isMaster: true });
    signInFamily(null);
    openPage('/profile/edit', familyApi({}, [solo]));
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Joana');
  });
});

describe('/profile/edit: the session expires while saving (401)', () => {
  it('asks to sign in on the page; once the family chose who is watching, the changes are back to save', async () => {
    let revoked = true;
    const ends = recordSessionEnds();
    signInFamily(teresa);
    const api = openPage(
      '/profile/edit',
      editApi({
        'PUT /v1/profile/p-teresa': (request) =>
          revoked ? sessionExpired : ok({ ...teresa, ...bodyOf(request.body) }),
        'POST /v1/login': () => {
          revoked = false;
          return ok({ access_token: 'tok-family-again', token_type: 'Bearer' });
        },
        'POST /v1/profile/select/p-teresa': ok(teresa),
        'POST /v1/profile/pin': ok({ ...teresa, has_pin: true }),
      }),
      true,
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Nome do perfil'));
    await user.type(nameField(), 'Teresa Maria');
    await user.click(await screen.findByRole('radio', { name: 'Raposa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' }));
    await user.click(pinBoxesOf('Novo PIN')[0]!);
    await user.keyboard('13571357');
    await user.click(saveButton());

    expect(await signInPromptText()).toContain('Entra na tua conta');
    ends.stop();
    expect(ends.reasons).toEqual(['expired']);
    expect(screen.queryByLabelText('Nome do perfil')).toBeNull();
    expect(keptDrafts()).toEqual([
      'acc-family:/profile/edit?id=p-teresa',
      'acc-family:/profile/edit?id=p-teresa#pin',
    ]);
    // PINs are kept in memory only.
    expect(storedText()).not.toContain('1357');

    // Signed in again, the family is asked who is watching, then comes back to the page.
    await signInAgain(user, 'family@palco.pt');
    await followNavigation();
    expect(window.location.pathname).toBe('/choose-profile');
    await user.click(await screen.findByRole('button', { name: /^Teresa/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/edit'));
    await followNavigation();

    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Teresa Maria');
    expect(await screen.findByRole('radio', { name: 'Raposa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Proteger o meu perfil com um PIN' })).toBeChecked();
    expect(pinBoxesOf('Novo PIN').map((box) => box.value)).toEqual(['1', '3', '5', '7']);
    expect(pinBoxesOf('Confirmar o novo PIN').map((box) => box.value)).toEqual(['1', '3', '5', '7']);

    await user.click(saveButton());
    expect(await screen.findByText('O perfil foi guardado.')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/profile/p-teresa')).toEqual([
      { name: 'Teresa Maria', avatar_id: 'av-01' },
      { name: 'Teresa Maria', avatar_id: 'av-01' },
    ]);
    // The details are saved; the PIN being turned on is the PIN section's own to save.
    expect(keptDrafts()).toEqual(['acc-family:/profile/edit?id=p-teresa#pin']);
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('Ativada: é preciso o PIN para usar este perfil.')).toBeInTheDocument();
    expect(calls(api, 'POST', '/v1/profile/pin')).toEqual([{ profile_id: 'p-teresa', new_code: '1357' }]);
    expect(keptDrafts()).toEqual([]);
  }, 30_000);

  it('gives another account that signs in nothing of the family’s changes', async () => {
    let revoked = true;
    const solo = makeProfile({ id: 'p-rui', name: 'Rui', isMaster: true });
    signInFamily(teresa);
    openPage(
      '/profile/edit',
      editApi({
        'PUT /v1/profile/p-teresa': () => sessionExpired,
        'POST /v1/login': () => {
          revoked = false;
          return ok({ access_token: 'tok-rui', token_type: 'Bearer' });
        },
        'GET /v1/account': () =>
          ok(revoked ? family : { ...family, id: 'acc-rui', email: 'rui@palco.pt', profiles: [solo] }),
        'GET /v1/profiles': () => ok({ profiles: revoked ? profiles : [solo] }),
      }),
      true,
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Nome do perfil'));
    await user.type(nameField(), 'Teresa Maria');
    await user.click(saveButton());
    await signInPromptText();

    expect(keptDrafts()).toEqual(['acc-family:/profile/edit?id=p-teresa']);

    await signInAgain(user, 'rui@palco.pt');
    expect(await screen.findByLabelText('Nome do perfil')).toHaveValue('Rui');
    expect(keptDrafts()).toEqual([]);
  }, 30_000);
});
