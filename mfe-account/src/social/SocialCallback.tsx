import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { accountErrorCodes, endpoints, type Account, type SocialLoginBody } from '@palco/contracts';
import {
  addTranslations,
  AppLink,
  bus,
  callEndpoint,
  http,
  normaliseError,
  sessionStore,
  Spinner,
  useTranslation,
} from '@palco/shared';
import { ActivationPopup } from '../activation/ActivationPopup';
import { offerPlansAfterCompletion } from '../complete-profile/after-completion';
import { CompleteProfilePopup } from '../complete-profile/CompleteProfilePopup';
import { accountErrorText } from '../errors/account-errors';
import { formDictionaries } from '../forms-i18n';
import { destinationAfterSignIn, startSession } from '../login/session-from-token';
import { ConsentFields } from '../register/ConsentFields';
import * as buttons from '../ui/buttons.module.css';
import * as form from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import {
  clearPending,
  completionBody,
  exchangeBody,
  type SocialSignIn,
  isSocialSignIn,
  readPending,
  readSocialAnswer,
  type SocialAnswer,
} from './social-flow';
import { SocialButtons } from './SocialButtons';
import { PROVIDER_LABELS, socialEntryDictionaries } from './social-entry-i18n';
import { socialDictionaries } from './social-i18n';

addTranslations(formDictionaries);
addTranslations(socialEntryDictionaries);
addTranslations(socialDictionaries);

/** What the callback page shows while it finishes a social sign-in. */
type View =
  | { name: 'working' }
  | { name: 'complete-account'; pending: SocialSignIn }
  | { name: 'activation'; email: string; provider: string }
  | { name: 'activated'; provider: string; returnTo: string }
  | { name: 'complete-profile'; returnTo: string }
  | { name: 'stopped'; message: string };

/** Answers already sent to the API: a code is good once, however many times the page mounts. */
const exchanged = new Set<string>();

async function socialLogin(body: SocialLoginBody): Promise<Account> {
  const { access_token } = await callEndpoint(http, endpoints.socialLogin, { body });
  return startSession(access_token);
}

type Arrival =
  | { kind: 'exchange'; pending: SocialSignIn; answer: SocialAnswer }
  | { kind: 'stop'; messageKey: string; provider: string };

/** The provider's answer against the sign-in this browser started, before anything is sent. */
function arrivalOf(search: string): Arrival {
  const pending = readPending();
  if (!pending) return { kind: 'stop', messageKey: 'ACCOUNT_SOCIAL_EXPIRED', provider: '' };
  // An operator's sign-in comes back to its own page, never here.
  if (!isSocialSignIn(pending)) return { kind: 'stop', messageKey: 'ACCOUNT_SOCIAL_EXPIRED', provider: '' };
  const provider = PROVIDER_LABELS[pending.provider];
  const answer = readSocialAnswer(search, pending);
  if (answer.kind === 'code') return { kind: 'exchange', pending, answer };
  return {
    kind: 'stop',
    messageKey: answer.kind === 'cancelled' ? 'ACCOUNT_SOCIAL_CANCELLED' : 'ACCOUNT_SOCIAL_FAILED',
    provider,
  };
}

export interface SocialCallbackProps {
  /** The callback address's query: the provider's answer. */
  search: string;
}

/**
 * The login callback of a social sign-in (spec sections 4 and 8): checks the provider's answer against the
 * sign-in this browser started, has the API exchange the code, then goes on as a password login does
 * (complete-profile when the account is not completed, choose-profile for a family, else where the viewer
 * was). A provider that kept the e-mail back (`missing_user_information`) gets complete-account, whose new
 * account waits for its e-mailed code as after a sign-up.
 */
export function SocialCallback({ search }: SocialCallbackProps): ReactNode {
  const { t, i18n } = useTranslation();
  // What came back, read once: an answer to exchange, or why there is nothing to do.
  const [arrival] = useState(() => arrivalOf(search));
  const [view, setView] = useState<View>(() =>
    arrival.kind === 'exchange'
      ? { name: 'working' }
      : { name: 'stopped', message: t(arrival.messageKey, { provider: arrival.provider }) },
  );
  const started = useRef(false);

  function signedIn(account: Account, returnTo: string): void {
    clearPending();
    if (!account.completed) {
      setView({ name: 'complete-profile', returnTo });
      return;
    }
    leave(account, returnTo);
  }

  function leave(account: Account, returnTo: string): void {
    navigateToUrl(destinationAfterSignIn(account, returnTo));
  }

  function failed(error: unknown, pending: SocialSignIn, email: string | null): void {
    const apiError = normaliseError(error);
    const provider = PROVIDER_LABELS[pending.provider];
    if (apiError.errorCode === 'missing_user_information') {
      setView({ name: 'complete-account', pending });
      return;
    }
    if (apiError.errorStatus === 423 && apiError.errorCode === accountErrorCodes.accountNotActivated) {
      clearPending();
      setView(
        email ? { name: 'activation', email, provider } : { name: 'stopped', message: apiError.errorMessage },
      );
      return;
    }
    clearPending();
    setView({
      name: 'stopped',
      message:
        apiError.errorCode === 'social_login_failed'
          ? t('ACCOUNT_SOCIAL_FAILED', { provider })
          : accountErrorText(t, apiError, i18n.language),
    });
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The code stays out of the address bar and the history once read.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (arrival.kind !== 'exchange') {
      clearPending();
      return;
    }
    const { pending, answer } = arrival;
    if (answer.kind !== 'code' || exchanged.has(answer.code)) return;
    exchanged.add(answer.code);
    socialLogin(exchangeBody(pending, answer.code, answer.fullname)).then(
      (account) => signedIn(account, pending.returnTo),
      (error: unknown) => failed(error, pending, null),
    );
    // Runs once per answer, which the first render read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (view.name) {
    case 'working':
      return <Spinner />;
    case 'complete-account':
      return (
        <CompleteAccountForm
          pending={view.pending}
          onSignedIn={(account) => signedIn(account, view.pending.returnTo)}
          onNotActivated={(email) =>
            setView({ name: 'activation', email, provider: PROVIDER_LABELS[view.pending.provider] })
          }
        />
      );
    case 'activation':
      return (
        <ActivationPopup
          email={view.email}
          accountId={null}
          reason="registered"
          onActivated={() => setView({ name: 'activated', provider: view.provider, returnTo: '/' })}
          onClose={() => navigateToUrl('/')}
        />
      );
    case 'activated':
      return (
        <div className={form.form}>
          <p role="status" className={form.notice}>
            {t('ACCOUNT_SOCIAL_ACTIVATED', { provider: view.provider })}
          </p>
          <SocialButtons returnTo={view.returnTo} />
        </div>
      );
    case 'complete-profile':
      return (
        <CompleteProfilePopup
          mode="complete"
          onSignedOut={() => navigateToUrl('/')}
          onDone={() => {
            const account = sessionStore.getState().account;
            navigateToUrl(destinationAfterSignIn(account, view.returnTo));
            offerPlansAfterCompletion(account);
          }}
        />
      );
    case 'stopped':
      return (
        <div className={form.form}>
          <p role="alert" className={form.alert}>
            {view.message}
          </p>
          <div className={form.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => bus.emit('overlay:open', { name: 'login', redirectTo: '/' })}
            >
              {t('ACCOUNT_SOCIAL_TRY_AGAIN')}
            </button>
            <AppLink href="/" className={buttons.secondary}>
              {t('PAGE_HOME_LINK')}
            </AppLink>
          </div>
        </div>
      );
  }
}

interface CompleteAccountFormProps {
  pending: SocialSignIn;
  onSignedIn: (account: Account) => void;
  onNotActivated: (email: string) => void;
}

/** Complete-account: the name and e-mail a provider kept back, and the terms (spec sections 4 and 5). */
function CompleteAccountForm({ pending, onSignedIn, onNotActivated }: CompleteAccountFormProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [agree, setAgree] = useState(false);
  const [optin, setOptin] = useState(true);
  const [message, setMessage] = useState('');
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const provider = PROVIDER_LABELS[pending.provider];

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting) return;
    setAgreeError(agree ? null : t('ACCOUNT_REGISTER_TERMS_REQUIRED'));
    if (!agree) return;
    setSubmitting(true);
    setMessage('');
    const body = completionBody(pending, { fullname, email, agree, optin });
    try {
      onSignedIn(await socialLogin(body));
    } catch (error) {
      const apiError = normaliseError(error);
      if (apiError.errorStatus === 423 && apiError.errorCode === accountErrorCodes.accountNotActivated) {
        onNotActivated(body.email ?? email);
        return;
      }
      setMessage(
        apiError.errorCode === 'social_login_failed'
          ? t('ACCOUNT_SOCIAL_EXPIRED')
          : accountErrorText(t, apiError, i18n.language),
      );
      setSubmitting(false);
    }
  }

  return (
    <form
      className={form.form}
      noValidate
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={`${id}-title`}>{t('ACCOUNT_SOCIAL_COMPLETE_TITLE')}</h2>
      <p>{t('ACCOUNT_SOCIAL_COMPLETE_DESC', { provider })}</p>
      <TextField
        label={t('ACCOUNT_SOCIAL_COMPLETE_NAME')}
        name="fullname"
        autoComplete="name"
        value={fullname}
        onChange={(event) => setFullname(event.target.value)}
      />
      <TextField
        label={t('ACCOUNT_SOCIAL_COMPLETE_EMAIL')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ConsentFields
        agree={agree}
        optin={optin}
        onAgreeChange={setAgree}
        onOptinChange={setOptin}
        agreeError={agreeError}
      />
      <p role="alert" className={form.alert}>
        {message}
      </p>
      <button type="submit" className={`${buttons.primary} ${form.submit}`} disabled={submitting}>
        {submitting ? t('ACCOUNT_SOCIAL_COMPLETE_SUBMITTING') : t('ACCOUNT_SOCIAL_COMPLETE_SUBMIT')}
      </button>
    </form>
  );
}
