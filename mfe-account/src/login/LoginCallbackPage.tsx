import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppLink, bus, Spinner, usePageTitle, useTranslation } from '@palco/shared';
import { isSocialAnswer } from '../social/social-answer';

// Only a provider's answer needs the OAuth code: it loads then.
const SocialCallback = lazy(() =>
  import('../social/SocialCallback').then((module) => ({ default: module.SocialCallback })),
);
import * as buttons from '../ui/buttons.module.css';
import * as styles from './LoginCallbackPage.module.css';

/**
 * `/login`, the login callback route. A social provider's answer (code or error, with the state) is
 * finished here (SocialCallback). Otherwise it asks the shell's overlay host for the login popup, so a
 * successful sign-in continues on the home page; behind the popup (or once the viewer closes it) the
 * bare page still says what it is for and offers the popup again and a way home.
 */
export function LoginCallbackPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_LOGIN_TITLE'));
  // Read once: the social callback takes the answer out of the address as soon as it has it.
  const [search] = useState(() => window.location.search);
  const social = isSocialAnswer(search);
  useEffect(() => {
    if (!social) bus.emit('overlay:open', { name: 'login', redirectTo: '/' });
  }, [social]);
  if (social) {
    return (
      <section className={styles.page} aria-labelledby="account-login-page-title">
        <h1 id="account-login-page-title">{t('ACCOUNT_LOGIN_TITLE')}</h1>
        <Suspense fallback={<Spinner />}>
          <SocialCallback search={search} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="account-login-page-title">
      <h1 id="account-login-page-title">{t('ACCOUNT_LOGIN_TITLE')}</h1>
      <p>{t('ACCOUNT_LOGIN_PAGE_DESC')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => bus.emit('overlay:open', { name: 'login', redirectTo: '/' })}
        >
          {t('ACCOUNT_PROFILE_SIGN_IN')}
        </button>
        <AppLink href="/" className={buttons.secondary}>
          {t('PAGE_HOME_LINK')}
        </AppLink>
      </div>
    </section>
  );
}
