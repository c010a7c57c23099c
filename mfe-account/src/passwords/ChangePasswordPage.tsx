import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { accountErrorCodes } from '@palco/contracts';
import {
  AppLink,
  bus,
  normaliseError,
  Spinner,
  usePageTitle,
  useSession,
  useTranslation,
} from '@palco/shared';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH } from '../navigation/account-paths';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordProblems } from './password-rules';
import { changePassword } from './passwords-api';
import * as page from '../ui/page.module.css';

type Field = 'current' | 'password' | 'confirmation';
type Problems = Partial<Record<Field, string>>;

/** Where a refused change's code goes: a wrong current password is the current field's (403, not a 401). */
const FIELD_OF_CODE: Readonly<Partial<Record<string, Field>>> = {
  [accountErrorCodes.invalidPassword]: 'current',
  AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT: 'password',
};

const ORDER: readonly Field[] = ['current', 'password', 'confirmation'];

interface PasswordDraft {
  current: string;
  password: string;
  confirmation: string;
}

/** Passwords are never written to storage: through an expired session they are kept in memory only. */
const MEMORY_ONLY: readonly (keyof PasswordDraft)[] = ['current', 'password', 'confirmation'];
const EMPTY: PasswordDraft = { current: '', password: '', confirmation: '' };
const hasInput = (draft: PasswordDraft): boolean => Object.values(draft).some((value) => value !== '');

/**
 * `/mudar-password` and `/profile/update-password` (spec section 2): the current password, a new one and
 * its confirmation, sent with `PUT /v1/account/password`. A wrong current password is said under its
 * field and the viewer stays signed in; the account's other sessions end once it changes.
 */
export function ChangePasswordPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_CHANGE_PASSWORD'));
  const token = useSession((state) => state.token);
  const accountId = useSession((state) => state.account?.id ?? null);

  let body: ReactNode;
  if (!token) body = <SignInPrompt message={t('ACCOUNT_CHANGE_SIGNED_OUT')} />;
  else if (!accountId) body = <Spinner />;
  else body = <ChangePasswordForm key={accountId} accountId={accountId} />;

  return (
    <section className={page.page} aria-labelledby="account-change-password-title">
      <h1 id="account-change-password-title">{t('ACCOUNT_PAGE_CHANGE_PASSWORD')}</h1>
      {body}
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

/**
 * The form of the signed-in account. What was typed survives a session that expires on the way (in memory
 * only, so not a reload) for the same account to send once signed in again; both addresses of the page are
 * the one form.
 */
function ChangePasswordForm({ accountId }: { accountId: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const { draft, setDraft, forget } = useKeptDraft<PasswordDraft>(() => EMPTY, {
    accountId,
    route: CHANGE_PASSWORD_PATH,
    worthKeeping: hasInput,
    memoryOnly: MEMORY_ONLY,
  });
  const { current, password, confirmation } = draft;
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const update = (change: Partial<PasswordDraft>): void => setDraft((typed) => ({ ...typed, ...change }));

  const show = (found: Problems): boolean => {
    setProblems(found);
    const first = ORDER.find((field) => found[field]);
    const refs = { current: currentRef, password: passwordRef, confirmation: confirmationRef };
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    setSummary('');
    setNotice('');
    const issues = newPasswordProblems(password, confirmation);
    const found: Problems = {
      ...(current ? {} : { current: t('ACCOUNT_CURRENT_PASSWORD_REQUIRED') }),
      ...(issues.password ? { password: t(issues.password) } : {}),
      ...(issues.confirmation ? { confirmation: t(issues.confirmation) } : {}),
    };
    if (show(found)) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await changePassword({ password: current, new_password: password });
      setDraft(EMPTY);
      forget();
      setNotice(t('ACCOUNT_CHANGE_DONE'));
      bus.emit('toast:show', { message: t('GENERIC_SAVED'), kind: 'success' });
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      const field = fieldOfError(error, FIELD_OF_CODE);
      if (field) show({ [field]: message });
      else setSummary(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <p className={page.intro}>{t('ACCOUNT_CHANGE_DESC')}</p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p role="alert" className={styles.alert}>
        {summary}
      </p>
      <TextField
        ref={currentRef}
        label={t('ACCOUNT_CURRENT_PASSWORD')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={current}
        error={problems.current}
        onChange={(event) => update({ current: event.target.value })}
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => update({ password: value })}
        onConfirmationChange={(value) => update({ confirmation: value })}
        errors={problems}
        passwordRef={passwordRef}
        confirmationRef={confirmationRef}
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
        {busy ? t('ACCOUNT_SAVING') : t('ACCOUNT_CHANGE_SUBMIT')}
      </button>
    </form>
  );
}
