/** Channels asked for in one guide call: two screens of rows, so scrolling seldom waits. */
export const BATCH_SIZE = 20;

/** The batches holding rows `first` to `end` (exclusive), by index. */
export function batchesOf(first: number, end: number, size = BATCH_SIZE): number[] {
  if (end <= first) return [];
  const from = Math.floor(first / size);
  const to = Math.floor((end - 1) / size);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The items of batch `index`: always the same ones, so each batch is cached on its own. */
export function batchItems<T>(items: readonly T[], index: number, size = BATCH_SIZE): T[] {
  return items.slice(index * size, (index + 1) * size);
}
