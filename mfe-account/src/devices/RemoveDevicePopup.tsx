import { type ReactNode, useRef, useState } from 'react';
import { Modal, normaliseError, useTranslation } from '@palco/shared';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';

/** One of the spec's 400 px modals (section 2). */
export const REMOVE_DEVICE_POPUP_WIDTH_PX = 400;

export interface RemoveDevicePopupProps {
  /** The device's name, already worded. */
  name: string;
  /** Whether it is the device the viewer is using, which signs them out. */
  current: boolean;
  /** Removes it; a failure stays in the popup, in words. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Remove this device?": what removing it does, then remove or cancel. */
export function RemoveDevicePopup({ name, current, onConfirm, onClose }: RemoveDevicePopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const inFlight = useRef(false);

  async function confirm(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage('');
    try {
      await onConfirm();
    } catch (caught) {
      setMessage(accountErrorText(t, normaliseError(caught), i18n.language));
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Modal title={t('ACCOUNT_DEVICE_REMOVE_TITLE')} onClose={onClose} width={REMOVE_DEVICE_POPUP_WIDTH_PX}>
      <div className={styles.form} aria-busy={busy}>
        <p className={styles.muted}>
          {current ? t('ACCOUNT_DEVICE_REMOVE_CURRENT_DESC') : t('ACCOUNT_DEVICE_REMOVE_DESC', { name })}
        </p>
        <p role="alert" className={styles.alert}>
          {message}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} disabled={busy} onClick={() => void confirm()}>
            {busy ? t('ACCOUNT_DEVICE_REMOVING') : t('ACCOUNT_DEVICE_REMOVE')}
          </button>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('GENERIC_CANCEL')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
