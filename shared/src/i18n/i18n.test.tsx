import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  addTranslations,
  browserLocale,
  changeLocale,
  createI18n,
  type DictionaryLoader,
  i18n as pageI18n,
  initialLocale,
  mergeServerTranslations,
  toLocale,
  translationsReady,
} from './i18n';

/** A loader whose answer the test gives when it wants. */
function deferredLoader(): {
  load: jest.Mock<ReturnType<DictionaryLoader>, []>;
  answer: (strings: Record<string, string>) => void;
} {
  let answer: (strings: Record<string, string>) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        answer = resolve;
      }),
  );
  return { load, answer: (strings) => answer(strings) };
}

describe('i18n', () => {
  it('defaults to pt_PT and shows the key itself when a string is missing', async () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('pt_PT');
    await translationsReady(undefined, i18n);
    expect(i18n.t('GENERIC_RETRY')).toBe('Tentar novamente');
    expect(i18n.t('NO_SUCH_KEY')).toBe('NO_SUCH_KEY');
  });

  it('loads pt_PT for a page in another language only when one of its keys is missing there', async () => {
    const i18n = createI18n('en');
    const portuguese = jest.fn(() => Promise.resolve({ ONLY_PT: 'Só em português' }));
    addTranslations({ pt_PT: portuguese, en: { BOTH: 'In English' }, fr_FR: {} }, i18n);
    await translationsReady(undefined, i18n);
    expect(i18n.t('BOTH')).toBe('In English');
    expect(i18n.t('GENERIC_RETRY')).toBe('Try again');
    expect(portuguese).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('pt_PT', 'translation')).toBe(false);

    // The key shows until the fallback's strings are in; asking for it is what loads them.
    expect(i18n.t('ONLY_PT')).toBe('ONLY_PT');
    expect(portuguese).toHaveBeenCalledTimes(1);
    await translationsReady('pt_PT', i18n);
    expect(i18n.t('ONLY_PT')).toBe('Só em português');
    expect(i18n.t('BOTH')).toBe('In English');
  });

  it('draws a component again with the fallback string once it has loaded', async () => {
    const i18n = createI18n('en');
    addTranslations(
      { pt_PT: () => Promise.resolve({ ONLY_PT: 'Só em português' }), en: {}, fr_FR: {} },
      i18n,
    );
    await translationsReady(undefined, i18n);
    function Line(): ReactNode {
      const { t } = useTranslation();
      return <p>{t('ONLY_PT')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Line />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Só em português')).toBeInTheDocument();
  });

  it('falls back to pt_PT for a key missing in another language', async () => {
    const i18n = createI18n('en');
    await translationsReady('en', i18n);
    addTranslations({ pt_PT: { ONLY_PT: 'Só em português' }, en: {}, fr_FR: {} }, i18n);
    expect(i18n.t('ONLY_PT')).toBe('Só em português');
    expect(i18n.t('GENERIC_RETRY')).toBe('Try again');
  });

  it('lets the server dictionary override bundled strings', async () => {
    const i18n = createI18n('fr_FR');
    await translationsReady('fr_FR', i18n);
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

  describe('strings of a language loaded when it is needed', () => {
    afterEach(() => {
      localStorage.clear();
      document.documentElement.lang = '';
      jest.restoreAllMocks();
    });

    it('adds a language given inline at once, as before', () => {
      const i18n = createI18n('fr_FR');
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: { HELLO: 'Hello' }, fr_FR: { HELLO: 'Bonjour' } }, i18n);
      expect(i18n.t('HELLO')).toBe('Bonjour');
    });

    it('does not load another language’s strings until that language is needed', async () => {
      const i18n = createI18n();
      const english = jest.fn(() => Promise.resolve({ HELLO: 'Hello' }));
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: english, fr_FR: { HELLO: 'Bonjour' } }, i18n);
      expect(english).not.toHaveBeenCalled();
      // shared's own strings in English are not in the page either.
      expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

      await changeLocale('en', i18n);
      expect(english).toHaveBeenCalledTimes(1);
      expect(i18n.t('HELLO')).toBe('Hello');
      expect(i18n.t('GENERIC_RETRY')).toBe('Try again');
    });

    it('switches language with the new language’s strings already in place', async () => {
      const i18n = createI18n();
      const english = deferredLoader();
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: english.load, fr_FR: { HELLO: 'Bonjour' } }, i18n);
      const seenOnSwitch: string[] = [];
      i18n.on('languageChanged', () => seenOnSwitch.push(i18n.t('HELLO'), i18n.t('GENERIC_RETRY')));

      const switching = changeLocale('en', i18n);
      await Promise.resolve();
      expect(i18n.language).toBe('pt_PT');
      english.answer({ HELLO: 'Hello' });
      await switching;
      expect(i18n.language).toBe('en');
      expect(seenOnSwitch).toEqual(['Hello', 'Try again']);
    });

    it('starts loading at once a language that is the current one', async () => {
      const i18n = createI18n('en');
      const english = jest.fn(() => Promise.resolve({ HELLO: 'Hello' }));
      const french = jest.fn(() => Promise.resolve({ HELLO: 'Bonjour' }));
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: english, fr_FR: french }, i18n);
      expect(english).toHaveBeenCalledTimes(1);
      expect(french).not.toHaveBeenCalled();
      await translationsReady(undefined, i18n);
      expect(i18n.t('HELLO')).toBe('Hello');
      expect(english).toHaveBeenCalledTimes(1);
    });

    it('loads a dictionary registered twice only once', async () => {
      const i18n = createI18n();
      const english = jest.fn(() => Promise.resolve({ HELLO: 'Hello' }));
      const dictionaries = { pt_PT: { HELLO: 'Olá' }, en: english, fr_FR: { HELLO: 'Bonjour' } };
      addTranslations(dictionaries, i18n);
      addTranslations(dictionaries, i18n);
      await translationsReady('en', i18n);
      addTranslations(dictionaries, i18n);
      await translationsReady('en', i18n);
      expect(english).toHaveBeenCalledTimes(1);
    });

    it('keeps the server’s strings over a language loaded after them', async () => {
      const i18n = createI18n();
      const english = deferredLoader();
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: english.load, fr_FR: { HELLO: 'Bonjour' } }, i18n);
      const ready = translationsReady('en', i18n);
      mergeServerTranslations('en', { HELLO: 'Hello from the server', GENERIC_RETRY: 'Retry' }, i18n);
      english.answer({ HELLO: 'Hello' });
      await ready;
      await changeLocale('en', i18n);
      expect(i18n.t('HELLO')).toBe('Hello from the server');
      expect(i18n.t('GENERIC_RETRY')).toBe('Retry');
      expect(i18n.t('GENERIC_CLOSE')).toBe('Close');
    });

    it('shows pt_PT when a language fails to load, and tries it again the next time it is needed', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const i18n = createI18n();
      const english = jest
        .fn<ReturnType<DictionaryLoader>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ HELLO: 'Hello' });
      addTranslations({ pt_PT: { HELLO: 'Olá' }, en: english, fr_FR: { HELLO: 'Bonjour' } }, i18n);

      await changeLocale('en', i18n);
      expect(i18n.language).toBe('en');
      expect(i18n.t('HELLO')).toBe('Olá');
      expect(warn).toHaveBeenCalledTimes(1);

      await translationsReady(undefined, i18n);
      expect(english).toHaveBeenCalledTimes(2);
      expect(i18n.t('HELLO')).toBe('Hello');
    });

    it('starts a page in English or French with shared’s strings once they are ready', async () => {
      const i18n = createI18n('fr_FR');
      expect(i18n.language).toBe('fr_FR');
      await translationsReady(undefined, i18n);
      expect(i18n.t('GENERIC_RETRY')).toBe('Réessayer');
      expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    });
  });
});
