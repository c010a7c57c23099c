/**
 * Leaves the single-page app for a full page load, so every application starts again from the server's
 * state (used after logout). Kept apart so tests can replace it: jsdom cannot navigate.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
