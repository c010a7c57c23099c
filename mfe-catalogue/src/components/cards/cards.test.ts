import { contentItem } from '../../testing/fixtures';
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
  const userStatus = {
    watched: false,
    favorite: false,
    classification: null,
    continue: true,
    current_episode: null,
  };

  it('is the share of the duration watched, capped at 1', () => {
    expect(watchedRatio(contentItem({ duration: 1000, user_status: { ...userStatus, progress: 250 } }))).toBe(
      0.25,
    );
    expect(
      watchedRatio(contentItem({ duration: 1000, user_status: { ...userStatus, progress: 5000 } })),
    ).toBe(1);
  });

  it('draws nothing without progress or duration', () => {
    expect(watchedRatio(contentItem({ user_status: null }))).toBeNull();
    expect(
      watchedRatio(contentItem({ duration: 0, user_status: { ...userStatus, progress: 10 } })),
    ).toBeNull();
  });
});
