import { inRecap, offersNext, RECAP_NOTICE_MS, skipOffer } from './marks-policy';

const marks = { recap: { start: 0, end: 4 }, intro: { start: 4, end: 9 }, next_episode: 15 };

describe('skipOffer (spec section 4: skip intro and recap)', () => {
  it('offers to skip the recap for its first 5 s only, landing at its end', () => {
    expect(skipOffer(marks, 1, 1000, 1000)).toEqual({ kind: 'recap', to: 4 });
    expect(skipOffer(marks, 3, 1000, 1000 + RECAP_NOTICE_MS - 1)).toEqual({ kind: 'recap', to: 4 });
    expect(skipOffer(marks, 3.5, 1000, 1000 + RECAP_NOTICE_MS)).toBeNull();
  });

  it('offers to skip the intro while it plays, and nothing outside both', () => {
    expect(skipOffer(marks, 4, 1000, 99_999)).toEqual({ kind: 'intro', to: 9 });
    expect(skipOffer(marks, 8.9, null, 0)).toEqual({ kind: 'intro', to: 9 });
    expect(skipOffer(marks, 9, null, 0)).toBeNull();
    expect(skipOffer(marks, 12, null, 0)).toBeNull();
    expect(skipOffer(null, 5, null, 0)).toBeNull();
    expect(skipOffer({ recap: null, intro: null, next_episode: 10 }, 1, null, 0)).toBeNull();
  });

  it('knows when playback is in the recap', () => {
    expect(inRecap(marks, 0)).toBe(true);
    expect(inRecap(marks, 4)).toBe(false);
    expect(inRecap(undefined, 1)).toBe(false);
  });
});

describe('offersNext', () => {
  it('offers the next episode from the closing credits, or at the end without a mark', () => {
    expect(offersNext('episode', marks, 14.9, false)).toBe(false);
    expect(offersNext('episode', marks, 15, false)).toBe(true);
    expect(offersNext('episode', null, 19, false)).toBe(false);
    expect(offersNext('episode', null, 20, true)).toBe(true);
  });

  it('offers a recommendation after a movie only once it has ended', () => {
    expect(offersNext('movie', { recap: null, intro: null, next_episode: 16 }, 17, false)).toBe(false);
    expect(offersNext('movie', null, 20, true)).toBe(true);
  });
});
