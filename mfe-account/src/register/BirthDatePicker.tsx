import { type ReactNode, type Ref, useId, useMemo } from 'react';
import { useTranslation } from '@palco/shared';
import { languageTagOf } from '../errors/account-errors';
import * as styles from '../ui/form.module.css';
import { type BirthDate, birthYears, MINIMUM_AGE_YEARS } from './birthday';

export interface BirthDatePickerProps {
  value: BirthDate;
  onChange: (value: BirthDate) => void;
  /** Already translated. */
  error?: string | null;
  /** The day select, to put focus on the picker after a refused submit. */
  ref?: Ref<HTMLSelectElement>;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, index) => twoDigits(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => twoDigits(index + 1));

/**
 * The spec's birth date picker (section 2): a day, a month and a year select, the years from this year
 * minus the minimum age of 13 down to 1900 (section 5). The months are named in the page's language.
 */
export function BirthDatePicker({ value, onChange, error, ref }: BirthDatePickerProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const language = languageTagOf(i18n.language);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return MONTHS.map((month) => format.format(new Date(Date.UTC(2000, Number(month) - 1, 1))));
  }, [language]);
  const years = useMemo(() => birthYears(), []);

  const select = (
    part: keyof BirthDate,
    label: string,
    options: readonly { value: string; text: string }[],
    selectRef?: Ref<HTMLSelectElement>,
  ): ReactNode => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${part}`}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={`${id}-${part}`}
        name={`birth-${part}`}
        className={styles.select}
        value={value[part]}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete={`bday-${part}`}
        onChange={(event) => onChange({ ...value, [part]: event.target.value })}
      >
        <option value="">{t('ACCOUNT_SELECT_PLACEHOLDER')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{t('ACCOUNT_REGISTER_BIRTHDAY')}</legend>
      <div className={styles.row}>
        {select(
          'day',
          t('ACCOUNT_BIRTHDAY_DAY'),
          DAYS.map((day) => ({ value: day, text: String(Number(day)) })),
          ref,
        )}
        {select(
          'month',
          t('ACCOUNT_BIRTHDAY_MONTH'),
          MONTHS.map((month, index) => ({ value: month, text: monthNames[index] ?? month })),
        )}
        {select(
          'year',
          t('ACCOUNT_BIRTHDAY_YEAR'),
          years.map((year) => ({ value: String(year), text: String(year) })),
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('ACCOUNT_REGISTER_BIRTHDAY_HINT', { age: MINIMUM_AGE_YEARS })}
      </p>
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
