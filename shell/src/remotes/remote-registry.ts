import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
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
import { federationRetryPlugin } from './federation-retry';
import { prefetchRemoteFiles } from './idle-prefetch';
import { inlineManifest, isManifest } from './remote-files';

export const REMOTES_URL = '/remotes.json';

let manifest: RemotesManifest = {};

async function fetchManifest(fetchImpl: typeof fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isManifest(body)) throw new Error(`${REMOTES_URL} is not a name → URL map`);
  return body;
}

/**
 * Registers every remote (federation name → manifest URL) with the federation runtime, so a team
 * redeploys its remote without rebuilding the shell. The list comes from the page when the server wrote it
 * there (no request before the first remote can start), else from `/remotes.json`.
 */
export async function registerRemotesFromManifest(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RemotesManifest> {
  const body = inlineManifest(doc) ?? (await fetchManifest(fetchImpl));
  manifest = body;
  // A lost manifest, entry or chunk is asked for again; the page remote's manifest, which the page's first
  // script already asked for, is not asked for twice.
  registerPlugins([federationRetryPlugin({ takeKnownResponse: (url) => takeEarlyManifest(url) })]);
  registerRemotes(Object.entries(body).map(([name, entry]) => ({ name, entry })));
  return body;
}

/** Forgets a remote's failed container so the next load fetches its manifest again. */
export function resetRemote(app: RemoteAppName): void {
  const name = federationNames[app];
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
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

/**
 * Starts downloading a remote's `./app` code (its entry and the chunks the module needs at once) without
 * running it, so that mounting it later finds it there. A failure is left to the real load to report.
 */
export function preloadRemoteApp(app: RemoteAppName): void {
  const federationName = federationNames[app];
  if (!manifest[federationName]) return;
  requested.add(app);
  preloadRemote([{ nameOrAlias: federationName, exposes: ['./app'], resourceCategory: 'sync' }]).catch(
    (error: unknown) => console.warn(`Preloading ${app} failed`, error),
  );
}

/**
 * Prefetches a remote's `./app` files at the lowest priority (link prefetch hints), unless this page has
 * already asked for its code: what a visible link leads to, fetched while the viewer looks.
 */
export function prefetchRemoteApp(app: RemoteAppName, doc: Document = document): void {
  const entry = manifest[federationNames[app]];
  if (!entry || requested.has(app)) return;
  requested.add(app);
  prefetchRemoteFiles(doc, entry).catch((error: unknown) => console.warn(`Prefetching ${app} failed`, error));
}

/** Loads a remote's `./app` single-spa lifecycles. */
export async function loadRemoteApp(app: RemoteAppName): Promise<LifeCycles> {
  const federationName = federationNames[app];
  requested.add(app);
  if (!manifest[federationName]) throw new Error(`${app} is not listed in ${REMOTES_URL}`);
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
