import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ACCOUNT_CODE_DIGITS, ACCOUNT_CODE_TTL_SECONDS, accountErrorCodes } from '@palco/contracts';
import { Modal, normaliseError, useTranslation } from '@palco/shared';
import { accountErrorText } from '../errors/account-errors';
import { codeDigits, codeProblem, RESEND_CODE_COOLDOWN_SECONDS } from '../codes/emailed-code';
import { activateAccount, sendActivationCode } from '../register/registration-api';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { useCountdown } from '../ui/use-countdown';

/** One of the spec's 400 px modals (section 2). */
export const ACTIVATION_POPUP_WIDTH_PX = 400;

export interface ActivationPopupProps {
  email: string;
  /** The account sign-up made; without it the code goes with the e-mail (after a 423 at sign-in). */
  accountId: string | null;
  /** `registered`: a code was just sent. `not-activated`: sign-in found the account waiting for its code. */
  reason: 'registered' | 'not-activated';
  /** The code was right: the account is active. */
  onActivated: () => Promise<void> | void;
  onClose: () => void;
  /**
   * Section 4's payment before activation: a new registration may choose and pay for a plan now, with the
   * session sign-up gave, and activate afterwards. Absent: not offered.
   */
  onChoosePlan?: () => void;
}

const CODE_ERRORS: ReadonlySet<string> = new Set([
  accountErrorCodes.invalidCode,
  accountErrorCodes.codeExpired,
]);

/**
 * Account activation by e-mailed code (spec section 4): "we sent a code to X", the code (`POST
 * /v1/validate`), and "send a new code" (`PUT /v1/account/activate`) with a cooldown. A wrong or expired
 * code says so under the field and keeps it for correction.
 */
export function ActivationPopup({
  email,
  accountId,
  reason,
  onActivated,
  onClose,
  onChoosePlan,
}: ActivationPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const codeField = useRef<HTMLInputElement>(null);
  const cooldown = useCountdown();
  const { start } = cooldown;

  useEffect(() => {
    if (reason === 'registered') start(RESEND_CODE_COOLDOWN_SECONDS);
  }, [reason, start]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    setSummary('');
    const problem = codeProblem(code);
    setCodeError(problem ? t(problem, { digits: ACCOUNT_CODE_DIGITS }) : '');
    if (problem) {
      codeField.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const digits = codeDigits(code);
      await activateAccount(accountId ? { code: digits, id: accountId } : { code: digits, email });
      await onActivated();
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      if (CODE_ERRORS.has(error.errorCode)) {
        setCodeError(message);
        codeField.current?.focus();
      } else {
        setSummary(message);
      }
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  async function resend(): Promise<void> {
    setSending(true);
    setSummary('');
    setNotice('');
    try {
      await sendActivationCode(email);
    } catch (caught) {
      setSummary(accountErrorText(t, normaliseError(caught), i18n.language));
      setSending(false);
      return;
    }
    // The new code voids the one before.
    setCode('');
    setCodeError('');
    setNotice(t('ACCOUNT_CODE_RESENT', { email }));
    setSending(false);
    start(RESEND_CODE_COOLDOWN_SECONDS);
    codeField.current?.focus();
  }

  let resendLabel = t('ACCOUNT_CODE_RESEND');
  if (sending) resendLabel = t('ACCOUNT_CODE_SENDING');
  else if (cooldown.remaining > 0)
    resendLabel = t('ACCOUNT_CODE_RESEND_WAIT', { seconds: cooldown.remaining });

  return (
    <Modal title={t('ACCOUNT_ACTIVATION_TITLE')} onClose={onClose} width={ACTIVATION_POPUP_WIDTH_PX}>
      <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <p className={styles.muted}>
          {t(reason === 'registered' ? 'ACCOUNT_ACTIVATION_SENT' : 'ACCOUNT_ACTIVATION_NOT_ACTIVE', {
            email,
            digits: ACCOUNT_CODE_DIGITS,
          })}
        </p>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <p role="alert" className={styles.alert}>
          {summary}
        </p>
        <TextField
          ref={codeField}
          label={t('ACCOUNT_ACTIVATION_CODE')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT_CODE_DIGITS * 2}
          inputClassName={styles.code}
          value={code}
          hint={t('ACCOUNT_CODE_HINT', { minutes: ACCOUNT_CODE_TTL_SECONDS / 60 })}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
          {busy ? t('ACCOUNT_ACTIVATION_SUBMITTING') : t('ACCOUNT_ACTIVATION_SUBMIT')}
        </button>
        <button
          type="button"
          className={buttons.textLink}
          disabled={sending || cooldown.remaining > 0}
          onClick={() => void resend()}
        >
          {resendLabel}
        </button>
        {onChoosePlan && (
          <button type="button" className={buttons.textLink} onClick={onChoosePlan}>
            {t('ACCOUNT_ACTIVATION_CHOOSE_PLAN')}
          </button>
        )}
      </form>
    </Modal>
  );
}
