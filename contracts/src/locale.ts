/**
 * The languages of the site and how a page picks its own. Pure, so that the shell's first script can tell
 * which server dictionary the page will ask for before the runtime library has loaded (it preloads it).
 */
export const supportedLocales = ['pt_PT', 'en', 'fr_FR'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'pt_PT';
/** Where the language last chosen in this browser is kept (localStorage). */
export const LOCALE_STORAGE_KEY = 'palco.locale';

/** Maps what a profile, browser or server says to one of our locales (pt → pt_PT). */
export function toLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const v = value.replace('-', '_').toLowerCase();
  if (v.startsWith('en')) return 'en';
  if (v.startsWith('fr')) return 'fr_FR';
  return DEFAULT_LOCALE;
}

/**
 * The locale for a browser's preferred languages (`navigator.languages`, most preferred first): the first of
 * them we have, whatever its region (pt-BR → pt_PT, fr-CA → fr_FR, en-GB → en), else pt_PT.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    if (primary === 'pt') return 'pt_PT';
    if (primary === 'en') return 'en';
    if (primary === 'fr') return 'fr_FR';
  }
  return DEFAULT_LOCALE;
}

/**
 * The language a page starts in: the one last chosen in this browser (by a visitor in the footer, a
 * signed-in viewer in the profile menu, or a profile's locale), otherwise the browser's own.
 */
export function initialLocale(readStored: () => string | null, languages: readonly string[]): Locale {
  let stored: string | null = null;
  try {
    stored = readStored();
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): the browser's language still applies.
  }
  return stored ? toLocale(stored) : browserLocale(languages);
}

/** The browser's preferred languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The locale this browser's page starts in. */
export function pageStartLocale(): Locale {
  return initialLocale(() => localStorage.getItem(LOCALE_STORAGE_KEY), browserLanguages());
}
