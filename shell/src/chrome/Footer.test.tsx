import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { addTranslations, changeLocale, i18n, sessionStore } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { chromeDictionaries } from '../i18n/chrome';
import { renderInApp } from '../testing/render-in-app';
import { CONSENT_KEY } from './consent';
import { Footer } from './Footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = jest.mocked(navigateToUrl);

beforeAll(() => addTranslations(chromeDictionaries));

beforeEach(() => {
  navigate.mockReset();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('Footer', () => {
  it('shows the current year', () => {
    // Only the clock is frozen; timers keep running so SWR and React behave as usual.
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z'), advanceTimers: true });
    renderInApp(<Footer />);
    expect(screen.getByText('© 2031 Palco')).toBeInTheDocument();
  });

  it('links the site pages and navigates through single-spa', async () => {
    renderInApp(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Rodapé' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/perguntas-frequentes',
      '/contactos',
      '/termos-e-condicoes',
      '/adira-ja',
      '/politica-privacidade',
      '/politica-cookies',
      '/promo',
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Contactos' }));
    expect(navigate).toHaveBeenCalledWith('/contactos');
  });

  describe('for a viewer whose base layout is international', () => {
    // The footer is still shown here, and follows the session back.
    afterEach(() => act(() => sessionStore.setState({ token: null, account: null, profile: null })));
    const pageLinks = (): (string | null)[] =>
      Array.from(screen.getByRole('navigation', { name: 'Rodapé' }).querySelectorAll('a')).map((a) =>
        a.getAttribute('href'),
      );
    const withoutSubscribe = [
      '/perguntas-frequentes',
      '/contactos',
      '/termos-e-condicoes',
      '/politica-privacidade',
      '/politica-cookies',
      '/promo',
    ];

    it('has no subscribe link for a visitor from FR', async () => {
      renderInApp(<Footer />, { '/v1/setting': { visitor_country: 'FR' } });
      await waitFor(() => expect(pageLinks()).toEqual(withoutSubscribe));
      expect(screen.queryByRole('link', { name: 'Adere já' })).not.toBeInTheDocument();
    });

    it('has none for a signed-in FR account, who chooses the language here (no profile menu)', () => {
      sessionStore.setState({
        token: 't',
        account: makeAccount({ country: 'FR', premium: false }),
        profile: null,
      });
      renderInApp(<Footer />);
      expect(pageLinks()).toEqual(withoutSubscribe);
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    });

    it('keeps it for a premium FR account and a PT account, whose base layout is home', () => {
      sessionStore.setState({
        token: 't',
        account: makeAccount({ country: 'FR', premium: true }),
        profile: null,
      });
      const premium = renderInApp(<Footer />);
      expect(pageLinks()).toContain('/adira-ja');
      premium.unmount();

      sessionStore.setState({
        token: 't',
        account: makeAccount({ country: 'PT', premium: false }),
        profile: null,
      });
      renderInApp(<Footer />);
      expect(pageLinks()).toContain('/adira-ja');
    });
  });

  it('leaves out external links the settings do not give', () => {
    renderInApp(<Footer />);
    expect(screen.queryByRole('link', { name: /Livro de reclamações/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Segue-nos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Descarrega a app' })).not.toBeInTheDocument();
  });

  it('shows the complaints book, social networks and app stores from the settings in a new window', async () => {
    renderInApp(<Footer />, {
      '/v1/setting': {
        links: {
          complaints_book: 'https://www.livroreclamacoes.pt',
          facebook: 'https://www.facebook.com/palco',
          app_store: 'https://apps.apple.com/app/palco',
          google_play: 'https://play.google.com/store/apps/details?id=palco',
          app_gallery: 'https://appgallery.huawei.com/app/palco',
        },
      },
    });

    const complaints = await screen.findByRole('link', {
      name: 'Livro de reclamações (abre numa nova janela)',
    });
    expect(complaints).toHaveAttribute('href', 'https://www.livroreclamacoes.pt');
    expect(complaints).toHaveAttribute('target', '_blank');
    expect(complaints).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('link-facebook')).toHaveAttribute('href', 'https://www.facebook.com/palco');
    expect(screen.getByTestId('link-app_store')).toBeInTheDocument();
    expect(screen.getByTestId('link-google_play')).toBeInTheDocument();
    expect(screen.getByTestId('link-app_gallery')).toBeInTheDocument();
  });

  describe('language for visitors', () => {
    afterEach(async () => {
      // The footer is still shown here, and follows the language back.
      await act(async () => {
        sessionStore.setState({ token: null, account: null, profile: null });
        await changeLocale('pt_PT');
      });
      localStorage.clear();
    });

    it('lets a visitor choose the language with a labelled select, and keeps the choice', async () => {
      const user = userEvent.setup();
      renderInApp(<Footer />);
      const select = screen.getByRole('combobox', { name: 'Idioma' });
      expect(select).toHaveValue('pt_PT');
      // Each language is named in itself, and marked as such for screen readers.
      expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr-FR');

      await user.selectOptions(select, 'English');

      await waitFor(() => expect(i18n.language).toBe('en'));
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
      expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      // Where the profile menu keeps a signed-in viewer's choice, which the next visit starts in.
      expect(localStorage.getItem('palco.locale')).toBe('en');
    });

    it('is the browser’s own select, in the tab order, so every keyboard and screen reader knows it', async () => {
      const user = userEvent.setup();
      renderInApp(<Footer />);
      const select = screen.getByRole('combobox', { name: 'Idioma' });
      expect(select.tagName).toBe('SELECT');
      for (let presses = 0; presses < 20 && document.activeElement !== select; presses += 1) await user.tab();
      expect(select).toHaveFocus();
    });

    it('leaves the choice to the profile menu once signed in, and to nobody while other languages are off', () => {
      sessionStore.setState({ token: 't', account: makeAccount(), profile: null });
      const signedIn = renderInApp(<Footer />);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      signedIn.unmount();

      sessionStore.setState({ token: null, account: null, profile: null });
      renderInApp(<Footer />, { '/v1/setting': { flags: { other_languages: 0 } } });
      return waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    });
  });

  describe('consent manager', () => {
    it('saves the chosen categories with necessary always on', async () => {
      const user = userEvent.setup();
      renderInApp(<Footer />);
      await user.click(screen.getByRole('button', { name: 'Definições de privacidade' }));

      // The consent manager's code loads when it is first opened.
      const dialog = await screen.findByRole('dialog', { name: 'Definições de privacidade' });
      expect(screen.getByRole('switch', { name: 'Necessários' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Necessários' })).toBeDisabled();
      expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

      await user.click(screen.getByRole('switch', { name: 'Análise' }));
      await user.click(screen.getByRole('button', { name: 'Guardar preferências' }));

      expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toMatchObject({
        necessary: true,
        analytics: true,
        marketing: false,
      });
      expect(dialog).not.toBeInTheDocument();
    });

    it('shows the saved choices when opened again', async () => {
      const user = userEvent.setup();
      localStorage.setItem(
        CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: false, marketing: true }),
      );
      renderInApp(<Footer />);
      await user.click(screen.getByRole('button', { name: 'Definições de privacidade' }));

      expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Análise' })).not.toBeChecked();
    });

    it('closes on Escape without saving', async () => {
      const user = userEvent.setup();
      renderInApp(<Footer />);
      await user.click(screen.getByRole('button', { name: 'Definições de privacidade' }));
      await user.click(screen.getByRole('switch', { name: 'Análise' }));

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    });
  });
});
