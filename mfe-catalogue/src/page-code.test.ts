import { remotePageChunk } from '@palco/contracts';
import { loadFilteredSection } from './features/browse/components/FiltersPage';
import { loadPersonalPlaylistView } from './features/browse/components/PersonalPage';
import { loadContentDetail } from './features/content/components/ContentPage';
import { preloadPageCode } from './page-code';
import { loadRoutedPages } from './routed-pages';

jest.mock('./features/browse/components/FiltersPage', () => ({
  FILTERS_PAGE_PATH: jest.requireActual<typeof import('./features/browse/components/FiltersPage')>(
    './features/browse/components/FiltersPage',
  ).FILTERS_PAGE_PATH,
  loadFilteredSection: jest.fn(),
}));
jest.mock('./features/browse/components/PersonalPage', () => ({ loadPersonalPlaylistView: jest.fn() }));
jest.mock('./features/content/components/ContentPage', () => ({ loadContentDetail: jest.fn() }));
jest.mock('./routed-pages', () => ({
  drawsThroughRouter:
    jest.requireActual<typeof import('./routed-pages')>('./routed-pages').drawsThroughRouter,
  loadRoutedPages: jest.fn(),
}));

const pageLoaders = [loadContentDetail, loadFilteredSection, loadPersonalPlaylistView];
const loaders = [...pageLoaders, loadRoutedPages].map(
  (loader) => loader as jest.MockedFunction<() => Promise<unknown>>,
);

beforeEach(() => {
  for (const loader of loaders) {
    loader.mockReset();
    loader.mockResolvedValue({});
  }
});

describe("the code of the first load's page", () => {
  it.each([
    ['/movie/a-ultima-viagem/mv-014', loadContentDetail],
    ['/series/a-casa/sr-001', loadContentDetail],
    ['/content/ep-002/', loadContentDetail],
  ])('is asked for on %s, a title’s page, which draws without the router', (path, loader) => {
    expect(preloadPageCode(path)).toBe(true);
    expect(loaders.filter((other) => other.mock.calls.length > 0)).toEqual([loader]);
  });

  it.each([
    ['/filters/filmes', loadFilteredSection],
    ['/continuar-a-ver', loadPersonalPlaylistView],
    ['/a-minha-lista', loadPersonalPlaylistView],
  ])('is asked for on %s with the router’s pages, and only that page’s', (path, loader) => {
    expect(preloadPageCode(path)).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loadRoutedPages).toHaveBeenCalledTimes(1);
    expect(loaders.filter((other) => other.mock.calls.length > 0)).toEqual([loader, loadRoutedPages]);
  });

  it.each(['/search', '/tribeca', '/movie/mv-014', '/guia-tv/amanha'])(
    'is only the router’s pages on %s, which has no code of its own or is no page',
    (path) => {
      expect(preloadPageCode(path)).toBe(true);
      expect(loadRoutedPages).toHaveBeenCalledTimes(1);
      for (const loader of pageLoaders) expect(loader).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['/', 'the home, which draws without the router and has its code in the first load'],
    ['/guia-tv', "the guide, whose grid's code is asked for once its frame has painted (GuidePage)"],
  ])('is nothing on %s: %s', (path) => {
    expect(preloadPageCode(path)).toBe(false);
    for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the page, which shows its own error', async () => {
    (loadFilteredSection as jest.Mock).mockRejectedValue(new Error('ChunkLoadError'));
    (loadRoutedPages as jest.Mock).mockRejectedValue(new Error('ChunkLoadError'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    expect(preloadPageCode('/filters/filmes')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("a title page's own chunk", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test reads the loaders' source as text
  const fs = require('node:fs') as typeof import('node:fs');
  const chunkNameIn = (file: string): string | undefined =>
    /webpackChunkName: "([^"]+)"/.exec(fs.readFileSync(`${__dirname}/${file}`, 'utf8'))?.[1];

  it("carry the names contracts give them, by which the shell's first script finds and preloads them", () => {
    expect(chunkNameIn('features/content/components/ContentPage.tsx')).toBe(
      remotePageChunk('mfe-catalogue', 'title'),
    );
  });
});
