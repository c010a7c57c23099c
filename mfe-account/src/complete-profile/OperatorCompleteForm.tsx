import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { accountErrorCodes } from '@palco/contracts';
import { isValidEmail, loadAccount, normaliseError, useTranslation } from '@palco/shared';
import { accountErrorText } from '../errors/account-errors';
import { reloadHome } from '../navigation/full-reload';
import { checkAccount, updateAccount } from '../register/registration-api';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { suggestFreeEmail } from './email-suggestion';
import { EmailSuggestion } from './EmailSuggestion';

export interface OperatorCompleteFormProps {
  /** The reloaded account has its e-mail. */
  onDone: () => void;
}

/**
 * The complete-profile step of an account made through an operator (spec sections 4 and 5): only an
 * e-mail, required and held to the pattern; errors as a list, and the call only when there are none. A
 * taken address gets another one suggested (section 8).
 */
export function OperatorCompleteForm({ onDone }: OperatorCompleteFormProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    const typed = email.trim().toLowerCase();
    const found = [
      ...(typed ? [] : [t('ACCOUNT_OPERATOR_EMAIL_REQUIRED')]),
      ...(typed && !isValidEmail(typed) ? [t('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID')] : []),
    ];
    setErrors(found);
    setSuggestion(null);
    if (found.length > 0) {
      emailRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      await updateAccount({ email: typed });
      try {
        await loadAccount();
      } catch (error) {
        console.error('The account could not be reloaded after completing the profile', error);
        reloadHome();
        return;
      }
      onDone();
    } catch (caught) {
      const error = normaliseError(caught);
      setErrors([accountErrorText(t, error, i18n.language)]);
      if (error.errorCode === accountErrorCodes.emailInUse) {
        setSuggestion(await suggestFreeEmail(typed, checkAccount));
      }
      setSaving(false);
      emailRef.current?.focus();
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>{t('ACCOUNT_OPERATOR_COMPLETE_DESC')}</p>
      <div role="alert" className={styles.alert}>
        {errors.length > 0 && (
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        ref={emailRef}
        label={t('ACCOUNT_REGISTER_EMAIL')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {suggestion && (
        <EmailSuggestion
          email={suggestion}
          onUse={() => {
            setEmail(suggestion);
            setSuggestion(null);
            emailRef.current?.focus();
          }}
        />
      )}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={saving}>
        {saving ? t('ACCOUNT_SAVING') : t('ACCOUNT_COMPLETE_SUBMIT')}
      </button>
    </form>
  );
}
