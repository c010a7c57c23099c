import { CHUNK_RELOAD_GUARD_MS } from '@palco/shared';

const LAST_RELOAD_KEY = 'palco.chunk-reload-at';

/** Whether an error is a failed chunk or remote-entry load (webpack and the federation runtime). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/**
 * Reloads the page after a chunk load failure, at most once a minute (spec sections 4 and 8), so a
 * redeploy that removed old chunks heals itself without a reload loop.
 */
export function reloadOnceAMinute(now: number, storage: Storage, reload: () => void): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

export function watchChunkErrors(target: Window = window): () => void {
  const handle = (error: unknown): void => {
    if (isChunkLoadError(error))
      reloadOnceAMinute(Date.now(), target.sessionStorage, () => target.location.reload());
  };
  const onError = (event: ErrorEvent): void => handle(event.error);
  const onRejection = (event: PromiseRejectionEvent): void => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
