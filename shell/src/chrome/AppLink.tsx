import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Runs before navigating, e.g. to close the sidebar the link sits in. */
  onNavigate?: () => void;
}

/**
 * A link to another page of the site. The chrome is its own single-spa application, so it cannot use
 * react-router: a plain click goes through `navigateToUrl` and single-spa mounts the page's owner.
 * Modified clicks (new tab, new window) keep the browser's own behaviour.
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
