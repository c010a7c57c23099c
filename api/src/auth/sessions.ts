import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import { profileNotChosen, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, null for a visitor; set once per request by `installSessions`. */
    session: Session | null;
  }
}

/** Sessions last as long as the clients' auth cookie: 1296000 s, 15 days (spec section 9). */
export const SESSION_TTL_SECONDS = 1_296_000;

export interface Session {
  tokenHash: string;
  accountId: string;
  profileId: string | null;
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

export async function createSession(
  db: Db,
  request: FastifyRequest,
  accountId: string,
  profileId: string | null,
  nowMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const device = deviceOf(request);
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, profile_id, device_id, device_platform, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      accountId,
      profileId,
      device.id,
      device.platform,
      timestamp(nowMs),
      timestamp(nowMs + SESSION_TTL_SECONDS * 1000),
    ],
  );
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
  const [row] = await db.query<{ token_hash: string; account_id: string; profile_id: string | null }>(
    `SELECT token_hash, account_id, profile_id FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashToken(token), timestamp(nowMs)],
  );
  if (!row) throw unauthorized();
  return { tokenHash: row.token_hash, accountId: row.account_id, profileId: row.profile_id };
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
