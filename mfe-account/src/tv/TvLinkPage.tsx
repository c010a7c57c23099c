import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { accountErrorCodes, TV_CODE_LENGTH } from '@palco/contracts';
import {
  isFeatureOn,
  normaliseError,
  Spinner,
  usePageTitle,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText } from '../errors/account-errors';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { TextField } from '../ui/TextField';
import { TV_APP_PATH } from '../devices/device-paths';
import { linkTvCode } from './tv-api';
import { normaliseTvCode, tvCodeProblem } from './tv-code';

/** Refusals about the code itself, said under the field; the rest (the device limit, a wait) above the form. */
const CODE_ERRORS: ReadonlySet<string> = new Set([
  accountErrorCodes.invalidCode,
  accountErrorCodes.codeExpired,
  accountErrorCodes.codeAlreadyUsed,
]);

/**
 * `/apptv` (and `/tv`, spec section 2): a signed-in viewer types the code a TV app (or another screen that
 * chose to sign in with a code) shows, and that screen signs in to their account (`POST /v1/device/link`).
 * The code goes in one field: any case, spaces ignored, shown in capitals. Behind the `tv_code_login` flag.
 */
export function TvLinkPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_TV_APP'));
  const token = useSession((state) => state.token);
  const accountId = useSession((state) => state.account?.id ?? null);
  const enabled = isFeatureOn(useSettings(), 'tv_code_login');

  let body: ReactNode;
  if (!token) body = <SignInPrompt message={t('ACCOUNT_TV_LINK_SIGNED_OUT')} />;
  else if (!enabled) body = <p className={page.intro}>{t('ACCOUNT_TV_LINK_UNAVAILABLE')}</p>;
  else if (!accountId) body = <Spinner />;
  else body = <TvLinkForm key={accountId} accountId={accountId} />;

  return (
    <section className={page.page} aria-labelledby="account-tv-link-title">
      <h1 id="account-tv-link-title">{t('ACCOUNT_PAGE_TV_APP')}</h1>
      {body}
    </section>
  );
}

/** The code a TV shows is a sign-in of its own: through an expired session it is kept in memory only. */
const MEMORY_ONLY: readonly 'code'[] = ['code'];

/** The form of the signed-in account; a code typed when the session expires is there once it signs in again. */
function TvLinkForm({ accountId }: { accountId: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const {
    draft: { code },
    setDraft,
    forget,
  } = useKeptDraft<{ code: string }>(() => ({ code: '' }), {
    accountId,
    route: TV_APP_PATH,
    worthKeeping: (typed) => typed.code !== '',
    memoryOnly: MEMORY_ONLY,
  });
  const setCode = (typed: string): void => setDraft({ code: typed });
  const [codeError, setCodeError] = useState('');
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    setSummary('');
    setNotice('');
    const problem = tvCodeProblem(code);
    setCodeError(problem ? t(problem, { length: TV_CODE_LENGTH }) : '');
    if (problem) {
      field.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await linkTvCode(normaliseTvCode(code));
      setCode('');
      forget();
      setNotice(t('ACCOUNT_TV_LINK_DONE'));
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      if (CODE_ERRORS.has(error.errorCode)) {
        setCodeError(message);
        field.current?.focus();
      } else {
        setSummary(message);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <p className={page.intro}>{t('ACCOUNT_TV_LINK_DESC', { length: TV_CODE_LENGTH })}</p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p role="alert" className={styles.alert}>
        {summary}
      </p>
      <TextField
        ref={field}
        label={t('ACCOUNT_TV_CODE_LABEL')}
        name="tv-code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={TV_CODE_LENGTH * 2}
        inputClassName={styles.code}
        value={code}
        hint={t('ACCOUNT_TV_CODE_HINT', { length: TV_CODE_LENGTH })}
        error={codeError}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
        {busy ? t('ACCOUNT_TV_LINK_SUBMITTING') : t('ACCOUNT_TV_LINK_SUBMIT')}
      </button>
    </form>
  );
}
