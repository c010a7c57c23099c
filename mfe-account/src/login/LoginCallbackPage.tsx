import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, bus, usePageTitle } from '@palco/shared';
import * as buttons from '../ui/buttons.module.css';
import * as styles from './LoginCallbackPage.module.css';

/**
 * `/login`, the login callback route: it asks the shell's overlay host for the login popup, so a
 * successful sign-in continues on the home page. Behind the popup (or once the viewer closes it) the
 * bare page still says what it is for and offers the popup again and a way home.
 */
export function LoginCallbackPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_LOGIN_TITLE'));
  useEffect(() => {
    bus.emit('overlay:open', { name: 'login', redirectTo: '/' });
  }, []);
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
