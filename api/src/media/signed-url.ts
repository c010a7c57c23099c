import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How long a stream address lasts: 6 hours, longer than the longest title (150 minutes) or programme
 * (120 minutes) with room for pauses, and past the live "are you still watching?" prompt (4 hours,
 * `live_break_limit`). A player keeps the address it was given for the whole viewing: hls.js fetches
 * playlists and segments lazily, so the address must outlast the viewing, not only its start.
 */
export const STREAM_URL_TTL_SECONDS = 6 * 60 * 60;

/**
 * Expiries are rounded up to this step, so that media calls made close together (a reload, the player
 * reading the playlist before hls.js does) get the same address and the browser's cache serves the repeat.
 */
const EXPIRY_STEP_SECONDS = 600;

/** The shortest key accepted from the environment: a shorter one could be guessed from signed addresses. */
const MIN_SECRET_LENGTH = 32;

/** `{expiry in epoch seconds}.{HMAC-SHA256, base64url}`: only URL-safe characters, no `/`. */
export const STREAM_TOKEN_PATTERN = /^\d{1,12}\.[\w-]{43}$/;

/** A stream's file under the media folder, and what plays it. */
export interface StreamFile {
  /** Path under the media folder, e.g. `demo/master.m3u8`. */
  path: string;
  type: 'hls' | 'mp4';
}

/** A token's verdict: what it grants until, or why it grants nothing. */
export type TokenCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * What one address grants. An HLS stream needs its whole folder: the master playlist names its variant
 * playlists and they name their segments by relative URLs (`stream.m3u8`, `segment_000.ts`), which the
 * player resolves against the address it was given, token included. A progressive MP4 is one file.
 */
export function scopeOf(file: StreamFile): string {
  return file.type === 'hls' ? file.path.slice(0, file.path.lastIndexOf('/') + 1) : file.path;
}

/** The scopes that may grant `path`: the file itself, then each folder above it (`a/b/c.ts`, `a/b/`, `a/`). */
function scopesGranting(path: string): string[] {
  const scopes = [path];
  for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
    scopes.push(path.slice(0, end + 1));
  }
  return scopes;
}

/**
 * Signs and checks stream addresses as CDNs do (CloudFront signed URLs, Akamai token auth): the address
 * carries its expiry and an HMAC of the expiry and the scope it grants, under a key only the server
 * holds. A copied address stops working at its expiry; changing its expiry, its scope or its signature
 * breaks the signature.
 *
 * The token is a path segment, `/api/media/{token}/demo/master.m3u8`, rather than a query string: the
 * relative URLs inside the playlists then carry it to every variant playlist and segment without the API
 * rewriting the playlists, and an MP4 address still ends in `.mp4`.
 *
 * Nothing names the viewer: segment requests come from a `<video>` element or hls.js without the app's
 * bearer token, so a binding could not be checked on them; the short life is what limits a copied address.
 * Each stream of a real catalogue lives in a folder of its own, so an address opens that stream only; the
 * demo's titles all share `demo/`.
 */
export class StreamSigner {
  constructor(private readonly key: Buffer) {}

  /** The token for `scope`, valid until `expiresAt` (epoch seconds). */
  token(scope: string, expiresAt: number): string {
    const expiry = String(expiresAt);
    return `${expiry}.${this.signature(scope, expiry)}`;
  }

  /**
   * The API address of `file`, valid from `nowMs` for at least `ttlSeconds`: STREAM_URL_TTL_SECONDS, or
   * less for a viewer whose time is counted (media/allowance.ts). The expiry is rounded up by a step of a
   * tenth of that time at most (EXPIRY_STEP_SECONDS at most), so a short-lived address stays short.
   */
  url(file: StreamFile, nowMs: number, ttlSeconds = STREAM_URL_TTL_SECONDS): string {
    const step = Math.max(1, Math.min(EXPIRY_STEP_SECONDS, Math.floor(ttlSeconds / 10)));
    const earliest = Math.floor(nowMs / 1000) + ttlSeconds;
    const expiresAt = Math.ceil(earliest / step) * step;
    return `/api/media/${this.token(scopeOf(file), expiresAt)}/${file.path}`;
  }

  /**
   * Whether `token` grants `path` at `nowMs`. The signature is checked first, so an expiry changed by hand
   * is `invalid`, and only a genuine address past its time is `expired`.
   */
  check(token: string, path: string, nowMs: number): TokenCheck {
    if (!STREAM_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
    const [expiry = '', signature = ''] = token.split('.');
    // Compared as text: base64url has spare bits in its last character, so decoding first would let
    // another spelling of the same signature through.
    const given = Buffer.from(signature, 'ascii');
    const signed = scopesGranting(path).some((scope) => {
      const expected = Buffer.from(this.signature(scope, expiry), 'ascii');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!signed) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(expiry);
    return expiresAt * 1000 > nowMs ? { ok: true, expiresAt } : { ok: false, reason: 'expired' };
  }

  /** Over the expiry exactly as written in the token, so no other spelling of it passes. */
  private signature(scope: string, expiry: string): string {
    return createHmac('sha256', this.key).update(`${expiry}\n${scope}`).digest('base64url');
  }
}

/**
 * The signer of this API: keyed by `MEDIA_URL_SECRET` (at least 32 characters) when it is set, as it must
 * be wherever several API instances serve the same addresses or addresses must outlive a restart; else by
 * a random key made at start-up, so a local run needs no setup and no key is ever written in the code.
 */
export function streamSignerFromEnv(env: NodeJS.ProcessEnv): StreamSigner {
  const secret = env.MEDIA_URL_SECRET;
  if (secret === undefined || secret === '') return new StreamSigner(randomBytes(32));
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`MEDIA_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return new StreamSigner(Buffer.from(secret, 'utf8'));
}
