import { errorOkGoesHome } from './dialog-ok';

describe('error dialog OK', () => {
  it('goes home unless on international or choose-profile pages or the error is clean', () => {
    expect(errorOkGoesHome('/guia-tv', undefined)).toBe(true);
    expect(errorOkGoesHome('/international/signup', undefined)).toBe(false);
    expect(errorOkGoesHome('/choose-profile', false)).toBe(false);
    expect(errorOkGoesHome('/guia-tv', true)).toBe(false);
    expect(errorOkGoesHome('/internationally', undefined)).toBe(true);
  });
});
