import {
  addTranslations,
  browserLocale,
  changeLocale,
  createI18n,
  i18n as pageI18n,
  initialLocale,
  mergeServerTranslations,
  toLocale,
} from './i18n';

describe('i18n', () => {
  it('defaults to pt_PT and shows the key itself when a string is missing', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('pt_PT');
    expect(i18n.t('GENERIC_RETRY')).toBe('Tentar novamente');
    expect(i18n.t('NO_SUCH_KEY')).toBe('NO_SUCH_KEY');
  });

  it('falls back to pt_PT for a key missing in another language', () => {
    const i18n = createI18n('en');
    addTranslations({ pt_PT: { ONLY_PT: 'Só em português' }, en: {}, fr_FR: {} }, i18n);
    expect(i18n.t('ONLY_PT')).toBe('Só em português');
    expect(i18n.t('GENERIC_RETRY')).toBe('Try again');
  });

  it('lets the server dictionary override bundled strings', () => {
    const i18n = createI18n('fr_FR');
    mergeServerTranslations('fr_FR', { GENERIC_RETRY: 'Encore' }, i18n);
    expect(i18n.t('GENERIC_RETRY')).toBe('Encore');
  });

  it('maps browser and server codes to our locales, pt to pt_PT', () => {
    expect(toLocale('pt')).toBe('pt_PT');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('fr')).toBe('fr_FR');
    expect(toLocale(undefined)).toBe('pt_PT');
  });

  it('starts a first visit in the first of the browser’s languages it has, else pt_PT', () => {
    expect(browserLocale(['fr-FR', 'en-US'])).toBe('fr_FR');
    expect(browserLocale(['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(browserLocale(['pt-BR'])).toBe('pt_PT');
    expect(browserLocale(['fr-CA'])).toBe('fr_FR');
    expect(browserLocale(['de-DE', 'es'])).toBe('pt_PT');
    expect(browserLocale([])).toBe('pt_PT');
  });

  it('starts in the language chosen before in this browser, whatever the browser says', () => {
    expect(initialLocale(() => 'en', ['fr-FR'])).toBe('en');
    expect(initialLocale(() => 'pt_PT', ['fr-FR'])).toBe('pt_PT');
    expect(initialLocale(() => null, ['fr-FR'])).toBe('fr_FR');
    const noStorage = (): string | null => {
      throw new Error('SecurityError');
    };
    expect(initialLocale(noStorage, ['en-US'])).toBe('en');
  });

  it('keeps a chosen language for the next visit and sets <html lang>', async () => {
    try {
      await changeLocale('fr_FR', pageI18n);
      expect(pageI18n.language).toBe('fr_FR');
      expect(document.documentElement.lang).toBe('fr-FR');
      expect(initialLocale(() => localStorage.getItem('palco.locale'), ['en'])).toBe('fr_FR');
    } finally {
      await changeLocale('pt_PT', pageI18n);
      localStorage.clear();
    }
    expect(document.documentElement.lang).toBe('pt-PT');
  });
});
