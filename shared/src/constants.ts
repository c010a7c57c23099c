/** Timings and limits of spec section 9, by name. */
export const TOAST_DURATION_MS = 3000;
export const PAGE_VIEW_DELAY_MS = 250;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const SEARCH_DEBOUNCE_MS = 100;
export const SEARCH_MIN_CHARS = 3;
export const HEADER_SCROLL_THRESHOLD_PX = 150;
export const MOBILE_BREAKPOINT_PX = 1170;
export const SEARCH_FOCUS_BREAKPOINT_PX = 996;
export const SIDEBAR_MAX_WIDTH_PX = 320;
export const DEFAULT_IFRAME_HEIGHT_PX = 1000;
export const BADGE_LABEL_MAX = 15;
export const ANALYTICS_STRING_MAX = 99;
export const PROFILES_PER_ACCOUNT = 5;
export const DEVICES_PER_ACCOUNT = 10;
export const HOME_COUNTRY = 'PT';
