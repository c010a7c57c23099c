import { type ReactNode, useId, useRef, useState } from 'react';
import type { Profile } from '@palco/contracts';
import { Modal, normaliseError, useTranslation } from '@palco/shared';
import { PinInput, type PinInputHandle } from '../choose-profile/PinInput';
import { PIN_POPUP_WIDTH_PX } from '../choose-profile/PinPopup';
import { isWrongPin } from '../choose-profile/profile-select-api';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as styles from './profiles-manage.module.css';
import { validatePin } from './manage-api';

export interface PinCheckPopupProps {
  profile: Profile;
  onClose: () => void;
  /** The API took the PIN: the page keeps it for the edits that follow (spec section 4). */
  onUnlocked: (pin: string) => void;
  onForgot: () => void;
}

/**
 * The locked mode of spec section 4: a PIN-protected profile opened for editing asks its PIN first, in the
 * choose-profile screen's four boxes. The fourth digit checks it (`POST /v1/profile/pin/validate`); a wrong
 * PIN empties the boxes, says so and puts focus back in the first one.
 */
export function PinCheckPopup({ profile, onClose, onUnlocked, onForgot }: PinCheckPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pinInput = useRef<PinInputHandle>(null);
  const submitting = useRef(false);

  async function check(pin: string): Promise<void> {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setError('');
    try {
      await validatePin({ profile_id: profile.id, code: pin });
      onUnlocked(pin);
    } catch (caught) {
      const apiError = normaliseError(caught);
      setError(isWrongPin(apiError) ? t('ACCOUNT_PIN_WRONG') : accountErrorText(t, apiError, i18n.language));
      setBusy(false);
      pinInput.current?.reset();
    } finally {
      submitting.current = false;
    }
  }

  const errorId = `${id}-error`;
  return (
    <Modal title={t('ACCOUNT_PIN_TITLE')} onClose={onClose} width={PIN_POPUP_WIDTH_PX}>
      <p className={styles.muted}>{t('PROFILES_LOCKED_DESC', { name: profile.name })}</p>
      <PinInput
        ref={pinInput}
        label={t('ACCOUNT_PIN_LABEL', { name: profile.name })}
        busy={busy}
        invalid={error !== ''}
        describedBy={error ? errorId : undefined}
        onComplete={(pin) => void check(pin)}
      />
      <p role="status" className={styles.centred}>
        {busy ? t('ACCOUNT_PIN_CHECKING') : ''}
      </p>
      <p id={errorId} role="alert" className={`${styles.error} ${styles.centred}`}>
        {error}
      </p>
      <p className={styles.centred}>
        <button type="button" className={buttons.textLink} onClick={onForgot}>
          {t('ACCOUNT_PIN_FORGOT')}
        </button>
      </p>
    </Modal>
  );
}
