import type { ReactNode } from 'react';
import { bus, useTranslation } from '@palco/shared';
import * as styles from './SignInPrompt.module.css';

/**
 * Shown on a signed-in page without a session (`/profile` by default): the shell's overlay host opens the
 * login popup. `message` says what signing in is for, already translated.
 */
export function SignInPrompt({ message }: { message?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt}>
      <p>{message ?? t('ACCOUNT_PROFILE_SIGNED_OUT')}</p>
      <button
        type="button"
        className="palco-button"
        onClick={() => bus.emit('overlay:open', { name: 'login' })}
      >
        {t('ACCOUNT_PROFILE_SIGN_IN')}
      </button>
    </div>
  );
}
