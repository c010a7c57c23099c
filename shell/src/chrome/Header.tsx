import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import {
  AppLink,
  bus,
  HEADER_SCROLL_THRESHOLD_PX,
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_MAX_WIDTH_PX,
  useSession,
  useTranslation,
} from '@palco/shared';
import { InternationalViewer } from './InternationalViewer';
import { LoginButton } from './LoginButton';
import { MainMenu } from './MainMenu';
import { SearchBox } from './SearchBox';
import { useInternationalBase } from './use-international-base';
import { useScrolledPast } from './use-scrolled-past';
import { useScrollLock } from './use-scroll-lock';
import * as styles from './Header.module.css';

/**
 * The signed-in viewer's menu loads with the first signed-in header, not with every visitor's first page;
 * the header asks for it as soon as a stored token says a viewer is signing back in, in parallel with their
 * account's call.
 */
const loadProfileMenu = () => import(/* webpackChunkName: "profile-menu" */ './ProfileMenu');
const ProfileMenu = lazy(() => loadProfileMenu().then(({ ProfileMenu: menu }) => ({ default: menu })));

const sidebarWidth = { '--palco-sidebar-max-width': `${SIDEBAR_MAX_WIDTH_PX}px` } as CSSProperties;

/**
 * The site header of the default and home layouts (spec section 2): logo, main menu (a sidebar below
 * 1170 px), search and the viewer's login or profile menu. When the viewer's base layout is international
 * (neither premium nor from the home country) it is the international header instead: the logo to
 * /international and the viewer's entry to its sign-in or plans, in the same bar (same height).
 */
export function Header(): ReactNode {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const account = useSession((s) => s.account);
  const profile = useSession((s) => s.profile);
  const international = useInternationalBase();
  useEffect(() => {
    if (token) void loadProfileMenu();
  }, [token]);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [sidebarState, setSidebarOpen] = useState(false);
  // The international header has no menu: a sidebar left open as the variant changes must not stay.
  const sidebarOpen = sidebarState && !international;
  const sidebarId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  useScrollLock(sidebarOpen);

  const closeSidebar = useCallback((returnFocus: boolean): void => {
    setSidebarOpen(false);
    if (returnFocus) burgerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return undefined;
    sidebarRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') closeSidebar(true);
    };
    // Widening past the breakpoint turns the sidebar back into the inline menu, so it must not stay open.
    const onResize = (): void => {
      if (window.innerWidth >= MOBILE_BREAKPOINT_PX) closeSidebar(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [sidebarOpen, closeSidebar]);

  const onSidebarBlur = (event: FocusEvent<HTMLElement>): void => {
    const next = event.relatedTarget;
    if (
      sidebarOpen &&
      next instanceof Node &&
      !event.currentTarget.contains(next) &&
      next !== burgerRef.current
    ) {
      closeSidebar(false);
    }
  };

  const onLogo = (): void => {
    closeSidebar(false);
    bus.emit('catalogue:close-search', {});
    window.scrollTo({ top: 0 });
  };

  // Where the profile menu will be while the account restores or the menu's code loads: its room, empty.
  const pending = <span className={styles.viewerPending} aria-hidden="true" />;
  let viewer: ReactNode;
  if (international && (account || !token))
    viewer = <InternationalViewer account={account} profile={profile} />;
  else if (account)
    viewer = (
      <Suspense fallback={pending}>
        <ProfileMenu account={account} profile={profile} />
      </Suspense>
    );
  else if (token) viewer = pending;
  else viewer = <LoginButton />;

  return (
    <>
      <header
        className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}
        data-testid="header"
        data-variant={international ? 'international' : 'home'}
      >
        <div className={styles.bar}>
          {!international && (
            <button
              ref={burgerRef}
              type="button"
              className={styles.burger}
              data-testid="menu-button"
              aria-expanded={sidebarOpen}
              aria-controls={sidebarId}
              aria-label={t('SHELL_MENU_OPEN')}
              onClick={() => (sidebarOpen ? closeSidebar(false) : setSidebarOpen(true))}
            >
              <span className={styles.burgerLines} aria-hidden="true" />
            </button>
          )}
          <AppLink
            href={international ? '/international' : '/'}
            className={styles.logo}
            aria-label={t(international ? 'SHELL_LOGO_INTERNATIONAL_LABEL' : 'SHELL_LOGO_LABEL')}
            data-testid="logo"
            onNavigate={onLogo}
          >
            Palco
          </AppLink>
          {!international && (
            <nav
              ref={sidebarRef}
              id={sidebarId}
              className={sidebarOpen ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}
              style={sidebarWidth}
              aria-label={t('SHELL_MENU_LABEL')}
              data-testid="main-menu"
              onBlur={onSidebarBlur}
            >
              <div className={styles.sidebarHead}>
                <span className={styles.sidebarTitle} aria-hidden="true">
                  Palco
                </span>
                <button
                  type="button"
                  className={styles.sidebarClose}
                  aria-label={t('SHELL_MENU_CLOSE')}
                  onClick={() => closeSidebar(true)}
                >
                  ×
                </button>
              </div>
              <MainMenu onNavigate={() => closeSidebar(false)} />
            </nav>
          )}
          {sidebarOpen && (
            <div className={styles.backdrop} aria-hidden="true" onClick={() => closeSidebar(false)} />
          )}
          <div className={styles.actions}>
            {!international && <SearchBox />}
            {viewer}
          </div>
        </div>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
