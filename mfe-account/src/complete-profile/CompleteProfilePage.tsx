import { type ReactNode, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { sessionStore, Spinner, usePageTitle, useSession, useTranslation } from '@palco/shared';
import { PROFILE_PATH } from '../navigation/account-paths';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as page from '../ui/page.module.css';
import { offerPlansAfterCompletion } from './after-completion';
import { CompleteProfileForm } from './CompleteProfileForm';

/**
 * Where a completed profile goes (spec section 4): home. The spec opens the subscription popup first for an
 * account that is not premium, but no app offers that popup on the bus yet (`overlay:open` names only
 * `login`), so every account goes home.
 */
export const AFTER_COMPLETION_PATH = '/';

/**
 * `/completar-perfil` (spec sections 2 and 4): the complete-profile step as a page, with the popup's form,
 * for a signed-in account whose `completed` is false. An account that arrives already completed is sent to
 * `/profile` (replacing this address, so Back does not bounce); once completed here, the viewer goes home.
 */
export function CompleteProfilePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_COMPLETE_PROFILE'));
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account);
  // Whether the account was completed when the page first had it: completing it here must not count.
  const [arrivedCompleted, setArrivedCompleted] = useState<boolean | null>(account?.completed ?? null);
  if (account && arrivedCompleted === null) setArrivedCompleted(account.completed);

  useEffect(() => {
    if (arrivedCompleted) window.history.replaceState(null, '', PROFILE_PATH);
  }, [arrivedCompleted]);

  let content: ReactNode;
  if (!token) content = <SignInPrompt message={t('ACCOUNT_COMPLETE_SIGNED_OUT')} />;
  else if (!account || arrivedCompleted === null) content = <Spinner />;
  else if (arrivedCompleted) content = <Spinner label={t('ACCOUNT_COMPLETE_ALREADY')} />;
  else
    content = (
      <CompleteProfileForm
        mode="complete"
        onDone={() => {
          // Before leaving: the rule reads this page's query (`token` and `sessionId`).
          offerPlansAfterCompletion(sessionStore.getState().account);
          navigateToUrl(AFTER_COMPLETION_PATH);
        }}
      />
    );

  return (
    <section className={page.page} aria-labelledby="account-complete-title">
      <h1 id="account-complete-title">{t('ACCOUNT_PAGE_COMPLETE_PROFILE')}</h1>
      {content}
    </section>
  );
}
