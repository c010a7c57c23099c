import { episodesInARow, isBreakDue } from './break-policy';

describe('episodes in a row without input (spec section 4, vod_break_limit)', () => {
  beforeEach(() => sessionStorage.clear());

  it('counts the episodes the player started by itself, and starts again with one the viewer chose', () => {
    expect(episodesInARow.started(false)).toBe(1);
    expect(episodesInARow.started(true)).toBe(2);
    expect(episodesInARow.started(true)).toBe(3);
    expect(episodesInARow.started(false)).toBe(1);
  });

  it('starts again from the episode playing when the viewer does anything', () => {
    episodesInARow.started(false);
    episodesInARow.started(true);
    episodesInARow.started(true);
    episodesInARow.reset();
    expect(episodesInARow.current()).toBe(1);
    expect(episodesInARow.started(true)).toBe(2);
  });

  it('is due after the limit: the seventh episode in a row with a limit of 6', () => {
    expect(isBreakDue(6, 6)).toBe(false);
    expect(isBreakDue(6, 7)).toBe(true);
    // A limit of 0 turns the question off.
    expect(isBreakDue(0, 50)).toBe(false);
  });

  it('survives storage that cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(episodesInARow.started(true, broken)).toBe(1);
  });
});
