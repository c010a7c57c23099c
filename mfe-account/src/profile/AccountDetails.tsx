import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { Account } from '@palco/contracts';
import * as styles from './AccountDetails.module.css';

/** Name, e-mail and whether the account is premium or free (spec section 1's user kinds). */
export function AccountDetails({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ');
  return (
    <dl className={styles.details}>
      <dt>{t('ACCOUNT_PROFILE_NAME')}</dt>
      <dd>{name}</dd>
      <dt>{t('ACCOUNT_PROFILE_EMAIL')}</dt>
      <dd>{account.email}</dd>
      <dt>{t('ACCOUNT_PROFILE_PLAN')}</dt>
      <dd>
        <span className={account.premium ? `${styles.plan} ${styles.premium}` : styles.plan}>
          {account.premium ? t('ACCOUNT_PLAN_PREMIUM') : t('ACCOUNT_PLAN_FREE')}
        </span>
      </dd>
    </dl>
  );
}
