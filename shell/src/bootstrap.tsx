import { endpoints, type RemoteAppName, type Settings } from '@palco/contracts';
import { remoteAppNames, routeRedirects, routeTable } from '@palco/contracts';
import {
  addTranslations,
  AppProviders,
  bus,
  callEndpoint,
  changeLocale,
  http,
  i18n,
  I18nextProvider,
  mergeServerTranslations,
  loadPageSettings,
  mergeSettings,
  restoreSession,
  sessionStore,
  toLocale,
  translationsReady,
} from '@palco/shared';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, registerApplication, start, type LifeCycles, type ParcelConfig } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { trackPageViews } from './analytics/page-view';
import { forwardAnalyticsEvents } from './analytics/events';
import { PageStart } from './chrome/PageStart';
import { installGuards } from './guards/install-guards';
import { lockAction } from './guards/lock-redirect';
import { chromeDictionaries } from './i18n/chrome';
import { coreDictionaries } from './i18n/core';
import { localApps } from './local-apps';
import { connectOverlays } from './overlays/overlay-controller';
import { OverlayHost } from './overlays/OverlayHost';
import { completeAccountAtStart } from './session/complete-at-start';
import { watchProfileChoice } from './session/profile-rechoice';
import { connectRedirectAfterLogin } from './session/redirect-after-login';
import { connectSessionEnd } from './session/session-end';
import { watchChunkErrors } from './remotes/chunk-reload';
import { createFallbackParcel } from './remotes/fallback-parcel';
import { preloadOnLinkIntent, remoteOfPage } from './remotes/intent-preload';
import { prefetchVisibleLinks } from './remotes/idle-prefetch';
import {
  loadRemoteApp,
  prefetchRemoteApp,
  preloadRemoteApp,
  listRemotes,
  shareExposedLoader,
} from './remotes/remote-registry';
import { buildLayout } from './routing/build-layout';
import { yieldToBrowser } from './yield-to-browser';

let settings: Settings = mergeSettings(undefined);

async function loadSettings(): Promise<void> {
  try {
    settings = mergeSettings(await loadPageSettings());
  } catch (error) {
    console.warn('Settings could not load; using the defaults', error);
  }
}

/** Server dictionaries override the bundled strings for the current language. */
async function loadServerTranslations(): Promise<void> {
  const locale = toLocale(i18n.language);
  try {
    const body = await callEndpoint(http, endpoints.getTranslation, { params: { locale } });
    mergeServerTranslations(locale, body.translations);
  } catch (error) {
    console.warn(`Server translations for ${locale} could not load; using the bundled ones`, error);
  }
}

function isRemote(name: string): name is RemoteAppName {
  return (remoteAppNames as readonly string[]).includes(name);
}

/** The page's own remote, loaded before the layout asks for it (see `main`); taken once. */
const earlyApps = new Map<RemoteAppName, Promise<LifeCycles>>();

async function loadApp(name: string): Promise<LifeCycles> {
  const local = localApps[name];
  if (local) return local;
  if (!isRemote(name)) throw new Error(`No application is called ${name}`);
  const early = earlyApps.get(name);
  earlyApps.delete(name);
  return early ?? loadRemoteApp(name);
}

/**
 * The skip link and the route's default tab title, before the layout. Rendered at once and never again
 * from scratch (no viewer-scoped providers: nothing here reads data), so its title is the oldest of shared's
 * page titles and every page's own title shows over it.
 */
function mountPageStart(): void {
  const container = document.getElementById('palco-page-start');
  if (!container) return;
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <PageStart />
      </I18nextProvider>,
    ),
  );
}

function mountOverlays(): void {
  const container = document.getElementById('palco-overlays');
  if (!container) return;
  createRoot(container).render(
    <AppProviders appName="shell-overlays">
      <OverlayHost />
    </AppProviders>,
  );
}

async function main(): Promise<void> {
  addTranslations(coreDictionaries);
  addTranslations(chromeDictionaries);
  // What the page's remote needs starts first: the remotes list and the settings (both answered from what
  // the page's first script already has), then the remote itself.
  const remotes = listRemotes()
    .then(() => {
      preloadOnLinkIntent(document, preloadRemoteApp);
      prefetchVisibleLinks(window, (app) => prefetchRemoteApp(app));
    })
    .catch((error: unknown) => {
      // Every remote route then shows its fallback; the shell's own pages keep working.
      console.error('The remotes list could not be read', error);
    });
  const settingsLoaded = loadSettings();
  // The remote that draws this page is loaded and run as soon as it is registered and the settings are in,
  // not after the session, the server's strings and the layout: running its code starts the page's data
  // (the catalogue's home prefetch reads the settings), which then arrives while the shell finishes.
  const pageApp = remoteOfPage(window.location);
  if (pageApp) {
    const early = Promise.all([remotes, settingsLoaded]).then(() => loadRemoteApp(pageApp));
    // Its failure is the layout's to show, when the route mounts and takes this answer.
    early.catch(() => undefined);
    earlyApps.set(pageApp, early);
  }
  // Nothing renders before the page's language is in: its strings come in one small chunk, which the first
  // script already asked for.
  await translationsReady();
  document.documentElement.lang = i18n.language.replace('_', '-');
  mountPageStart();
  // Each step of the start-up below is a task of its own (see yieldToBrowser).
  await yieldToBrowser();
  watchChunkErrors();
  shareExposedLoader();
  trackPageViews();
  forwardAnalyticsEvents();
  connectOverlays();
  connectSessionEnd();
  connectRedirectAfterLogin();
  mountOverlays();
  // Language follows the profile locale (spec section 4).
  bus.on('session:changed', ({ profile }) => {
    if (profile?.locale) void changeLocale(toLocale(profile.locale));
  });
  // Whoever changes the language (a profile's locale, the profile menu, the footer's choice for visitors),
  // the server's dictionary for it comes too.
  i18n.on('languageChanged', () => void loadServerTranslations());
  await yieldToBrowser();

  const [, , account] = await Promise.all([
    remotes,
    settingsLoaded,
    restoreSession(),
    loadServerTranslations(),
  ]);

  await yieldToBrowser();
  const fallbacks: Partial<Record<string, ParcelConfig>> = Object.fromEntries(
    remoteAppNames.map((name) => [name, createFallbackParcel(name)]),
  );
  const routes = constructRoutes(buildLayout(fallbacks, routeTable, { ...routeRedirects }));
  const applications = constructApplications({ routes, loadApp: ({ name }) => loadApp(name) });
  const layoutEngine = constructLayoutEngine({ routes, applications });
  applications.forEach((application) => registerApplication(application));
  // With the account restored, the first route's guards ask a family who is watching when no profile was
  // chosen in the last 24 hours (the `profile` guard); a tab kept open past them asks when it shows again.
  installGuards(() => settings);
  watchProfileChoice(() => settings);
  bus.on('session:locked', ({ reason }) => {
    const action = lockAction(reason, sessionStore.getState().account, settings);
    if (action.kind === 'navigate') navigateToUrl(action.to);
    else bus.emit('overlay:open', { name: 'login' });
  });
  layoutEngine.activate();
  start({ urlRerouteOnly: true });
  void completeAccountAtStart(account);
}

void main();
