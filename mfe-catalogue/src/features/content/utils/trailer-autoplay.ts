/** The media query of viewers who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Less data: only some browsers answer it yet; the others have Save-Data, read below. */
const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)';

/** What the Network Information API adds to `navigator` where it exists (Chromium). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

function matches(win: Window, query: string): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
}

/**
 * Whether the hero's trailer may start by itself (the auto-play trailer flag being on): not for a viewer
 * who asked for reduced motion or for less data use. Such a viewer still gets the trailer's
 * play control, and nothing of the video is downloaded until they press it.
 */
export function mayAutoplayTrailer(win: Window = window): boolean {
  if (matches(win, REDUCED_MOTION_QUERY) || matches(win, REDUCED_DATA_QUERY)) return false;
  return (win.navigator as WithConnection).connection?.saveData !== true;
}
