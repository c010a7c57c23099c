import { makeContentItem, makeUserStatus } from '@palco/shared/testing';
import { cardLooks, imageFor } from './card-look';
import { watchedRatio } from './watch-progress';

describe('imageFor', () => {
  it("takes the card type's preferred image, then its fallbacks", () => {
    const images = { poster: '/p.svg', landscape: '/l.svg' };
    expect(imageFor(images, cardLooks.poster)).toBe('/p.svg');
    expect(imageFor(images, cardLooks.thumbnail)).toBe('/l.svg');
    expect(imageFor({ logo: '/logo.svg' }, cardLooks.descriptive)).toBeNull();
  });
});

describe('watchedRatio', () => {
  it('is the share of the duration watched, capped at 1', () => {
    expect(
      watchedRatio(makeContentItem({ duration: 1000, user_status: makeUserStatus({ progress: 250 }) })),
    ).toBe(0.25);
    expect(
      watchedRatio(makeContentItem({ duration: 1000, user_status: makeUserStatus({ progress: 5000 }) })),
    ).toBe(1);
  });

  it('draws nothing without progress or duration', () => {
    expect(watchedRatio(makeContentItem({ user_status: null }))).toBeNull();
    expect(
      watchedRatio(makeContentItem({ duration: 0, user_status: makeUserStatus({ progress: 10 }) })),
    ).toBeNull();
  });
});
