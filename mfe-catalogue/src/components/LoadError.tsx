import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './LoadError.module.css';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <button type="button" className="palco-button" onClick={onRetry}>
        {t('GENERIC_RETRY')}
      </button>
    </div>
  );
}
