/** Where a signed-in family account picks who is watching (route table: `/choose-profile`, bare layout). */
export const CHOOSE_PROFILE_PATH = '/choose-profile';
/** The same choice from the profile area, inside the site's header and footer. */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/** Query parameter of the profile choosers naming the page to continue to once a profile is chosen. */
export const REDIRECT_PARAM = 'redirect';

/** Pages that never make sense to continue to after choosing a profile (they would ask again). */
const NOT_A_TARGET = new Set([CHOOSE_PROFILE_PATH, SWITCH_PROFILE_PATH, '/login', '/logout']);

/**
 * A page of this site to continue to, as path, query and hash; anything else (another origin, a
 * profile chooser, nothing) gives home.
 */
export function safeTarget(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (NOT_A_TARGET.has(path)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once a profile is chosen: the chooser's `redirect` parameter, otherwise home. */
export function targetFromSearch(search: string): string {
  return safeTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** `/choose-profile`, carrying the page the viewer was headed to when there is one besides home. */
export function chooseProfileUrl(target: string | null | undefined): string {
  const safe = safeTarget(target);
  if (safe === '/') return CHOOSE_PROFILE_PATH;
  return `${CHOOSE_PROFILE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}`;
}
