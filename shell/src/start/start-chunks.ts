import { START_CHUNK_ATTRIBUTE } from '@palco/contracts';

/**
 * The shell's start-up chunks are async scripts in the page, which run as they arrive
 * (scripts/webpack/first-load-preload.cjs). One that fails to load is removed: the shell's runtime looks for
 * a script of the chunk's address in the page before it adds one, and would otherwise wait on the failed
 * one for good; without it, the runtime adds its own and tries again. Listened for from the first script,
 * which the parser runs before it reaches those scripts.
 */
export function retryFailedStartChunks(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target?.matches?.(`script[${START_CHUNK_ATTRIBUTE}]`)) target.remove();
    },
    true,
  );
}
