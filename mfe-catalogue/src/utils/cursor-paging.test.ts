import { channel, contentItem } from '../testing/fixtures';
import { entriesOf } from '../features/browse/utils/rail-entries';
import { appendUnique, lastItemId } from './cursor-paging';

describe('cursor paging', () => {
  it('appends a page without repeating entries already shown or repeated within the page', () => {
    const shown = [contentItem({ id: 'a' }), contentItem({ id: 'b' })];
    const page = [contentItem({ id: 'b' }), contentItem({ id: 'c' }), contentItem({ id: 'c' })];
    expect(appendUnique(shown, page).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes the last id as the cursor, and none for an empty list', () => {
    expect(lastItemId([contentItem({ id: 'a' }), contentItem({ id: 'z' })])).toBe('z');
    expect(lastItemId([])).toBeNull();
  });

  it("lists a rail's channels then its titles, so the cursor is the last card shown", () => {
    const entries = entriesOf({ channels: [channel({ id: 'c1' })], contents: [contentItem({ id: 'i1' })] });
    expect(entries.map((e) => e.id)).toEqual(['c1', 'i1']);
    expect(lastItemId(entries)).toBe('i1');
  });
});
