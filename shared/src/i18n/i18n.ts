import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
 * A dictionary whose languages may each be a loader, so that a page downloads only the strings of the
 * language it shows. The default language's strings are every other's fallback: a page in another language
 * loads them only when one of its keys is missing, or its own strings could not load.
 */
export type LazyDictionaries = Record<Locale, Record<string, string> | DictionaryLoader>;

/** shared's own strings, each language in a chunk of its own. */
const sharedDictionaries: LazyDictionaries = {
  pt_PT: () => import(/* webpackChunkName: "i18n-pt_PT" */ './locales/pt_PT').then((module) => module.ptPT),
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
      // Never blocks the page for long: the fallback language's strings show, and the next wait tries again.
      bundle.loading = undefined;
      console.warn(`Strings for ${locale} could not load; showing ${DEFAULT_LOCALE}'s instead`, error);
      return locale === DEFAULT_LOCALE ? undefined : translationsReady(DEFAULT_LOCALE, instance);
    },
  );
  return bundle.loading;
}

/**
 * The fallback language's strings, loaded the first time a page in another language meets a key its own
 * strings lack (i18next's missing-key handler): the key shows until they are in, then the page draws again
 * with them. Only then: every string added at start-up (an app's, the server's) would otherwise redraw
 * every translated component on the page.
 */
function loadFallbackOnMissingKey(instance: I18n): () => void {
  let loading = false;
  return () => {
    const language = instance.language;
    if (loading || toLocale(language) === DEFAULT_LOCALE || !hasStringsToLoad(instance, DEFAULT_LOCALE))
      return;
    loading = true;
    void translationsReady(DEFAULT_LOCALE, instance).then(() => {
      loading = false;
      // What react-i18next redraws on: the page's language is the same, with more strings behind it.
      if (instance.language === language) void instance.changeLanguage(language);
    });
  };
}

/**
 * Creates an i18next instance with shared's strings, loaded for the page's language; a key missing from
 * them shows the fallback language's string once that is loaded, and the key itself if neither has it.
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
    saveMissing: true,
    missingKeyHandler: loadFallbackOnMissingKey(instance),
  });
  // A page waits for `translationsReady()` before it renders.
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

/** Whether some strings registered for `locale` are not added yet (not loaded, or loading). */
function hasStringsToLoad(instance: I18n, locale: Locale): boolean {
  return (lazyBundles.get(instance)?.get(locale) ?? []).some((bundle) => !bundle.added);
}

/**
 * Resolves once every string registered so far for `locale` (the current language by default) is added:
 * it starts the loaders not started yet. A loader that fails is logged and the fallback language's strings
 * are loaded in its place; the next call tries it again. With nothing to load it is already resolved.
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
