/**
 * Goes home with a full page load (spec section 4: an account that cannot be reloaded after completing the
 * profile is sent home that way). Its own module, so tests can tell it happened.
 */
export function reloadHome(): void {
  window.location.assign('/');
}
