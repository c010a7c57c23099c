import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { frFR } from './locales/fr_FR';
import { ptPT } from './locales/pt_PT';

export const supportedLocales = ['pt_PT', 'en', 'fr_FR'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'pt_PT';
const LOCALE_KEY = 'palco.locale';

export type Dictionaries = Record<Locale, Record<string, string>>;

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

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** Creates an i18next instance with the bundled dictionaries; a missing key shows the key itself. */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...supportedLocales],
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {
      pt_PT: { translation: ptPT },
      en: { translation: en },
      fr_FR: { translation: frFR },
    },
  });
  return instance;
}

/** The page's one i18next instance (shared is a federation singleton). */
export const i18n: I18n = createI18n(
  initialLocale(() => localStorage.getItem(LOCALE_KEY), browserLanguages()),
);

/** Adds an app's own strings; existing keys from the server win over bundled ones. */
export function addTranslations(dictionaries: Dictionaries, instance: I18n = i18n): void {
  for (const locale of supportedLocales) {
    instance.addResourceBundle(locale, 'translation', dictionaries[locale], true, false);
  }
}

/** Merges the server's dictionary for a locale over the bundled strings. */
export function mergeServerTranslations(
  locale: Locale,
  translations: Record<string, string>,
  instance: I18n = i18n,
): void {
  instance.addResourceBundle(locale, 'translation', translations, true, true);
}

/** The language tag of a locale, for `<html lang>` and `lang` attributes (pt_PT → pt-PT). */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Switches the interface language and keeps the choice for the next visits, and sets `<html lang>`. */
export async function changeLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // The choice still applies to this page.
  }
  await instance.changeLanguage(locale);
  document.documentElement.lang = languageTag(locale);
}
