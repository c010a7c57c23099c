import type { ReactNode } from 'react';
import { bus, useTranslation } from '@palco/shared';
import { Avatar } from './Avatar';
import * as styles from './ViewerButton.module.css';

/** What a visitor sees in place of a profile: a placeholder avatar that opens the login popup. */
export function LoginButton(): ReactNode {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.button}
      data-testid="login-button"
      onClick={() => bus.emit('overlay:open', { name: 'login' })}
    >
      <Avatar />
      <span className={styles.name}>{t('SHELL_LOGIN')}</span>
    </button>
  );
}
