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

/** How often the offline page asks the network whether it is back, besides the browser's `online` event. */
export const NETWORK_CHECK_MS = 3000;

/**
 * Reloads once the network is back: on the browser's `online` event, or when a request for the page itself
 * (not a navigation, so the service worker lets it through) gets any answer — a browser does not always say
 * when the connection returns (a captive network, a flaky radio, some emulations). Returns the unsubscribe.
 */
export function reloadWhenOnline(
  win: Window,
  reload: () => void,
  fetchImpl: typeof fetch = (...args) => win.fetch(...args),
  intervalMs: number = NETWORK_CHECK_MS,
): () => void {
  let done = false;
  const back = (): void => {
    if (done) return;
    done = true;
    stop();
    reload();
  };
  const check = (): void => {
    fetchImpl(win.location.href, { method: 'HEAD', cache: 'no-store' }).then(back, () => undefined);
  };
  const timer = win.setInterval(check, intervalMs);
  win.addEventListener('online', back);
  const stop = (): void => {
    win.clearInterval(timer);
    win.removeEventListener('online', back);
  };
  return stop;
}

/** Fills the offline page (shell/sw/offline.html) in the viewer's language; "try again" reloads. */
export async function renderOfflinePage(
  doc: Document,
  locale: Locale,
  reload: () => void = () => doc.defaultView?.location.reload(),
  watchNetwork: (win: Window, reload: () => void) => void = reloadWhenOnline,
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
  if (doc.defaultView) watchNetwork(doc.defaultView, reload);
}

export function startOfflinePage(): void {
  void renderOfflinePage(document, offlineLocale(storedLocale(), navigator.languages ?? []));
}
