import { act, render } from '@testing-library/react';
import { usePageTitle } from './page-title';

function Title({ title }: { title: string | null }): null {
  usePageTitle(title);
  return null;
}

beforeEach(() => {
  document.title = 'Palco';
});

describe('usePageTitle', () => {
  it('names the tab "<title> — Palco" while shown, and gives the page its own title back after', () => {
    const { rerender, unmount } = render(<Title title="Guia TV" />);
    expect(document.title).toBe('Guia TV — Palco');
    rerender(<Title title="Pesquisa" />);
    expect(document.title).toBe('Pesquisa — Palco');
    unmount();
    expect(document.title).toBe('Palco');
  });

  it('shows the newest title, and the one before again — as it reads now — when the newest goes', () => {
    const shell = render(<Title title="Filme" />);
    const page = render(<Title title={null} />);
    // A page with nothing to say yet (its title still loading) leaves the route's default showing.
    expect(document.title).toBe('Filme — Palco');
    page.rerender(<Title title="Os Maias" />);
    expect(document.title).toBe('Os Maias — Palco');

    // The older title changes (a navigation) while the newer one is still shown: the newer one stays.
    shell.rerender(<Title title="Pesquisa" />);
    expect(document.title).toBe('Os Maias — Palco');
    page.unmount();
    expect(document.title).toBe('Pesquisa — Palco');
    shell.unmount();
    expect(document.title).toBe('Palco');
  });

  it('lets pages of different apps come and go in any order', () => {
    const shell = render(<Title title="Início" />);
    const leaving = render(<Title title="Os Maias" />);
    let arriving: ReturnType<typeof render> | undefined;
    // The next page mounts before the previous one unmounts, as two single-spa applications may.
    act(() => {
      arriving = render(<Title title="Contactos" />);
    });
    leaving.unmount();
    expect(document.title).toBe('Contactos — Palco');
    arriving?.unmount();
    expect(document.title).toBe('Início — Palco');
    shell.unmount();
  });
});
