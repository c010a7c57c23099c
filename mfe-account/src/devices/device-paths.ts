/** The account remote's device pages (route table: `/profile/devices`, `/apptv`; `/tv` redirects to it). */
export const DEVICES_PATH = '/profile/devices';
export const TV_APP_PATH = '/apptv';
