import { START_CHUNK_ATTRIBUTE } from '@palco/contracts';

/**
 * The chunks the page runs as they arrive, from async scripts marked with `START_CHUNK_ATTRIBUTE`: the
 * shell's start-up chunks, which the page names (scripts/webpack/first-load-preload.cjs), and the page
 * remote's and the strings' chunks, which the first script adds (`runChunks`). One that fails to load is
 * removed: its runtime looks for a script of the chunk's address in the page before it adds one, and would
 * otherwise wait on the failed one for good; without it, the runtime adds its own and tries again. Listened
 * for from the first script, which the parser runs before it reaches the page's own such scripts.
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
