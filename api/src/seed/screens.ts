import type { CardDisplay, CardType } from '@palco/contracts';
import { foldForSearch } from '../content/search-text';
import type { Catalogue, SeedItem } from './catalogue';
import type { SeedChannel } from './channels';

export type RailSource = 'curated' | 'continue_watching' | 'watchlist';

export interface SeedRail {
  id: string;
  screen_id: string;
  position: number;
  name: string;
  widget_type: 'list' | 'carousel';
  design_type: CardType;
  card_display: CardDisplay;
  show_name: boolean;
  progress: boolean;
  source: RailSource;
  item_ids: string[];
  channel_ids: string[];
}

export interface SeedScreen {
  id: string;
  name: string;
}

export interface SeedSection {
  id: string;
  position: number;
  name: string;
  slug: string;
  screen_id: string;
  sub_menu: { id: string; name: string; screen: string }[];
}

export interface Layout {
  screens: SeedScreen[];
  sections: SeedSection[];
  rails: SeedRail[];
}

type RailSpec = Omit<SeedRail, 'screen_id' | 'position' | 'item_ids' | 'channel_ids' | 'source'> &
  Partial<Pick<SeedRail, 'item_ids' | 'channel_ids' | 'source'>>;

const slugify = (text: string): string => foldForSearch(text).replace(/[^a-z0-9]+/g, '-');

const ids = (items: SeedItem[]): string[] => items.map((i) => i.id);

/** Sections of the main menu (spec section 2), their screens and the rails on each screen. */
export function buildLayout(catalogue: Catalogue, channels: SeedChannel[]): Layout {
  const screens: SeedScreen[] = [];
  const rails: SeedRail[] = [];
  const screen = (id: string, name: string, specs: RailSpec[]): string => {
    screens.push({ id, name });
    specs.forEach((spec, i) =>
      rails.push({
        item_ids: [],
        channel_ids: [],
        source: 'curated',
        ...spec,
        screen_id: id,
        position: i + 1,
      }),
    );
    return id;
  };

  const titles = catalogue.items.filter((i) => i.type === 'MOVIE' || i.type === 'SERIES');
  const promos = catalogue.items.filter((i) => i.type === 'CATCHUP');
  // The newest released episode of each series; its card plays it straight away (action VOD).
  const latestEpisodes = [
    ...new Map(
      catalogue.items
        .filter((i) => i.type === 'EPISODE' && i.release_offset === null)
        .map((i) => [i.series_id, i] as const),
    ).values(),
  ];
  const movies = titles.filter((i) => i.type === 'MOVIE');
  const series = titles.filter((i) => i.type === 'SERIES');
  const released = movies.filter((m) => m.release_offset === null);
  const upcoming = movies
    .filter((m) => m.release_offset !== null)
    .sort((a, b) => (a.release_offset ?? 0) - (b.release_offset ?? 0));
  const byRating = titles
    .filter((i) => i.release_offset === null)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id.localeCompare(b.id));
  const newest = [...released].sort((a, b) => (b.release_date ?? 0) - (a.release_date ?? 0));
  const withGenre = (list: SeedItem[], genre: string): SeedItem[] =>
    list.filter((i) => i.genre.includes(genre));

  const home = screen('scr-home', 'Início', [
    {
      id: 'rl-home-hero',
      name: 'Em destaque',
      widget_type: 'carousel',
      design_type: 'descriptive',
      card_display: 'fullscreen',
      show_name: false,
      progress: false,
      item_ids: ids(byRating.filter((i) => i.premium).slice(0, 6)),
    },
    {
      id: 'rl-home-continue',
      name: 'Continuar a ver',
      widget_type: 'list',
      design_type: 'thumbnail',
      card_display: 'block',
      show_name: true,
      progress: true,
      source: 'continue_watching',
    },
    {
      id: 'rl-home-watchlist',
      name: 'A minha lista',
      widget_type: 'carousel',
      design_type: 'poster',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      source: 'watchlist',
    },
    {
      id: 'rl-home-top10',
      name: 'Top 10 em Portugal',
      widget_type: 'list',
      design_type: 'poster_top10',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(byRating.slice(0, 10)),
    },
    {
      id: 'rl-home-channels',
      name: 'Canais em direto',
      widget_type: 'list',
      design_type: 'channel',
      card_display: 'block',
      show_name: true,
      progress: false,
      channel_ids: channels.map((c) => c.id),
    },
    {
      id: 'rl-home-new',
      name: 'Estreias e brevemente',
      widget_type: 'list',
      design_type: 'thumbnail',
      card_display: 'zoomCenter',
      show_name: true,
      progress: false,
      item_ids: ids([...upcoming, ...newest.slice(0, 12)]),
    },
    {
      id: 'rl-home-discover',
      name: 'Descobrir',
      widget_type: 'carousel',
      design_type: 'thumbnail',
      card_display: 'block',
      show_name: true,
      progress: false,
      item_ids: ids(promos),
    },
    {
      id: 'rl-home-episodes',
      name: 'Novos episódios',
      widget_type: 'carousel',
      design_type: 'thumbnail',
      card_display: 'zoomCenter',
      show_name: true,
      progress: false,
      item_ids: ids(latestEpisodes.slice(0, 12)),
    },
    {
      id: 'rl-home-series',
      name: 'Séries em destaque',
      widget_type: 'carousel',
      design_type: 'poster',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(series),
    },
    {
      id: 'rl-home-exclusive',
      name: 'Exclusivos Palco',
      widget_type: 'list',
      design_type: 'descriptive',
      card_display: 'block',
      show_name: true,
      progress: false,
      item_ids: ids(titles.filter((i) => i.exclusive)),
    },
    {
      id: 'rl-home-portuguese',
      name: 'Cinema português',
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'zoomCenter',
      show_name: true,
      progress: false,
      item_ids: ids(released.filter((m) => m.audio_formats.includes('pt'))),
    },
    {
      // Deliberately empty: clients show a rail only when it has contents or channels (spec section 2).
      id: 'rl-home-kids-soon',
      name: 'Brevemente no Palco Kids',
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'block',
      show_name: true,
      progress: false,
    },
    {
      id: 'rl-home-docs',
      name: 'Documentários',
      widget_type: 'list',
      design_type: 'thumbnail',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(withGenre(titles, 'Documentário')),
    },
    {
      id: 'rl-home-movies',
      name: 'Todos os filmes',
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'block',
      show_name: true,
      progress: false,
      item_ids: ids(movies),
    },
  ]);

  const exclusive = screen('scr-exclusivos', 'Exclusivos', [
    {
      id: 'rl-exclusive-movies',
      name: 'Filmes exclusivos',
      widget_type: 'carousel',
      design_type: 'descriptive',
      card_display: 'fullscreen',
      show_name: true,
      progress: false,
      item_ids: ids(movies.filter((i) => i.exclusive)),
    },
    {
      id: 'rl-exclusive-series',
      name: 'Séries exclusivas',
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(series.filter((i) => i.exclusive)),
    },
  ]);

  const genreScreens = (
    prefix: string,
    label: string,
    list: SeedItem[],
    genres: readonly string[],
  ): SeedSection['sub_menu'] =>
    genres.map((genre) => {
      const slug = slugify(genre);
      const id = screen(`scr-${prefix}-${slug}`, `${label}: ${genre}`, [
        {
          id: `rl-${prefix}-${slug}-all`,
          name: genre,
          widget_type: 'list',
          design_type: 'poster',
          card_display: 'zoom',
          show_name: true,
          progress: false,
          item_ids: ids(withGenre(list, genre)),
        },
      ]);
      return { id: `${prefix}-${slug}`, name: genre, screen: id };
    });

  const movieGenres = ['Drama', 'Comédia', 'Ação', 'Thriller', 'Romance'] as const;
  const movieMenu = genreScreens('filmes', 'Filmes', movies, movieGenres);
  const moviesScreen = screen(
    'scr-filmes',
    'Filmes',
    movieGenres.map((genre) => ({
      id: `rl-filmes-${slugify(genre)}`,
      name: genre,
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(withGenre(movies, genre)),
    })),
  );

  const seriesGenres = ['Drama', 'Comédia', 'Crime'] as const;
  const seriesMenu = genreScreens('series', 'Séries', series, seriesGenres);
  const seriesScreen = screen('scr-series', 'Séries', [
    {
      id: 'rl-series-all',
      name: 'Todas as séries',
      widget_type: 'list',
      design_type: 'poster',
      card_display: 'zoom',
      show_name: true,
      progress: false,
      item_ids: ids(series),
    },
    {
      id: 'rl-series-premium',
      name: 'Séries premium',
      widget_type: 'list',
      design_type: 'thumbnail',
      card_display: 'block',
      show_name: true,
      progress: false,
      item_ids: ids(series.filter((i) => i.premium)),
    },
  ]);

  const tribecaChannel = channels.filter((c) => c.name.startsWith('Tribeca'));
  const tribeca = screen('scr-tribeca', 'Tribeca', [
    {
      id: 'rl-tribeca-selection',
      name: 'Seleção Tribeca',
      widget_type: 'carousel',
      design_type: 'descriptive',
      card_display: 'fullscreen',
      show_name: true,
      progress: false,
      item_ids: ids(movies.filter((m) => m.tribeca)),
    },
    {
      id: 'rl-tribeca-channel',
      name: 'Em direto',
      widget_type: 'list',
      design_type: 'channel',
      card_display: 'block',
      show_name: true,
      progress: false,
      channel_ids: tribecaChannel.map((c) => c.id),
    },
  ]);

  const sections: SeedSection[] = [
    { id: 'home', position: 1, name: 'Início', slug: 'home', screen_id: home, sub_menu: [] },
    {
      id: 'exclusivos',
      position: 2,
      name: 'Exclusivos',
      slug: 'exclusivos',
      screen_id: exclusive,
      sub_menu: [],
    },
    {
      id: 'filmes',
      position: 3,
      name: 'Filmes',
      slug: 'filmes',
      screen_id: moviesScreen,
      sub_menu: movieMenu,
    },
    {
      id: 'series',
      position: 4,
      name: 'Séries',
      slug: 'series',
      screen_id: seriesScreen,
      sub_menu: seriesMenu,
    },
    { id: 'tribeca', position: 5, name: 'Tribeca', slug: 'tribeca', screen_id: tribeca, sub_menu: [] },
  ];
  return { screens, sections, rails };
}
