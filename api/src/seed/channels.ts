import { imageUrl } from '../images/image-url';

/** One row of `channels`, as the seed writes it. */
export interface SeedChannel {
  id: string;
  position: number;
  name: string;
  logo: string;
  media_id: string;
  dvr: boolean;
  fast: boolean;
}

const NAMES = [
  'Palco 1',
  'Palco 2',
  'Palco Cinema',
  'Palco Séries',
  'Palco Kids',
  'Palco Notícias',
  'Palco Desporto',
  'Palco Música',
  'Palco Docs',
  'Palco Clássicos',
  'Atlântico TV',
  'Tejo TV',
  'Canal Douro',
  'Sul Informação',
  'Fado TV',
  'Cine Lusa',
  'Cine Noir',
  'Cine Família',
  'Comédia+',
  'Ação 24',
  'Natureza Viva',
  'História TV',
  'Cozinha Portuguesa',
  'Viagens & Sabores',
  'Moda TV',
  'Auto Motor',
  'Surf TV',
  'Jazz Lisboa',
  'Clube de Ciência',
  'Arte & Cultura',
  'Teatro em Casa',
  'Novelas',
  'Anime PT',
  'Retro 80',
  'Mundo Animal',
  'Cinema de Autor',
  'Ilhas TV',
  'Minho TV',
  'Algarve TV',
  'Tribeca Channel',
  'Música Ligeira',
  'Desporto Radical',
];

/** FAST channels are free ad-supported streams; they keep no recordings to watch again. */
const FAST_EVERY = 4;

/** The largest line-up the demo seeds; the guide is measured at 500 channels. */
export const MAX_DEMO_CHANNELS = 1000;

/**
 * How many channels to seed: `DEMO_CHANNEL_COUNT` when set (to measure the guide with a large line-up),
 * otherwise the 42 named ones.
 */
export function demoChannelCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return NAMES.length;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_CHANNELS) {
    throw new Error(
      `DEMO_CHANNEL_COUNT must be a whole number from 1 to ${MAX_DEMO_CHANNELS}, not "${value}"`,
    );
  }
  return count;
}

/** The n-th channel's name: the named ones first, then numbered repeats of them ("Palco 1 2"). */
function channelName(i: number): string {
  const name = NAMES[i % NAMES.length] ?? '';
  const round = Math.floor(i / NAMES.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

export function buildChannels(count = demoChannelCount(process.env.DEMO_CHANNEL_COUNT)): SeedChannel[] {
  return Array.from({ length: count }, (_, i) => {
    const name = channelName(i);
    const id = `ch-${String(i + 1).padStart(2, '0')}`;
    const fast = (i + 1) % FAST_EVERY === 0;
    return {
      id,
      position: i + 1,
      name,
      logo: imageUrl('logo', id),
      media_id: `live-${id}`,
      dvr: !fast,
      fast,
    };
  });
}
