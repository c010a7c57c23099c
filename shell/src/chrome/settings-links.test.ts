import { footerExternalLinks, supportEmail } from './settings-links';

describe('footerExternalLinks', () => {
  it('takes the complaints book, social networks and app stores that the settings give', () => {
    const links = footerExternalLinks({
      complaints_book: 'https://www.livroreclamacoes.pt',
      facebook: 'https://www.facebook.com/palco',
      instagram: 'https://www.instagram.com/palco',
      app_store: 'https://apps.apple.com/app/palco',
      google_play: 'https://play.google.com/store/apps/details?id=palco',
      terms: '/termos-e-condicoes',
    });
    expect(links.complaintsBook?.href).toBe('https://www.livroreclamacoes.pt');
    expect(links.social.map((l) => l.key)).toEqual(['facebook', 'instagram']);
    expect(links.stores.map((l) => l.key)).toEqual(['app_store', 'google_play']);
  });

  it('leaves everything out when the settings have no links', () => {
    expect(footerExternalLinks({})).toEqual({ complaintsBook: null, social: [], stores: [] });
  });

  it('ignores values that are not web addresses', () => {
    expect(footerExternalLinks({ facebook: 'javascript:alert(1)', app_store: '' }).social).toEqual([]);
  });
});

describe('supportEmail', () => {
  it('prefers support_email', () => {
    expect(supportEmail({ support_email: 'ajuda@palco.pt', support: 'mailto:outro@palco.pt' })).toBe(
      'ajuda@palco.pt',
    );
  });

  it('falls back to a mailto support link', () => {
    expect(supportEmail({ support: 'mailto:apoio@palco.pt' })).toBe('apoio@palco.pt');
  });

  it('is null without a usable address', () => {
    expect(supportEmail({ support: 'https://palco.pt/ajuda' })).toBeNull();
    expect(supportEmail({})).toBeNull();
  });
});
