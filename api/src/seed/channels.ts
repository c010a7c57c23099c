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

export function buildChannels(): SeedChannel[] {
  return NAMES.map((name, i) => {
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
