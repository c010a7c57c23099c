import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_CODE_DIGITS, ACCOUNT_CODE_TTL_SECONDS, accountErrorCodes } from '@palco/contracts';
import { bus, normaliseError, usePageTitle, useTranslation } from '@palco/shared';
import { codeDigits, codeProblem, RESEND_CODE_COOLDOWN_SECONDS } from '../codes/emailed-code';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { normaliseEmail } from '../register/register-rules';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { useCountdown } from '../ui/use-countdown';
import { NewPasswordFields } from './NewPasswordFields';
import { emailProblem, newPasswordProblems } from './password-rules';
import { requestResetCode, resetPassword } from './passwords-api';
import * as page from '../ui/page.module.css';

/** Spec section 4: recovering the password sends the viewer home after 5 seconds. */
export const RECOVER_HOME_DELAY_SECONDS = 5;

type Step = 'request' | 'reset' | 'done';
type Field = 'email' | 'code' | 'password' | 'confirmation';
type Problems = Partial<Record<Field, string>>;

/** Where a refused call's code goes on this page. */
const FIELD_OF_CODE: Readonly<Partial<Record<string, Field>>> = {
  AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID: 'email',
  AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'password',
  [accountErrorCodes.invalidCode]: 'code',
  [accountErrorCodes.codeExpired]: 'code',
};

/** Home, with the login popup open over it for the new password. */
function signInAtHome(): void {
  navigateToUrl('/');
  bus.emit('overlay:open', { name: 'login' });
}

/**
 * `/esqueci-password` (spec sections 2 and 4): the account's e-mail gets a code (`PUT /v1/account/forgot`,
 * which answers alike whether or not the e-mail has an account); the code and a new password then reset it
 * (`PUT /v1/account/reset`). Once recovered, the viewer goes home after 5 seconds, where the login popup
 * opens; "sign in now" goes at once.
 */
export function ForgotPasswordPage(): ReactNode {
  const { t, i18n } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_FORGOT_PASSWORD'));
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  /** Each step's heading takes focus when the step comes, so it is read out where the viewer is. */
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resendCooldown = useCountdown();
  const goingHome = useCountdown(signInAtHome);

  useEffect(() => {
    if (step !== 'request') stepHeading.current?.focus();
  }, [step]);

  const show = (found: Problems, order: readonly Field[]): boolean => {
    setProblems(found);
    const first = order.find((field) => found[field]);
    const refs = { email: emailRef, code: codeRef, password: passwordRef, confirmation: confirmationRef };
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };

  /** Runs a call once at a time; a refusal goes under its field, or over the form. */
  async function run(call: () => Promise<void>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setSummary('');
    try {
      await call();
      return true;
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      const field = fieldOfError(error, FIELD_OF_CODE);
      if (field) show({ [field]: message }, [field]);
      else setSummary(message);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function sendCode(): Promise<boolean> {
    const problem = emailProblem(email);
    if (show(problem ? { email: t(problem) } : {}, ['email'])) return false;
    const address = normaliseEmail(email);
    const sent = await run(() => requestResetCode(address));
    if (sent) {
      setNotice(t('ACCOUNT_RESET_SENT', { email: address, digits: ACCOUNT_CODE_DIGITS }));
      resendCooldown.start(RESEND_CODE_COOLDOWN_SECONDS);
    }
    return sent;
  }

  async function request(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (await sendCode()) setStep('reset');
  }

  async function reset(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const emailIssue = emailProblem(email);
    const codeIssue = codeProblem(code);
    const passwordIssues = newPasswordProblems(password, confirmation);
    const found: Problems = {
      ...(emailIssue ? { email: t(emailIssue) } : {}),
      ...(codeIssue ? { code: t(codeIssue, { digits: ACCOUNT_CODE_DIGITS }) } : {}),
      ...(passwordIssues.password ? { password: t(passwordIssues.password) } : {}),
      ...(passwordIssues.confirmation ? { confirmation: t(passwordIssues.confirmation) } : {}),
    };
    if (show(found, ['email', 'code', 'password', 'confirmation'])) return;
    const done = await run(() =>
      resetPassword({ email: normaliseEmail(email), code: codeDigits(code), password }),
    );
    if (done) {
      setStep('done');
      goingHome.start(RECOVER_HOME_DELAY_SECONDS);
    }
  }

  const emailField = (
    <TextField
      ref={emailRef}
      label={t('ACCOUNT_REGISTER_EMAIL')}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      value={email}
      error={problems.email}
      onChange={(event) => setEmail(event.target.value)}
    />
  );
  const alert = (
    <p role="alert" className={styles.alert}>
      {summary}
    </p>
  );

  let content: ReactNode;
  if (step === 'request') {
    content = (
      <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void request(event)}>
        <p className={page.intro}>{t('ACCOUNT_FORGOT_DESC')}</p>
        {alert}
        {emailField}
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
          {busy ? t('ACCOUNT_CODE_SENDING') : t('ACCOUNT_FORGOT_SUBMIT')}
        </button>
        <button
          type="button"
          className={buttons.textLink}
          onClick={() => {
            setProblems({});
            setSummary('');
            setStep('reset');
          }}
        >
          {t('ACCOUNT_FORGOT_HAVE_CODE')}
        </button>
      </form>
    );
  } else if (step === 'reset') {
    let resendLabel = t('ACCOUNT_CODE_RESEND');
    if (resendCooldown.remaining > 0)
      resendLabel = t('ACCOUNT_CODE_RESEND_WAIT', { seconds: resendCooldown.remaining });
    content = (
      <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void reset(event)}>
        <h2 ref={stepHeading} tabIndex={-1}>
          {t('ACCOUNT_RESET_TITLE')}
        </h2>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        {alert}
        {emailField}
        <TextField
          ref={codeRef}
          label={t('ACCOUNT_RESET_CODE')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT_CODE_DIGITS * 2}
          inputClassName={styles.code}
          value={code}
          hint={t('ACCOUNT_CODE_HINT', { minutes: ACCOUNT_CODE_TTL_SECONDS / 60 })}
          error={problems.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={problems}
          passwordRef={passwordRef}
          confirmationRef={confirmationRef}
        />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
          {busy ? t('ACCOUNT_SAVING') : t('ACCOUNT_RESET_SUBMIT')}
        </button>
        <button
          type="button"
          className={buttons.textLink}
          disabled={busy || resendCooldown.remaining > 0}
          onClick={() => void sendCode()}
        >
          {resendLabel}
        </button>
      </form>
    );
  } else {
    content = (
      <div className={styles.form}>
        <h2 ref={stepHeading} tabIndex={-1}>
          {t('ACCOUNT_RESET_DONE_TITLE')}
        </h2>
        <p role="status" className={styles.notice}>
          {t('ACCOUNT_RESET_DONE')}
        </p>
        <p className={styles.muted} aria-live="off">
          {t('ACCOUNT_RESET_GOING_HOME', { seconds: goingHome.remaining })}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              goingHome.stop();
              signInAtHome();
            }}
          >
            {t('ACCOUNT_RESET_SIGN_IN_NOW')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <section className={page.page} aria-labelledby="account-forgot-password-title">
      <h1 id="account-forgot-password-title">{t('ACCOUNT_PAGE_FORGOT_PASSWORD')}</h1>
      {content}
    </section>
  );
}
