import type { ReactNode } from 'react';
import {
  AppLink,
  isFeatureOn,
  Spinner,
  usePageTitle,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { PERSONAL_DATA_PATH, PROFILE_CHANGE_PASSWORD_PATH } from '../navigation/account-paths';
import { SWITCH_PROFILE_PATH } from '../navigation/profile-choice';
import { AVATAR_PATH, LANGUAGE_PATH } from '../profiles-manage/profile-paths';
import { DeleteAccountAction } from '../delete-account/DeleteAccountAction';
import { DeviceLinks } from '../devices/DeviceLinks';
import { AccountDetails } from './AccountDetails';
import { LogoutButton } from './LogoutButton';
import { ProfileList } from './ProfileList';
import { SignInPrompt } from './SignInPrompt';
import { SubscriptionLinks } from './SubscriptionLinks';
import * as styles from './ProfilePage.module.css';

/**
 * `/profile` home: the signed-in account, its profiles, the ways to its personal data and its password, to
 * its devices, and to its plan, billing details and invoices (the checkout's pages), a way to switch
 * profile and logout. The shell
 * guards the route and loads the account at start; this page only shows the session's state.
 */
export function ProfilePage(): ReactNode {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account);
  usePageTitle(t('ACCOUNT_PROFILE_TITLE'));
  const profileEditing = isFeatureOn(useSettings(), 'profile_editing');

  return (
    <section className={styles.page} aria-labelledby="account-profile-title">
      <h1 id="account-profile-title">{t('ACCOUNT_PROFILE_TITLE')}</h1>
      {!token && <SignInPrompt />}
      {token && !account && <Spinner />}
      {account && (
        <>
          <AccountDetails account={account} />
          <ProfileList accountId={account.id} />
          <div className={styles.actions}>
            <AppLink href={PERSONAL_DATA_PATH} className="palco-button palco-button--ghost">
              {t('ACCOUNT_PAGE_PERSONAL_DATA')}
            </AppLink>
            <AppLink href={PROFILE_CHANGE_PASSWORD_PATH} className="palco-button palco-button--ghost">
              {t('ACCOUNT_PAGE_CHANGE_PASSWORD')}
            </AppLink>
            {profileEditing && (
              <>
                <AppLink href={AVATAR_PATH} className="palco-button palco-button--ghost">
                  {t('ACCOUNT_PAGE_AVATAR')}
                </AppLink>
                <AppLink href={LANGUAGE_PATH} className="palco-button palco-button--ghost">
                  {t('ACCOUNT_PAGE_LANGUAGE')}
                </AppLink>
              </>
            )}
            {account.profiles.length > 1 && (
              <AppLink href={SWITCH_PROFILE_PATH} className="palco-button palco-button--ghost">
                {t('ACCOUNT_SWITCH_PROFILE_LINK')}
              </AppLink>
            )}
            <DeviceLinks />
            <SubscriptionLinks />
            <DeleteAccountAction email={account.email} />
            <LogoutButton />
          </div>
        </>
      )}
    </section>
  );
}
