import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ACCOUNT_CODE_DIGITS, ACCOUNT_CODE_TTL_SECONDS, accountErrorCodes } from '@palco/contracts';
import { bus, endSession, Modal, normaliseError, useTranslation } from '@palco/shared';
import { codeDigits, codeProblem, RESEND_CODE_COOLDOWN_SECONDS } from '../codes/emailed-code';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { useCountdown } from '../ui/use-countdown';
import { deleteAccount, requestDeletionCode } from './delete-account-api';

/** The spec's delete-account popup is 400 px wide (section 2). */
export const DELETE_ACCOUNT_POPUP_WIDTH_PX = 400;

const CODE_ERRORS: ReadonlySet<string> = new Set([
  accountErrorCodes.invalidCode,
  accountErrorCodes.codeExpired,
]);

/** Whether the viewer typed the confirmation word (spec section 5: APAGAR / DELETE), ignoring case and spaces around it. */
export function confirmsDeletion(typed: string, word: string, locale: string): boolean {
  const tag = locale.replace('_', '-');
  return typed.trim().toLocaleUpperCase(tag) === word.toLocaleUpperCase(tag);
}

export interface DeleteAccountPopupProps {
  /** The account's e-mail: where the code goes, and what the confirmation names. */
  email: string;
  onClose: () => void;
}

type Field = 'code' | 'word';

/**
 * Deleting the account (spec sections 4 and 5), in two steps: what deleting means and "send the code"
 * (`POST /v1/account/delete/code`); then the e-mailed code and the localised word typed out, and the
 * confirmation (`POST /v1/account/delete {email, code}`). The account's sessions end with it, so the viewer
 * is then signed out here the one shared way and sent home, with a notice.
 */
export function DeleteAccountPopup({ email, onClose }: DeleteAccountPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<'explain' | 'confirm'>('explain');
  const [code, setCode] = useState('');
  const [word, setWord] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const codeField = useRef<HTMLInputElement>(null);
  const wordField = useRef<HTMLInputElement>(null);
  const cooldown = useCountdown();
  const confirmWord = t('ACCOUNT_DELETE_CONFIRM_WORD');

  async function sendCode(): Promise<void> {
    if (sending) return;
    setSending(true);
    setSummary('');
    try {
      await requestDeletionCode();
    } catch (caught) {
      setSummary(accountErrorText(t, normaliseError(caught), i18n.language));
      setSending(false);
      return;
    }
    // A new code voids the one before.
    setCode('');
    setErrors({});
    setNotice(t('ACCOUNT_DELETE_CODE_SENT', { digits: ACCOUNT_CODE_DIGITS, email }));
    setSending(false);
    setStep('confirm');
    cooldown.start(RESEND_CODE_COOLDOWN_SECONDS);
    codeField.current?.focus();
  }

  async function confirm(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    setSummary('');
    const problem = codeProblem(code);
    const found: Partial<Record<Field, string>> = {
      ...(problem ? { code: t(problem, { digits: ACCOUNT_CODE_DIGITS }) } : {}),
      ...(confirmsDeletion(word, confirmWord, i18n.language)
        ? {}
        : { word: t('ACCOUNT_DELETE_WORD_MISMATCH', { word: confirmWord }) }),
    };
    setErrors(found);
    if (found.code) codeField.current?.focus();
    else if (found.word) wordField.current?.focus();
    if (found.code || found.word) return;

    inFlight.current = true;
    setBusy(true);
    try {
      await deleteAccount({ email, code: codeDigits(code) });
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      if (CODE_ERRORS.has(error.errorCode)) {
        setErrors({ code: message });
        codeField.current?.focus();
      } else {
        setSummary(message);
      }
      setBusy(false);
      inFlight.current = false;
      return;
    }
    const done = t('ACCOUNT_DELETE_DONE');
    onClose();
    // The account and its sessions are gone: no logout call, only the end of the session here.
    await endSession('signed-out');
    bus.emit('toast:show', { message: done, kind: 'success' });
  }

  let resendLabel = t('ACCOUNT_CODE_RESEND');
  if (sending) resendLabel = t('ACCOUNT_CODE_SENDING');
  else if (cooldown.remaining > 0)
    resendLabel = t('ACCOUNT_CODE_RESEND_WAIT', { seconds: cooldown.remaining });

  return (
    <Modal title={t('ACCOUNT_DELETE_ACCOUNT')} onClose={onClose} width={DELETE_ACCOUNT_POPUP_WIDTH_PX}>
      {step === 'explain' ? (
        <div className={styles.form} aria-busy={sending}>
          <p className={styles.muted}>{t('ACCOUNT_DELETE_DESC')}</p>
          <p className={styles.muted}>{t('ACCOUNT_DELETE_STEP_CODE', { email })}</p>
          <p role="alert" className={styles.alert}>
            {summary}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={sending}
              onClick={() => void sendCode()}
            >
              {sending ? t('ACCOUNT_DELETE_SENDING') : t('ACCOUNT_DELETE_SEND_CODE')}
            </button>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {t('GENERIC_CANCEL')}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void confirm(event)}>
          <p className={styles.muted}>{t('ACCOUNT_DELETE_DESC')}</p>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
          <p role="alert" className={styles.alert}>
            {summary}
          </p>
          <TextField
            ref={codeField}
            label={t('ACCOUNT_DELETE_CODE')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ACCOUNT_CODE_DIGITS * 2}
            inputClassName={styles.code}
            value={code}
            hint={t('ACCOUNT_CODE_HINT', { minutes: ACCOUNT_CODE_TTL_SECONDS / 60 })}
            error={errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
          <TextField
            ref={wordField}
            label={t('ACCOUNT_DELETE_TYPE_WORD', { word: confirmWord })}
            name="confirm-word"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={word}
            error={errors.word}
            onChange={(event) => setWord(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? t('ACCOUNT_DELETE_DELETING') : t('ACCOUNT_DELETE_CONFIRM')}
            </button>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {t('GENERIC_CANCEL')}
            </button>
          </div>
          <button
            type="button"
            className={buttons.textLink}
            disabled={sending || cooldown.remaining > 0}
            onClick={() => void sendCode()}
          >
            {resendLabel}
          </button>
        </form>
      )}
    </Modal>
  );
}
