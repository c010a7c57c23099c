import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import type { Account } from '@palco/contracts';
import {
  AppLink,
  type LoginErrorToken,
  Modal,
  normaliseError,
  signIn,
  useTranslation,
  validateLogin,
} from '@palco/shared';
import { FORGOT_PASSWORD_PATH } from '../navigation/account-paths';
import { SocialButtons } from '../social/SocialButtons';
import * as buttons from '../ui/buttons.module.css';
import { loginErrorText, signInFailure } from './login-outcome';
import * as styles from './LoginPopup.module.css';

/** The login popup is one of the 400 px modals of spec section 2. */
export const LOGIN_POPUP_WIDTH_PX = 400;

const EMAIL_ERRORS: readonly LoginErrorToken[] = [
  'AUTHENTICATION_ERROR_LOGIN_EMAIL_EMPTY',
  'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
];

/** What the login form holds; kept by the popup, so a trip to registration or activation loses nothing. */
export interface LoginDraft {
  email: string;
  password: string;
}

export interface LoginViewProps {
  draft: LoginDraft;
  onDraftChange: (draft: LoginDraft) => void;
  /** Already translated: why the form is shown again (e.g. the account was just activated). */
  notice?: string;
  onSignedIn: (account: Account) => void;
  /** The password was right but the account waits for its e-mailed code (423 `account_not_activated`). */
  onNotActivated: (email: string) => void;
  /** Opens registration; absent when sign-up is switched off. */
  onRegister?: () => void;
  /** Opens the sign-in with a code typed on another device; absent when `tv_code_login` is off. */
  onTvCode?: () => void;
  /** Opens the operator popup; absent when no operator is offered (`enterWithMeo`, `enterWithVodafone`). */
  onOperator?: () => void;
  onClose: () => void;
}

/**
 * E-mail and password sign-in (spec section 4, "Login"): validate, loading, `signIn()`. A failed attempt
 * keeps what the viewer typed. Below the form: "forgot your password?" and "create an account".
 */
export function LoginView({
  draft,
  onDraftChange,
  notice,
  onSignedIn,
  onNotActivated,
  onRegister,
  onTvCode,
  onOperator,
  onClose,
}: LoginViewProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [invalid, setInvalid] = useState<readonly LoginErrorToken[]>([]);
  const [message, setMessage] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { email, password } = draft;

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
      const failure = signInFailure(t, normaliseError(error), i18n.language);
      if (failure.kind === 'activate') {
        onNotActivated(email.trim().toLowerCase());
        return;
      }
      if (failure.kind === 'go-home') {
        onClose();
        navigateToUrl('/');
        return;
      }
      setMessage(failure.message);
      setSubmitting(false);
      return;
    }
    onSignedIn(account);
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
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
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
          onChange={(event) => onDraftChange({ ...draft, email: event.target.value })}
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
          onChange={(event) => onDraftChange({ ...draft, password: event.target.value })}
        />
        <div id={alertId} role="alert" className={styles.alert}>
          {message}
        </div>
        <button type="submit" className={`palco-button ${styles.submit}`} disabled={submitting}>
          {submitting ? t('ACCOUNT_LOGIN_SUBMITTING') : t('ACCOUNT_LOGIN_SUBMIT')}
        </button>
        <div className={styles.links}>
          <AppLink href={FORGOT_PASSWORD_PATH} className={buttons.textLink} onNavigate={onClose}>
            {t('ACCOUNT_LOGIN_FORGOT')}
          </AppLink>
          {onTvCode && (
            <button type="button" className={buttons.textLink} onClick={onTvCode}>
              {t('ACCOUNT_TV_LOGIN_LINK')}
            </button>
          )}
          {onOperator && (
            <button type="button" className={buttons.textLink} onClick={onOperator}>
              {t('ACCOUNT_OPERATOR_LINK')}
            </button>
          )}
          {onRegister && (
            <p className={styles.register}>
              {t('ACCOUNT_LOGIN_NO_ACCOUNT')}{' '}
              <button type="button" className={buttons.textLink} onClick={onRegister}>
                {t('ACCOUNT_LOGIN_CREATE_ACCOUNT')}
              </button>
            </p>
          )}
        </div>
      </form>
      <SocialButtons />
    </Modal>
  );
}
