/** The profile-management pages of the profile area (spec section 2's route table). */
export const CREATE_PROFILE_PATH = '/profile/create';
/** Edits the session's own profile; `?id=` another one. */
export const EDIT_PROFILE_PATH = '/profile/edit';
export const AVATAR_PATH = '/profile/avatar';
export const LANGUAGE_PATH = '/profile/language';

/** The query parameter naming the profile a page is about. */
export const PROFILE_ID_PARAM = 'id';

/** A page of `path` about the profile `id`. */
export function profilePageUrl(path: string, id: string): string {
  return `${path}?${new URLSearchParams({ [PROFILE_ID_PARAM]: id }).toString()}`;
}
