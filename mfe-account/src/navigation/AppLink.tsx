import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to a page of the site, which may belong to another application: a plain click goes through
 * single-spa's `navigateToUrl` (no page load, the page's owner mounts); modified clicks (new tab, new
 * window) keep the browser's own behaviour.
 */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps): ReactNode {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateToUrl(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
