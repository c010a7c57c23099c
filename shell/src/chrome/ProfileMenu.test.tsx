import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import {
  addTranslations,
  callEndpoint,
  changeLocale,
  i18n,
  selectProfile,
  sessionStore,
  signOut,
} from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { chromeDictionaries } from '../i18n/chrome';
import { renderInApp } from '../testing/render-in-app';
import { ProfileMenu } from './ProfileMenu';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@palco/shared', () => ({
  ...jest.requireActual<typeof import('@palco/shared')>('@palco/shared'),
  callEndpoint: jest.fn(),
  selectProfile: jest.fn(),
  signOut: jest.fn(),
}));
const navigate = jest.mocked(navigateToUrl);
const call = jest.mocked(callEndpoint);
const logout = jest.mocked(signOut);
const select = jest.mocked(selectProfile);

const account = makeAccount({
  first_name: 'Joana',
  profiles: [
    { id: 'p1', name: 'Joana' },
    { id: 'p2', name: 'Rui' },
    { id: 'p3', name: 'Miúdos' },
  ],
});
const answers = {
  '/v1/profiles': {
    profiles: [
      makeProfile({ id: 'p1', name: 'Joana', isMaster: true }),
      makeProfile({ id: 'p2', name: 'Rui', locale: 'en' }),
      makeProfile({ id: 'p3', name: 'Miúdos', has_pin: true }),
    ],
  },
};

function renderMenu(current = makeProfile({ id: 'p2', name: 'Rui' })): void {
  sessionStore.setState({ token: 't', account, profile: current });
  renderInApp(<ProfileMenu account={account} profile={current} />, { '/v1/setting': {} });
}

beforeAll(() => addTranslations(chromeDictionaries));

beforeEach(() => {
  navigate.mockReset();
  call.mockReset().mockImplementation(async (_client, endpoint) => {
    if (endpoint.name === 'getProfiles') return answers['/v1/profiles'];
    throw new Error(`no answer for ${endpoint.name}`);
  });
  logout.mockReset().mockResolvedValue(undefined);
  select.mockReset();
  window.history.pushState({}, '', '/');
});

afterEach(async () => {
  sessionStore.setState({ token: null, account: null, profile: null });
  await changeLocale('pt_PT');
});

describe('ProfileMenu', () => {
  it('opens with Enter, focuses the first entry and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByTestId('profile-menu-button');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAccessibleName('Menu do perfil de Rui');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens with Space and moves between entries with the arrow keys', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByTestId('profile-menu-button').focus();
    await user.keyboard(' ');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByTestId('logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
  });

  it('lists the other profiles with a badge on the master and a lock on PIN-protected ones', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));

    const entries = await waitFor(() => {
      const found = screen.getAllByTestId('profile-switch');
      expect(
        within(found[1] as HTMLElement).getByRole('img', { name: 'Protegido por PIN' }),
      ).toBeInTheDocument();
      return found;
    });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveAccessibleName('Joana Principal');
    expect(entries[1]).toHaveAccessibleName('Miúdos Protegido por PIN');
    expect(screen.getByRole('menuitem', { name: 'A minha conta' })).toHaveAttribute('href', '/profile');
  });

  it('switches to a profile without a PIN through the select call, staying on the page', async () => {
    const user = userEvent.setup();
    select.mockResolvedValue(makeProfile({ id: 'p1', name: 'Joana', isMaster: true }));
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));
    await user.click(await screen.findByRole('menuitem', { name: /Joana/ }));

    expect(select).toHaveBeenCalledWith('p1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a PIN-protected profile to the switch-profile page instead', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));
    await user.click(await screen.findByRole('menuitem', { name: /Miúdos.*Protegido por PIN/ }));

    expect(select).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/profile/switch-profile');
  });

  it('changes the interface language', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));
    expect(screen.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('profile-menu-button')).toHaveAccessibleName('Profile menu for Rui');
  });

  it('logs out through shared (the shell then goes home on session:ended)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));
    await user.click(screen.getByRole('menuitem', { name: 'Terminar sessão' }));

    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('closes when the viewer clicks elsewhere', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByTestId('profile-menu-button'));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
