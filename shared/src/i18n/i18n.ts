import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { frFR } from './locales/fr_FR';
import { ptPT } from './locales/pt_PT';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  type Locale,
  pageStartLocale,
  supportedLocales,
} from '@palco/contracts';

export { browserLocale, DEFAULT_LOCALE, initialLocale, supportedLocales, toLocale } from '@palco/contracts';
export type { Locale } from '@palco/contracts';
export type Dictionaries = Record<Locale, Record<string, string>>;

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
export const i18n: I18n = createI18n(pageStartLocale());

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
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice still applies to this page.
  }
  await instance.changeLanguage(locale);
  document.documentElement.lang = languageTag(locale);
}
