import type { ReactNode } from 'react';
import { bus, useTranslation } from '@palco/shared';
import * as styles from './ContentDetail.module.css';

/** Shares the page with the system's share sheet, or copies its address where there is none. */
export function ShareButton({ title }: { title: string }): ReactNode {
  const { t } = useTranslation();
  const share = async (): Promise<void> => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is the viewer's choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          bus.emit('toast:show', { message: t('CATALOGUE_CONTENT_SHARE_FAILED'), kind: 'error' });
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      bus.emit('toast:show', { message: t('CATALOGUE_CONTENT_SHARE_COPIED'), kind: 'success' });
    } catch {
      bus.emit('toast:show', { message: t('CATALOGUE_CONTENT_SHARE_FAILED'), kind: 'error' });
    }
  };
  return (
    <button
      type="button"
      className={`palco-button palco-button--ghost ${styles.action}`}
      onClick={() => void share()}
    >
      <span aria-hidden="true">↗ </span>
      {t('CATALOGUE_CONTENT_SHARE')}
    </button>
  );
}
