import { createHash, randomBytes } from 'node:crypto';
import { DEVICES_PER_ACCOUNT } from '@palco/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_KEY_SQL, deviceKeyOf } from '../accounts/devices';
import { userAgentParts } from '../accounts/user-agent';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import { deviceLimitReached, profileNotChosen, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, null for a visitor; set once per request by `installSessions`. */
    session: Session | null;
  }
}

/** Sessions last as long as the clients' auth cookie: 1296000 s, 15 days (spec section 9). */
export const SESSION_TTL_SECONDS = 1_296_000;

/**
 * How often a session's last use is written: the device list shows when each device was last seen, and
 * writing it on every call would cost a write per call.
 */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

export interface Session {
  tokenHash: string;
  accountId: string;
  profileId: string | null;
  /** The `x-device-id` the session signed in with, if any: the account's device it belongs to. */
  deviceId: string | null;
}

/** A signed-in viewer with a chosen profile: the owner of progress, favourites and ratings. */
export interface Viewer {
  accountId: string;
  profileId: string;
}

/** Only a digest is stored, so a leaked table holds no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Visible ASCII: what a device id or platform name is made of. */
const DEVICE_HEADER = /^[\x21-\x7e]{1,128}$/;

/**
 * The `x-device-*` headers the clients send (spec section 7). They are optional labels, so a value that is
 * not one (too long, or with characters no client sends) counts as absent rather than failing the call.
 */
export function deviceOf(request: FastifyRequest): { id: string | null; platform: string | null } {
  const header = (name: string): string | null => {
    const value = request.headers[name];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return DEVICE_HEADER.test(trimmed) ? trimmed : null;
  };
  return { id: header('x-device-id'), platform: header('x-device-platform') };
}

/**
 * Signs the account in on the caller's device. A device the account has no live session on is refused
 * once the account has `DEVICES_PER_ACCOUNT` devices (403 `device_limit_reached`, spec section 9). The
 * count and the insert are one statement: PGlite runs statements one at a time, so two sign-ins cannot both
 * take the last place; on a PostgreSQL server two exactly simultaneous ones from new devices still could.
 */
export async function createSession(
  db: Db,
  request: FastifyRequest,
  accountId: string,
  profileId: string | null,
  nowMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const device = deviceOf(request);
  const { browser, os } = userAgentParts(request.headers['user-agent']);
  const now = timestamp(nowMs);
  const inserted = await db.query<{ token_hash: string }>(
    `INSERT INTO sessions
       (token_hash, account_id, profile_id, device_id, device_platform, device_browser, device_os, created_at, expires_at)
     SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::timestamptz, $9::timestamptz
     WHERE EXISTS (
         SELECT 1 FROM sessions
         WHERE account_id = $2 AND revoked_at IS NULL AND expires_at > $8 AND ${DEVICE_KEY_SQL} = $10)
       OR (SELECT count(DISTINCT ${DEVICE_KEY_SQL}) FROM sessions
           WHERE account_id = $2 AND revoked_at IS NULL AND expires_at > $8) < $11::int
     RETURNING token_hash`,
    [
      hashToken(token),
      accountId,
      profileId,
      device.id,
      device.platform,
      browser,
      os,
      now,
      timestamp(nowMs + SESSION_TTL_SECONDS * 1000),
      deviceKeyOf(device.id),
      DEVICES_PER_ACCOUNT,
    ],
  );
  if (inserted.length === 0) throw deviceLimitReached();
  return token;
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The caller's session, or null for a visitor. A token that is malformed, unknown, revoked or expired
 * is a 401 even on public calls, so clients learn their session ended (spec section 8).
 */
async function findSession(db: Db, request: FastifyRequest, nowMs: number): Promise<Session | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  if (token === null) throw unauthorized();
  const [row] = await db.query<{
    token_hash: string;
    account_id: string;
    profile_id: string | null;
    device_id: string | null;
    stale: boolean;
  }>(
    `SELECT token_hash, account_id, profile_id, device_id, coalesce(last_used_at, created_at) < $3 AS stale
     FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashToken(token), timestamp(nowMs), timestamp(nowMs - LAST_USED_RESOLUTION_MS)],
  );
  if (!row) throw unauthorized();
  if (row.stale) {
    await db.query('UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1', [
      row.token_hash,
      timestamp(nowMs),
    ]);
  }
  return {
    tokenHash: row.token_hash,
    accountId: row.account_id,
    profileId: row.profile_id,
    deviceId: row.device_id,
  };
}

/**
 * Reads the bearer token of every call in one place, before its body is read: a token that does not
 * stand for a live session is a 401 whatever the call, those open to visitors included, and routes only
 * look at `request.session`. A call without a token is a visitor's.
 */
export function installSessions(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await findSession(deps.db, request, deps.now());
  });
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** Per-profile calls need a chosen profile; without one the clients go to the profile chooser (423). */
export function requireViewer(request: FastifyRequest): Viewer {
  const session = requireSession(request);
  if (!session.profileId) throw profileNotChosen();
  return { accountId: session.accountId, profileId: session.profileId };
}

/** The viewer behind an optional session; visitors and sessions without a profile get null. */
export function optionalViewer(request: FastifyRequest): Viewer | null {
  const { session } = request;
  return session?.profileId ? { accountId: session.accountId, profileId: session.profileId } : null;
}
