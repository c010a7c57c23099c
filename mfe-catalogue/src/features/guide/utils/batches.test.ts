import { batchItems, batchesOf } from './batches';

describe('batchesOf', () => {
  it('names each batch of 20 that holds a row in view', () => {
    expect(batchesOf(0, 13)).toEqual([0]);
    expect(batchesOf(15, 32)).toEqual([0, 1]);
    expect(batchesOf(20, 40)).toEqual([1]);
    expect(batchesOf(97, 114)).toEqual([4, 5]);
  });

  it('has none for no rows', () => {
    expect(batchesOf(0, 0)).toEqual([]);
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
