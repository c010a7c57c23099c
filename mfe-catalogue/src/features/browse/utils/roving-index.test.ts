import { nextFocusIndex } from './roving-index';

describe('nextFocusIndex', () => {
  it('moves by one with the arrows, stopping at either end', () => {
    expect(nextFocusIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextFocusIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextFocusIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextFocusIndex('ArrowLeft', 0, 3)).toBe(0);
  });

  it('jumps to the first and last card with Home and End', () => {
    expect(nextFocusIndex('Home', 2, 5)).toBe(0);
    expect(nextFocusIndex('End', 0, 5)).toBe(4);
  });

  it('leaves other keys, and empty rails, to the browser', () => {
    expect(nextFocusIndex('Enter', 0, 3)).toBeNull();
    expect(nextFocusIndex('Tab', 0, 3)).toBeNull();
    expect(nextFocusIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
