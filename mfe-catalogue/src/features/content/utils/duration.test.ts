import { durationParts } from './duration';

describe('durationParts', () => {
  it('splits seconds into hours and minutes, rounding to the minute', () => {
    expect(durationParts(6720)).toEqual({ hours: 1, minutes: 52 });
    expect(durationParts(2610)).toEqual({ hours: 0, minutes: 44 });
    expect(durationParts(7200)).toEqual({ hours: 2, minutes: 0 });
  });

  it('shows a short clip as one minute and no duration as none', () => {
    expect(durationParts(20)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(0)).toBeNull();
  });
});
