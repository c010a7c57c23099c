import { createHash, randomBytes } from 'node:crypto';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';

/**
 * The captcha of the registration (spec section 4: "captcha (action 'login')"). The page gets a token from
 * the captcha provider's widget and sends it as `google_recaptcha_token`; the API asks the provider whether
 * the token is a fresh answer for that action. Two providers sit behind one interface: a real one
 * (reCAPTCHA or Turnstile, through their siteverify call) when `CAPTCHA_SECRET` is set, and otherwise the
 * sandbox provider the reference API serves itself under `/sandbox/captcha`.
 */
export interface CaptchaVerifier {
  /**
   * Whether `token` answers a challenge for `action`. A token is good once: asking again is a no. Throws
   * `CaptchaUnavailableError` when the provider cannot be asked, which is not the viewer's fault.
   */
  verify(token: string, action: string, remoteIp: string): Promise<boolean>;
}

export class CaptchaUnavailableError extends Error {}

/** reCAPTCHA's; Turnstile's is https://challenges.cloudflare.com/turnstile/v0/siteverify. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores answers from 0 (a bot) to 1 (a person); below this is a no. */
export const DEFAULT_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5000;

export interface SiteverifyOptions {
  secret: string;
  verifyUrl: string;
  minScore: number;
  /** Tests hand in their own; the real one goes over the network. */
  fetch?: typeof fetch;
}

/** What siteverify answers (reCAPTCHA v2/v3 and Turnstile share it); `score` is v3's only. */
interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
}

/**
 * The production provider: a form POST of `secret`, `response` and `remoteip` to the verify URL. The
 * token must be a success, for this action when the provider names one, and score at least `minScore`
 * when it scores.
 */
export function siteverifyCaptcha(options: SiteverifyOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    async verify(token, action, remoteIp) {
      let answer: SiteverifyAnswer;
      try {
        const response = await send(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret: options.secret,
            response: token,
            remoteip: remoteIp,
          }).toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        throw new CaptchaUnavailableError('The captcha provider could not be asked', { cause: error });
      }
      if (answer === null || typeof answer !== 'object' || answer.success !== true) return false;
      if (answer.action !== undefined && answer.action !== action) return false;
      return typeof answer.score !== 'number' || answer.score >= options.minScore;
    },
  };
}

/** The sandbox provider's keys, public on purpose (like reCAPTCHA's test keys): they guard nothing real. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'palco-sandbox-site-key';
export const SANDBOX_CAPTCHA_SECRET = 'palco-sandbox-secret';
/** A real provider's tokens last two minutes; so do the sandbox's. */
export const SANDBOX_CAPTCHA_TOKEN_TTL_SECONDS = 120;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A sandbox token for `action`, as the sandbox widget hands the page (`POST /sandbox/captcha/token`). */
export async function issueSandboxCaptchaToken(
  db: Db,
  action: string,
  nowMs: number,
): Promise<{ token: string; expiresInSeconds: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO sandbox_captcha_tokens (token_hash, action, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash(token), action, timestamp(nowMs), timestamp(nowMs + SANDBOX_CAPTCHA_TOKEN_TTL_SECONDS * 1000)],
  );
  // Old tokens are of no use to anyone: they go as new ones come.
  await db.query('DELETE FROM sandbox_captcha_tokens WHERE expires_at <= $1', [timestamp(nowMs)]);
  return { token, expiresInSeconds: SANDBOX_CAPTCHA_TOKEN_TTL_SECONDS };
}

/**
 * Uses a sandbox token: the action it was issued for and when, or null when it is unknown, used or expired.
 * It is gone afterwards, whatever the answer.
 */
export async function redeemSandboxCaptchaToken(
  db: Db,
  token: string,
  nowMs: number,
): Promise<{ action: string; issuedAt: string } | null> {
  const [row] = await db.query<{ action: string; created_at: string | Date; live: boolean }>(
    'DELETE FROM sandbox_captcha_tokens WHERE token_hash = $1 RETURNING action, created_at, expires_at > $2 AS live',
    [tokenHash(token), timestamp(nowMs)],
  );
  if (!row?.live) return null;
  return { action: row.action, issuedAt: new Date(row.created_at).toISOString() };
}

/** The sandbox provider, asked in-process: the same store its siteverify route reads. */
export function sandboxCaptcha(db: Db, now: () => number): CaptchaVerifier {
  return {
    async verify(token, action) {
      const redeemed = await redeemSandboxCaptchaToken(db, token, now());
      return redeemed?.action === action;
    },
  };
}

/**
 * `CAPTCHA_SECRET` selects the real provider, at `CAPTCHA_VERIFY_URL` (reCAPTCHA's by default) with
 * `CAPTCHA_MIN_SCORE` (0.5); otherwise the sandbox one.
 */
export function captchaVerifierOf(deps: Deps): CaptchaVerifier {
  const secret = deps.env.CAPTCHA_SECRET?.trim();
  if (!secret) return sandboxCaptcha(deps.db, deps.now);
  const minScore = Number(deps.env.CAPTCHA_MIN_SCORE);
  return siteverifyCaptcha({
    secret,
    verifyUrl: deps.env.CAPTCHA_VERIFY_URL?.trim() || RECAPTCHA_VERIFY_URL,
    minScore: deps.env.CAPTCHA_MIN_SCORE && Number.isFinite(minScore) ? minScore : DEFAULT_MIN_SCORE,
  });
}
