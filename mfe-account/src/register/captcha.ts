/** What the captcha widget last said: a token for the action, or none (not ticked, or expired). */
export interface CaptchaAnswer {
  token: string | null;
  /** How long the token lasts, when the widget says. */
  expiresInSeconds: number | null;
}

/**
 * The widget's address for an action in the page's language (`?action=login&hl=pt_PT`), read against the
 * page's own address when the setting is relative.
 */
export function captchaWidgetSrc(widgetUrl: string, action: string, locale: string, base: string): URL {
  const url = new URL(widgetUrl, base);
  url.searchParams.set('action', action);
  url.searchParams.set('hl', locale);
  return url;
}

export interface CaptchaSender {
  /** The widget's origin: messages from any other are ignored. */
  origin: string;
  /** The widget's frame window, when known: messages from any other frame are ignored too. */
  source: MessageEventSource | null;
  action: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads a message the captcha widget posts to the page, `{captchaToken, action, expiresIn}` (a null token
 * when it expired or was unticked). Anything from another origin or another frame, or of another shape or
 * action, is not the widget's answer: null.
 */
export function readCaptchaMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  sender: CaptchaSender,
): CaptchaAnswer | null {
  if (event.origin !== sender.origin) return null;
  if (sender.source !== null && event.source !== sender.source) return null;
  const { data } = event;
  if (!isRecord(data) || !('captchaToken' in data)) return null;
  const token = data.captchaToken;
  if (token === null) return { token: null, expiresInSeconds: null };
  if (typeof token !== 'string' || token === '' || data.action !== sender.action) return null;
  const expiresIn = data.expiresIn;
  return {
    token,
    expiresInSeconds: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : null,
  };
}
