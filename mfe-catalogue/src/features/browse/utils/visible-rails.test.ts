import { makeChannel, makeContentItem, makeRail } from '@palco/shared/testing';
import { hasItems, visibleRails } from './visible-rails';

describe('visibleRails', () => {
  it('keeps rails with contents or channels, in their order, and drops empty ones', () => {
    const withContents = makeRail({ id: 'a', contents: [makeContentItem()] });
    const empty = makeRail({ id: 'b' });
    const withChannels = makeRail({ id: 'c', channels: [makeChannel()] });
    expect(visibleRails([withContents, empty, withChannels]).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('drops an empty rail even when the server says it has more', () => {
    expect(hasItems(makeRail({ has_more: true }))).toBe(false);
  });

  it('gives no rails for a screen with none', () => {
    expect(visibleRails([])).toEqual([]);
  });
});
