import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations, changeLocale, usePageTitle } from '@palco/shared';
import { chromeDictionaries } from '../i18n/chrome';
import { MAIN_CONTENT_ID } from '../routing/build-layout';
import { PageStart } from './PageStart';

beforeAll(() => addTranslations(chromeDictionaries));

let main: HTMLElement;
beforeEach(() => {
  document.title = 'Palco';
  window.history.pushState({}, '', '/');
  main = document.createElement('main');
  main.id = MAIN_CONTENT_ID;
  main.innerHTML = '<h1>Conteúdo</h1>';
  document.body.append(main);
});
afterEach(async () => {
  main.remove();
  await changeLocale('pt_PT');
});

/** A navigation as single-spa makes one: the address changes, then its routing event. */
function navigate(path: string): void {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
}

function OwnerTitle({ title }: { title: string | null }): null {
  usePageTitle(title);
  return null;
}

describe('skip link', () => {
  it('is the first thing Tab reaches, and takes focus to the main content without changing the address', async () => {
    const user = userEvent.setup();
    render(<PageStart />, { container: document.body.insertBefore(document.createElement('div'), main) });
    await user.tab();
    const link = screen.getByRole('link', { name: 'Saltar para o conteúdo principal' });
    expect(link).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('');
    // Focusable only while it has focus, so clicks on its text do not take focus later on.
    expect(main).toHaveAttribute('tabindex', '-1');
    act(() => main.blur());
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('finds the international flow’s own main region as well', () => {
    main.removeAttribute('id');
    render(<PageStart />);
    fireEvent.click(screen.getByTestId('skip-link'));
    expect(main).toHaveFocus();
  });

  it('speaks the page’s language', async () => {
    render(<PageStart />);
    await act(() => changeLocale('en'));
    expect(screen.getByTestId('skip-link')).toHaveTextContent('Skip to main content');
  });
});

describe('default tab titles', () => {
  it('names every route from the route table, and follows navigation', () => {
    navigate('/guia-tv');
    render(<PageStart />);
    expect(document.title).toBe('Guia TV — Palco');
    navigate('/series/os-maias/s1');
    expect(document.title).toBe('Série — Palco');
    navigate('/profile/switch-profile');
    expect(document.title).toBe('A minha conta — Palco');
    navigate('/nada-disto-existe');
    expect(document.title).toBe('Página não encontrada — Palco');
  });

  it('gives way to the title the page’s owner sets, and comes back when the page goes', () => {
    navigate('/movie/os-maias/m1');
    render(<PageStart />);
    const page = render(<OwnerTitle title={null} />);
    expect(document.title).toBe('Filme — Palco');
    page.rerender(<OwnerTitle title="Os Maias" />);
    expect(document.title).toBe('Os Maias — Palco');

    navigate('/search');
    expect(document.title).toBe('Os Maias — Palco');
    page.unmount();
    expect(document.title).toBe('Pesquisa — Palco');
  });

  it('is translated', async () => {
    navigate('/guia-tv');
    render(<PageStart />);
    await act(() => changeLocale('fr_FR'));
    expect(document.title).toBe('Guide TV — Palco');
  });
});
