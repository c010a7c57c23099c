import { useState, type ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  appName: string;
  onRetry: () => void;
}

/** What a route shows when its remote cannot load: the rest of the page keeps working. */
export function RemoteFallback({ appName, onRetry }: RemoteFallbackProps): ReactNode {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  return (
    <div className={styles.fallback} role="alert" data-testid="remote-fallback" data-app={appName}>
      <h1 className={styles.title}>{t('SHELL_REMOTE_UNAVAILABLE_TITLE')}</h1>
      <p>{t('SHELL_REMOTE_UNAVAILABLE_DESC')}</p>
      <button
        type="button"
        className="palco-button"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {retrying ? t('GENERIC_AWAIT') : t('GENERIC_RETRY')}
      </button>
    </div>
  );
}
