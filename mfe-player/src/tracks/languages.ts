/**
 * A language code as streams and profiles write it: `pt`, `pt-PT`, `pt_PT`, `por`, `POR`. Streams follow
 * their format (BCP 47 in HLS, ISO 639-2 in many DASH and MP4 files); profiles keep what was typed.
 */
export interface Language {
  /** ISO 639-1 where there is one (`pt`), else the code as written, in lower case. */
  language: string;
  /** The region (`PT`, `BR`), upper case; null when the code names none. */
  region: string | null;
}

/**
 * ISO 639-2 codes, bibliographic and terminologic, of the languages a Portuguese catalogue carries, to
 * ISO 639-1. A code missing here is compared as written, which still matches the same code.
 */
const TWO_LETTER_CODES: Readonly<Record<string, string>> = {
  por: 'pt',
  eng: 'en',
  fra: 'fr',
  fre: 'fr',
  spa: 'es',
  deu: 'de',
  ger: 'de',
  ita: 'it',
  nld: 'nl',
  dut: 'nl',
  cat: 'ca',
  glg: 'gl',
  eus: 'eu',
  baq: 'eu',
  ron: 'ro',
  rum: 'ro',
  pol: 'pl',
  ukr: 'uk',
  rus: 'ru',
  ell: 'el',
  gre: 'el',
  tur: 'tr',
  ara: 'ar',
  heb: 'he',
  hin: 'hi',
  zho: 'zh',
  chi: 'zh',
  jpn: 'ja',
  kor: 'ko',
  swe: 'sv',
  dan: 'da',
  nor: 'no',
  fin: 'fi',
  ces: 'cs',
  cze: 'cs',
  hun: 'hu',
};

/** Codes that name no language: undetermined, multiple, none, uncoded. */
const NO_LANGUAGE = new Set(['und', 'mul', 'zxx', 'mis']);

/** The language a code names, or null when it names none (empty, `und`, not a code). */
export function parseLanguage(code: string | null | undefined): Language | null {
  const [primary = '', ...rest] = (code ?? '').trim().toLowerCase().split(/[-_]/);
  if (!/^[a-z]{2,3}$/.test(primary) || NO_LANGUAGE.has(primary)) return null;
  // A script (`Latn`, four letters) may stand between the language and the region.
  const region = rest.find((part) => /^(?:[a-z]{2}|\d{3})$/.test(part));
  return { language: TWO_LETTER_CODES[primary] ?? primary, region: region ? region.toUpperCase() : null };
}

/**
 * How well a track's language answers a wanted one: 2 the same language and region (or neither names a
 * region), 1 the same language only, 0 another language or none.
 */
export function languageMatch(wanted: Language, code: string | null | undefined): 0 | 1 | 2 {
  const found = parseLanguage(code);
  if (!found || found.language !== wanted.language) return 0;
  return found.region === wanted.region ? 2 : 1;
}
