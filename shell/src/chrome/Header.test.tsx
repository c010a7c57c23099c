import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import type { ReactNode } from 'react';
import { addTranslations, bus, sessionStore, useSettings } from '@palco/shared';
import { makeAccount, makeProfile } from '@palco/shared/testing';
import { chromeDictionaries } from '../i18n/chrome';
import { renderInApp } from '../testing/render-in-app';
import { Header } from './Header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The header's search box loads the catalogue's suggestions from the remote; here the remote never answers
// (SearchBox.test.tsx covers the suggestions themselves).
jest.mock('../remotes/remote-registry', () => ({ loadExposed: () => new Promise(() => undefined) }));
// Stylesheets build to named exports (`import * as styles`); answering as an ES module lets the test read
// class names, which the shared style mock hides from namespace imports.
jest.mock(
  './Header.module.css',
  () => new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : String(key)) }),
);
const navigate = jest.mocked(navigateToUrl);

/** Says when the settings' answer has arrived, for tests that check what it did not change. */
function SettingsArrived(): ReactNode {
  const { visitor_country: country } = useSettings();
  return country ? <p>settings from {country}</p> : null;
}

function scrollPageTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeAll(() => addTranslations(chromeDictionaries));

beforeEach(() => {
  navigate.mockReset();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.setState({ token: null, account: null, profile: null });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  document.body.style.overflow = '';
});

describe('Header', () => {
  it('offers a visitor a login button that opens the login popup', async () => {
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    renderInApp(<Header />);

    await userEvent.click(screen.getByTestId('login-button'));

    expect(screen.getByTestId('login-button')).toHaveTextContent('Entrar');
    expect(screen.queryByTestId('profile-menu-button')).not.toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    bus.off('overlay:open', opened);
  });

  it('shows the account holder’s first name for a signed-in session without a chosen profile', async () => {
    sessionStore.setState({ token: 't', account: makeAccount({ first_name: 'Joana' }), profile: null });
    renderInApp(<Header />);

    // The profile menu's code loads with the first signed-in header.
    expect(await screen.findByTestId('header-profile-name')).toHaveTextContent('Joana');
    expect(screen.queryByTestId('login-button')).not.toBeInTheDocument();
  });

  it('shows the chosen profile’s name', async () => {
    sessionStore.setState({ token: 't', account: makeAccount(), profile: makeProfile({ name: 'Miúdos' }) });
    renderInApp(<Header />);

    expect(await screen.findByTestId('header-profile-name')).toHaveTextContent('Miúdos');
  });

  it('shows aderir to a free account and hides it from a premium one', () => {
    sessionStore.setState({ token: 't', account: makeAccount({ premium: false }), profile: null });
    const { unmount } = renderInApp(<Header />);
    expect(screen.getByTestId('menu-subscribe')).toHaveAttribute('href', '/adira-ja');
    unmount();

    sessionStore.setState({ token: 't', account: makeAccount({ premium: true }), profile: null });
    renderInApp(<Header />);
    expect(screen.queryByTestId('menu-subscribe')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-tribeca')).toBeInTheDocument();
  });

  it('links the exclusives entry to the exclusive section of the settings', () => {
    renderInApp(<Header />);
    expect(screen.getByTestId('menu-exclusives')).toHaveAttribute('href', '/filters/exclusivos');
  });

  it('marks the current page and follows the current route', () => {
    window.history.pushState({}, '', '/guia-tv');
    renderInApp(<Header />);
    expect(screen.getByTestId('menu-tv-guide')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-home')).not.toHaveAttribute('aria-current');

    act(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByTestId('menu-home')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-tv-guide')).not.toHaveAttribute('aria-current');
  });

  it('navigates through single-spa when a menu entry is clicked', async () => {
    renderInApp(<Header />);
    await userEvent.click(screen.getByTestId('menu-tv-guide'));
    expect(navigate).toHaveBeenCalledWith('/guia-tv');
  });

  it('closes search and scrolls to the top when the logo is clicked', async () => {
    const closeSearch = jest.fn();
    bus.on('catalogue:close-search', closeSearch);
    renderInApp(<Header />);

    await userEvent.click(screen.getByTestId('logo'));

    expect(closeSearch).toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(navigate).toHaveBeenCalledWith('/');
    bus.off('catalogue:close-search', closeSearch);
  });

  describe('search', () => {
    it('opens a focused search box and goes to the search page with the encoded query on Enter', async () => {
      renderInApp(<Header />);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));

      const input = screen.getByRole('searchbox', { name: 'Pesquisar filmes, séries e canais' });
      expect(input).toHaveFocus();
      await userEvent.type(input, 'ação & drama{Enter}');

      expect(navigate).toHaveBeenCalledWith('/search/?query=a%C3%A7%C3%A3o%20%26%20drama');
    });

    it('goes to the search route when Enter is pressed on an empty box', async () => {
      renderInApp(<Header />);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
      await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
      expect(navigate).toHaveBeenCalledWith('/search');
    });

    it('does not focus the box on narrow screens', async () => {
      const width = window.innerWidth;
      Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
      renderInApp(<Header />);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
      expect(screen.getByRole('searchbox')).not.toHaveFocus();
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    });

    it('closes when the catalogue asks', async () => {
      renderInApp(<Header />);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
      expect(screen.getByRole('search')).toBeVisible();

      act(() => bus.emit('catalogue:close-search', {}));

      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Abrir pesquisa' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  describe('sidebar', () => {
    it('locks page scroll while open and closes on Escape, restoring scroll and focus', async () => {
      document.body.style.overflow = 'auto';
      renderInApp(<Header />);
      const burger = screen.getByTestId('menu-button');
      expect(burger).toHaveAttribute('aria-controls', screen.getByTestId('main-menu').id);

      await userEvent.click(burger);
      expect(burger).toHaveAttribute('aria-expanded', 'true');
      expect(document.body.style.overflow).toBe('hidden');

      await userEvent.keyboard('{Escape}');
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(document.body.style.overflow).toBe('auto');
      expect(burger).toHaveFocus();
    });

    it('restores page scroll when the header unmounts while the sidebar is open', async () => {
      const { unmount } = renderInApp(<Header />);
      await userEvent.click(screen.getByTestId('menu-button'));
      expect(document.body.style.overflow).toBe('hidden');

      unmount();
      expect(document.body.style.overflow).toBe('');
    });

    it('closes when an entry is followed', async () => {
      renderInApp(<Header />);
      await userEvent.click(screen.getByTestId('menu-button'));
      await userEvent.click(screen.getByTestId('menu-tribeca'));

      expect(navigate).toHaveBeenCalledWith('/tribeca');
      expect(screen.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
      expect(document.body.style.overflow).toBe('');
    });

    it('closes when the window widens past the mobile breakpoint', async () => {
      renderInApp(<Header />);
      await userEvent.click(screen.getByTestId('menu-button'));

      Object.defineProperty(window, 'innerWidth', { value: 1400, configurable: true });
      fireEvent(window, new Event('resize'));

      expect(screen.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    });
  });

  describe('for a viewer whose base layout is international (neither premium nor from PT)', () => {
    const fromFrance = { '/v1/setting': { visitor_country: 'FR' } };

    it('is the international header for a visitor from FR: logo to /international, sign-in page', async () => {
      renderInApp(<Header />, fromFrance);

      const logo = await screen.findByRole('link', { name: 'Palco, página inicial internacional' });
      expect(logo).toHaveAttribute('href', '/international');
      expect(screen.getByTestId('header')).toHaveAttribute('data-variant', 'international');
      // No main menu, burger or search: the international header is the logo and the viewer's entry.
      expect(screen.queryByTestId('main-menu')).not.toBeInTheDocument();
      expect(screen.queryByTestId('menu-button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Abrir pesquisa' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('login-button')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
      expect(navigate).toHaveBeenCalledWith('/international/login');
      await userEvent.click(logo);
      expect(navigate).toHaveBeenCalledWith('/international');
    });

    it('draws the same bar and spacer as the home header, so nothing below it moves', async () => {
      const international = renderInApp(<Header />, fromFrance);
      await screen.findByRole('link', { name: 'Palco, página inicial internacional' });
      expect(international.container.querySelector('header > .bar')).toBeInTheDocument();
      expect(international.container.querySelector('header + .spacer')).toBeInTheDocument();
      international.unmount();

      const home = renderInApp(<Header />);
      expect(home.container.querySelector('header > .bar')).toBeInTheDocument();
      expect(home.container.querySelector('header + .spacer')).toBeInTheDocument();
    });

    it('gives a signed-in FR account its avatar to the plans, with logout on hover and focus', async () => {
      const user = userEvent.setup();
      sessionStore.setState({
        token: 't',
        account: makeAccount({ first_name: 'Claire', country: 'FR', premium: false }),
        profile: null,
      });
      renderInApp(<Header />);

      const avatar = screen.getByRole('link', { name: 'Planos e subscrição de Claire' });
      expect(avatar).toHaveAttribute('href', '/international/subscribe');
      expect(screen.queryByTestId('profile-menu-button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();

      await user.hover(avatar);
      expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeVisible();
      await user.unhover(avatar);
      expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();

      // By keyboard: focus opens it, Tab reaches logout, Escape closes it.
      act(() => avatar.focus());
      await user.tab();
      expect(screen.getByRole('button', { name: 'Terminar sessão' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();

      await user.click(avatar);
      expect(navigate).toHaveBeenCalledWith('/international/subscribe');
    });

    it('signs the FR account out from the dropdown', async () => {
      const user = userEvent.setup();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      sessionStore.setState({ token: 't', account: makeAccount({ country: 'FR' }), profile: null });
      renderInApp(<Header />);
      await user.hover(screen.getByTestId('international-profile'));

      await user.click(screen.getByRole('button', { name: 'Terminar sessão' }));

      await waitFor(() => expect(sessionStore.getState().account).toBeNull());
    });

    it.each([
      ['a visitor from PT', null, 'PT'],
      ['a signed-in PT account visiting from FR', makeAccount({ country: 'PT', premium: false }), 'FR'],
      ['a premium FR account', makeAccount({ country: 'FR', premium: true }), 'FR'],
    ] as const)('is the home header for %s', async (_who, account, country) => {
      sessionStore.setState({ token: account ? 't' : null, account, profile: null });
      renderInApp(
        <>
          <Header />
          <SettingsArrived />
        </>,
        { '/v1/setting': { visitor_country: country } },
      );

      // The settings' answer arrives after the first draw: wait for it before saying nothing changed.
      await screen.findByText(`settings from ${country}`);
      expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
      expect(screen.getByTestId('header')).toHaveAttribute('data-variant', 'home');
      expect(screen.getByTestId('main-menu')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Abrir pesquisa' })).toBeInTheDocument();
    });
  });

  it('changes the background after 150 px of scroll', () => {
    renderInApp(<Header />);
    const header = screen.getByTestId('header');
    expect(header).not.toHaveClass('scrolled');

    scrollPageTo(151);
    expect(header).toHaveClass('scrolled');

    scrollPageTo(150);
    expect(header).not.toHaveClass('scrolled');
  });
});
