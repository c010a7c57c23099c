import { type ReactNode, type Ref, useId, useMemo } from 'react';
import { useTranslation } from '@palco/shared';
import { languageTagOf } from '../errors/account-errors';
import * as styles from '../ui/form.module.css';
import { countriesForDisplay } from './dial-codes';
import { isPhoneKeyAllowed, phoneDigits } from './phone';

export interface PhoneValue {
  /** ISO code of the country whose dial code is chosen. */
  country: string;
  /** The number after the dial code, digits only. */
  number: string;
}

export interface PhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** Already translated. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone as the spec asks it (section 5): a dial code (Portugal's +351 by default, the list in the page's
 * language) and a number box that takes digits only — Backspace, the arrows and shortcuts still work, and
 * a paste keeps its digits.
 */
export function PhoneField({ value, onChange, error, ref }: PhoneFieldProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const language = languageTagOf(i18n.language);
  const countries = useMemo(() => countriesForDisplay(language), [language]);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{t('ACCOUNT_PHONE')}</legend>
      <div className={styles.row}>
        <div className={`${styles.field} ${styles.narrow}`}>
          <label className={styles.label} htmlFor={`${id}-dial`}>
            {t('ACCOUNT_PHONE_DIAL_CODE')}
          </label>
          <select
            id={`${id}-dial`}
            name="dial-code"
            className={styles.select}
            value={value.country}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ ...value, country: event.target.value })}
          >
            {countries.map(({ country, name }) => (
              <option key={country.code} value={country.code}>
                {t('ACCOUNT_PHONE_DIAL_OPTION', { country: name, dial: country.dial })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-number`}>
            {t('ACCOUNT_PHONE_NUMBER')}
          </label>
          <input
            ref={ref}
            id={`${id}-number`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={styles.input}
            value={value.number}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onKeyDown={(event) => {
              if (!isPhoneKeyAllowed(event.key, event.ctrlKey || event.metaKey || event.altKey)) {
                event.preventDefault();
              }
            }}
            onChange={(event) => onChange({ ...value, number: phoneDigits(event.target.value) })}
          />
        </div>
      </div>
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
