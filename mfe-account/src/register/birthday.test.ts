import {
  birthDateFromIso,
  birthdayText,
  birthYears,
  checkBirthDate,
  MINIMUM_AGE_YEARS,
  NO_BIRTH_DATE,
  parseBirthday,
} from './birthday';

const NOW = new Date(2025, 5, 15);

describe('parseBirthday: strict DD-MM-YYYY, sent as YYYY-MM-DD (spec section 5)', () => {
  it.each([
    ['05-03-1990', '1990-03-05'],
    ['29-02-2000', '2000-02-29'],
    ['31-12-1900', '1900-12-31'],
  ])('%s is %s', (typed, sent) => {
    expect(parseBirthday(typed)).toBe(sent);
  });

  it.each([
    ['5-3-1990', 'one-digit day and month'],
    ['05/03/1990', 'another separator'],
    ['1990-03-05', 'the API’s own order'],
    ['05-03-90', 'a two-digit year'],
    ['31-02-1990', 'a day February does not have'],
    ['29-02-1900', 'a 29 February outside a leap year'],
    ['00-01-1990', 'day 0'],
    ['10-13-1990', 'month 13'],
    [' 05-03-1990', 'a leading space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (typed) => {
    expect(parseBirthday(typed)).toBeNull();
  });
});

describe('the birth date picker’s years (minimum age 13)', () => {
  it('run from this year minus 13 down to 1900', () => {
    const years = birthYears(NOW);
    expect(years[0]).toBe(2025 - MINIMUM_AGE_YEARS);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(2012 - 1900 + 1);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });
});

describe('checkBirthDate', () => {
  it('writes the picker’s choice as DD-MM-YYYY with two-digit day and month', () => {
    expect(birthdayText({ day: '5', month: '3', year: '1990' })).toBe('05-03-1990');
    expect(birthdayText({ day: '05', month: '', year: '1990' })).toBe('');
  });

  it('gives the date the API takes once all three are chosen and the date exists', () => {
    expect(checkBirthDate({ day: '05', month: '03', year: '1990' }, NOW)).toEqual({
      ok: true,
      iso: '1990-03-05',
    });
  });

  it.each([
    [{ day: '', month: '', year: '' }, 'missing'],
    [{ day: '05', month: '03', year: '' }, 'missing'],
    [{ day: '31', month: '04', year: '1990' }, 'invalid'],
    [{ day: '01', month: '01', year: '2013' }, 'too-young'],
    [{ day: '31', month: '12', year: '1899' }, 'too-old'],
  ])('says what is wrong with %o: %s', (date, problem) => {
    expect(checkBirthDate(date, NOW)).toEqual({ ok: false, problem });
  });

  it('goes by the year, as the picker does: anyone born in this year minus 13 may register', () => {
    expect(checkBirthDate({ day: '31', month: '12', year: '2012' }, NOW)).toMatchObject({ ok: true });
  });
});

describe('birthDateFromIso: the account’s birthday in the picker', () => {
  it('splits YYYY-MM-DD into the picker’s day, month and year, and back to the same day', () => {
    const date = birthDateFromIso('1979-07-04');
    expect(date).toEqual({ day: '04', month: '07', year: '1979' });
    expect(checkBirthDate(date, NOW)).toEqual({ ok: true, iso: '1979-07-04' });
  });

  it.each([null, undefined, '', '04-07-1979', '1979-7-4'])('leaves the picker empty for %p', (value) => {
    expect(birthDateFromIso(value)).toEqual(NO_BIRTH_DATE);
  });
});
