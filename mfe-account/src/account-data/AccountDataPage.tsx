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
import { PROFILE_PATH } from '../navigation/account-paths';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import * as page from '../ui/page.module.css';
import { AccountDataForm } from './AccountDataForm';
import { EmailChange } from './EmailChange';

/**
 * `/profile/account`, personal data (spec sections 2 and 3): the signed-in account's e-mail, full name,
 * phone, gender, birthday and marketing opt-in, saved with `PUT /v1/account`. The session's account is then
 * reloaded, so the header shows the new name. Leaving with changes not saved asks first. With the
 * `email_update` flag the e-mail changes apart, through a code mailed to the new address.
 */
export function AccountDataPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_PERSONAL_DATA'));
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account);
  const emailUpdate = isFeatureOn(useSettings(), 'email_update');

  return (
    <section className={page.page} aria-labelledby="account-data-title">
      <h1 id="account-data-title">{t('ACCOUNT_PAGE_PERSONAL_DATA')}</h1>
      {!token && <SignInPrompt message={t('ACCOUNT_DATA_SIGNED_OUT')} />}
      {token && !account && <Spinner />}
      {token && account && <AccountDataForm key={account.id} account={account} />}
      {token && account && emailUpdate && <EmailChange key={`email-${account.id}`} account={account} />}
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}
