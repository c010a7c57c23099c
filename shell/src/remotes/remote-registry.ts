import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  ExposedKey,
  ExposedModule,
  ExposingApp,
  RemoteAppName,
  RemotesManifest,
} from '@palco/contracts';
import { exposedExports, exposedModules, federationNames, remoteModuleId } from '@palco/contracts';
import { registerExposedLoader } from '@palco/shared';
import type { LifeCycles } from 'single-spa';
import { takeEarlyManifest } from '../start/handoff';
import { federationRetryPlugin, fetchManifest } from './federation-retry';
import { type AppFileHints, hintAppFiles, inlineManifest, isManifest, remoteEntryOf } from './remote-files';

export const REMOTES_URL = '/remotes.json';

let manifest: RemotesManifest = {};

async function fetchRemotesList(fetchImpl: typeof fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isManifest(body)) throw new Error(`${REMOTES_URL} is not a name → URL map`);
  return body;
}

/**
 * Learns where every remote is (federation name → manifest URL), so a team redeploys its remote without
 * rebuilding the shell. The list comes from the page when the server wrote it there (no request before the
 * first remote can start), else from `/remotes.json`. Each remote is registered with the federation runtime
 * when the page first needs it, by the entry its manifest names (`registeredRemote`).
 */
export async function listRemotes(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RemotesManifest> {
  const body = inlineManifest(doc) ?? (await fetchRemotesList(fetchImpl));
  manifest = body;
  // A lost entry or chunk is asked for again.
  registerPlugins([federationRetryPlugin()]);
  return body;
}

/**
 * `start()`'s promise, kept in `cache` under `key` and handed to every later caller, until it fails: a
 * failure is forgotten, so the next caller starts again.
 */
function untilFailed<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const started = start();
  cache.set(key, started);
  started.catch(() => {
    if (cache.get(key) === started) cache.delete(key);
  });
  return started;
}

/** Each remote's manifest, read once per page (until the remote is reset after a failure). */
const manifestReads = new Map<string, Promise<unknown>>();

/**
 * A remote's federation manifest: the answer the page's first script already received, else the network's
 * (`fetchManifest`, which tries again after a hiccup). The runtime does not read manifests in this shell
 * (its build leaves out the runtime's manifest plugins, about 1 kB brotli of every first visit): the shell
 * reads them, for the entry it registers and for the files it preloads and prefetches. A manifest that
 * could not be read is asked for again by the next load.
 */
function readManifest(url: string): Promise<unknown> {
  return untilFailed(manifestReads, url, () =>
    // CORS without credentials, as the server's preload of the page remote's manifest asks.
    fetchManifest(
      url,
      { mode: 'cors', credentials: 'same-origin' },
      { takeKnownResponse: (known) => takeEarlyManifest(known) },
    ).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    }),
  );
}

/** The remotes registered with the runtime, or being registered, by federation name. */
const registrations = new Map<string, Promise<void>>();

function manifestUrlOf(app: RemoteAppName): string {
  const url = manifest[federationNames[app]];
  if (!url) throw new Error(`${app} is not listed in ${REMOTES_URL}`);
  return url;
}

/**
 * Registers a remote with the federation runtime by the entry script its manifest names, once; the runtime
 * then loads that script and the remote's modules. `force`: a remote registered before (and since reset)
 * replaces its old registration, whose failed container the runtime forgets.
 */
function registeredRemote(app: RemoteAppName): Promise<void> {
  const name = federationNames[app];
  return untilFailed(registrations, name, async () => {
    const url = manifestUrlOf(app);
    const entry = remoteEntryOf(url, await readManifest(url));
    if (!entry) throw new Error(`${url} names no remote entry`);
    registerRemotes(
      [{ name, entry: entry.url, ...(entry.globalName ? { entryGlobalName: entry.globalName } : {}) }],
      { force: true },
    );
  });
}

/** Forgets a remote's manifest and failed container, so the next load reads its manifest again. */
export function resetRemote(app: RemoteAppName): void {
  const url = manifest[federationNames[app]];
  if (url) manifestReads.delete(url);
  registrations.delete(federationNames[app]);
}

function isLifeCycles(value: unknown): value is LifeCycles {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mount' in value &&
    'unmount' in value &&
    'bootstrap' in value
  );
}

/** Remotes whose `./app` code this page has loaded or started loading (and so needs no prefetch). */
const requested = new Set<RemoteAppName>();

/** Adds `rel` hints for the files a remote's `./app` needs at once, read from its manifest. */
function hintRemoteApp(app: RemoteAppName, rel: AppFileHints['rel'], doc: Document): Promise<void> {
  const url = manifestUrlOf(app);
  return readManifest(url).then((body) => hintAppFiles(doc, url, body, { rel }));
}

/**
 * Starts downloading a remote's `./app` code (its entry and the chunks the module needs at once) without
 * running it, so that mounting it later finds it there. A failure is left to the real load to report.
 */
export function preloadRemoteApp(app: RemoteAppName, doc: Document = document): void {
  if (!manifest[federationNames[app]]) return;
  requested.add(app);
  hintRemoteApp(app, 'preload', doc).catch((error: unknown) =>
    console.warn(`Preloading ${app} failed`, error),
  );
}

/**
 * Prefetches a remote's `./app` files at the lowest priority (link prefetch hints, which the browser keeps
 * for the navigation that needs them and never lets compete with what the page is loading), unless this
 * page has already asked for its code: what a visible link leads to, fetched while the viewer looks.
 */
export function prefetchRemoteApp(app: RemoteAppName, doc: Document = document): void {
  if (!manifest[federationNames[app]] || requested.has(app)) return;
  requested.add(app);
  hintRemoteApp(app, 'prefetch', doc).catch((error: unknown) =>
    console.warn(`Prefetching ${app} failed`, error),
  );
}

/** Loads a remote's `./app` single-spa lifecycles. */
export async function loadRemoteApp(app: RemoteAppName): Promise<LifeCycles> {
  requested.add(app);
  await registeredRemote(app);
  const module = await loadRemote<unknown>(remoteModuleId(app, './app'));
  if (!isLifeCycles(module)) throw new Error(`${app}/app does not export single-spa lifecycles`);
  return module;
}

/**
 * Loads a module another team exposes (e.g. the account team's login popup), typed from contracts, and
 * checks it exports what the contract names: a deployment that breaks the contract fails here, where the
 * shell reports it, rather than later inside the page.
 */
export async function loadExposed<A extends ExposingApp, K extends ExposedKey<A>>(
  app: A,
  key: K,
): Promise<ExposedModule<A, K>> {
  const path = (exposedModules[app] as Record<string, `./${string}`>)[key]!;
  await registeredRemote(app);
  const module = await loadRemote<Record<string, unknown>>(remoteModuleId(app, path));
  if (!module) throw new Error(`${app} did not provide ${path}`);
  const names: readonly string[] = exposedExports[app][key];
  const missing = names.filter((name) => module[name] === undefined);
  if (missing.length > 0) throw new Error(`${app}/${path.slice(2)} does not export ${missing.join(', ')}`);
  return module as ExposedModule<A, K>;
}

/**
 * Lets the remotes load each other's exposed modules (e.g. the catalogue the player's ad break before a
 * trailer) through `shared`'s `loadExposedModule`, by this same `loadExposed`: one place knows where the
 * remotes are and checks what they export. Answers the function that takes it back.
 */
export function shareExposedLoader(): () => void {
  return registerExposedLoader(loadExposed);
}
