import { type ReactNode, useId } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from '../ui/form.module.css';

export interface OptinFieldProps {
  optin: boolean;
  onChange: (optin: boolean) => void;
}

/** The optional marketing opt-in (spec section 5), as sign-up, completing a profile and personal data ask it. */
export function OptinField({ optin, onChange }: OptinFieldProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={`${id}-optin`}
        type="checkbox"
        name="optin"
        checked={optin}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${id}-optin`}>{t('ACCOUNT_REGISTER_OPTIN')}</label>
    </div>
  );
}
