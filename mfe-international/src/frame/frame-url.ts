/** The partner frame's URL for the sign-up step: the same page, told which e-mail to continue with. */
export function withSignupEmail(frameUrl: string, email: string): string {
  const hashAt = frameUrl.indexOf('#');
  const base = hashAt === -1 ? frameUrl : frameUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : frameUrl.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}email=${encodeURIComponent(email)}${hash}`;
}
