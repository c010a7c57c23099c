import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { ok } from '@palco/shared/testing';
import { FAMILY_PIN, kids, signInFamily, teresa, tiago } from '../testing/family';
import {
  avatars,
  bodyOf,
  cleanUp,
  familyApi,
  navigateAway,
  openPage,
  wrongPin,
} from './testing/manage-testing';

afterEach(cleanUp);

const avatarOf = (id: unknown): (typeof avatars)[number] | null =>
  avatars.find((avatar) => avatar.id === id) ?? null;

/** PUT /v1/profile/{id} as the API answers it: the profile with the avatar chosen. */
function avatarApi(): ReturnType<typeof familyApi> {
  return familyApi({
    'PUT /v1/profile/p-teresa': (request) => {
      const chosen = avatarOf(bodyOf(request.body).avatar_id);
      return ok({ ...teresa, avatar_id: chosen?.id ?? null, avatar: chosen });
    },
    'PUT /v1/profile/p-tiago': (request) => {
      const body = bodyOf(request.body);
      if (body.code !== FAMILY_PIN) return wrongPin;
      const chosen = avatarOf(body.avatar_id);
      return ok({ ...tiago, avatar_id: chosen?.id ?? null, avatar: chosen });
    },
  });
}

describe('/profile/avatar', () => {
  it('is a radio group of the avatars, operable from the keyboard, saved with PUT /v1/profile/{id}', async () => {
    signInFamily(teresa);
    const api = openPage('/profile/avatar', avatarApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolher avatar' })).toBeInTheDocument();
    expect(document.title).toBe('Escolher avatar — Palco');
    const group = await screen.findByRole('group', { name: 'Avatar' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(avatars.map((avatar) => avatar.id));
    expect(within(group).getByRole('radio', { name: 'Coruja' })).toBeChecked();

    const user = userEvent.setup();
    // Tab reaches the chosen avatar; the arrow keys move the choice.
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'Coruja' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Golfinho' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Golfinho' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Raposa' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Coruja' })).not.toBeChecked();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Guardar avatar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('O avatar foi guardado.')).toBeInTheDocument();
    expect(
      api.requestsTo('/v1/profile/').map((request) => [request.method, request.url, request.body]),
    ).toEqual([['PUT', '/v1/profile/p-teresa', { avatar_id: 'av-01' }]]);
    // The header shows the session's profile: it wears the new avatar at once.
    await waitFor(() => expect(sessionStore.getState().profile?.avatar?.id).toBe('av-01'));
  });

  it('asks before leaving with an avatar chosen and not saved', async () => {
    signInFamily(teresa);
    openPage('/profile/avatar', avatarApi());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Tartaruga' }));
    expect(await navigateAway('/')).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Guardar alterações?' })).toBeInTheDocument();
  });

  it('chooses for another profile (`?id=`) as the master, after its PIN', async () => {
    signInFamily(teresa);
    const api = openPage('/profile/avatar?id=p-tiago', avatarApi());
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Introduz o PIN' });
    await user.keyboard(FAMILY_PIN);
    const radio = await screen.findByRole('radio', { name: 'Tartaruga' });
    expect(screen.getByRole('radio', { name: 'Golfinho' })).toBeChecked();
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Guardar avatar' }));
    expect(await screen.findByText('O avatar foi guardado.')).toBeInTheDocument();
    expect(api.requestsTo('/v1/profile/p-tiago').map((request) => request.body)).toEqual([
      { avatar_id: 'av-04', code: FAMILY_PIN },
    ]);
    // Tiago's avatar is not the session's.
    expect(sessionStore.getState().profile?.avatar?.id).toBe('av-02');
  });

  it('refuses another profile to a non-master profile', async () => {
    signInFamily(kids);
    openPage('/profile/avatar?id=p-teresa', avatarApi());
    expect(
      await screen.findByText(/Só o perfil gestor da conta pode alterar o perfil Teresa/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
