import { useEffect, useRef } from 'react';
import { lastNavigationKind, usePathname } from '../hooks/page-location';

/**
 * Opens each new page at its top: without it a card clicked far down the home page opens the title's
 * page already scrolled. Back and forward are left alone so the browser can restore where the viewer was.
 * It reads the address itself rather than react-router's, as the home draws without the router.
 */
export function ScrollToTop(): null {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (lastNavigationKind() === 'push') window.scrollTo({ top: 0 });
  }, [pathname]);

  return null;
}
