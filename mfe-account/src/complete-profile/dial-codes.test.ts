import {
  countriesForDisplay,
  countryByCode,
  DEFAULT_COUNTRY,
  detectDialCode,
  DIAL_COUNTRIES,
} from './dial-codes';

describe('the dial codes (spec sections 3 and 9)', () => {
  it('list about 240 countries, Portugal (+351) first, each once with a well-formed code', () => {
    expect(DIAL_COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(DIAL_COUNTRIES[0]).toEqual({ code: 'PT', dial: '+351' });
    expect(DEFAULT_COUNTRY).toEqual({ code: 'PT', dial: '+351' });
    const codes = DIAL_COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of DIAL_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial).toMatch(/^\+[1-9]\d{0,5}$/);
    }
  });

  it('names the countries in the page’s language, Portugal first and the rest in alphabetical order', () => {
    const pt = countriesForDisplay('pt-PT');
    expect(pt[0]?.name).toBe('Portugal');
    expect(pt.find((entry) => entry.country.code === 'DE')?.name).toBe('Alemanha');
    const rest = pt.slice(1).map((entry) => entry.name);
    expect([...rest].sort(new Intl.Collator('pt-PT').compare)).toEqual(rest);
    expect(countriesForDisplay('fr-FR').find((entry) => entry.country.code === 'DE')?.name).toBe('Allemagne');
    expect(countriesForDisplay('en').find((entry) => entry.country.code === 'DE')?.name).toBe('Germany');
  });

  it('finds a country by its code, Portugal for an unknown one', () => {
    expect(countryByCode('FR')).toEqual({ code: 'FR', dial: '+33' });
    expect(countryByCode('??')).toBe(DEFAULT_COUNTRY);
  });
});

describe('detectDialCode: the longest matching prefix (spec section 5)', () => {
  it.each([
    ['+351912345678', 'PT', '912345678'],
    ['+33612345678', 'FR', '612345678'],
    // +1 is shared: Antigua's +1 268 is longer than the United States' +1.
    ['+12685551234', 'AG', '5551234'],
    ['+12025550123', 'US', '2025550123'],
    // +44 is shared: Guernsey's +44 1481 is longer than the United Kingdom's +44.
    ['+441481123456', 'GG', '123456'],
    ['+447700900123', 'GB', '7700900123'],
    ['+79161234567', 'RU', '9161234567'],
    // +35818 (Åland) is longer than Finland's +358.
    ['+35818123456', 'AX', '123456'],
    ['+358401234567', 'FI', '401234567'],
    ['+ 351 912 345 678', 'PT', '912345678'],
  ])('%s is %s with %s', (phone, code, number) => {
    const detected = detectDialCode(phone);
    expect(detected.country.code).toBe(code);
    expect(detected.number).toBe(number);
  });

  it('defaults to Portugal for no phone, a phone without a dial code, or an unknown code', () => {
    expect(detectDialCode(null)).toEqual({ country: DEFAULT_COUNTRY, number: '' });
    expect(detectDialCode('912 345 678')).toEqual({ country: DEFAULT_COUNTRY, number: '912345678' });
    expect(detectDialCode('+999123')).toEqual({ country: DEFAULT_COUNTRY, number: '999123' });
  });
});
