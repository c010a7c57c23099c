import { mergeSettings } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { isInternationalViewer, viewerCountry } from './viewer-country';

const from = (country?: string) => mergeSettings(country === undefined ? {} : { visitor_country: country });

describe('viewerCountry', () => {
  it('is a signed-in account’s own country, whatever the page was opened from', () => {
    expect(viewerCountry(makeAccount({ country: 'FR' }), from('PT'))).toBe('FR');
    expect(viewerCountry(makeAccount({ country: 'PT' }), from('FR'))).toBe('PT');
  });

  it('is where the API located a visitor, else the home country', () => {
    expect(viewerCountry(null, from('ES'))).toBe('ES');
    expect(viewerCountry(null, from(' fr '))).toBe('FR');
    expect(viewerCountry(null, from(undefined))).toBe('PT');
    expect(viewerCountry(null, from(''))).toBe('PT');
    expect(viewerCountry(null, from('France'))).toBe('PT');
  });

  it('falls back to where the viewer is when an account has no usable country', () => {
    expect(viewerCountry(makeAccount({ country: '' }), from('FR'))).toBe('FR');
  });
});

describe('isInternationalViewer: the base layout is home for PT or premium, otherwise international', () => {
  it.each([
    ['a visitor from FR', null, 'FR', true],
    ['a visitor from PT', null, 'PT', false],
    ['a visitor from nowhere known', null, undefined, false],
    ['a free FR account', makeAccount({ country: 'FR', premium: false }), 'FR', true],
    ['a free PT account abroad', makeAccount({ country: 'PT', premium: false }), 'FR', false],
    ['a premium FR account', makeAccount({ country: 'FR', premium: true }), 'FR', false],
  ] as const)('%s', (_who, account, country, international) => {
    expect(isInternationalViewer(account, from(country))).toBe(international);
  });
});
