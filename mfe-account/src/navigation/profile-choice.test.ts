import { makeAccount, makeProfile } from '@palco/shared/testing';
import { needsProfileChoice } from '@palco/contracts';
import { chooseProfileUrl, safeTarget, targetFromSearch } from './profile-choice';

const origin = window.location.origin;

describe('needsProfileChoice', () => {
  const family = makeAccount({
    is_multi_profile: true,
    profiles: [
      { id: 'p1', name: 'Teresa' },
      { id: 'p2', name: 'Tiago' },
    ],
  });

  it('asks a multi-profile account with several profiles and none chosen', () => {
    expect(needsProfileChoice(family, null)).toBe(true);
  });

  it('does not ask once a profile is chosen, nor a single-profile or signed-out viewer', () => {
    expect(needsProfileChoice(family, makeProfile({ id: 'p1' }))).toBe(false);
    expect(needsProfileChoice(makeAccount({ is_multi_profile: true }), null)).toBe(false);
    expect(needsProfileChoice({ ...family, is_multi_profile: false }, null)).toBe(false);
    expect(needsProfileChoice(null, null)).toBe(false);
  });
});

describe('safeTarget', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(safeTarget('/content/42?season=2#cast', origin)).toBe('/content/42?season=2#cast');
    expect(safeTarget('/profile', origin)).toBe('/profile');
  });

  it('sends anything else home: other sites, odd paths, nothing', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'content/42',
      '',
      null,
      undefined,
    ]) {
      expect(safeTarget(value, origin)).toBe('/');
    }
  });

  it('never continues to a profile chooser or the login and logout addresses', () => {
    for (const value of [
      '/choose-profile',
      '/choose-profile/',
      '/profile/switch-profile?x=1',
      '/login',
      '/logout',
    ]) {
      expect(safeTarget(value, origin)).toBe('/');
    }
  });
});

describe('the redirect parameter', () => {
  it('carries the target there and back', () => {
    const url = chooseProfileUrl('/content/42?season=2');
    expect(url).toBe('/choose-profile?redirect=%2Fcontent%2F42%3Fseason%3D2');
    expect(targetFromSearch(url.slice(url.indexOf('?')))).toBe('/content/42?season=2');
  });

  it('is left out when the target is home', () => {
    expect(chooseProfileUrl('/')).toBe('/choose-profile');
    expect(chooseProfileUrl(undefined)).toBe('/choose-profile');
    expect(targetFromSearch('')).toBe('/');
  });
});
