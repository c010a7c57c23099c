/** Pages where the error dialog's OK leaves the viewer in place (spec section 8). */
const STAY_PREFIXES = ['/international', '/choose-profile'];

/** Whether OK on the error dialog sends the viewer home. */
export function errorOkGoesHome(path: string, cleanError: boolean | undefined): boolean {
  if (cleanError) return false;
  return !STAY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
