import { lazy, Suspense, useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  type Account,
  clearTempSession,
  type LoginPopupProps,
  needsProfileChoice,
  type OperatorProvider,
  writeTempSession,
} from '@palco/contracts';
import {
  addTranslations,
  bus,
  getPageSettings,
  isFeatureOn,
  mergeSettings,
  sessionStore,
  useTranslation,
} from '@palco/shared';
import { ActivationPopup } from '../activation/ActivationPopup';
import { offerPlansAfterCompletion, offerPlansAfterSignIn } from '../complete-profile/after-completion';
import { CompleteProfilePopup } from '../complete-profile/CompleteProfilePopup';
import { deviceEntryDictionaries } from '../devices-entry-i18n';
import { FORGOT_PASSWORD_PATH } from '../navigation/account-paths';
import { chooseProfileUrl } from '../navigation/profile-choice';
import { offeredOperators } from '../operator/operator-choice';
import { operatorEntryDictionaries } from '../operator/operator-entry-i18n';
import { emptyRegisterDraft, type RegisterDraft } from '../register/register-rules';
import { RegisterPopup } from '../register/RegisterPopup';
import type { Registration } from '../register/registration-api';
import { type LoginDraft, LoginView } from './LoginView';
import { startSession } from './session-from-token';

/** The step of the account popup on screen. */
type View =
  | { name: 'login'; notice?: string }
  | { name: 'register' }
  | { name: 'register-details'; registration: Registration }
  | {
      name: 'activation';
      email: string;
      accountId: string | null;
      /** The session sign-up gave: the viewer is signed in with it once the code is right. */
      token: string | null;
      reason: 'registered' | 'not-activated';
    }
  | { name: 'complete-profile' }
  | { name: 'tv-code' }
  | { name: 'operator' }
  | { name: 'operator-terms'; provider: OperatorProvider };

// The way to the TV-code sign-in is labelled before its view (and the rest of its strings) loads.
addTranslations(deviceEntryDictionaries);
// Operator sign-in's popups load when the viewer asks for them, with their strings; the link's words come now.
addTranslations(operatorEntryDictionaries);
const operatorPopups = (): Promise<typeof import('../operator/OperatorPopups')> =>
  import('../operator/OperatorPopups');
const OperatorPopup = lazy(() => operatorPopups().then((m) => ({ default: m.OperatorPopup })));
const OperatorTermsPopup = lazy(() => operatorPopups().then((m) => ({ default: m.OperatorTermsPopup })));
const TvCodeLogin = lazy(() =>
  import('../pages/device-pages').then((pages) => ({ default: pages.TvCodeLogin })),
);

/**
 * The account popup the shell's overlay host shows on `overlay:open {name: 'login'}`: login, and from it
 * registration step 1, step 2 (name, phone, gender), activation by e-mailed code, and the complete-profile
 * step of an account that is not completed (spec section 4, "Login", "Registration", "Complete profile").
 * Each step is its own modal; what was typed in login and registration is kept when the viewer moves
 * between them.
 */
export function LoginPopup({
  onClose,
  redirectTo,
  initialView = 'login',
  email = '',
}: LoginPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>(() => ({ name: initialView }));
  // The e-mail the opener sent (the international partner frame's) starts both forms; the viewer may change it.
  const [loginDraft, setLoginDraft] = useState<LoginDraft>({ email, password: '' });
  const [registerDraft, setRegisterDraft] = useState<RegisterDraft>(() => emptyRegisterDraft(email));
  const settings = mergeSettings(getPageSettings());
  const monetization = settings.monetization === 1;
  const signupOn = isFeatureOn(settings, 'signup');
  const tvCodeOn = isFeatureOn(settings, 'tv_code_login');
  const operatorsOn = offeredOperators(settings).length > 0;

  /** Where a signed-in viewer goes: home after registration or completion (spec section 4), else on. */
  function leave(account: Account, afterRegistration: boolean): void {
    onClose();
    const here = `${window.location.pathname}${window.location.search}`;
    // A family account chooses who is watching first, then continues where the viewer was headed
    // (spec section 4, "Profile selection").
    if (needsProfileChoice(account, sessionStore.getState().profile)) {
      navigateToUrl(chooseProfileUrl(redirectTo ?? (afterRegistration ? '/' : here)));
      return;
    }
    if (afterRegistration || window.location.pathname === FORGOT_PASSWORD_PATH) {
      navigateToUrl(redirectTo ?? '/');
      return;
    }
    if (redirectTo) navigateToUrl(redirectTo);
  }

  /** After sign-in: an account that is not completed completes its profile first (spec section 4). */
  function signedIn(account: Account, afterRegistration: boolean): void {
    if (!account.completed) {
      setView({ name: 'complete-profile' });
      return;
    }
    offerPlansAfterSignIn(account);
    leave(account, afterRegistration);
  }

  async function activated(email: string, sessionToken: string | null): Promise<void> {
    // Activated: the registration's session is not kept for paying any more; the viewer is signed in.
    clearTempSession(localStorage);
    if (sessionToken) {
      try {
        signedIn(await startSession(sessionToken), true);
        return;
      } catch (error) {
        // The account is active even so: the viewer signs in the usual way.
        console.warn('The new account could not be loaded after activation', error);
      }
    }
    setLoginDraft((draft) => ({ ...draft, email }));
    setView({ name: 'login', notice: t('ACCOUNT_LOGIN_ACTIVATED') });
  }

  switch (view.name) {
    case 'register':
      return (
        <RegisterPopup
          draft={registerDraft}
          onDraftChange={setRegisterDraft}
          onRegistered={(registration) =>
            setView(
              registration.token
                ? { name: 'register-details', registration }
                : {
                    name: 'activation',
                    email: registration.email,
                    accountId: registration.id,
                    token: null,
                    reason: 'registered',
                  },
            )
          }
          onSignIn={(email) => {
            setLoginDraft((draft) => ({
              email: email || draft.email,
              password: registerDraft.password || draft.password,
            }));
            setView({ name: 'login' });
          }}
          onActivate={(email) =>
            setView({ name: 'activation', email, accountId: null, token: null, reason: 'not-activated' })
          }
          onClose={onClose}
        />
      );
    case 'register-details': {
      const { registration } = view;
      return (
        <CompleteProfilePopup
          mode="register"
          token={registration.token}
          onDone={() =>
            setView({
              name: 'activation',
              email: registration.email,
              accountId: registration.id,
              token: registration.token,
              reason: 'registered',
            })
          }
        />
      );
    }
    case 'activation': {
      const { token, accountId, email } = view;
      return (
        <ActivationPopup
          email={email}
          accountId={accountId}
          reason={view.reason}
          onActivated={() => activated(email, token)}
          onClose={onClose}
          onChoosePlan={
            token && accountId && monetization
              ? () => {
                  // The checkout's plans, paid with this registration's session (section 4).
                  writeTempSession(localStorage, { token, account: { id: accountId, email } }, Date.now());
                  onClose();
                  bus.emit('overlay:open', { name: 'subscribe' });
                }
              : undefined
          }
        />
      );
    }
    case 'complete-profile':
      return (
        <CompleteProfilePopup
          mode="complete"
          onDismiss={onClose}
          onSignedOut={onClose}
          onDone={() => {
            const account = sessionStore.getState().account;
            // Before leaving: the rule reads this page's query (`token` and `sessionId`).
            offerPlansAfterCompletion(account);
            if (account) leave(account, true);
            else onClose();
          }}
        />
      );
    case 'operator':
      return (
        <Suspense fallback={null}>
          <OperatorPopup
            onChosen={(provider) => setView({ name: 'operator-terms', provider })}
            onClose={onClose}
          />
        </Suspense>
      );
    case 'operator-terms': {
      const { provider } = view;
      return (
        <Suspense fallback={null}>
          <OperatorTermsPopup
            provider={provider}
            onCancel={() => setView({ name: 'operator' })}
            onAgreed={() =>
              void import('../operator/start-operator').then(({ startOperatorSignIn }) =>
                startOperatorSignIn(provider, {
                  returnTo: redirectTo ?? `${window.location.pathname}${window.location.search}`,
                  locale: i18n.language,
                }),
              )
            }
          />
        </Suspense>
      );
    }
    case 'tv-code':
      return (
        <Suspense fallback={null}>
          <TvCodeLogin
            onSignedIn={(account) => signedIn(account, false)}
            onBack={() => setView({ name: 'login' })}
            onClose={onClose}
          />
        </Suspense>
      );
    case 'login':
      return (
        <LoginView
          draft={loginDraft}
          onDraftChange={setLoginDraft}
          notice={view.notice}
          onSignedIn={(account) => signedIn(account, false)}
          onNotActivated={(email) =>
            setView({ name: 'activation', email, accountId: null, token: null, reason: 'not-activated' })
          }
          onRegister={
            signupOn
              ? () => {
                  if (!registerDraft.email && loginDraft.email)
                    setRegisterDraft({ ...registerDraft, email: loginDraft.email });
                  setView({ name: 'register' });
                }
              : undefined
          }
          onTvCode={tvCodeOn ? () => setView({ name: 'tv-code' }) : undefined}
          onOperator={operatorsOn ? () => setView({ name: 'operator' }) : undefined}
          onClose={onClose}
        />
      );
  }
}
