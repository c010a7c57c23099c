import type { ReactNode } from 'react';
import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import {
  type FakeApi,
  fakeApi,
  makeContentItem,
  makeRail,
  makeScreen,
  makeSection,
  ok,
} from '@palco/shared/testing';
import { preloadPageCode } from './page-code';
import { renderApp } from './testing/render-app';
import { settleNavigation } from './testing/navigation';

jest.mock('./page-code', () => {
  const actual = jest.requireActual<typeof import('./page-code')>('./page-code');
  return { preloadPageCode: jest.fn(actual.preloadPageCode) };
});

/** The addresses react-router's BrowserRouter drew the catalogue at, render by render. */
const mockRouterRenders: string[] = [];
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return {
    ...actual,
    BrowserRouter: (props: { children: ReactNode }) => {
      mockRouterRenders.push(window.location.pathname);
      return <actual.BrowserRouter {...props} />;
    },
  };
});

let api: FakeApi;
afterEach(() => api.restore());

describe('catalogue routes', () => {
  it.each(['/vod/x/1', '/live/ch-01', '/profile'])('shows page-not-found and asks nothing on %s', (path) => {
    // The shell never mounts the catalogue there; it sees such paths only when it runs alone.
    api = fakeApi({});
    const { container } = renderApp(path);
    expect(container.querySelector('[data-route-status="not-found"]')).not.toBeNull();
    expect(api.requests.filter((call) => call.url.startsWith('/v1/content'))).toHaveLength(0);
  });

  it("shows a filtered section's chips and the chosen filter's titles, the filter taken from the URL", async () => {
    api = fakeApi({
      'GET /v1/content/filter/exclusivos~filmes': ok({
        id: 'exclusivos~filmes',
        name: 'Exclusivos',
        section_id: 'exclusivos',
        filters: [{ id: 'exclusivos~filmes', name: 'Filmes', count: 1 }],
        contents: [makeContentItem({ id: 'm1', title: 'Filme exclusivo' })],
        page: 1,
        size: 30,
        total: 1,
        has_more: false,
      }),
    });
    renderApp('/filters/exclusivos?filtro=exclusivos~filmes');

    expect(await view.findByRole('heading', { level: 1, name: 'Exclusivos' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Filmes' })).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'Tudo' })).toHaveAttribute('href', '/filters/exclusivos');
    expect(view.getByRole('link', { name: /Filme exclusivo/ })).toHaveAttribute(
      'href',
      '/movie/filme-exclusivo/m1',
    );
  });
});

describe('the router', () => {
  it('is left out of the home and the title pages, and draws every page from the first other address, those included', async () => {
    const movie = makeContentItem({ id: 'm1', title: 'Os Maias', type: 'MOVIE', action_type: 'DETAIL' });
    api = fakeApi({
      'GET /v1/content/section/home': ok(makeSection()),
      'GET /v1/content/screen/home-screen/cards': ok(
        makeScreen({ rails: [makeRail({ id: 'r', name: 'Filmes', contents: [movie] })] }),
      ),
      'GET /v1/content/item/m1': ok(movie),
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockRouterRenders.length = 0;
    renderApp('/');
    const card = await view.findByTestId('card');

    await userEvent.click(card);
    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(mockRouterRenders).toHaveLength(0);
    // The title page's own code is asked for as its address comes, not once it has drawn.
    expect(preloadPageCode).toHaveBeenCalledWith('/movie/os-maias/m1');
    // A new page opens at its top.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    // An address of another page draws through the router, and so do the title and the home after it.
    await settleNavigation(() => navigateToUrl('/nenhuma-pagina'));
    expect(document.querySelector('[data-route-status="not-found"]')).not.toBeNull();
    expect(mockRouterRenders.at(-1)).toBe('/nenhuma-pagina');
    await settleNavigation(() => window.history.back());
    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(mockRouterRenders.at(-1)).toBe('/movie/os-maias/m1');
    await settleNavigation(() => window.history.back());
    expect(await view.findByTestId('card')).toHaveAttribute('href', '/movie/os-maias/m1');
    expect(mockRouterRenders.at(-1)).toBe('/');
    scrollTo.mockRestore();
  });

  it('is left out of the guide, whose day and links work without it', async () => {
    api = fakeApi({ 'GET /v1/content/channel': ok({ channels: [] }) });
    mockRouterRenders.length = 0;
    renderApp('/guia-tv');
    expect(await view.findByRole('heading', { level: 1, name: 'Guia TV' })).toBeInTheDocument();
    const [, tomorrow] = await view.findAllByRole('button', { pressed: false });
    await settleNavigation(() => userEvent.click(tomorrow!));
    expect(window.location.search).toMatch(/^\?dia=\d{4}-\d{2}-\d{2}$/);
    expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    expect(mockRouterRenders).toHaveLength(0);
  });
});
