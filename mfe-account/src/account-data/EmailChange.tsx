import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type Account, accountErrorCodes, endpoints } from '@palco/contracts';
import {
  callEndpoint,
  http,
  isValidEmail,
  loadAccount,
  normaliseError,
  sessionStore,
  useTranslation,
} from '@palco/shared';
import { codeDigits, codeProblem } from '../codes/emailed-code';
import { suggestFreeEmail } from '../complete-profile/email-suggestion';
import { EmailSuggestion } from '../complete-profile/EmailSuggestion';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText } from '../errors/account-errors';
import { PERSONAL_DATA_PATH } from '../navigation/account-paths';
import { checkAccount, updateAccount } from '../register/registration-api';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';

/** Reloads the session's account after a change, keeping the answer when the reload fails. */
async function followAccount(answer: Account): Promise<void> {
  try {
    await loadAccount();
  } catch (error) {
    console.warn('The account could not be reloaded after the e-mail change', error);
    if (sessionStore.getState().token) sessionStore.getState().setAccount(answer);
  }
}

interface EmailDraft {
  /** Whether the new-address form is open. */
  editing: boolean;
  email: string;
  code: string;
}

const CLOSED: EmailDraft = { editing: false, email: '', code: '' };
/** The mailed code proves the new address: through an expired session it is kept in memory only. */
const MEMORY_ONLY: readonly (keyof EmailDraft)[] = ['code'];
const hasInput = ({ editing, email, code }: EmailDraft): boolean => (editing && email !== '') || code !== '';

/**
 * Changing the account's e-mail (spec sections 1 and 8, behind the `email_update` flag): the new address
 * goes with `PUT /v1/account {email}`, which mails it a code; the account takes it once the code comes
 * back (`POST /v1/account/email/confirm`). A taken address is refused with another one suggested; what
 * was typed stays through every refusal, and through a session that expires, for the same account to send
 * once signed in again.
 */
export function EmailChange({ account }: { account: Account }): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { draft, setDraft, forget } = useKeptDraft<EmailDraft>(() => CLOSED, {
    accountId: account.id,
    route: `${PERSONAL_DATA_PATH}#email`,
    worthKeeping: hasInput,
    memoryOnly: MEMORY_ONLY,
  });
  const { editing, email, code } = draft;
  const setEditing = (open: boolean): void => setDraft((typed) => ({ ...typed, editing: open }));
  const setEmail = (typed: string): void => setDraft((current) => ({ ...current, email: typed }));
  const setCode = (typed: string): void => setDraft((current) => ({ ...current, code: typed }));
  const [error, setError] = useState('');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const pending = account.pending_email ?? null;

  async function ask(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const wanted = email.trim().toLowerCase();
    setSuggestion(null);
    setNotice('');
    if (!isValidEmail(wanted)) {
      setError(t('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID'));
      emailRef.current?.focus();
      return;
    }
    if (wanted === account.email.toLowerCase()) {
      setError(t('ACCOUNT_EMAIL_CHANGE_SAME'));
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await followAccount(await updateAccount({ email: wanted }));
      setDraft(CLOSED);
      forget();
      setNotice(t('ACCOUNT_EMAIL_CHANGE_SENT', { email: wanted }));
    } catch (caught) {
      const apiError = normaliseError(caught);
      setError(accountErrorText(t, apiError, i18n.language));
      if (apiError.errorCode === accountErrorCodes.emailInUse) {
        setSuggestion(await suggestFreeEmail(wanted, checkAccount));
      }
      emailRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const problem = codeProblem(code);
    if (problem) {
      setError(t(problem));
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const changed = await callEndpoint(http, endpoints.confirmEmail, { body: { code: codeDigits(code) } });
      await followAccount(changed);
      setDraft(CLOSED);
      forget();
      setNotice(t('ACCOUNT_EMAIL_CHANGE_DONE', { email: changed.email }));
    } catch (caught) {
      setError(accountErrorText(t, normaliseError(caught), i18n.language));
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ACCOUNT_EMAIL_CHANGE_TITLE')}</h2>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {pending && !editing && (
        <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void confirm(event)}>
          <p>{t('ACCOUNT_EMAIL_CHANGE_PENDING', { email: pending })}</p>
          <TextField
            ref={codeRef}
            label={t('ACCOUNT_EMAIL_CHANGE_CODE')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error || null}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {t('ACCOUNT_EMAIL_CHANGE_CONFIRM')}
            </button>
            <button
              type="button"
              className={buttons.textLink}
              onClick={() => {
                setEditing(true);
                setEmail(pending);
                setError('');
              }}
            >
              {t('ACCOUNT_EMAIL_CHANGE_OTHER')}
            </button>
          </div>
        </form>
      )}
      {!pending && !editing && (
        <p>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setEditing(true);
              setNotice('');
            }}
          >
            {t('ACCOUNT_EMAIL_CHANGE_START')}
          </button>
        </p>
      )}
      {editing && (
        <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void ask(event)}>
          <TextField
            ref={emailRef}
            label={t('ACCOUNT_EMAIL_CHANGE_NEW')}
            type="email"
            name="new-email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error || null}
            hint={t('ACCOUNT_EMAIL_CHANGE_HINT')}
            onChange={(event) => setEmail(event.target.value)}
          />
          {suggestion && (
            <EmailSuggestion
              email={suggestion}
              onUse={() => {
                setEmail(suggestion);
                setSuggestion(null);
                setError('');
                emailRef.current?.focus();
              }}
            />
          )}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? t('ACCOUNT_SAVING') : t('ACCOUNT_EMAIL_CHANGE_SEND')}
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                setEditing(false);
                setError('');
                setSuggestion(null);
              }}
            >
              {t('ACCOUNT_EMAIL_CHANGE_CANCEL')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
