/**
 * Messages the partner's embedded sign-up frame posts to the page (spec section 4, "Operator choice"),
 * and the two-origin allow-list of section 5.
 */

export const INTERNATIONAL_SIGNUP_PATH = '/international/signup';
export const INTERNATIONAL_SUBSCRIBE_PATH = '/international/subscribe';

/**
 * True only when `origin` is exactly one of the allowed origins. `event.origin` is always a serialised
 * origin (scheme, host, port), so plain equality rejects look-alikes such as `http://localhost:4000.evil.com`,
 * another port or another scheme. An empty allowed entry (settings not configured) trusts nothing.
 */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => allowed !== '' && allowed === origin);
}

export interface FrameState {
  /** The e-mail the viewer typed in the frame, kept for the sign-up step. */
  signupEmail: string | null;
  /** Height of the frame in px; the partner page asks for the height it needs. */
  height: number;
}

export interface FrameMessage {
  origin: string;
  data: unknown;
}

export interface FrameUpdate {
  state: FrameState;
  /** Where the page goes next, when the message asks for it. */
  navigateTo: string | null;
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/**
 * One message, handled in the spec's order: an e-mail starts sign-up; else a signed-in viewer goes to
 * subscribe; else a positive height resizes the frame. Anything else, or any message from an origin that
 * is not allowed, leaves the state as it was (the same object).
 */
export function handleFrameMessage(
  state: FrameState,
  message: FrameMessage,
  allowedOrigins: readonly string[],
): FrameUpdate {
  const unchanged: FrameUpdate = { state, navigateTo: null };
  if (!isAllowedOrigin(message.origin, allowedOrigins)) return unchanged;

  const email = field(message.data, 'email');
  if (typeof email === 'string' && email.trim() !== '') {
    return { state: { ...state, signupEmail: email.trim() }, navigateTo: INTERNATIONAL_SIGNUP_PATH };
  }
  if (field(message.data, 'userLogged')) {
    return { state, navigateTo: INTERNATIONAL_SUBSCRIBE_PATH };
  }
  const height = field(message.data, 'iframeHeight');
  if (typeof height === 'number' && Number.isFinite(height) && height > 0) {
    return { state: { ...state, height }, navigateTo: null };
  }
  return unchanged;
}
