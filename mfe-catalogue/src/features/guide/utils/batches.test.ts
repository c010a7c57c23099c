import { GUIDE_MAX_CHANNELS } from '@palco/contracts';
import { BATCH_SIZE, batchItems, batchesOfRows } from './batches';

const run = (first: number, end: number): number[] =>
  Array.from({ length: end - first }, (_, i) => first + i);

describe('batchesOfRows', () => {
  it('names each batch of 20 that holds a row in view', () => {
    expect(batchesOfRows(run(0, 13))).toEqual([0]);
    expect(batchesOfRows(run(15, 32))).toEqual([0, 1]);
    expect(batchesOfRows(run(20, 40))).toEqual([1]);
    expect(batchesOfRows(run(97, 114))).toEqual([4, 5]);
  });

  it('names the batch of a row kept apart from the others, and none of those between', () => {
    expect(batchesOfRows([3, ...run(2500, 2515)])).toEqual([0, 125]);
    expect(batchesOfRows([...run(40, 52), 4999])).toEqual([2, 249]);
  });

  it('has none for no rows', () => {
    expect(batchesOfRows([])).toEqual([]);
  });
});

describe('batchItems', () => {
  it('cuts the same fixed batches whatever is in view, the last one shorter', () => {
    const ids = Array.from({ length: 45 }, (_, i) => `ch-${i + 1}`);
    expect(batchItems(ids, 0)).toHaveLength(20);
    expect(batchItems(ids, 1)[0]).toBe('ch-21');
    expect(batchItems(ids, 2)).toEqual(['ch-41', 'ch-42', 'ch-43', 'ch-44', 'ch-45']);
    expect(batchItems(ids, 3)).toEqual([]);
  });
});

describe('BATCH_SIZE', () => {
  it('asks for no more channels in one call than the guide call takes', () => {
    expect(BATCH_SIZE).toBeLessThanOrEqual(GUIDE_MAX_CHANNELS);
  });
});
