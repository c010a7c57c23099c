import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from '../ui/form.module.css';

/** Gender as the forms send it: male `m`, female `f` or `other` (spec section 5); '' when not given. */
export type Gender = 'm' | 'f' | 'other';
export const GENDERS: readonly Gender[] = ['m', 'f', 'other'];

const LABELS: Readonly<Record<Gender, string>> = {
  m: 'ACCOUNT_GENDER_M',
  f: 'ACCOUNT_GENDER_F',
  other: 'ACCOUNT_GENDER_OTHER',
};

export interface GenderFieldProps {
  value: Gender | '';
  onChange: (value: Gender) => void;
  /** Already translated. */
  error?: string | null;
  /** The first choice, to put focus on the group after a refused submit. */
  ref?: Ref<HTMLInputElement>;
}

/** The optional gender, as a group of radio buttons (arrow keys move between them). */
export function GenderField({ value, onChange, error, ref }: GenderFieldProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('ACCOUNT_GENDER')}</legend>
      <div className={styles.radios}>
        {GENDERS.map((gender, index) => (
          <div key={gender} className={styles.check}>
            <input
              ref={index === 0 ? ref : undefined}
              id={`${id}-${gender}`}
              type="radio"
              name="gender"
              value={gender}
              checked={value === gender}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(gender)}
            />
            <label htmlFor={`${id}-${gender}`}>{t(LABELS[gender])}</label>
          </div>
        ))}
      </div>
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
