/** Where a signed-in family account picks who is watching (route table: `/choose-profile`). */
export const CHOOSE_PROFILE_PATH = '/choose-profile';
/** The same choice from the profile area. */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';

/**
 * Query parameter of the profile choosers naming the page to continue to once a profile is chosen. The
 * account app's choosers read it (its `navigation/profile-choice.ts` keeps the same rules as this file).
 */
export const REDIRECT_PARAM = 'redirect';

/** Never worth continuing to: the choosers would ask again, `/login` is a callback, `/logout` signs out. */
const NOT_A_TARGET = new Set([CHOOSE_PROFILE_PATH, SWITCH_PROFILE_PATH, '/login', '/logout']);

/**
 * A page of this site to continue to, as path, query and fragment; null for anything else: another origin,
 * a protocol-relative (`//host`) or backslashed (`/\host`) address, a full URL, a chooser, nothing.
 */
export function safeReturnPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // The parser reads `//host`, `/\host` and the like as another host: comparing origins catches them all.
  if (url.origin !== origin) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (NOT_A_TARGET.has(path.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/choose-profile`, carrying the page the viewer was headed to when there is one besides home. */
export function chooseProfileUrl(target: string | null | undefined, origin?: string): string {
  const safe = safeReturnPath(target, origin);
  if (safe === null || safe === '/') return CHOOSE_PROFILE_PATH;
  return `${CHOOSE_PROFILE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}`;
}
