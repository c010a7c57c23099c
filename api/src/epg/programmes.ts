import type { ContentType, Images } from '@palco/contracts';
import { imageUrl } from '../images/image-url';
import { buildCatalogue, type SeedItem } from '../seed/catalogue';
import { addDays, lisbonMidnight } from '../seed/lisbon-time';
import { createRandom } from '../seed/random';

/** A guide entry before the request's clock decides whether it is live. */
export interface Programme {
  id: string;
  title: string;
  description: string;
  type: ContentType;
  trailer_id: string | null;
  media_id: string | null;
  classification: string | null;
  premium: boolean;
  channel: string;
  start_date: number;
  end_date: number;
  images: Images;
  season_number: number | null;
  episode_number: number | null;
  item_id: string | null;
}

export interface GuideChannel {
  id: string;
  logo: string;
  dvr: boolean;
}

const MINUTE = 60;
const DURATIONS = [30, 45, 60, 75, 90, 105, 120].map((m) => m * MINUTE);
const SHORTEST = 30 * MINUTE;
const LONGEST = 120 * MINUTE;

const SHOWS: readonly { title: string; description: string; classification: string }[] = [
  { title: 'Telejornal', description: 'As notícias do dia em Portugal e no mundo.', classification: 'M/12' },
  {
    title: 'Jornal da Tarde',
    description: 'Atualidade, reportagem e entrevistas à hora de almoço.',
    classification: 'M/12',
  },
  {
    title: 'Manhã Palco',
    description: 'Conversas, música e convidados para começar bem o dia.',
    classification: 'M/6',
  },
  {
    title: 'Grande Entrevista',
    description: 'Uma figura da vida pública fala sem pressas.',
    classification: 'M/12',
  },
  {
    title: 'Magazine Cultural',
    description: 'Teatro, livros, exposições e concertos da semana.',
    classification: 'M/6',
  },
  {
    title: 'Desporto em Análise',
    description: 'Os resultados, os golos e a polémica da jornada.',
    classification: 'M/6',
  },
  {
    title: 'Concerto ao Vivo',
    description: 'Os melhores palcos do país, na primeira fila.',
    classification: 'M/6',
  },
  {
    title: 'Cozinha de Autor',
    description: 'Receitas tradicionais com um toque contemporâneo.',
    classification: 'M/3',
  },
  {
    title: 'Portugal Selvagem',
    description: 'A vida animal das serras, rios e costa portuguesa.',
    classification: 'M/3',
  },
  {
    title: 'Ciência Hoje',
    description: 'Investigadores portugueses explicam as suas descobertas.',
    classification: 'M/6',
  },
  {
    title: 'Debate da Noite',
    description: 'Os temas quentes da semana em discussão aberta.',
    classification: 'M/12',
  },
  {
    title: 'Histórias de Vida',
    description: 'Pessoas comuns com percursos extraordinários.',
    classification: 'M/12',
  },
];

/** Ids look like `ch-07_20260105_3`: channel, Lisbon date, position in the day. */
const PROGRAMME_ID = /^(ch-\d+)_(\d{4})(\d{2})(\d{2})_(\d+)$/;

interface Airable {
  item: SeedItem;
  season: number | null;
}

let airable: Airable[] | undefined;

/** Released movies and episodes the guide can air; the catalogue is fixed, so this is worked out once. */
function airableItems(): Airable[] {
  if (airable) return airable;
  const { items, seasons } = buildCatalogue();
  const seasonNumbers = new Map(seasons.map((s) => [s.id, s.season]));
  airable = items
    .filter((i) => (i.type === 'MOVIE' || i.type === 'EPISODE') && i.release_offset === null)
    .map((item) => ({ item, season: item.season_id ? (seasonNumbers.get(item.season_id) ?? null) : null }));
  return airable;
}

/** Programme lengths filling [0, total] with no gap and none shorter than 30 or longer than 120 minutes. */
function slotLengths(total: number, next: () => number): number[] {
  const lengths: number[] = [];
  let remaining = total;
  while (remaining > 0) {
    if (remaining <= LONGEST) {
      lengths.push(remaining);
      break;
    }
    const fitting = DURATIONS.filter((d) => remaining - d >= SHORTEST);
    const length = fitting[Math.floor(next() * fitting.length)] ?? SHORTEST;
    lengths.push(length);
    remaining -= length;
  }
  return lengths;
}

/**
 * The day's schedule of one channel, from Lisbon midnight to the next, made from the channel id and the
 * date alone: the same programmes whenever and wherever they are asked for.
 */
export function programmesForDay(channel: GuideChannel, date: string): Programme[] {
  const r = createRandom(`epg/${channel.id}/${date}`);
  const start = lisbonMidnight(date);
  const end = lisbonMidnight(addDays(date, 1));
  const compactDate = date.replaceAll('-', '');
  let cursor = start;
  return slotLengths(end - start, r.next).map((length, index) => {
    const id = `${channel.id}_${compactDate}_${index}`;
    const startDate = cursor;
    cursor += length;
    // The fields every programme shares are written out in each literal rather than spread from one
    // object: V8 builds a spread literal several times slower, and the guide makes thousands of these.
    const mediaId = channel.dvr ? `catchup-${id}` : null;
    if (r.chance(0.45)) {
      const { item, season } = r.pick(airableItems());
      return {
        id,
        channel: channel.id,
        start_date: startDate,
        end_date: cursor,
        media_id: mediaId,
        title: item.title,
        description: item.short_description,
        type: item.type,
        trailer_id: item.trailer_id,
        classification: item.classification,
        premium: item.premium,
        images: {
          thumbnail: imageUrl('thumbnail', item.id),
          background: imageUrl('background', item.id),
          logo: channel.logo,
        },
        season_number: season,
        episode_number: item.episode_number,
        item_id: item.id,
      };
    }
    const show = r.pick(SHOWS);
    return {
      id,
      channel: channel.id,
      start_date: startDate,
      end_date: cursor,
      media_id: mediaId,
      title: show.title,
      description: show.description,
      type: 'CATCHUP',
      trailer_id: null,
      classification: show.classification,
      premium: false,
      images: { thumbnail: imageUrl('thumbnail', id), logo: channel.logo },
      season_number: null,
      episode_number: null,
      item_id: null,
    };
  });
}

/** Splits a programme id into its channel and Lisbon date, or null when it is not one. */
export function parseProgrammeId(id: string): { channelId: string; date: string; index: number } | null {
  const match = PROGRAMME_ID.exec(id);
  if (!match) return null;
  const [, channelId = '', year, month, day, index] = match;
  return { channelId, date: `${year}-${month}-${day}`, index: Number(index) };
}

export function findProgramme(channel: GuideChannel, id: string): Programme | null {
  const parsed = parseProgrammeId(id);
  if (!parsed || parsed.channelId !== channel.id) return null;
  return programmesForDay(channel, parsed.date)[parsed.index] ?? null;
}
