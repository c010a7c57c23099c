import {
  AFFILIATE_MAX_AGE_MS,
  AFFILIATE_STORAGE_KEY,
  clearAffiliate,
  getAffiliate,
  setAffiliate,
} from './affiliate-marker';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

afterEach(() => localStorage.clear());

describe('the affiliate marker (spec section 3, local storage "affiliates")', () => {
  it('keeps the partner with the time it was set, and gives it back', () => {
    expect(getAffiliate()).toBeNull();
    expect(setAffiliate('vodafone', { now: () => NOW })).toBe(true);
    expect(JSON.parse(localStorage.getItem(AFFILIATE_STORAGE_KEY) ?? 'null')).toEqual({
      id: 'vodafone',
      savedAt: NOW,
    });
    expect(getAffiliate({ now: () => NOW + DAY_MS })).toBe('vodafone');
  });

  it('keeps only the newest partner the viewer arrived through', () => {
    setAffiliate('nos', { now: () => NOW });
    setAffiliate('samsung', { now: () => NOW + 1 });
    expect(getAffiliate({ now: () => NOW + 2 })).toBe('samsung');
  });

  it('lasts 30 days, then is gone from storage', () => {
    expect(AFFILIATE_MAX_AGE_MS).toBe(30 * DAY_MS);
    setAffiliate('nos', { now: () => NOW });
    expect(getAffiliate({ now: () => NOW + AFFILIATE_MAX_AGE_MS })).toBe('nos');
    expect(getAffiliate({ now: () => NOW + AFFILIATE_MAX_AGE_MS + 1 })).toBeNull();
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it('does not trust a time from the future (a clock set back, or a forged value)', () => {
    setAffiliate('nos', { now: () => NOW + DAY_MS });
    expect(getAffiliate({ now: () => NOW })).toBeNull();
  });

  it('is cleared on demand', () => {
    setAffiliate('samsung');
    clearAffiliate();
    expect(getAffiliate()).toBeNull();
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{nos'],
    ['JSON null', 'null'],
    ['a bare string', '"nos"'],
    ['no time', JSON.stringify({ id: 'nos' })],
    ['a time that is text', JSON.stringify({ id: 'nos', savedAt: String(NOW) })],
    ['a partner the site does not know', JSON.stringify({ id: 'meo', savedAt: NOW })],
    ['an id that is not text', JSON.stringify({ id: ['nos'], savedAt: NOW })],
  ])('drops a stored value that is %s', (_case, raw) => {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, raw);
    expect(getAffiliate({ now: () => NOW })).toBeNull();
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it('reads a marker written in another case as the API spells it', () => {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, JSON.stringify({ id: 'NOS', savedAt: NOW }));
    expect(getAffiliate({ now: () => NOW })).toBe('nos');
  });

  it('works without storage: nothing kept, nothing thrown', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(setAffiliate('nos', { storage: broken })).toBe(false);
    expect(getAffiliate({ storage: broken })).toBeNull();
    expect(() => clearAffiliate({ storage: broken })).not.toThrow();
  });
});
