import { chooseProfileUrl, safeReturnPath } from './return-target';

const ORIGIN = 'https://palco.example';

describe('safeReturnPath', () => {
  it('keeps a page of this site with its query and fragment', () => {
    expect(safeReturnPath('/profile', ORIGIN)).toBe('/profile');
    expect(safeReturnPath('/content/42?season=2#ep', ORIGIN)).toBe('/content/42?season=2#ep');
    expect(safeReturnPath('/', ORIGIN)).toBe('/');
  });

  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example/profile',
    '/\t/evil.example',
    'javascript:alert(1)',
    'profile',
    '',
    null,
    undefined,
  ])('refuses %p: only a path of this origin is followed', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it('refuses the choosers, the login callback and logout, which would ask again or end the session', () => {
    for (const path of [
      '/choose-profile',
      '/choose-profile/',
      '/profile/switch-profile',
      '/login',
      '/LOGOUT',
    ])
      expect(safeReturnPath(path, ORIGIN)).toBeNull();
  });
});

describe('chooseProfileUrl', () => {
  it('carries the page to come back to, but not home or anything unsafe', () => {
    expect(chooseProfileUrl('/search?query=mar', ORIGIN)).toBe(
      '/choose-profile?redirect=%2Fsearch%3Fquery%3Dmar',
    );
    expect(chooseProfileUrl('/', ORIGIN)).toBe('/choose-profile');
    expect(chooseProfileUrl('//evil.example', ORIGIN)).toBe('/choose-profile');
  });
});
