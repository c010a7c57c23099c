import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isChunkLoadError } from './chunk-reload';

/** Tries after the first failure, for a manifest, a remote entry or an exposed module's chunks. */
export const FEDERATION_RETRIES = 2;
/** Pause before each new try: long enough for a brief network or server hiccup to pass. */
export const FEDERATION_RETRY_DELAY_MS = 500;

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;
type EntryErrorArgs = Parameters<Hook<'loadEntryError'>>[0];
type RemoteEntryExports = NonNullable<EntryErrorArgs['remoteEntryExports']>;

export interface FederationRetryOptions {
  /** New tries after a failure (default {@link FEDERATION_RETRIES}); 0 never tries again. */
  retries?: number;
  /** Pause before each new try, in ms (default {@link FEDERATION_RETRY_DELAY_MS}). */
  delayMs?: number;
  /** Waits `ms`; tests resolve it at once. */
  wait?: (ms: number) => Promise<void>;
}

export interface ManifestFetchOptions extends FederationRetryOptions {
  /**
   * An answer already asked for, for a manifest URL (by the page's first script), used instead of a new
   * request unless it failed.
   */
  takeKnownResponse?: (url: string) => Promise<Response | undefined> | undefined;
  fetchImpl?: typeof fetch;
}

/**
 * HTTP answers that may differ on a new try: the server failed or was overloaded (5xx), asked us to slow
 * down (429) or gave up waiting for the request (408). Any other answer, a 404 above all, is what the
 * server means and comes back at once; the runtime then reports the remote as failed.
 */
export function isRetriedStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/**
 * Whether a new try of a remote entry can help: the runtime reports a script that did not arrive (network
 * error, 4xx/5xx, timeout) as RUNTIME-008. A script that arrived and threw while running (its message
 * names ScriptExecutionError) would only run and throw again, so the runtime does not ask us about it
 * either.
 */
function isEntryNetworkFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('RUNTIME-008') && !message.includes('ScriptExecutionError');
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function settle<T>(attempt: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await attempt() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Runs `attempt`, then again after a pause up to `retries` times while `again` says its outcome may
 * change, and answers (or throws) the last outcome. Nothing is left scheduled once it settles.
 */
async function withRetries<T>(
  attempt: () => Promise<T>,
  again: (outcome: Outcome<T>) => boolean,
  retries: number,
  waitBetween: () => Promise<void>,
): Promise<T> {
  let outcome = await settle(attempt);
  for (let left = retries; left > 0 && again(outcome); left--) {
    await waitBetween();
    outcome = await settle(attempt);
  }
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/**
 * Loads a remote entry again after the runtime's own load failed: up to `retries` times, each after a pause,
 * while the failure is one a new try can help. Answers the entry's exports, or nothing once it gives up.
 */
async function loadEntryAgain(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: EntryErrorArgs,
  retries: number,
  waitBetween: () => Promise<void>,
): Promise<RemoteEntryExports | undefined> {
  // The runtime's failed load, still pending while its hook runs, sits in `globalLoading[uniqueKey]`:
  // `getRemoteEntry` would hand that same promise back (which waits on this hook) rather than load again,
  // so each try first takes it out. Between tries it goes back, so that another request for this remote
  // meanwhile waits for the outcome instead of starting a load of its own.
  const failedLoad = globalLoading[uniqueKey];
  for (let left = retries; left > 0; left--) {
    await waitBetween();
    Reflect.deleteProperty(globalLoading, uniqueKey);
    try {
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    } catch (error) {
      if (failedLoad && globalLoading[uniqueKey] === undefined) globalLoading[uniqueKey] = failedLoad;
      if (!isEntryNetworkFailure(error)) break;
    }
  }
  return undefined;
}

/**
 * Asks for a remote's `mf-manifest.json` (the shell reads it to find the remote's entry and files): the
 * answer the page's first script already has, else the network, where a network error or a
 * {@link isRetriedStatus} answer is tried again, each time after a pause. The last answer or error is the
 * caller's to report.
 */
export async function fetchManifest(
  url: string,
  init: RequestInit,
  {
    retries = FEDERATION_RETRIES,
    delayMs = FEDERATION_RETRY_DELAY_MS,
    takeKnownResponse,
    fetchImpl = (input, requestInit) => fetch(input, requestInit),
    wait = pause,
  }: ManifestFetchOptions = {},
): Promise<Response> {
  const known = await takeKnownResponse?.(url);
  if (known) return known;
  return withRetries(
    () => fetchImpl(url, init),
    (outcome) => (outcome.ok ? isRetriedStatus(outcome.value.status) : !init.signal?.aborted),
    retries,
    () => wait(delayMs),
  );
}

/**
 * A federation runtime plugin that tries a remote's files again when a network or server hiccup lost them,
 * through two runtime hooks:
 * - `loadEntryError` (called once after a remote entry script failed to arrive, with the runtime's
 *   `getRemoteEntry`, which will not call the hook again): loads the entry again, each time after a pause.
 *   Answering nothing after the last failure lets the runtime throw its own load error, which the remote's
 *   error UI shows.
 * - `getModuleFactory` (asked for an exposed module's factory, which makes the container load the
 *   module's chunks): a chunk that failed to load is asked for again; other errors (an unknown module)
 *   are thrown at once.
 * (The manifests, which the shell reads itself, are tried again by {@link fetchManifest}.)
 *
 * No new try adds a cache-busting parameter: a failed `<script>` or `<link>` load leaves nothing in the
 * HTTP cache to bypass, and the loaders remove the failed element so the next try makes a new one. What
 * does remember the failure is the runtime's `globalLoading` map (entry key → loading promise), which
 * still holds the failed load while the hook runs; see the hook for how a new try gets past it.
 */
export function federationRetryPlugin(options: FederationRetryOptions = {}): ModuleFederationRuntimePlugin {
  const { retries = FEDERATION_RETRIES, delayMs = FEDERATION_RETRY_DELAY_MS, wait = pause } = options;
  const waitBetween = (): Promise<void> => wait(delayMs);

  return {
    name: 'palco-federation-retry',

    // The runtime's type wraps the answer in one promise too many; it awaits whatever comes back
    // (runtime-core utils/load.js), so the exports themselves are what it receives.
    loadEntryError: (args) =>
      loadEntryAgain(args, retries, waitBetween) as ReturnType<Hook<'loadEntryError'>>,

    getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(
        async () => remoteEntryExports.get(expose),
        (outcome) => !outcome.ok && isChunkLoadError(outcome.error),
        retries,
        waitBetween,
      );
    },
  };
}
