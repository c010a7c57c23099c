import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@palco/shared';
import type { Tracks } from '../tracks/useTracks';
import { settingsSections } from './settings-sections';
import { Icon } from './Icon';
import * as styles from './PlayerControls.module.css';
import type { SettingsSection } from './settings-sections';

/** The menu's items in document order, for arrow-key movement. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
}

/**
 * The control bar's settings button and its menu of audio, subtitles and quality, one radio group each.
 * Keyboard use follows the WAI-ARIA menu button pattern; a choice (or Escape) closes the menu and
 * returns focus to the button. Nothing shows when the stream offers no choice.
 */
export function SettingsMenu({ sections }: { sections: SettingsSection[] }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusLast ? items[items.length - 1] : items[0])?.focus();
  }, [open, focusLast]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (sections.length === 0) return null;

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
    // Keys pressed in the menu are the menu's: the arrows move in it rather than seek the video.
    event.stopPropagation();
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
        closeMenu();
        break;
      case 'Tab':
        // The menu goes and focus with it, back on the button rather than lost with the menu.
        event.preventDefault();
        closeMenu();
        break;
      default:
    }
  };

  return (
    <div ref={containerRef} className={styles.settings}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('PLAYER_SETTINGS')}
        onClick={() => (open ? setOpen(false) : openMenu(false))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="settings" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('PLAYER_SETTINGS')}
        tabIndex={-1}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {sections.map((section) => (
          <div key={section.key} role="group" aria-label={section.title} className={styles.menuGroup}>
            <span className={styles.menuGroupLabel} aria-hidden="true">
              {section.title}
            </span>
            {section.options.map((option) => (
              <button
                key={option.key}
                type="button"
                role="menuitemradio"
                aria-checked={option.checked}
                tabIndex={-1}
                lang={option.lang}
                className={styles.menuItem}
                onClick={() => {
                  option.select();
                  closeMenu();
                }}
              >
                <span className={styles.radio} aria-hidden="true" />
                {option.label}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The settings menu for a playback's tracks and qualities (the player's controls load it only when there is
 * a choice to make, so a stream with one rendition never downloads it).
 */
export function TrackSettings({ tracks }: { tracks: Tracks }): ReactNode {
  const { t, i18n } = useTranslation();
  return <SettingsMenu sections={settingsSections(tracks, t, i18n.language)} />;
}
