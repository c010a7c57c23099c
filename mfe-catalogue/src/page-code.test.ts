import { loadFilteredSection } from './features/browse/components/FiltersPage';
import { loadPersonalPlaylistView } from './features/browse/components/PersonalPage';
import { loadContentDetail } from './features/content/components/ContentPage';
import { loadGuideView } from './features/guide/components/GuidePage';
import { preloadPageCode } from './page-code';

jest.mock('./features/browse/components/FiltersPage', () => ({ loadFilteredSection: jest.fn() }));
jest.mock('./features/browse/components/PersonalPage', () => ({ loadPersonalPlaylistView: jest.fn() }));
jest.mock('./features/content/components/ContentPage', () => ({ loadContentDetail: jest.fn() }));
jest.mock('./features/guide/components/GuidePage', () => ({ loadGuideView: jest.fn() }));

const loaders = [loadContentDetail, loadGuideView, loadFilteredSection, loadPersonalPlaylistView].map(
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
    ['/guia-tv', loadGuideView],
    ['/filters/filmes', loadFilteredSection],
    ['/continuar-a-ver', loadPersonalPlaylistView],
    ['/a-minha-lista', loadPersonalPlaylistView],
  ])('is asked for on %s, and only that page’s', (path, loader) => {
    expect(preloadPageCode(path)).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loaders.filter((other) => other.mock.calls.length > 0)).toEqual([loader]);
  });

  it.each(['/', '/search', '/tribeca', '/movie/mv-014', '/guia-tv/amanha'])(
    'is not asked for on %s, whose code is in the first load or which is no page',
    (path) => {
      expect(preloadPageCode(path)).toBe(false);
      for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
    },
  );

  it('leaves a failed download to the page, which shows its own error', async () => {
    (loadGuideView as jest.Mock).mockRejectedValue(new Error('ChunkLoadError'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    expect(preloadPageCode('/guia-tv')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
