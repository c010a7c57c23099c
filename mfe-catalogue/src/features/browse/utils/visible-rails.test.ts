import { channel, contentItem, rail } from '../../../testing/fixtures';
import { hasItems, visibleRails } from './visible-rails';

describe('visibleRails', () => {
  it('keeps rails with contents or channels, in their order, and drops empty ones', () => {
    const withContents = rail({ id: 'a', contents: [contentItem()] });
    const empty = rail({ id: 'b' });
    const withChannels = rail({ id: 'c', channels: [channel()] });
    expect(visibleRails([withContents, empty, withChannels]).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('drops an empty rail even when the server says it has more', () => {
    expect(hasItems(rail({ has_more: true }))).toBe(false);
  });

  it('gives no rails for a screen with none', () => {
    expect(visibleRails([])).toEqual([]);
  });
});
