import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@palco/contracts';
import { bus, errorMessageFor, Modal, normaliseError, selectProfile, useTranslation } from '@palco/shared';
import { isWrongPin, recoverPin } from './profile-select-api';
import * as buttons from '../ui/buttons.module.css';
import { PinInput, type PinInputHandle } from './PinInput';
import * as styles from './PinPopup.module.css';

/** Like the other account popups, one of the spec's 400 px modals (section 2). */
export const PIN_POPUP_WIDTH_PX = 400;

export interface PinPopupProps {
  profile: Profile;
  onClose: () => void;
  /** The server accepted the PIN and made `selected` the session's profile. */
  onSelected: (selected: Profile) => void;
}

type View = 'pin' | 'recover';

/**
 * The PIN entry popup of a PIN-protected profile (spec sections 2 and 4): typing the 4th digit selects
 * the profile with that PIN; a wrong PIN empties the boxes, says so and puts focus back in the first
 * box. "Forgot your PIN?" turns the popup into the recover confirmation, which asks the server to
 * e-mail the account and confirms with a toast.
 */
export function PinPopup({ profile, onClose, onSelected }: PinPopupProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState<View>('pin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pinInput = useRef<PinInputHandle>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const submitting = useRef(false);
  const firstView = useRef(true);

  // The popup keeps its frame when it changes view, so focus moves with the content: to Cancel in the
  // confirmation, back to the first PIN box after it.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    if (view === 'recover') cancelButton.current?.focus();
    else pinInput.current?.reset();
  }, [view]);

  async function submitPin(pin: string): Promise<void> {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setError('');
    try {
      const selected = await selectProfile(profile.id, pin);
      onSelected(selected);
    } catch (caught) {
      const apiError = normaliseError(caught);
      setError(isWrongPin(apiError) ? t('ACCOUNT_PIN_WRONG') : errorMessageFor(t, apiError));
      setBusy(false);
      pinInput.current?.reset();
    } finally {
      submitting.current = false;
    }
  }

  async function confirmRecover(): Promise<void> {
    setBusy(true);
    setError('');
    try {
      await recoverPin(profile.id);
    } catch {
      // Spec section 8: a forgot-PIN mail error asks the viewer to check the account's e-mail is validated.
      setError(t('ACCOUNT_PROFILE_FORGOT_PIN_ERROR'));
      setBusy(false);
      return;
    }
    bus.emit('toast:show', { message: t('ACCOUNT_PROFILE_FORGOT_PIN_CONFIRMATION'), kind: 'success' });
    onClose();
  }

  const show = (next: View): void => {
    setError('');
    setView(next);
  };

  const errorId = `${id}-error`;
  const alert = (
    <p
      id={errorId}
      role="alert"
      className={view === 'pin' ? `${styles.error} ${styles.centred}` : styles.error}
    >
      {error}
    </p>
  );

  if (view === 'recover') {
    return (
      <Modal title={t('ACCOUNT_PIN_RECOVER_TITLE')} onClose={onClose} width={PIN_POPUP_WIDTH_PX}>
        <p className={styles.text}>{t('ACCOUNT_PIN_RECOVER_DESC', { name: profile.name })}</p>
        {alert}
        <div className={styles.actions}>
          <button
            ref={cancelButton}
            type="button"
            className={buttons.secondary}
            disabled={busy}
            onClick={() => show('pin')}
          >
            {t('GENERIC_CANCEL')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={() => void confirmRecover()}
          >
            {busy ? t('ACCOUNT_PIN_RECOVER_SENDING') : t('ACCOUNT_PIN_RECOVER_CONFIRM')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('ACCOUNT_PIN_TITLE')} onClose={onClose} width={PIN_POPUP_WIDTH_PX}>
      <p className={styles.text}>{t('ACCOUNT_PIN_DESC', { name: profile.name })}</p>
      <PinInput
        ref={pinInput}
        label={t('ACCOUNT_PIN_LABEL', { name: profile.name })}
        busy={busy}
        invalid={error !== ''}
        describedBy={error ? errorId : undefined}
        onComplete={(pin) => void submitPin(pin)}
      />
      <p role="status" className={styles.status}>
        {busy ? t('ACCOUNT_PIN_CHECKING') : ''}
      </p>
      {alert}
      <div className={styles.forgot}>
        <button type="button" className={buttons.textLink} onClick={() => show('recover')}>
          {t('ACCOUNT_PIN_FORGOT')}
        </button>
      </div>
    </Modal>
  );
}
