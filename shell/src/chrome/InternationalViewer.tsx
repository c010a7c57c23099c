import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import type { Account, Profile } from '@palco/contracts';
import { AppLink, signOut, useTranslation } from '@palco/shared';
import { INTERNATIONAL_SUBSCRIBE_PATH } from '../guards/guards';
import { Avatar } from './Avatar';
import { displayName } from './profile-entries';
import * as styles from './ProfileMenu.module.css';
import * as buttonStyles from './ViewerButton.module.css';

const flush: CSSProperties = { top: '100%' };

/** Where a visitor of the international layout signs in (the international remote's page). */
export const INTERNATIONAL_LOGIN_PATH = '/international/login';

export interface InternationalViewerProps {
  account: Account | null;
  profile: Profile | null;
}

/**
 * The viewer's entry of the international header (spec section 2): a visitor's link to
 * /international/login; a signed-in viewer's avatar linking to /international/subscribe, with a dropdown
 * holding logout that opens on hover and on keyboard focus, and closes on Escape.
 */
export function InternationalViewer({ account, profile }: InternationalViewerProps): ReactNode {
  const { t } = useTranslation();
  // Hover and focus each hold the dropdown open, so one ending does not close it under the other.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (!account) {
    return (
      <AppLink
        href={INTERNATIONAL_LOGIN_PATH}
        className={buttonStyles.button}
        data-testid="international-login"
      >
        <Avatar />
        <span className={buttonStyles.name}>{t('SHELL_LOGIN')}</span>
      </AppLink>
    );
  }

  const close = (): void => {
    setHovered(false);
    setFocused(false);
  };
  const onLogout = (): void => {
    close();
    signOut().catch((error: unknown) => console.error('logout failed', error));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const name = displayName(account, profile);

  return (
    // Presentation: the wrapper only watches hover, focus and Escape bubbling up from the link and the button.
    <div
      className={styles.container}
      role="presentation"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <AppLink
        href={INTERNATIONAL_SUBSCRIBE_PATH}
        className={buttonStyles.button}
        aria-label={t('SHELL_INTERNATIONAL_PROFILE', { name })}
        data-testid="international-profile"
      >
        <Avatar name={name} url={profile?.avatar?.url ?? account.avatar?.url ?? account.photo_url} />
      </AppLink>
      {/* Flush with the avatar: a gap between them would end the hover on the way to logout. */}
      <div className={styles.menu} style={flush} hidden={!(hovered || focused)}>
        <button type="button" className={styles.item} data-testid="logout" onClick={onLogout}>
          {t('SHELL_LOGOUT')}
        </button>
      </div>
    </div>
  );
}
