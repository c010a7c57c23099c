import { makeSection } from '@palco/shared/testing';
import { screenFor } from './screen-for';

describe('screenFor', () => {
  const withMenu = makeSection({
    screen: 'all',
    sub_menu: [
      { id: 'movies', name: 'Filmes', screen: 'movies-screen' },
      { id: 'series', name: 'Séries', screen: 'series-screen' },
    ],
  });

  it("shows the chosen sub-menu entry's screen", () => {
    expect(screenFor(withMenu, 'series')).toBe('series-screen');
  });

  it("falls back to the section's screen with no choice or an unknown one", () => {
    expect(screenFor(withMenu, null)).toBe('all');
    expect(screenFor(withMenu, 'gone')).toBe('all');
  });
});
