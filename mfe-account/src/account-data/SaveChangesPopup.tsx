import type { ReactNode } from 'react';
import { Modal, useTranslation } from '@palco/shared';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';

/** The smallest of the spec's modal widths (400-600 px, section 2): a question and three answers. */
export const SAVE_CHANGES_POPUP_WIDTH_PX = 400;

export interface SaveChangesPopupProps {
  onSave: () => void;
  onDiscard: () => void;
  /** Escape, the close button and "keep editing": back to the form, nothing lost. */
  onStay: () => void;
}

/** The spec's save-changes popup (section 2): the viewer is leaving a form with changes not yet saved. */
export function SaveChangesPopup({ onSave, onDiscard, onStay }: SaveChangesPopupProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal title={t('ACCOUNT_SAVE_CHANGES_TITLE')} onClose={onStay} width={SAVE_CHANGES_POPUP_WIDTH_PX}>
      <p className={styles.muted}>{t('ACCOUNT_SAVE_CHANGES_DESC')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={onSave}>
          {t('ACCOUNT_SAVE_CHANGES_SAVE')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDiscard}>
          {t('ACCOUNT_SAVE_CHANGES_DISCARD')}
        </button>
        <button type="button" className={buttons.textLink} onClick={onStay}>
          {t('ACCOUNT_SAVE_CHANGES_STAY')}
        </button>
      </div>
    </Modal>
  );
}
