import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { navigateToUrl } from 'single-spa';
import { endpoints, type Account, type Profile } from '@palco/contracts';
import {
  AppLink,
  bus,
  callEndpoint,
  changeLocale,
  errorMessageFor,
  http,
  isFeatureOn,
  type Locale,
  normaliseError,
  selectProfile,
  signOut,
  supportedLocales,
  toLocale,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { Avatar } from './Avatar';
import { displayName, otherProfiles, type ProfileEntry } from './profile-entries';
import { SWITCH_PROFILE_PATH } from './viewer-actions';
import * as styles from './ProfileMenu.module.css';
import * as buttonStyles from './ViewerButton.module.css';

export interface ProfileMenuProps {
  account: Account;
  profile: Profile | null;
}

/** The account's profiles; the cache is the viewer's own (shared's `AppProviders`), so no account in the key. */
const PROFILES_KEY = 'getProfiles';

/** The menu's items in document order, for arrow-key movement. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
}

/**
 * A signed-in viewer's avatar button and its dropdown: other profiles to switch to, the account
 * page, the interface language and logout. Keyboard use follows the WAI-ARIA menu button pattern.
 */
export function ProfileMenu({ account, profile }: ProfileMenuProps): ReactNode {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const multiProfile = isFeatureOn(settings, 'multi_profile');
  const { data } = useSWR(multiProfile ? PROFILES_KEY : null, () =>
    callEndpoint(http, endpoints.getProfiles),
  );
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const name = displayName(account, profile);
  const others = multiProfile ? otherProfiles(account, profile, data?.profiles) : [];
  const currentLocale = toLocale(i18n.language);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusLast ? items[items.length - 1] : items[0])?.focus();
  }, [open, focusLast]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent): void => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openMenu = (last: boolean): void => {
    setFocusLast(last);
    setOpen(true);
  };

  const closeMenu = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    // Enter and Space reach onClick as the button's own activation.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number): void => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const onSwitch = (entry: ProfileEntry): void => {
    closeMenu();
    if (entry.hasPin) {
      // A PIN-protected profile stays locked until its PIN is checked, which the account app does.
      navigateToUrl(SWITCH_PROFILE_PATH);
      return;
    }
    selectProfile(entry.id).catch((error: unknown) => {
      bus.emit('dialog:error', {
        title: t('GENERIC_ERROR_TITLE'),
        message: errorMessageFor(t, normaliseError(error)),
      });
    });
  };

  const onLocale = (locale: Locale): void => {
    closeMenu();
    changeLocale(locale).catch((error: unknown) => console.error('language change failed', error));
  };

  const onLogout = (): void => {
    closeMenu();
    signOut().catch((error: unknown) => console.error('logout failed', error));
  };

  return (
    <div ref={containerRef} className={styles.container}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonStyles.button}
        data-testid="profile-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('SHELL_PROFILE_MENU_LABEL', { name })}
        onClick={() => (open ? setOpen(false) : openMenu(false))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={name} url={profile?.avatar?.url ?? null} />
        <span className={buttonStyles.name} data-testid="header-profile-name">
          {name}
        </span>
        <span className={buttonStyles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('SHELL_PROFILE_MENU')}
        tabIndex={-1}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {others.length > 0 && (
          <div role="group" aria-label={t('SHELL_PROFILE_SWITCH')} className={styles.group}>
            <span className={styles.groupLabel} aria-hidden="true">
              {t('SHELL_PROFILE_SWITCH')}
            </span>
            {others.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                data-testid="profile-switch"
                onClick={() => onSwitch(entry)}
              >
                <Avatar name={entry.name} url={entry.avatarUrl} size="small" />
                <span className={styles.profileName}>{entry.name}</span>
                {entry.isMaster && <span className={styles.badge}>{t('SHELL_PROFILE_MASTER')}</span>}
                {entry.hasPin && (
                  <svg
                    className={styles.lock}
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    role="img"
                    aria-label={t('SHELL_PROFILE_LOCKED')}
                  >
                    <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
                    <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                )}
              </button>
            ))}
          </div>
        )}
        <div role="separator" className={styles.separator} />
        <AppLink
          href="/profile"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onNavigate={() => setOpen(false)}
        >
          {t('SHELL_PROFILE_ACCOUNT')}
        </AppLink>
        {isFeatureOn(settings, 'other_languages') && (
          <div role="group" aria-label={t('SHELL_LANGUAGE')} className={styles.group}>
            <span className={styles.groupLabel} aria-hidden="true">
              {t('SHELL_LANGUAGE')}
            </span>
            {supportedLocales.map((locale) => (
              <button
                key={locale}
                type="button"
                role="menuitemradio"
                aria-checked={locale === currentLocale}
                tabIndex={-1}
                lang={locale.replace('_', '-')}
                className={styles.item}
                onClick={() => onLocale(locale)}
              >
                <span className={styles.radio} aria-hidden="true" />
                {t(`SHELL_LOCALE_${locale}`)}
              </button>
            ))}
          </div>
        )}
        <div role="separator" className={styles.separator} />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          data-testid="logout"
          onClick={onLogout}
        >
          {t('SHELL_LOGOUT')}
        </button>
      </div>
    </div>
  );
}
