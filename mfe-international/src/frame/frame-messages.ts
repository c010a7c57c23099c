import { isValidEmail } from '@palco/shared';

/**
 * Messages the partner's embedded sign-up frame posts to the page (spec section 4, "Operator choice"),
 * and the two-origin allow-list of section 5.
 */

export const INTERNATIONAL_SIGNUP_PATH = '/international/signup';
export const INTERNATIONAL_SUBSCRIBE_PATH = '/international/subscribe';

/** The longest e-mail address there is (RFC 5321), and the longest the API's sign-up takes. */
export const FRAME_EMAIL_MAX_LENGTH = 254;

/**
 * The heights the page gives the frame, whatever it asks for: enough to show the partner's form, and never a
 * frame so tall it pushes the rest of the page out of reach.
 */
export const FRAME_HEIGHT_MIN_PX = 200;
export const FRAME_HEIGHT_MAX_PX = 4000;

/**
 * True only when `origin` is exactly one of the allowed origins. `event.origin` is always a serialised
 * origin (scheme, host, port), so plain equality rejects look-alikes such as `http://localhost:4000.evil.com`,
 * another port or another scheme. An empty allowed entry (settings not configured) trusts nothing.
 */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => allowed !== '' && allowed === origin);
}

/**
 * The frame's e-mail as registration will use it (trimmed and lower-cased, spec section 5), or null when it
 * is not an e-mail the account team's form would accept (its pattern) or is longer than an address can be.
 */
export function normaliseFrameEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  // Length first: the pattern is never run over an arbitrarily long string.
  if (email.length > FRAME_EMAIL_MAX_LENGTH || !isValidEmail(email)) return null;
  return email;
}

/** A requested height within the page's range, in whole pixels. */
export function clampFrameHeight(height: number): number {
  return Math.min(FRAME_HEIGHT_MAX_PX, Math.max(FRAME_HEIGHT_MIN_PX, Math.round(height)));
}

/** What the frame hands the page it sends the viewer to (react-router's location state). */
export interface FromPartnerFrame {
  fromPartnerFrame: true;
}
export const FROM_PARTNER_FRAME: FromPartnerFrame = { fromPartnerFrame: true };

/** Whether the viewer was sent to this page by the partner frame (e.g. `userLogged` to subscribe). */
export function cameFromPartnerFrame(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<FromPartnerFrame>).fromPartnerFrame === true
  );
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

/** A field the message itself carries (not one inherited from a prototype). */
function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && Object.prototype.hasOwnProperty.call(data, name)
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** No e-mail at all: the field absent, null or blank. The next fields are looked at then. */
const carriesNoEmail = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One message, handled in the spec's order: an e-mail starts sign-up; else a signed-in viewer (`userLogged`
 * exactly `true`) goes to subscribe; else a positive height resizes the frame, within the page's range.
 * Anything else leaves the state as it was (the same object): a message from an origin that is not
 * allowed, a message that is not an object, and a malformed one. A message whose e-mail is not one
 * (another type, the wrong shape, too long) is malformed as a whole, so nothing else in it is acted on.
 */
export function handleFrameMessage(
  state: FrameState,
  message: FrameMessage,
  allowedOrigins: readonly string[],
): FrameUpdate {
  const unchanged: FrameUpdate = { state, navigateTo: null };
  if (!isAllowedOrigin(message.origin, allowedOrigins)) return unchanged;

  const sentEmail = field(message.data, 'email');
  if (!carriesNoEmail(sentEmail)) {
    const email = typeof sentEmail === 'string' ? normaliseFrameEmail(sentEmail) : null;
    if (!email) return unchanged;
    return { state: { ...state, signupEmail: email }, navigateTo: INTERNATIONAL_SIGNUP_PATH };
  }
  if (field(message.data, 'userLogged') === true) {
    return { state, navigateTo: INTERNATIONAL_SUBSCRIBE_PATH };
  }
  const height = field(message.data, 'iframeHeight');
  if (typeof height === 'number' && Number.isFinite(height) && height > 0) {
    return { state: { ...state, height: clampFrameHeight(height) }, navigateTo: null };
  }
  return unchanged;
}
