import { screen, waitFor, within } from '@testing-library/react';
import { makeProfile, ok } from '@palco/shared/testing';
import { familyProfiles, kids, signInFamily, teresa } from '../testing/family';
import { cleanUp, familyApi, openPage } from './testing/manage-testing';

// `/profile` (profile/ProfilePage.tsx and ProfileList.tsx) leads to the profile-management pages.

afterEach(cleanUp);

const editLinks = (list: HTMLElement): string[] =>
  within(list)
    .queryAllByRole('link', { name: 'Editar perfil' })
    .map((link) =>
      `${link.getAttribute('href')} ${link.getAttribute('aria-describedby') ? 'named' : ''}`.trim(),
    );

describe('/profile: the ways to the profile pages', () => {
  it('gives the master an edit link for every profile, a way to add one, and the avatar and language pages', async () => {
    signInFamily(teresa);
    openPage('/profile', familyApi());
    const list = await screen.findByRole('list');
    await within(list).findAllByRole('link', { name: 'Editar perfil' });
    expect(editLinks(list)).toEqual([
      '/profile/edit?id=p-teresa named',
      '/profile/edit?id=p-tiago named',
      '/profile/edit?id=p-kids named',
    ]);
    // Each link is described by its profile's name.
    const tiagoLink = within(list).getAllByRole('link', { name: 'Editar perfil' })[1]!;
    expect(tiagoLink).toHaveAccessibleDescription('Tiago');
    expect(screen.getByRole('link', { name: 'Criar perfil' })).toHaveAttribute('href', '/profile/create');
    expect(screen.getByRole('link', { name: 'Escolher avatar' })).toHaveAttribute('href', '/profile/avatar');
    expect(screen.getByRole('link', { name: 'Preferências de idioma' })).toHaveAttribute(
      'href',
      '/profile/language',
    );
  });

  it('gives another profile an edit link for itself only, and no way to add profiles', async () => {
    signInFamily(kids);
    openPage('/profile', familyApi());
    const list = await screen.findByRole('list');
    await within(list).findAllByRole('link', { name: 'Editar perfil' });
    expect(editLinks(list)).toEqual(['/profile/edit?id=p-kids named']);
    expect(screen.queryByRole('link', { name: 'Criar perfil' })).toBeNull();
  });

  it('offers no way to add a sixth profile', async () => {
    signInFamily(teresa);
    const five = [
      ...familyProfiles,
      makeProfile({ id: 'p-4', name: 'Rita' }),
      makeProfile({ id: 'p-5', name: 'Rui' }),
    ];
    openPage('/profile', familyApi({}, five));
    const list = await screen.findByRole('list');
    expect(await within(list).findAllByRole('listitem')).toHaveLength(5);
    await within(list).findAllByRole('link', { name: 'Editar perfil' });
    expect(screen.queryByRole('link', { name: 'Criar perfil' })).toBeNull();
  });

  it('leads nowhere to edit while the profile_editing setting is off', async () => {
    signInFamily(teresa);
    openPage('/profile', familyApi({ 'GET /v1/setting': ok({ flags: { profile_editing: 0 } }) }));
    const list = await screen.findByRole('list');
    await within(list).findAllByRole('listitem');
    // Until the settings answer, the defaults (editing on) apply.
    await waitFor(() => {
      expect(within(list).queryAllByRole('link', { name: 'Editar perfil' })).toEqual([]);
      expect(screen.queryByRole('link', { name: 'Criar perfil' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Escolher avatar' })).toBeNull();
    });
  });
});
