import type { ReactNode } from 'react';
import { AppLink, isFeatureOn, Spinner, useSession, useSettings, useTranslation } from '@palco/shared';
import { CREATE_PROFILE_PATH, EDIT_PROFILE_PATH, profilePageUrl } from '../profiles-manage/profile-paths';
import { canAddProfile } from '../profiles-manage/profile-rules';
import { currentOf } from '../profiles-manage/use-managed-profile';
import { LockIcon } from '../ui/LockIcon';
import { useProfiles } from './profiles-api';
import * as styles from './ProfileList.module.css';

/** The account's profiles; the master profile shows a badge and PIN-protected ones a lock (spec section 2). */
export function ProfileList({ accountId }: { accountId: string }): ReactNode {
  const { t } = useTranslation();
  const { data, error, isLoading } = useProfiles(accountId);
  const chosenId = useSession((state) => state.profile?.id);
  const settings = useSettings();
  // Each profile links to its edit page when the viewer may edit it: their own, or any as the master (spec
  // section 6); the master adds profiles up to the limit while multi-profile is on (the feature flag: every
  // account starts with one profile).
  const editing = isFeatureOn(settings, 'profile_editing');
  const multiProfile = editing && isFeatureOn(settings, 'multi_profile');
  const me = data ? currentOf(data, chosenId) : null;
  const mayEdit = (id: string): boolean =>
    editing && me !== null && (id === me.id || (me.isMaster && multiProfile));

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
              <span id={`account-profile-name-${profile.id}`} className={styles.name}>
                {profile.name}
              </span>
              {profile.isMaster && <span className={styles.badge}>{t('ACCOUNT_PROFILE_MASTER_BADGE')}</span>}
              {profile.has_pin && (
                <LockIcon className={styles.lock} label={t('ACCOUNT_PROFILE_PIN_LOCKED')} />
              )}
              {mayEdit(profile.id) && (
                <AppLink
                  href={profilePageUrl(EDIT_PROFILE_PATH, profile.id)}
                  aria-describedby={`account-profile-name-${profile.id}`}
                >
                  {t('ACCOUNT_PAGE_EDIT_PROFILE')}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && me && multiProfile && canAddProfile(data.length, me.isMaster) && (
        <p>
          <AppLink href={CREATE_PROFILE_PATH} className="palco-button palco-button--ghost">
            {t('ACCOUNT_PAGE_CREATE_PROFILE')}
          </AppLink>
        </p>
      )}
    </section>
  );
}
