import i18next from 'i18next';
import type { Dictionaries } from '@palco/shared';
import { offlineDictionaries } from './offline-dictionaries';

type Locale = keyof Dictionaries;

/** Where shared's i18n keeps the viewer's language choice (this page cannot load shared offline). */
const LOCALE_KEY = 'palco.locale';

/** The viewer's chosen language, else the browser's, else Portuguese: as the site itself chooses. */
export function offlineLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  for (const candidate of [stored, ...browserLanguages]) {
    const value = candidate?.replace('-', '_').toLowerCase() ?? '';
    if (value.startsWith('pt')) return 'pt_PT';
    if (value.startsWith('en')) return 'en';
    if (value.startsWith('fr')) return 'fr_FR';
  }
  return 'pt_PT';
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** Fills the offline page (shell/sw/offline.html) in the viewer's language; "try again" reloads. */
export async function renderOfflinePage(
  doc: Document,
  locale: Locale,
  reload: () => void = () => doc.defaultView?.location.reload(),
): Promise<void> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: 'pt_PT',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      Object.entries(offlineDictionaries).map(([code, translation]) => [code, { translation }]),
    ),
  });
  doc.documentElement.lang = locale.replace('_', '-');
  doc.title = i18n.t('OFFLINE_DOCUMENT_TITLE');
  const main = doc.createElement('main');
  const heading = doc.createElement('h1');
  heading.textContent = i18n.t('OFFLINE_TITLE');
  const message = doc.createElement('p');
  message.textContent = i18n.t('OFFLINE_MESSAGE');
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = i18n.t('OFFLINE_RETRY');
  retry.addEventListener('click', reload);
  main.append(heading, message, retry);
  doc.body.replaceChildren(main);
  // Back online: the page the viewer asked for, as it is now.
  doc.defaultView?.addEventListener('online', reload, { once: true });
}

export function startOfflinePage(): void {
  void renderOfflinePage(document, offlineLocale(storedLocale(), navigator.languages ?? []));
}
