import { isAtStart, isNearEnd } from './scroll-edge';

describe('scroll edges', () => {
  it('is at the start only before any scroll', () => {
    expect(isAtStart({ scrollLeft: 0, clientWidth: 500, scrollWidth: 2000 })).toBe(true);
    expect(isAtStart({ scrollLeft: 200, clientWidth: 500, scrollWidth: 2000 })).toBe(false);
  });

  it('is near the end within the slack, not before', () => {
    expect(isNearEnd({ scrollLeft: 1000, clientWidth: 500, scrollWidth: 2000 })).toBe(false);
    expect(isNearEnd({ scrollLeft: 1460, clientWidth: 500, scrollWidth: 2000 })).toBe(true);
    expect(isNearEnd({ scrollLeft: 1500, clientWidth: 500, scrollWidth: 2000 })).toBe(true);
  });

  it('counts a carousel that does not overflow as being at its end', () => {
    expect(isNearEnd({ scrollLeft: 0, clientWidth: 800, scrollWidth: 600 })).toBe(true);
  });
});
