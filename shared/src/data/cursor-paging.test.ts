import { makeContentItem } from '../testing/fixtures';
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
});
