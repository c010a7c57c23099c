import { lastItemId } from '@palco/shared';
import { makeChannel, makeContentItem } from '@palco/shared/testing';
import { entriesOf } from './rail-entries';

describe('rail entries', () => {
  it("lists a rail's channels then its titles, so the cursor is the last card shown", () => {
    const entries = entriesOf({
      channels: [makeChannel({ id: 'c1' })],
      contents: [makeContentItem({ id: 'i1' })],
    });
    expect(entries.map((e) => e.id)).toEqual(['c1', 'i1']);
    expect(lastItemId(entries)).toBe('i1');
  });
});
