import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { addTranslations, bus, sessionStore } from '@palco/shared';
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

  it('shows the account holder’s first name for a signed-in session without a chosen profile', () => {
    sessionStore.setState({ token: 't', account: makeAccount({ first_name: 'Joana' }), profile: null });
    renderInApp(<Header />);

    expect(screen.getByTestId('header-profile-name')).toHaveTextContent('Joana');
    expect(screen.queryByTestId('login-button')).not.toBeInTheDocument();
  });

  it('shows the chosen profile’s name', () => {
    sessionStore.setState({ token: 't', account: makeAccount(), profile: makeProfile({ name: 'Miúdos' }) });
    renderInApp(<Header />);

    expect(screen.getByTestId('header-profile-name')).toHaveTextContent('Miúdos');
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
