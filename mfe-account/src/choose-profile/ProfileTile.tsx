import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { Profile } from '@palco/contracts';
import { LockIcon } from '../ui/LockIcon';
import * as styles from './ProfileTile.module.css';

export interface ProfileTileProps {
  profile: Profile;
  /** The session's profile (switch-profile only). */
  current: boolean;
  /** Being selected right now. */
  busy: boolean;
  onChoose: () => void;
}

/**
 * One profile as a button: avatar, name, the master badge and a lock on PIN-protected profiles (spec
 * section 2). Its accessible name is what it shows: "Tiago PIN protected", "Teresa Manager".
 */
export function ProfileTile({ profile, current, busy, onChoose }: ProfileTileProps): ReactNode {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.tile}
      aria-busy={busy}
      aria-current={current ? 'true' : undefined}
      data-testid="profile-choice"
      onClick={onChoose}
    >
      {profile.avatar?.url ? (
        <img className={styles.avatar} src={profile.avatar.url} alt="" width={112} height={112} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {profile.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{profile.name}</span>
      <span className={styles.marks}>
        {profile.isMaster && <span className={styles.badge}>{t('ACCOUNT_PROFILE_MASTER_BADGE')}</span>}
        {profile.has_pin && <LockIcon className={styles.lock} label={t('ACCOUNT_PROFILE_PIN_LOCKED')} />}
        {current && <span className={styles.current}>{t('ACCOUNT_CHOOSE_PROFILE_CURRENT')}</span>}
      </span>
    </button>
  );
}
