/** Channels asked for in one guide call: two screens of rows, so scrolling seldom waits. */
export const BATCH_SIZE = 20;

/** The items of batch `index`: always the same ones, so each batch is cached on its own. */
export function batchItems<T>(items: readonly T[], index: number, size = BATCH_SIZE): T[] {
  return items.slice(index * size, (index + 1) * size);
}

/**
 * The batches holding the rows drawn, by index, each once and in order. The rows are not always one run:
 * the grid keeps its focused row drawn while the rest scroll, and the batches between are not asked for.
 */
export function batchesOfRows(rows: readonly number[], size = BATCH_SIZE): number[] {
  return [...new Set(rows.map((row) => Math.floor(row / size)))].sort((a, b) => a - b);
}
