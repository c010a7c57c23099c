import { CONSENT_KEY, DEFAULT_CONSENT, readConsent, saveConsent } from './consent';

describe('consent storage', () => {
  beforeEach(() => localStorage.clear());

  it('allows only necessary cookies until the viewer chooses', () => {
    expect(readConsent()).toEqual(DEFAULT_CONSENT);
  });

  it('saves and reads back the choices', () => {
    saveConsent({ analytics: true, marketing: false }, localStorage, new Date('2030-01-02T03:04:05Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      updatedAt: '2030-01-02T03:04:05.000Z',
    });
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('treats a damaged record as no choice', () => {
    localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent()).toEqual(DEFAULT_CONSENT);
  });
});
