import { isCurrentPath, mainMenuItems, searchUrl } from './main-menu';

describe('mainMenuItems', () => {
  const base = { premium: false, monetization: true, exclusiveSectionId: 'exclusivos' };

  it('lists home, aderir, exclusivos, TV guide and tribeca in that order', () => {
    expect(mainMenuItems(base).map((item) => item.href)).toEqual([
      '/',
      '/adira-ja',
      '/filters/exclusivos',
      '/guia-tv',
      '/tribeca',
    ]);
  });

  it('hides aderir for a premium account', () => {
    expect(mainMenuItems({ ...base, premium: true }).map((item) => item.id)).not.toContain('subscribe');
  });

  it('hides aderir when monetization is off', () => {
    expect(mainMenuItems({ ...base, monetization: false }).map((item) => item.id)).not.toContain('subscribe');
  });
});

describe('isCurrentPath', () => {
  it('matches home only on the root', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/guia-tv', '/')).toBe(false);
  });

  it('matches an entry, its sub-pages and a trailing slash', () => {
    expect(isCurrentPath('/guia-tv/', '/guia-tv')).toBe(true);
    expect(isCurrentPath('/filters/exclusivos/2', '/filters/exclusivos')).toBe(true);
    expect(isCurrentPath('/guia-tvx', '/guia-tv')).toBe(false);
  });
});

describe('searchUrl', () => {
  it('encodes the query', () => {
    expect(searchUrl('ação & drama')).toBe('/search/?query=a%C3%A7%C3%A3o%20%26%20drama');
  });

  it('goes to the search route when the text is empty', () => {
    expect(searchUrl('   ')).toBe('/search');
  });
});
