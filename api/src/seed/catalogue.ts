import type { ActionType, PlaybackMarks } from '@palco/contracts';
import { foldForSearch } from '../content/search-text';
import { imageUrl, type PictureKind } from '../images/image-url';
import { DAY_SECONDS } from './lisbon-time';
import { demoEpisodeMarks, demoMovieMarks } from './playback-marks';
import { createRandom, type Random } from './random';

/** One row of `items`, as the seed writes it. */
export interface SeedItem {
  id: string;
  type: 'MOVIE' | 'SERIES' | 'EPISODE' | 'CATCHUP';
  title: string;
  short_description: string;
  description: string;
  year: number | null;
  images: Partial<Record<PictureKind, string>>;
  cast: string[];
  creator: string[];
  duration: number;
  genre: string[];
  trailer_id: string | null;
  media_id: string | null;
  rating: number | null;
  classification: string | null;
  premium: boolean;
  exclusive: boolean;
  label: string | null;
  action_type: ActionType;
  action_value: string;
  audio_formats: string[];
  subtitle_formats: string[];
  series_id: string | null;
  season_id: string | null;
  episode_number: number | null;
  release_date: number | null;
  release_offset: number | null;
  premium_end_offset: number | null;
  dynamic_label: string | null;
  /** Where the intro, the recap and the closing credits are (`playback-marks.ts`); null for the rest. */
  marks: PlaybackMarks | null;
  search_text: string;
  /** Films shown at the Tribeca festival get their own section. */
  tribeca: boolean;
}

export interface SeedSeason {
  id: string;
  series_id: string;
  season: number;
  name: string;
}

export interface Catalogue {
  /** Movies and series first, then episodes, so series rows exist before their episodes; promo tiles last. */
  items: SeedItem[];
  seasons: SeedSeason[];
}

const MOVIE_COUNT = 140;
const SERIES_COUNT = 24;

const GENRES = [
  'Drama',
  'Comédia',
  'Ação',
  'Thriller',
  'Romance',
  'Documentário',
  'Animação',
  'Ficção científica',
  'Terror',
  'Crime',
  'Família',
  'Aventura',
] as const;

const CLASSIFICATIONS = ['M/3', 'M/6', 'M/12', 'M/14', 'M/16', 'M/18'] as const;

const LABELS = [
  'Novo',
  'Top',
  'Imperdível',
  'Vencedor em Cannes',
  'Disponível por tempo limitado',
  'Versão restaurada',
];

const TITLE_HEADS = [
  'O Segredo',
  'A Última Viagem',
  'O Silêncio',
  'A Casa',
  'O Rio',
  'A Noite',
  'O Farol',
  'A Promessa',
  'O Herdeiro',
  'A Fronteira',
  'O Inverno',
  'A Memória',
  'O Caminho',
  'A Tempestade',
  'O Regresso',
  'A Sombra',
  'O Pescador',
  'A Ilha',
  'O Jardim',
  'A Estrada',
  'O Coração',
  'A Carta',
  'O Fado',
  'A Viúva',
  'O Mercador',
];

const TITLE_TAILS = [
  'do Mar',
  'de Lisboa',
  'do Porto',
  'da Serra',
  'do Alentejo',
  'de Sintra',
  'do Douro',
  'dos Açores',
  'da Madeira',
  'de Coimbra',
  'do Norte',
  'das Marés',
  'de Pedra',
  'sem Nome',
  'de Agosto',
  'da Meia-Noite',
  'de Inverno',
  'do Sul',
];

const SERIES_TITLES = [
  'Crónicas de Alfama',
  'Marés Vivas',
  'Os Filhos do Tejo',
  'Herança Maldita',
  'Linha Vermelha',
  'Segredos da Ribeira',
  'Capitães do Atlântico',
  'Vizinhos de Cima',
  'Urgência Hospitalar',
  'A Quinta das Lágrimas',
  'Brigada do Norte',
  'Estrela Cadente',
  'Tempo de Vindimas',
  'Os Anjos da Madrugada',
  'Lisboa Confidencial',
  'Ponto de Fuga',
  'Cidade Submersa',
  'O Clube dos Poetas',
  'Ecos da Guerra',
  'Rua Augusta',
  'Fronteira Sul',
  'A Escola de Música',
  'Maré Negra',
  'Ilhéus',
];

const EPISODE_TITLES = [
  'O Início',
  'Maré Alta',
  'Sem Regresso',
  'A Decisão',
  'Segredos de Família',
  'O Convite',
  'Noite Longa',
  'A Verdade',
  'Ponto de Rutura',
  'O Fim do Verão',
  'Cartas na Mesa',
  'A Tempestade',
  'Velhos Amigos',
  'O Julgamento',
  'Contra a Corrente',
  'Último Aviso',
];

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Carolina',
  'Daniela',
  'Inês',
  'Joana',
  'Mariana',
  'Rita',
  'Sofia',
  'Teresa',
  'Íris',
  'Leonor',
  'Matilde',
  'André',
  'Bruno',
  'Diogo',
  'Duarte',
  'Gonçalo',
  'João',
  'Miguel',
  'Nuno',
  'Pedro',
  'Rui',
  'Tiago',
  'Vasco',
  'Simão',
];

const LAST_NAMES = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Fernandes',
  'Gonçalves',
  'Gomes',
  'Lopes',
  'Marques',
  'Almeida',
  'Ribeiro',
  'Pinto',
  'Carvalho',
  'Teixeira',
  'Correia',
  'Mendes',
  'Nunes',
  'Monteiro',
  'Cardoso',
  'Brandão',
  'Magalhães',
  'Conceição',
  'Araújo',
];

const SUBJECTS = [
  'Uma jovem advogada',
  'Um pescador solitário',
  'Dois irmãos desavindos',
  'Uma inspetora da Polícia Judiciária',
  'Um professor reformado',
  'Uma família de emigrantes',
  'Um fadista em fim de carreira',
  'Uma médica recém-chegada',
  'Um grupo de amigos de infância',
  'Uma jornalista obstinada',
];

const ACTIONS = [
  'regressa à terra natal',
  'herda uma quinta em ruínas',
  'investiga um desaparecimento',
  'parte numa viagem sem destino',
  'tenta salvar o negócio da família',
  'encontra uma carta esquecida',
  'aceita um trabalho misterioso',
  'reencontra um amor antigo',
];

const PLACES = [
  'no Alentejo',
  'em Lisboa',
  'no Porto',
  'nos Açores',
  'na Serra da Estrela',
  'no Douro',
  'na Madeira',
  'no Algarve',
  'em Coimbra',
  'no Minho',
];

const TWISTS = [
  'e descobre que nada é o que parece.',
  'e vê-se no centro de uma conspiração.',
  'mas o passado volta para cobrar dívidas.',
  'e aprende que a família é tudo.',
  'enquanto um inverno rigoroso se aproxima.',
  'e nada voltará a ser igual.',
];

const CLOSINGS = [
  'Um retrato íntimo de um país entre a tradição e a mudança.',
  'Com interpretações marcantes e uma banda sonora inesquecível.',
  'Uma história sobre coragem, perda e recomeços.',
  'Entre o riso e a emoção, um olhar terno sobre as pequenas coisas.',
  'Filmado em cenários naturais de cortar a respiração.',
];

const HOUR = 3600;

/** Movies whose release is kept relative to today: released earlier today, tonight, and soon. */
const RELATIVE_RELEASES: ReadonlyMap<number, number> = new Map([
  [5, 10 * HOUR],
  [12, 21 * HOUR + 30 * 60],
  [19, DAY_SECONDS + 21 * HOUR],
  [26, 3 * DAY_SECONDS + 21 * HOUR],
  [33, 5 * DAY_SECONDS + 21 * HOUR],
  [40, 9 * DAY_SECONDS + 21 * HOUR],
  [47, 20 * DAY_SECONDS + 21 * HOUR],
  [54, 45 * DAY_SECONDS + 21 * HOUR],
]);

/** Premium movies leaving the premium tier soon, with the end kept relative to today. */
const PREMIUM_ENDINGS: ReadonlyMap<number, number> = new Map([
  [8, 6 * DAY_SECONDS + 23 * HOUR],
  [16, 12 * DAY_SECONDS + 23 * HOUR],
  [24, 25 * DAY_SECONDS + 23 * HOUR],
]);

/** The series whose newest episode comes out in a few days. */
const WEEKLY_SERIES = 2;

/**
 * A daily soap: two long seasons, so a season's episodes come in more than one page of `page_size` (30)
 * and the season call's cursor is exercised by real data, as it is by the real catalogue's telenovelas.
 */
const DAILY_SERIES = 5;
const DAILY_SEASON_EPISODES: readonly number[] = [48, 36];

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function personName(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
}

function people(r: Random, min: number, max: number): string[] {
  const names = new Set<string>();
  const count = r.int(min, max);
  while (names.size < count) names.add(personName(r));
  return [...names];
}

function synopsis(r: Random): { short: string; long: string } {
  const short = `${r.pick(SUBJECTS)} ${r.pick(ACTIONS)} ${r.pick(PLACES)} ${r.pick(TWISTS)}`;
  return { short, long: `${short} ${r.pick(CLOSINGS)}` };
}

function fixedRelease(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day, 21) / 1000;
}

function languages(r: Random): { audio: string[]; subtitles: string[] } {
  const portuguese = r.chance(0.45);
  return portuguese
    ? { audio: ['pt'], subtitles: r.chance(0.5) ? ['pt', 'en'] : ['pt'] }
    : { audio: ['en'], subtitles: r.chance(0.4) ? ['pt', 'en', 'fr'] : ['pt'] };
}

function searchText(title: string, cast: string[], genre: string[]): string {
  return foldForSearch([title, ...cast, ...genre].join(' '));
}

function titleImages(id: string): SeedItem['images'] {
  return {
    poster: imageUrl('poster', id),
    background: imageUrl('background', id),
    thumbnail: imageUrl('thumbnail', id),
    landscape: imageUrl('landscape', id),
    highlight: imageUrl('highlight', id),
    highlight_slim: imageUrl('highlight_slim', id),
  };
}

function buildMovie(index: number, title: string): SeedItem {
  const id = `mv-${pad(index, 3)}`;
  const r = createRandom(`movie/${id}`);
  const year = r.int(1978, 2025);
  const premium = r.chance(0.4);
  const exclusive = r.chance(0.15);
  const tribeca = index % 10 === 3;
  const genre = r.sample(GENRES, r.int(1, 3));
  const cast = people(r, 4, 6);
  const text = synopsis(r);
  const lang = languages(r);
  const relative = RELATIVE_RELEASES.get(index) ?? null;
  const premiumEnd = premium ? (PREMIUM_ENDINGS.get(index) ?? null) : null;
  const label = tribeca
    ? 'Seleção Tribeca 2025'
    : exclusive
      ? 'Exclusivo Palco'
      : r.chance(0.2)
        ? r.pick(LABELS)
        : null;
  return {
    id,
    type: 'MOVIE',
    title,
    short_description: text.short,
    description: text.long,
    year: relative === null ? year : null,
    images: titleImages(id),
    cast,
    creator: people(r, 1, 2),
    duration: r.int(80, 150) * 60,
    genre,
    trailer_id: r.chance(0.5) ? `trailer-${id}` : null,
    media_id: `vod-${id}`,
    rating: r.int(25, 49) / 10,
    classification: r.pick(CLASSIFICATIONS),
    premium,
    // Every fourth film is also a Palco exclusive, so the exclusives section fills more than one page.
    exclusive: exclusive || index % 4 === 1,
    label,
    action_type: 'DETAIL',
    action_value: id,
    audio_formats: lang.audio,
    subtitle_formats: lang.subtitles,
    series_id: null,
    season_id: null,
    episode_number: null,
    release_date: relative === null ? fixedRelease(year, r.int(0, 11), r.int(1, 28)) : null,
    release_offset: relative,
    premium_end_offset: premiumEnd,
    dynamic_label: relative !== null ? 'Estreia' : premiumEnd !== null ? 'Últimos dias' : null,
    marks: demoMovieMarks(),
    search_text: searchText(title, cast, genre),
    tribeca,
  };
}

function buildSeries(
  index: number,
  title: string,
): { series: SeedItem; seasons: SeedSeason[]; episodes: SeedItem[] } {
  const id = `sr-${pad(index, 3)}`;
  const r = createRandom(`series/${id}`);
  const year = r.int(2005, 2024);
  const premium = r.chance(0.5);
  const exclusive = r.chance(0.2);
  const genre = r.sample(GENRES, r.int(1, 2));
  const cast = people(r, 5, 8);
  const creator = people(r, 1, 2);
  const classification = r.pick(CLASSIFICATIONS);
  const lang = languages(r);
  const episodeMinutes = r.int(25, 55);
  const text = synopsis(r);
  const weekly = index === WEEKLY_SERIES;
  const daily = index === DAILY_SERIES;
  const seasonCount = daily ? DAILY_SEASON_EPISODES.length : r.int(2, 4);

  const seasons: SeedSeason[] = [];
  const episodes: SeedItem[] = [];
  for (let s = 1; s <= seasonCount; s += 1) {
    const season: SeedSeason = { id: `${id}-t${s}`, series_id: id, season: s, name: `Temporada ${s}` };
    seasons.push(season);
    const episodeCount = daily ? (DAILY_SEASON_EPISODES[s - 1] ?? 30) : r.int(6, 10);
    for (let e = 1; e <= episodeCount; e += 1) {
      const episodeId = `${season.id}e${pad(e, 2)}`;
      const episodeTitle = r.pick(EPISODE_TITLES);
      const episodeText = synopsis(r);
      const newest = weekly && s === seasonCount && e === episodeCount;
      episodes.push({
        id: episodeId,
        type: 'EPISODE',
        title: episodeTitle,
        short_description: episodeText.short,
        description: episodeText.long,
        year: year + s - 1,
        images: {
          thumbnail: imageUrl('thumbnail', episodeId),
          background: imageUrl('background', episodeId),
          landscape: imageUrl('landscape', episodeId),
        },
        cast: r.sample(cast, Math.min(cast.length, 4)),
        creator,
        duration: (episodeMinutes + r.int(-4, 4)) * 60,
        genre,
        trailer_id: null,
        media_id: `vod-${episodeId}`,
        rating: null,
        classification,
        premium,
        exclusive,
        label: null,
        action_type: 'VOD',
        action_value: episodeId,
        audio_formats: lang.audio,
        subtitle_formats: lang.subtitles,
        series_id: id,
        season_id: season.id,
        episode_number: e,
        release_date: newest ? null : fixedRelease(year + s - 1, 2, 1 + (e - 1) * 7),
        release_offset: newest ? 4 * DAY_SECONDS + 21 * HOUR : null,
        premium_end_offset: null,
        dynamic_label: newest ? 'Novo episódio' : null,
        marks: demoEpisodeMarks(e),
        search_text: searchText(episodeTitle, [], []),
        tribeca: false,
      });
    }
  }

  const series: SeedItem = {
    id,
    type: 'SERIES',
    title,
    short_description: text.short,
    description: text.long,
    year,
    images: titleImages(id),
    cast,
    creator,
    duration: episodeMinutes * 60,
    genre,
    trailer_id: r.chance(0.6) ? `trailer-${id}` : null,
    media_id: null,
    rating: r.int(28, 49) / 10,
    classification,
    premium,
    exclusive,
    label: weekly ? 'Novos episódios todas as semanas' : exclusive ? 'Exclusivo Palco' : null,
    action_type: 'DETAIL',
    action_value: id,
    audio_formats: lang.audio,
    subtitle_formats: lang.subtitles,
    series_id: null,
    season_id: null,
    episode_number: null,
    release_date: fixedRelease(year, 2, 1),
    release_offset: null,
    premium_end_offset: null,
    dynamic_label: null,
    marks: null,
    search_text: searchText(title, cast, genre),
    tribeca: false,
  };
  return { series, seasons, episodes };
}

/** Promotional tiles: cards whose action is not a title's page (spec section 3's other action types). */
const PROMO_TILES: readonly { id: string; title: string; text: string; action: ActionType; value: string }[] =
  [
    {
      id: 'pr-live',
      title: 'Em direto agora',
      text: 'Os canais do Palco, ao vivo.',
      action: 'LIVE',
      value: 'ch-01',
    },
    {
      id: 'pr-guide',
      title: 'Guia TV',
      text: 'O que dá hoje e nos próximos dias.',
      action: 'EPG',
      value: '',
    },
    {
      id: 'pr-search',
      title: 'Comédias para rir',
      text: 'Todas as comédias do catálogo.',
      action: 'SEARCH',
      value: 'comédia',
    },
    {
      id: 'pr-collection',
      title: 'Exclusivos Palco',
      text: 'Só no Palco.',
      action: 'COLLECTION',
      value: 'exclusivos',
    },
    {
      id: 'pr-link',
      title: 'Adira já',
      text: 'Todo o catálogo premium, sem anúncios.',
      action: 'LINK',
      value: '/adira-ja',
    },
  ];

function buildPromo(tile: (typeof PROMO_TILES)[number]): SeedItem {
  return {
    id: tile.id,
    type: 'CATCHUP',
    title: tile.title,
    short_description: tile.text,
    description: tile.text,
    year: null,
    images: { thumbnail: imageUrl('thumbnail', tile.id), landscape: imageUrl('landscape', tile.id) },
    cast: [],
    creator: [],
    duration: 0,
    genre: [],
    trailer_id: null,
    media_id: null,
    rating: null,
    classification: null,
    premium: false,
    exclusive: false,
    label: null,
    action_type: tile.action,
    action_value: tile.value,
    audio_formats: [],
    subtitle_formats: [],
    series_id: null,
    season_id: null,
    episode_number: null,
    release_date: null,
    release_offset: null,
    premium_end_offset: null,
    dynamic_label: null,
    marks: null,
    search_text: foldForSearch(tile.title),
    tribeca: false,
  };
}

let built: Catalogue | undefined;

/** The fixed demo catalogue: the same titles, people and numbers on every machine. */
export function buildCatalogue(): Catalogue {
  if (built) return built;
  const r = createRandom('catalogue');
  const titles = r.sample(
    TITLE_HEADS.flatMap((head) => TITLE_TAILS.map((tail) => `${head} ${tail}`)),
    MOVIE_COUNT,
  );
  const movies = titles.map((title, i) => buildMovie(i + 1, title));
  const series = SERIES_TITLES.slice(0, SERIES_COUNT).map((title, i) => buildSeries(i + 1, title));
  built = {
    items: [
      ...movies,
      ...series.map((s) => s.series),
      ...series.flatMap((s) => s.episodes),
      ...PROMO_TILES.map(buildPromo),
    ],
    seasons: series.flatMap((s) => s.seasons),
  };
  return built;
}
