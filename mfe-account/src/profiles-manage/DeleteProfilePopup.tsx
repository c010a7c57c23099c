import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { Profile } from '@palco/contracts';
import { Modal, normaliseError, useTranslation } from '@palco/shared';
import { isWrongPin } from '../choose-profile/profile-select-api';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { deleteProfile } from './manage-api';
import { PinField, type PinFieldHandle } from './PinField';
import { isDeleteConfirmed, isValidPin } from './profile-rules';
import * as styles from './profiles-manage.module.css';

/** One of the spec's 400 px modals (section 2), as the other account popups. */
export const DELETE_PROFILE_POPUP_WIDTH_PX = 400;

export interface DeleteProfilePopupProps {
  profile: Profile;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The delete-profile popup (spec sections 2 and 5): the viewer types the localised word (APAGAR, DELETE,
 * SUPPRIMER: `ACCOUNT_DELETE_CONFIRM_WORD`, which deleting the account asks too) and, for a PIN-protected
 * profile, its PIN; then `DELETE /v1/profile/{id} {code}`.
 */
export function DeleteProfilePopup({ profile, onClose, onDeleted }: DeleteProfilePopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const word = t('ACCOUNT_DELETE_CONFIRM_WORD');
  const [typed, setTyped] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<{ word?: string; pin?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const wordRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<PinFieldHandle>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setError('');
    const found = {
      ...(isDeleteConfirmed(typed, word) ? {} : { word: t('PROFILES_DELETE_WORD_MISMATCH', { word }) }),
      ...(profile.has_pin && !isValidPin(pin) ? { pin: t('AUTHENTICATION_ERROR_PIN_INVALID') } : {}),
    };
    setProblems(found);
    if (found.word) {
      wordRef.current?.focus();
      return;
    }
    if (found.pin) {
      pinRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await deleteProfile(profile.id, profile.has_pin ? { code: pin } : {});
      onDeleted();
    } catch (caught) {
      const apiError = normaliseError(caught);
      if (isWrongPin(apiError)) {
        setProblems({ pin: t('ACCOUNT_PIN_WRONG') });
        pinRef.current?.reset();
      } else {
        setError(accountErrorText(t, apiError, i18n.language));
      }
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('PROFILES_DELETE_TITLE', { name: profile.name })}
      onClose={onClose}
      width={DELETE_PROFILE_POPUP_WIDTH_PX}
      dismissable={!busy}
    >
      <form className={formStyles.form} noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <p className={formStyles.muted}>{t('PROFILES_DELETE_DESC', { name: profile.name })}</p>
        <p role="alert" className={formStyles.alert}>
          {error}
        </p>
        <TextField
          ref={wordRef}
          label={t('PROFILES_DELETE_TYPE', { word })}
          name="confirm_word"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          error={problems.word}
          onChange={(event) => setTyped(event.target.value)}
        />
        {profile.has_pin && (
          <PinField
            ref={pinRef}
            label={t('ACCOUNT_PIN_LABEL', { name: profile.name })}
            error={problems.pin}
            busy={busy}
            onChange={setPin}
          />
        )}
        <div className={formStyles.actions}>
          <button type="submit" className={styles.danger} disabled={busy}>
            {busy ? t('PROFILES_DELETING') : t('PROFILES_DELETE_CONFIRM')}
          </button>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
            {t('GENERIC_CANCEL')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
