/** One entry of the main menu (spec section 2, "Menus and header"). */
export interface MainMenuItem {
  id: 'home' | 'subscribe' | 'exclusives' | 'tv-guide' | 'tribeca';
  href: string;
  /** Translation key of the visible label. */
  labelKey: string;
}

export interface MainMenuInput {
  premium: boolean;
  /** Settings `monetization`: plans and vouchers appear only when it is on (spec section 6). */
  monetization: boolean;
  exclusiveSectionId: string;
}

/** Home, aderir, exclusivos, TV guide and tribeca; aderir is hidden for premium viewers. */
export function mainMenuItems({ premium, monetization, exclusiveSectionId }: MainMenuInput): MainMenuItem[] {
  const items: MainMenuItem[] = [{ id: 'home', href: '/', labelKey: 'SHELL_MENU_HOME' }];
  if (!premium && monetization)
    items.push({ id: 'subscribe', href: '/adira-ja', labelKey: 'SHELL_MENU_SUBSCRIBE' });
  items.push(
    {
      id: 'exclusives',
      href: `/filters/${encodeURIComponent(exclusiveSectionId)}`,
      labelKey: 'SHELL_MENU_EXCLUSIVES',
    },
    { id: 'tv-guide', href: '/guia-tv', labelKey: 'SHELL_MENU_TV_GUIDE' },
    { id: 'tribeca', href: '/tribeca', labelKey: 'SHELL_MENU_TRIBECA' },
  );
  return items;
}

/** Whether `href` is the page at `pathname`; home matches only itself, other entries their sub-pages too. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The search page's address for what the viewer typed (spec section 2, "Search"). */
export function searchUrl(text: string): string {
  const query = text.trim();
  return query ? `/search/?query=${encodeURIComponent(query)}` : '/search';
}
