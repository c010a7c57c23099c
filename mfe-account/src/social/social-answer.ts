/**
 * Whether the login callback's address is a social provider's answer (a code or an error, with the state)
 * rather than a plain visit to `/login`. Its own module, so the callback page knows without loading the
 * OAuth code.
 */
export function isSocialAnswer(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
