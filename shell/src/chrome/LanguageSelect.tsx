import { type ChangeEvent, type ReactNode, useId } from 'react';
import { changeLocale, type Locale, supportedLocales, toLocale, useTranslation } from '@palco/shared';
import * as styles from './Footer.module.css';

const isLocale = (value: string): value is Locale => (supportedLocales as readonly string[]).includes(value);

/**
 * The interface language for a visitor, or a signed-in viewer of the international header (the home header
 * has it in the profile menu): a native select, labelled and operable by keyboard as every browser makes it.
 * The choice is kept where the profile menu keeps a signed-in viewer's (shared's `changeLocale`), so it holds
 * across pages and visits.
 */
export function LanguageSelect(): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    const { value } = event.target;
    if (!isLocale(value)) return;
    changeLocale(value).catch((error: unknown) => console.error('language change failed', error));
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('SHELL_LANGUAGE')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={toLocale(i18n.language)}
        onChange={onChange}
        data-testid="language-select"
      >
        {supportedLocales.map((locale) => (
          // Each language is named in itself, so a viewer finds theirs whatever the page's language.
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {t(`SHELL_LOCALE_${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
