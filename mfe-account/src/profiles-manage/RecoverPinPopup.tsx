import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ACCOUNT_CODE_DIGITS, accountErrorCodes, type Profile } from '@palco/contracts';
import { bus, Modal, normaliseError, useTranslation } from '@palco/shared';
import { PIN_POPUP_WIDTH_PX } from '../choose-profile/PinPopup';
import { recoverPin } from '../choose-profile/profile-select-api';
import { codeDigits, codeProblem } from '../codes/emailed-code';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { savePin } from './manage-api';
import { PinField, type PinFieldHandle } from './PinField';
import { checkNewPin } from './profile-rules';

export interface RecoverPinPopupProps {
  profile: Profile;
  onClose: () => void;
  /** The PIN was chosen again with the mailed code: the profile as the API answered, and its new PIN. */
  onReset: (profile: Profile, pin: string) => void;
}

type View = 'confirm' | 'reset';
type Field = 'code' | 'pin' | 'confirmation';

/** Codes of a refused reset that are about the mailed code. */
const CODE_ERRORS: ReadonlySet<string> = new Set([
  accountErrorCodes.invalidCode,
  accountErrorCodes.codeExpired,
]);

/**
 * "Forgot your PIN?" on the profile pages: the choose-profile screen's recover confirmation (same words:
 * the server e-mails the account, spec section 8's confirmation toast or mail error), then what the mail is
 * for: its 6-digit code and a new PIN, sent as `POST /v1/profile/pin {profile_id, old_code: code, new_code}`.
 */
export function RecoverPinPopup({ profile, onClose, onReset }: RecoverPinPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>('confirm');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<PinFieldHandle>(null);
  const confirmationRef = useRef<PinFieldHandle>(null);

  async function sendMail(): Promise<void> {
    setBusy(true);
    setError('');
    try {
      await recoverPin(profile.id);
    } catch (caught) {
      const apiError = normaliseError(caught);
      // Section 8: a forgot-PIN mail error asks the viewer to check the account's e-mail is validated.
      setError(
        apiError.errorStatus === 429
          ? accountErrorText(t, apiError, i18n.language)
          : t('ACCOUNT_PROFILE_FORGOT_PIN_ERROR'),
      );
      setBusy(false);
      return;
    }
    bus.emit('toast:show', { message: t('ACCOUNT_PROFILE_FORGOT_PIN_CONFIRMATION'), kind: 'success' });
    setBusy(false);
    setView('reset');
  }

  const show = (found: Partial<Record<Field, string>>): boolean => {
    setProblems(found);
    if (found.code) codeRef.current?.focus();
    else if (found.pin) pinRef.current?.reset();
    else if (found.confirmation) confirmationRef.current?.reset();
    return Object.keys(found).length > 0;
  };

  async function reset(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setError('');
    const codeIssue = codeProblem(code);
    const pinIssues = checkNewPin(pin, confirmation);
    const found: Partial<Record<Field, string>> = {
      ...(codeIssue ? { code: t(codeIssue, { digits: ACCOUNT_CODE_DIGITS }) } : {}),
      ...(pinIssues.pin ? { pin: t(pinIssues.pin) } : {}),
      ...(pinIssues.confirmation ? { confirmation: t(pinIssues.confirmation) } : {}),
    };
    if (show(found)) return;
    setBusy(true);
    try {
      const saved = await savePin({ profile_id: profile.id, old_code: codeDigits(code), new_code: pin });
      bus.emit('toast:show', { message: t('PROFILES_PIN_RESET_DONE'), kind: 'success' });
      onReset(saved, pin);
    } catch (caught) {
      const apiError = normaliseError(caught);
      const message = accountErrorText(t, apiError, i18n.language);
      if (CODE_ERRORS.has(apiError.errorCode)) show({ code: message });
      else setError(message);
      setBusy(false);
    }
  }

  const alert = (
    <p role="alert" className={formStyles.alert}>
      {error}
    </p>
  );

  if (view === 'confirm') {
    return (
      <Modal key={view} title={t('ACCOUNT_PIN_RECOVER_TITLE')} onClose={onClose} width={PIN_POPUP_WIDTH_PX}>
        <p className={formStyles.muted}>{t('ACCOUNT_PIN_RECOVER_DESC', { name: profile.name })}</p>
        {alert}
        <div className={formStyles.actions}>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
            {t('GENERIC_CANCEL')}
          </button>
          <button type="button" className={buttons.primary} disabled={busy} onClick={() => void sendMail()}>
            {busy ? t('ACCOUNT_PIN_RECOVER_SENDING') : t('ACCOUNT_PIN_RECOVER_CONFIRM')}
          </button>
          <button type="button" className={buttons.textLink} onClick={() => setView('reset')}>
            {t('PROFILES_RECOVER_HAVE_CODE')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    // A view of its own (`key`), so focus starts again in its first field.
    <Modal key={view} title={t('PROFILES_RECOVER_RESET_TITLE')} onClose={onClose} width={PIN_POPUP_WIDTH_PX}>
      <form className={formStyles.form} noValidate aria-busy={busy} onSubmit={(event) => void reset(event)}>
        <p className={formStyles.muted}>
          {t('PROFILES_RECOVER_RESET_DESC', { name: profile.name, digits: ACCOUNT_CODE_DIGITS })}
        </p>
        {alert}
        <TextField
          ref={codeRef}
          label={t('PROFILES_RECOVER_CODE')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          inputClassName={formStyles.code}
          value={code}
          error={problems.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <PinField
          ref={pinRef}
          label={t('PROFILES_NEW_PIN')}
          error={problems.pin}
          busy={busy}
          onChange={setPin}
          onComplete={() => confirmationRef.current?.focus()}
        />
        <PinField
          ref={confirmationRef}
          label={t('PROFILES_CONFIRM_PIN')}
          error={problems.confirmation}
          busy={busy}
          onChange={setConfirmation}
        />
        <div className={formStyles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? t('ACCOUNT_SAVING') : t('PROFILES_PIN_SAVE')}
          </button>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
            {t('GENERIC_CANCEL')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
