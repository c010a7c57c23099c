import { makeChannel, makeContentItem } from '@palco/shared/testing';
import { entriesOf } from '../features/browse/utils/rail-entries';
import { appendUnique, lastItemId } from './cursor-paging';

describe('cursor paging', () => {
  it('appends a page without repeating entries already shown or repeated within the page', () => {
    const shown = [makeContentItem({ id: 'a' }), makeContentItem({ id: 'b' })];
    const page = [makeContentItem({ id: 'b' }), makeContentItem({ id: 'c' }), makeContentItem({ id: 'c' })];
    expect(appendUnique(shown, page).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes the last id as the cursor, and none for an empty list', () => {
    expect(lastItemId([makeContentItem({ id: 'a' }), makeContentItem({ id: 'z' })])).toBe('z');
    expect(lastItemId([])).toBeNull();
  });

  it("lists a rail's channels then its titles, so the cursor is the last card shown", () => {
    const entries = entriesOf({
      channels: [makeChannel({ id: 'c1' })],
      contents: [makeContentItem({ id: 'i1' })],
    });
    expect(entries.map((e) => e.id)).toEqual(['c1', 'i1']);
    expect(lastItemId(entries)).toBe('i1');
  });
});
