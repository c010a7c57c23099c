/** The account remote's password pages (route table: `/esqueci-password`, `/mudar-password`). */
export const FORGOT_PASSWORD_PATH = '/esqueci-password';
export const CHANGE_PASSWORD_PATH = '/mudar-password';
/** The same change of password inside the profile area. */
export const PROFILE_CHANGE_PASSWORD_PATH = '/profile/update-password';
export const PROFILE_PATH = '/profile';
/** Personal data, inside the profile area. */
export const PERSONAL_DATA_PATH = '/profile/account';
/** Completing the profile of an account that is not completed, as a page (bare layout). */
export const COMPLETE_PROFILE_PATH = '/completar-perfil';
