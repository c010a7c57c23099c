import { addTranslations, createI18n, mergeServerTranslations, toLocale } from './i18n';

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
});
