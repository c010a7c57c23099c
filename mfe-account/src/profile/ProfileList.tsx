import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@palco/shared';
import { LockIcon } from '../ui/LockIcon';
import { useProfiles } from './profiles-api';
import * as styles from './ProfileList.module.css';

/** The account's profiles; the master profile shows a badge and PIN-protected ones a lock (spec section 2). */
export function ProfileList({ accountId }: { accountId: string }): ReactNode {
  const { t } = useTranslation();
  const { data, error, isLoading } = useProfiles(accountId);

  return (
    <section className={styles.section} aria-labelledby="account-profiles-title">
      <h2 id="account-profiles-title">{t('ACCOUNT_PROFILES_TITLE')}</h2>
      {isLoading && <Spinner />}
      {error && <p role="alert">{t('ACCOUNT_PROFILES_ERROR')}</p>}
      {data && (
        <ul className={styles.list}>
          {data.map((profile) => (
            <li key={profile.id} className={styles.profile}>
              {profile.avatar ? (
                <img className={styles.avatar} src={profile.avatar.url} alt="" width={56} height={56} />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {profile.name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className={styles.name}>{profile.name}</span>
              {profile.isMaster && <span className={styles.badge}>{t('ACCOUNT_PROFILE_MASTER_BADGE')}</span>}
              {profile.has_pin && (
                <LockIcon className={styles.lock} label={t('ACCOUNT_PROFILE_PIN_LOCKED')} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
