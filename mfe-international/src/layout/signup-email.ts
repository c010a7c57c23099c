/** Where the sign-up e-mail from the partner frame survives a reload of the sign-up step. */
export const SIGNUP_EMAIL_KEY = 'palco.intl.signup-email';

export function readSignupEmail(): string | null {
  try {
    return localStorage.getItem(SIGNUP_EMAIL_KEY);
  } catch {
    // Without storage (private mode, sandboxed pages) the e-mail lives only in this page's state.
    return null;
  }
}

export function storeSignupEmail(email: string): void {
  try {
    localStorage.setItem(SIGNUP_EMAIL_KEY, email);
  } catch {
    // As above: the page state still holds it.
  }
}
