import { formatVastTime, parseVastOffset, parseVastTime } from './vast-time';

describe('parseVastTime', () => {
  it.each([
    ['00:00:15', 15],
    ['01:02:03', 3723],
    ['00:00:05.250', 5.25],
    ['00:01:00.5', 60.5],
    ['  00:00:30\n', 30],
  ])('reads %j as %d seconds', (text, seconds) => {
    expect(parseVastTime(text)).toBeCloseTo(seconds, 6);
  });

  it.each([null, '', '15', '00:15', '00:61:00', '00:00:75', '-00:00:05', '00:00:05.', 'soon'])(
    'reads %j as no time',
    (text) => {
      expect(parseVastTime(text)).toBeNull();
    },
  );
});

describe('parseVastOffset', () => {
  it('reads a time as seconds, whatever the duration', () => {
    expect(parseVastOffset('00:00:05', 20)).toBe(5);
    expect(parseVastOffset('00:00:05', 0)).toBe(5);
  });

  it('reads a percentage as that share of the duration', () => {
    expect(parseVastOffset('25%', 20)).toBe(5);
    expect(parseVastOffset(' 12.5% ', 20)).toBe(2.5);
    expect(parseVastOffset('0%', 20)).toBe(0);
  });

  it('reads a percentage of an unknown duration, or anything else, as no offset', () => {
    expect(parseVastOffset('25%', 0)).toBeNull();
    expect(parseVastOffset(null, 20)).toBeNull();
    expect(parseVastOffset('%', 20)).toBeNull();
    expect(parseVastOffset('five', 20)).toBeNull();
  });
});

describe('formatVastTime', () => {
  it.each([
    [0, '00:00:00.000'],
    [5.25, '00:00:05.250'],
    [3723.4567, '01:02:03.457'],
    // Rounded to the millisecond, the carry reaching the minutes.
    [59.9996, '00:01:00.000'],
    [-1, '00:00:00.000'],
  ])('writes %d seconds as %s', (seconds, text) => {
    expect(formatVastTime(seconds)).toBe(text);
  });
});
