import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Runs before navigating, e.g. to close the sidebar the link sits in. */
  onNavigate?: () => void;
}

/**
 * A link to a page of the site that another application may own, for code outside a react-router tree
 * or crossing apps: a plain click goes through single-spa's `navigateToUrl` (no page load; the page's
 * owner mounts). Modified clicks (new tab, new window) keep the browser's own behaviour.
 */
export function AppLink({ href, onNavigate, onClick, children, ...rest }: AppLinkProps): ReactNode {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigateToUrl(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
