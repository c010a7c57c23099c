import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptPT } from './locales/pt_PT';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  type Locale,
  pageStartLocale,
  supportedLocales,
  toLocale,
} from '@palco/contracts';

export { browserLocale, DEFAULT_LOCALE, initialLocale, supportedLocales, toLocale } from '@palco/contracts';
export type { Locale } from '@palco/contracts';
export type Dictionaries = Record<Locale, Record<string, string>>;

/** One language's strings of a dictionary, loaded when that language is needed. */
export type DictionaryLoader = () => Promise<Record<string, string>>;

/**
 * A dictionary whose languages other than the default may be loaders, so that a page downloads only the
 * strings of the language it shows (and the default's, which are the fallback of every other). The default
 * is spelled out: contracts types DEFAULT_LOCALE as any Locale.
 */
export type LazyDictionaries = Record<'pt_PT', Record<string, string>> &
  Record<Exclude<Locale, 'pt_PT'>, Record<string, string> | DictionaryLoader>;

/** shared's own strings: pt_PT in its chunk, the other languages in chunks of their own. */
const sharedDictionaries: LazyDictionaries = {
  pt_PT: ptPT,
  en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en').then((module) => module.en),
  fr_FR: () => import(/* webpackChunkName: "i18n-fr_FR" */ './locales/fr_FR').then((module) => module.frFR),
};

interface LazyBundle {
  load: DictionaryLoader;
  /** Set while the load is under way, and after it succeeded; a failed one is forgotten to be tried again. */
  loading?: Promise<void>;
  added: boolean;
}

/** Per i18next instance and language, the loaders registered for it, in the order they were registered. */
const lazyBundles = new WeakMap<I18n, Map<Locale, LazyBundle[]>>();
const nothingToWaitFor: Promise<void> = Promise.resolve();

function rememberLoader(instance: I18n, locale: Locale, load: DictionaryLoader): void {
  let byLocale = lazyBundles.get(instance);
  if (!byLocale) lazyBundles.set(instance, (byLocale = new Map()));
  let bundles = byLocale.get(locale);
  if (!bundles) byLocale.set(locale, (bundles = []));
  // A module registered twice (an app and one of its exposed modules share a dictionary) loads once.
  if (!bundles.some((bundle) => bundle.load === load)) bundles.push({ load, added: false });
}

function loadBundle(instance: I18n, locale: Locale, bundle: LazyBundle): Promise<void> {
  if (bundle.loading) return bundle.loading;
  let strings: Promise<Record<string, string>>;
  try {
    strings = bundle.load();
  } catch (error) {
    strings = Promise.reject(error);
  }
  bundle.loading = strings.then(
    (dictionary) => {
      // Without overwrite, as eager strings: the server's dictionary, merged with overwrite, wins whenever
      // it came.
      instance.addResourceBundle(locale, 'translation', dictionary, true, false);
      bundle.added = true;
    },
    (error: unknown) => {
      // Never blocks the page: the fallback language's strings show, and the next wait tries again.
      bundle.loading = undefined;
      console.warn(`Strings for ${locale} could not load; showing ${DEFAULT_LOCALE}'s instead`, error);
    },
  );
  return bundle.loading;
}

/**
 * Creates an i18next instance with shared's strings (pt_PT at once, another language loaded when it is
 * needed); a missing key shows the key itself.
 */
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
    resources: {},
  });
  // A page that starts in another language than pt_PT waits for `translationsReady()` before it renders.
  addTranslations(sharedDictionaries, instance);
  return instance;
}

/** The page's one i18next instance (shared is a federation singleton). */
export const i18n: I18n = createI18n(pageStartLocale());

/**
 * Adds an app's own strings; existing keys from the server win over bundled ones. A language given as a
 * loader is remembered, and loaded at once if it is the current one (`translationsReady` waits for it).
 */
export function addTranslations(dictionaries: Dictionaries | LazyDictionaries, instance: I18n = i18n): void {
  for (const locale of supportedLocales) {
    const strings = dictionaries[locale];
    if (typeof strings === 'function') rememberLoader(instance, locale, strings);
    else instance.addResourceBundle(locale, 'translation', strings, true, false);
  }
  void translationsReady(undefined, instance);
}

/**
 * Resolves once every string registered so far for `locale` (the current language by default) is added:
 * it starts the loaders not started yet. A loader that fails is logged and does not hold it up (the
 * fallback language's strings show); the next call tries it again. With nothing to load it is already
 * resolved, so a pt_PT page waits no more than a microtask.
 */
export function translationsReady(locale?: Locale, instance: I18n = i18n): Promise<void> {
  const wanted = locale ?? toLocale(instance.language);
  const loading = (lazyBundles.get(instance)?.get(wanted) ?? [])
    .filter((bundle) => !bundle.added)
    .map((bundle) => loadBundle(instance, wanted, bundle));
  return loading.length === 0 ? nothingToWaitFor : Promise.all(loading).then(() => undefined);
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

/**
 * Switches the interface language once its strings are loaded, keeps the choice for the next visits, and sets
 * `<html lang>`.
 */
export async function changeLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice still applies to this page.
  }
  // The interface switches with its strings in place, never through the fallback language's.
  await translationsReady(locale, instance);
  await instance.changeLanguage(locale);
  document.documentElement.lang = languageTag(locale);
}
