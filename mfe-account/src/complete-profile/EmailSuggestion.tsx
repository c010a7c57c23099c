import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';

/** Section 8's answer to a taken e-mail: a free one, and a button that puts it in the field. */
export function EmailSuggestion({ email, onUse }: { email: string; onUse: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <p className={styles.notice}>
      {t('ACCOUNT_EMAIL_SUGGESTION', { email })}{' '}
      <button type="button" className={buttons.textLink} onClick={onUse}>
        {t('ACCOUNT_EMAIL_SUGGESTION_USE', { email })}
      </button>
    </p>
  );
}
