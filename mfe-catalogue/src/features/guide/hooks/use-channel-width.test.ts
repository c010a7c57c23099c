import { act, renderHook } from '@testing-library/react';
import { CHANNEL_WIDTH, CHANNEL_WIDTH_NARROW, NARROW_GUIDE_QUERY } from '../utils/timeline';
import { useChannelWidth } from './use-channel-width';

/** A screen whose width can change under the hook, as a phone turning round does. */
function fakeScreen(narrow: boolean) {
  const listeners = new Set<() => void>();
  let matches = narrow;
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === NARROW_GUIDE_QUERY && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    turn(toNarrow: boolean) {
      matches = toNarrow;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useChannelWidth', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('gives the full column on a wide screen and the logo-only one on a phone', () => {
    fakeScreen(false);
    expect(renderHook(() => useChannelWidth()).result.current).toBe(CHANNEL_WIDTH);
    fakeScreen(true);
    expect(renderHook(() => useChannelWidth()).result.current).toBe(CHANNEL_WIDTH_NARROW);
  });

  it('follows the screen when it turns', () => {
    const screen = fakeScreen(true);
    const { result } = renderHook(() => useChannelWidth());
    act(() => screen.turn(false));
    expect(result.current).toBe(CHANNEL_WIDTH);
  });
});
