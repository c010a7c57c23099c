import { normaliseFrameEmail } from '../frame/frame-messages';

/** Where the sign-up e-mail from the partner frame survives a reload of the sign-up step. */
export const SIGNUP_EMAIL_KEY = 'palco.intl.signup-email';

/**
 * The kept e-mail, held to the same rule as the frame's message: anything else under the key (written by
 * another page of this origin, or by hand) is as good as nothing.
 */
export function readSignupEmail(): string | null {
  try {
    const kept = localStorage.getItem(SIGNUP_EMAIL_KEY);
    return kept === null ? null : normaliseFrameEmail(kept);
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
