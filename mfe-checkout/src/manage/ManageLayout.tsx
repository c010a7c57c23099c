import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { RoutePath } from '@palco/contracts';
import { AppLink, bus, usePageTitle, useSession, useTranslation } from '@palco/shared';
import * as styles from './Manage.module.css';

/** The profile area's pages of the checkout, in the order its menu lists them. */
export const MANAGE_PAGES: readonly { path: RoutePath; titleKey: string }[] = [
  { path: '/profile/subscription', titleKey: 'MANAGE_SUBSCRIPTION_TITLE' },
  { path: '/profile/update-payment', titleKey: 'MANAGE_PAYMENT_TITLE' },
  { path: '/profile/billing', titleKey: 'MANAGE_BILLING_TITLE' },
  { path: '/profile/history', titleKey: 'MANAGE_HISTORY_TITLE' },
];

export interface ManageLayoutProps {
  titleKey: string;
  children: ReactNode;
}

/**
 * What the four pages share: the way back to the account's profile area, the page's title (the tab's too),
 * a menu between them, and, for a visitor (whom the shell's `login` guard sends home before this shows), a
 * way to sign in and come back.
 */
export function ManageLayout({ titleKey, children }: ManageLayoutProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const title = t(titleKey);
  usePageTitle(title);
  const signedIn = useSession((state) => state.token !== null);
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby={id}>
      <AppLink href="/profile" className={styles.back}>
        {t('MANAGE_BACK_TO_ACCOUNT')}
      </AppLink>
      <h1 id={id}>{title}</h1>
      <nav aria-label={t('MANAGE_NAV')} className={styles.nav}>
        <ul>
          {MANAGE_PAGES.map((page) => (
            <li key={page.path}>
              <AppLink href={page.path} aria-current={pathname === page.path ? 'page' : undefined}>
                {t(page.titleKey)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {signedIn ? (
        children
      ) : (
        <div className={styles.block}>
          <p>{t('MANAGE_SIGN_IN')}</p>
          <button
            type="button"
            className="palco-button"
            onClick={() => bus.emit('overlay:open', { name: 'login', redirectTo: pathname })}
          >
            {t('MANAGE_SIGN_IN_BUTTON')}
          </button>
        </div>
      )}
    </section>
  );
}

/** A load that failed: what happened, and a way to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.block}>
      <p role="alert">{t('MANAGE_LOAD_ERROR')}</p>
      <button type="button" className="palco-button palco-button--ghost" onClick={onRetry}>
        {t('MANAGE_RETRY')}
      </button>
    </div>
  );
}
