/** Route where the account app asks for a profile's PIN before switching to it. */
export const SWITCH_PROFILE_PATH = '/profile/switch-profile';
