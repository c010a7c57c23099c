import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type AccountCheck, accountErrorCodes, SIGNUP_CAPTCHA_ACTION } from '@palco/contracts';
import {
  Modal,
  normaliseError,
  PASSWORD_MIN_LENGTH,
  Spinner,
  useServerSettings,
  useTranslation,
} from '@palco/shared';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { BirthDatePicker } from './BirthDatePicker';
import { checkBirthDate, MINIMUM_AGE_YEARS } from './birthday';
import { CaptchaWidget } from './CaptchaWidget';
import { ConsentFields } from './ConsentFields';
import {
  checkRegistration,
  normaliseEmail,
  REGISTER_STEPS,
  type RegisterDraft,
  type RegisterField,
} from './register-rules';
import { checkAccount, type Registration, signUp } from './registration-api';

/** Registration is one of the spec's modals (400-600 px, section 2), wide enough for the captcha. */
export const REGISTER_POPUP_WIDTH_PX = 480;

export interface RegisterPopupProps {
  /** What the viewer has filled in; kept by the popup's owner, so switching to login and back loses nothing. */
  draft: RegisterDraft;
  onDraftChange: (draft: RegisterDraft) => void;
  /** The account exists and its activation code is on its way. */
  onRegistered: (registration: Registration) => void;
  /** Sign in instead, with the e-mail (and password) typed here. */
  onSignIn: (email: string) => void;
  /** The e-mail has an account still waiting for its code: go and activate it. */
  onActivate: (email: string) => void;
  onClose: () => void;
}

/** Where a refused sign-up's code goes on this form. */
const FIELD_OF_CODE: Readonly<Partial<Record<string, RegisterField>>> = {
  AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID: 'email',
  AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'password',
  [accountErrorCodes.emailInUse]: 'email',
  [accountErrorCodes.captchaInvalid]: 'captcha',
};

type Problems = Partial<Record<RegisterField, string>>;

/**
 * Registration step 1 (spec sections 4 and 5): e-mail (trimmed and lower-cased), password, birth date,
 * agreement and opt-in, checked on the page, then the captcha (action 'login') and `POST /v1/signup`. While
 * the call runs the register-in-progress spinner shows; a refused call keeps everything typed, shows the
 * message under its field (or over the form) and asks for a fresh captcha. An e-mail that has an account
 * offers to sign in instead, or to activate the account when it still waits for its code.
 */
export function RegisterPopup({
  draft,
  onDraftChange,
  onRegistered,
  onSignIn,
  onActivate,
  onClose,
}: RegisterPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const settings = useServerSettings();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [emailTaken, setEmailTaken] = useState<AccountCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const birthdayRef = useRef<HTMLSelectElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);

  const update = (change: Partial<RegisterDraft>): void => onDraftChange({ ...draft, ...change });
  const focus = (field: Exclude<RegisterField, 'captcha'>): void => {
    const refs = { email: emailRef, password: passwordRef, birthday: birthdayRef, agree: agreeRef };
    refs[field].current?.focus();
  };
  const focusFirst = (found: Problems): void => {
    const first = (['email', 'password', 'birthday', 'agree'] as const).find((field) => found[field]);
    if (first) focus(first);
  };
  const freshCaptcha = (): void => {
    setCaptchaToken(null);
    setCaptchaGeneration((generation) => generation + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkRegistration(draft, captchaToken !== null);
    const found: Problems = Object.fromEntries(
      Object.entries(checked.fields).map(([field, key]) => [field, t(key, { age: MINIMUM_AGE_YEARS })]),
    );
    setProblems(found);
    setSummary(checked.summary ? t(checked.summary) : '');
    setEmailTaken(null);
    const birthday = checkBirthDate(draft.birthDate);
    if (Object.keys(found).length > 0 || !birthday.ok || !captchaToken) {
      focusFirst(found);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    const email = normaliseEmail(draft.email);
    try {
      const registration = await signUp({
        email,
        password: draft.password,
        birthday: birthday.iso,
        agree: true,
        optin: draft.optin,
        google_recaptcha_token: captchaToken,
        locale: i18n.language,
      });
      onRegistered(registration);
      return;
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      const field = fieldOfError(error, FIELD_OF_CODE);
      // Tokens are good once: whatever refused the sign-up, the next try needs a new one.
      freshCaptcha();
      if (field) {
        setProblems({ [field]: message });
        if (field !== 'captcha') focus(field);
      } else {
        setSummary(message);
      }
      if (error.errorCode === accountErrorCodes.emailInUse) {
        setEmailTaken((await checkAccount(email)) ?? { exists: true, activated: true });
      }
    } finally {
      inFlight.current = false;
    }
    setSubmitting(false);
  }

  const widgetUrl = settings.data?.captcha_widget_url;
  let captcha: ReactNode;
  if (widgetUrl) {
    captcha = (
      <CaptchaWidget
        widgetUrl={widgetUrl}
        action={SIGNUP_CAPTCHA_ACTION}
        hasToken={captchaToken !== null}
        generation={captchaGeneration}
        onToken={setCaptchaToken}
        error={problems.captcha}
      />
    );
  } else if (settings.isLoading) {
    captcha = <Spinner />;
  } else {
    captcha = (
      <p role="alert" className={styles.alert}>
        {t('ACCOUNT_CAPTCHA_UNAVAILABLE')}
      </p>
    );
  }

  return (
    <Modal title={t('ACCOUNT_REGISTER_TITLE')} onClose={onClose} width={REGISTER_POPUP_WIDTH_PX}>
      <form
        className={styles.form}
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.muted}>{t('ACCOUNT_REGISTER_STEP', { step: 1, total: REGISTER_STEPS })}</p>
        <p role="alert" className={styles.alert}>
          {summary}
        </p>
        <TextField
          ref={emailRef}
          label={t('ACCOUNT_REGISTER_EMAIL')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={draft.email}
          error={problems.email}
          onChange={(event) => {
            update({ email: event.target.value });
            setEmailTaken(null);
          }}
        />
        {emailTaken && (
          <div className={styles.actions}>
            {emailTaken.exists && !emailTaken.activated && (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => onActivate(normaliseEmail(draft.email))}
              >
                {t('ACCOUNT_REGISTER_EMAIL_IN_USE_ACTIVATE')}
              </button>
            )}
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => onSignIn(normaliseEmail(draft.email))}
            >
              {t('ACCOUNT_REGISTER_EMAIL_IN_USE_SIGN_IN')}
            </button>
          </div>
        )}
        <TextField
          ref={passwordRef}
          label={t('ACCOUNT_REGISTER_PASSWORD')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={draft.password}
          hint={t('ACCOUNT_PASSWORD_HINT', { count: PASSWORD_MIN_LENGTH })}
          error={problems.password}
          onChange={(event) => update({ password: event.target.value })}
        />
        <BirthDatePicker
          ref={birthdayRef}
          value={draft.birthDate}
          error={problems.birthday}
          onChange={(birthDate) => update({ birthDate })}
        />
        <ConsentFields
          agree={draft.agree}
          optin={draft.optin}
          agreeError={problems.agree}
          agreeRef={agreeRef}
          onAgreeChange={(agree) => update({ agree })}
          onOptinChange={(optin) => update({ optin })}
        />
        {captcha}
        {submitting && <Spinner label={t('ACCOUNT_REGISTER_IN_PROGRESS')} />}
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={submitting}>
          {submitting ? t('ACCOUNT_REGISTER_IN_PROGRESS') : t('ACCOUNT_REGISTER_SUBMIT')}
        </button>
        <p className={styles.muted}>
          {t('ACCOUNT_REGISTER_HAVE_ACCOUNT')}{' '}
          <button
            type="button"
            className={buttons.textLink}
            onClick={() => onSignIn(normaliseEmail(draft.email))}
          >
            {t('ACCOUNT_REGISTER_SIGN_IN')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
