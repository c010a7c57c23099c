import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { endpoints, type OperatorProvider } from '@palco/contracts';
import {
  addTranslations,
  AppLink,
  callEndpoint,
  http,
  sessionStore,
  Spinner,
  usePageTitle,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { CompleteProfilePopup } from '../complete-profile/CompleteProfilePopup';
import { formDictionaries } from '../forms-i18n';
import { destinationAfterSignIn, startSession } from '../login/session-from-token';
import { isSocialAnswer } from '../social/social-answer';
import {
  clearPending,
  isOperatorSignIn,
  type OperatorSignIn,
  operatorExchangeBody,
  readPending,
  readSocialAnswer,
} from '../social/social-flow';
import { PROVIDER_LABELS } from '../social/social-entry-i18n';
import * as buttons from '../ui/buttons.module.css';
import * as form from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { offeredOperators } from './operator-choice';
import { operatorDictionaries } from './operator-i18n';
import { OperatorPopup, OperatorTermsPopup } from './OperatorPopups';
import { startOperatorSignIn } from './start-operator';

addTranslations(formDictionaries);
addTranslations(operatorDictionaries);

type Arrival =
  | { kind: 'exchange'; pending: OperatorSignIn; code: string }
  | { kind: 'stop'; messageKey: string; operator: string }
  | { kind: 'start' };

/** What the address brings: an operator's answer to the sign-in this browser started, or a fresh start. */
function arrivalOf(search: string): Arrival {
  if (!isSocialAnswer(search)) return { kind: 'start' };
  const pending = readPending();
  if (!pending || !isOperatorSignIn(pending))
    return { kind: 'stop', messageKey: 'ACCOUNT_OPERATOR_FAILED', operator: '' };
  const operator = PROVIDER_LABELS[pending.provider];
  const answer = readSocialAnswer(search, pending);
  if (answer.kind === 'code') return { kind: 'exchange', pending, code: answer.code };
  return {
    kind: 'stop',
    messageKey: answer.kind === 'cancelled' ? 'ACCOUNT_OPERATOR_CANCELLED' : 'ACCOUNT_OPERATOR_FAILED',
    operator,
  };
}

type View =
  | { name: 'choose' }
  | { name: 'terms'; provider: OperatorProvider }
  | { name: 'leaving'; provider: OperatorProvider }
  | { name: 'working' }
  | { name: 'complete-profile'; returnTo: string }
  | { name: 'stopped'; message: string };

/**
 * `/auth` and `/auth/{operator}` (spec sections 2 and 4): choosing the operator (the operator popup), its
 * terms (agreement required), then the operator's own sign-in page (authorization code with PKCE); its answer
 * comes back here, where the API exchanges the code. A new operator account completes its profile with an
 * e-mail only, and may skip that. A refusal says 'Unable to log in'.
 */
export function OperatorAuthPage(): ReactNode {
  const { t, i18n } = useTranslation();
  usePageTitle(t('ACCOUNT_OPERATOR_TITLE'));
  const { id } = useParams();
  const operators = offeredOperators(useSettings());
  const [arrival] = useState(() => arrivalOf(window.location.search));
  const named = operators.find((provider) => provider.provider === id);
  const [view, setView] = useState<View>(() => {
    if (arrival.kind === 'exchange') return { name: 'working' };
    if (arrival.kind === 'stop')
      return { name: 'stopped', message: t(arrival.messageKey, { operator: arrival.operator }) };
    return named ? { name: 'terms', provider: named } : { name: 'choose' };
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || arrival.kind === 'start') return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (arrival.kind !== 'exchange') {
      clearPending();
      return;
    }
    const { pending, code } = arrival;
    callEndpoint(http, endpoints.operatorLogin, { body: operatorExchangeBody(pending, code) })
      .then(({ access_token }) => startSession(access_token))
      .then(
        (account) => {
          clearPending();
          if (account.completed) navigateToUrl(destinationAfterSignIn(account, pending.returnTo));
          else setView({ name: 'complete-profile', returnTo: pending.returnTo });
        },
        () => {
          clearPending();
          setView({ name: 'stopped', message: t('ACCOUNT_OPERATOR_FAILED') });
        },
      );
    // Runs once per answer, which the first render read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const home = (): void => navigateToUrl('/');
  const returnTo = new URLSearchParams(window.location.search).get('redirect') ?? '/';

  let content: ReactNode = null;
  switch (view.name) {
    case 'choose':
      content = (
        <>
          {id && !named && <p role="alert">{t('ACCOUNT_OPERATOR_UNKNOWN')}</p>}
          <OperatorPopup onChosen={(provider) => setView({ name: 'terms', provider })} onClose={home} />
        </>
      );
      break;
    case 'terms':
      content = (
        <OperatorTermsPopup
          provider={view.provider}
          onCancel={() => setView({ name: 'choose' })}
          onAgreed={() => {
            setView({ name: 'leaving', provider: view.provider });
            void startOperatorSignIn(view.provider, { returnTo, locale: i18n.language });
          }}
        />
      );
      break;
    case 'leaving':
      content = (
        <p role="status">
          {t('ACCOUNT_OPERATOR_LEAVING', { operator: PROVIDER_LABELS[view.provider.provider] })}
        </p>
      );
      break;
    case 'working':
      content = <Spinner />;
      break;
    case 'complete-profile':
      content = (
        <CompleteProfilePopup
          mode="complete"
          onDismiss={() => leaveWithAccount(view.returnTo)}
          onDone={() => leaveWithAccount(view.returnTo)}
        />
      );
      break;
    case 'stopped':
      content = (
        <div className={form.form}>
          <p role="alert" className={form.alert}>
            {view.message}
          </p>
          <div className={form.actions}>
            <button type="button" className={buttons.primary} onClick={() => setView({ name: 'choose' })}>
              {t('ACCOUNT_OPERATOR_TRY_AGAIN')}
            </button>
            <AppLink href="/" className={buttons.secondary}>
              {t('PAGE_HOME_LINK')}
            </AppLink>
          </div>
        </div>
      );
      break;
  }

  return (
    <section className={page.page} aria-labelledby="operator-auth-title">
      <h1 id="operator-auth-title">{t('ACCOUNT_OPERATOR_TITLE')}</h1>
      {content}
    </section>
  );
}

function leaveWithAccount(returnTo: string): void {
  navigateToUrl(destinationAfterSignIn(sessionStore.getState().account, returnTo));
}
