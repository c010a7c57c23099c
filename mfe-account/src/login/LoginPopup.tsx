import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { type Account, type LoginPopupProps, needsProfileChoice } from '@palco/contracts';
import {
  type LoginErrorToken,
  Modal,
  normaliseError,
  sessionStore,
  signIn,
  validateLogin,
} from '@palco/shared';
import { chooseProfileUrl } from '../navigation/profile-choice';
import { loginErrorText, signInFailure } from './login-outcome';
import * as styles from './LoginPopup.module.css';

/** The login popup is one of the 400 px modals of spec section 2. */
export const LOGIN_POPUP_WIDTH_PX = 400;

const EMAIL_ERRORS: readonly LoginErrorToken[] = [
  'AUTHENTICATION_ERROR_LOGIN_EMAIL_EMPTY',
  'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
];

/**
 * E-mail and password sign-in (spec section 4, "Login"): validate, loading, `signIn()`, close. The shell's
 * overlay host renders it on `overlay:open {name: 'login'}`. A failed attempt keeps what the viewer typed.
 * An account that must choose a profile goes to `/choose-profile`, which then continues to `redirectTo`
 * (or the page the viewer signed in on).
 */
export function LoginPopup({ onClose, redirectTo }: LoginPopupProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<readonly LoginErrorToken[]>([]);
  const [message, setMessage] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting) return;
    const tokens = validateLogin(email, password);
    setInvalid(tokens);
    setMessage(loginErrorText(t, tokens));
    if (tokens.length > 0) return;

    setSubmitting(true);
    let account: Account;
    try {
      account = await signIn(email, password);
    } catch (error) {
      const failure = signInFailure(t, normaliseError(error));
      if (failure.kind === 'go-home') {
        onClose();
        navigateToUrl('/');
        return;
      }
      setMessage(failure.message);
      setSubmitting(false);
      return;
    }
    onClose();
    // A family account chooses who is watching first, then continues where the viewer was headed
    // (spec section 4, "Profile selection").
    if (needsProfileChoice(account, sessionStore.getState().profile)) {
      navigateToUrl(chooseProfileUrl(redirectTo ?? `${window.location.pathname}${window.location.search}`));
      return;
    }
    if (redirectTo) navigateToUrl(redirectTo);
  }

  const emailInvalid = invalid.some((token) => EMAIL_ERRORS.includes(token));
  const passwordInvalid = invalid.some((token) => !EMAIL_ERRORS.includes(token));
  const alertId = `${id}-alert`;

  return (
    <Modal title={t('ACCOUNT_LOGIN_TITLE')} onClose={onClose} width={LOGIN_POPUP_WIDTH_PX}>
      <form
        className={styles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t('ACCOUNT_LOGIN_EMAIL')}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          aria-invalid={emailInvalid}
          aria-describedby={message ? alertId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label className={styles.label} htmlFor={`${id}-password`}>
          {t('ACCOUNT_LOGIN_PASSWORD')}
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={passwordInvalid}
          aria-describedby={message ? alertId : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div id={alertId} role="alert" className={styles.alert}>
          {message}
        </div>
        <button type="submit" className={`palco-button ${styles.submit}`} disabled={submitting}>
          {submitting ? t('ACCOUNT_LOGIN_SUBMITTING') : t('ACCOUNT_LOGIN_SUBMIT')}
        </button>
      </form>
    </Modal>
  );
}
