import { useState, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { signOut, useSession, useTranslation } from '@palco/shared';
import * as styles from './ProfileMenu.module.css';

/**
 * The header's profile entry. A visitor gets a link to /international/login; a signed-in viewer an avatar
 * linking to /international/subscribe, whose dropdown with logout opens on hover and, for keyboard
 * viewers, on focus.
 */
export function ProfileMenu(): ReactNode {
  const { t } = useTranslation();
  const account = useSession((state) => state.account);
  // Hover and keyboard focus each hold the dropdown open, so one ending does not close it under the other.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = hovered || focused;
  const close = (): void => {
    setHovered(false);
    setFocused(false);
  };

  if (!account) {
    return (
      <Link to="/international/login" className={styles.entry}>
        <span className={styles.avatar} aria-hidden="true" />
        {t('INTL_HEADER_LOGIN')}
      </Link>
    );
  }

  async function logout(): Promise<void> {
    setBusy(true);
    // The shell takes the viewer to /international once the session has ended.
    await signOut();
    setBusy(false);
    close();
  }

  const blurWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const picture = account.avatar?.url ?? account.photo_url;

  return (
    // Presentation: the wrapper only watches hover, focus and Escape bubbling up from the link and the button.
    <div
      className={styles.menu}
      role="presentation"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={blurWhenFocusLeaves}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Link to="/international/subscribe" className={styles.entry} aria-label={t('INTL_HEADER_PROFILE')}>
        {picture ? (
          <img className={styles.avatar} src={picture} alt="" width={36} height={36} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {account.first_name.charAt(0).toUpperCase()}
          </span>
        )}
      </Link>
      {open && (
        <div className={styles.dropdown}>
          <button type="button" className={styles.item} disabled={busy} onClick={() => void logout()}>
            {t('INTL_HEADER_LOGOUT')}
          </button>
        </div>
      )}
    </div>
  );
}
