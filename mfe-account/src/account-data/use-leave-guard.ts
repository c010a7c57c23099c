import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { sessionStore } from '@palco/shared';

/** What single-spa hands its `before-routing-event` listeners (the shell's guards read the same). */
interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

export interface LeaveGuard {
  /** Where the viewer was going when the page held them back; null while nothing waits. */
  pendingUrl: string | null;
  /** Goes where the viewer was going, changes left behind. */
  leave: () => void;
  /** Goes to `url` without asking (e.g. once the changes are saved). */
  go: (url: string) => void;
  /** Stays on the page with the changes. */
  stay: () => void;
  /**
   * The save-changes popup's "save": saves with `save`, then goes where the viewer was going if it
   * worked; a refused save keeps the viewer on the page with the changes and the reasons.
   */
  saveAndLeave: (save: () => Promise<boolean>) => Promise<void>;
}

/**
 * Holds the viewer on `path` while `dirty` (spec section 2's save-changes popup): a navigation to another
 * page of the site — a link, the header, the back button — is cancelled and kept as `pendingUrl` for the
 * page to ask about, and closing or reloading the tab asks the browser's own question. A session that has
 * ended is never held: signing out goes where the shell sends it.
 */
export function useLeaveGuard(dirty: boolean, path: string): LeaveGuard {
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => event.preventDefault();
    const onBeforeRouting = (event: Event): void => {
      if (leaving.current || !sessionStore.getState().token) return;
      const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
      const target = new URL(newUrl, window.location.origin);
      if (!cancelNavigation || target.pathname === path) return;
      cancelNavigation();
      setPendingUrl(`${target.pathname}${target.search}${target.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    };
  }, [dirty, path]);

  const go = (url: string): void => {
    leaving.current = true;
    setPendingUrl(null);
    navigateToUrl(url);
  };
  return {
    pendingUrl,
    leave: () => {
      if (pendingUrl !== null) go(pendingUrl);
    },
    go,
    stay: () => setPendingUrl(null),
    saveAndLeave: async (save) => {
      const destination = pendingUrl;
      setPendingUrl(null);
      if ((await save()) && destination !== null) go(destination);
    },
  };
}
