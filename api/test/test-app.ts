import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { hashToken, SESSION_TTL_SECONDS } from '../src/auth/sessions';
import { pgliteDb, timestamp, type Db } from '../src/db';
import { migrate } from '../src/migrate';
import { seedIfEmpty } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';

declare global {
  /** Set by pglite-environment.cjs, which every api test file names in its `@jest-environment` docblock. */
  var HostPGlite: typeof import('@electric-sql/pglite').PGlite;
}

/** Opening PGlite runs initdb (2-3 s, more on a busy machine), beyond jest's 5 s default for hooks. */
export const SETUP_TIMEOUT_MS = 30_000;

/** The test apps' key for stream addresses, so a test can sign one as the API does (route-samples.ts). */
export const TEST_MEDIA_URL_SECRET = 'test-media-url-secret-of-32-chars-or-more';

/** The environment of a test app: nothing of the machine's, and the options' own values over the test key. */
const testEnv = (options: AppOptions): NodeJS.ProcessEnv => ({
  MEDIA_URL_SECRET: TEST_MEDIA_URL_SECRET,
  ...options.env,
});

export interface RequestInit {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: string;
  json(): unknown;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  request(method: string, path: string, init?: RequestInit): Promise<Reply>;
  close(): Promise<void>;
}

/** A fresh in-memory database, migrated and seeded. */
async function seededDb(): Promise<Db> {
  const db = await pgliteDb(new HostPGlite(), 'PGlite in memory');
  await migrate(db);
  await seedIfEmpty(db);
  return db;
}

/** A route as Fastify registered it: one method and the full path pattern. */
export interface RouteInfo {
  method: string;
  url: string;
}

export interface InjectApp {
  app: FastifyInstance;
  db: Db;
  /** Every route of the app, HEAD routes included, as they were added. */
  routes: RouteInfo[];
  close(): Promise<void>;
}

/**
 * The app over a fresh database, not listening: requests go through `app.inject`, which needs no
 * socket and is several times faster, for the suites that send thousands of requests.
 */
export async function buildTestApp(options: AppOptions = {}): Promise<InjectApp> {
  const db = await seededDb();
  const routes: RouteInfo[] = [];
  const collect = (route: RouteOptions): void => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  };
  const app = await buildApp(db, { onRoute: collect, ...options, env: testEnv(options) });
  await app.ready();
  return {
    app,
    db,
    routes,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A fresh in-memory database, migrated and seeded, behind the app listening on a free local port.
 * Requests go over real HTTP, as the clients send them (Node's parser limits included).
 */
export async function startTestApp(options: AppOptions = {}): Promise<TestApp> {
  const db = await seededDb();
  const app = await buildApp(db, { ...options, env: testEnv(options) });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(init.form).toString();
      }
      const response = await fetch(`${origin}${path}`, { method, headers, body });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text, json: () => JSON.parse(text) };
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export async function signIn(t: TestApp, email: string): Promise<string> {
  const reply = await t.request('POST', '/api/v1/login', { form: { email, password: DEMO_PASSWORD } });
  if (reply.status !== 200) throw new Error(`Sign-in of ${email} failed: ${reply.body}`);
  return (reply.json() as { access_token: string }).access_token;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export type TokenState = 'live' | 'revoked' | 'expired';

/**
 * A session token written straight into the database, without signing in: no password hashing, and no
 * attempt counted. `revoked` and `expired` give tokens a client may still hold after a logout or 15 days.
 * The session has the account's profile chosen when it has only one, else `profileId` (or none).
 */
export async function mintToken(
  db: Db,
  email: string,
  state: TokenState = 'live',
  profileId?: string,
): Promise<string> {
  const [account] = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
  if (!account) throw new Error(`No account ${email}`);
  const profiles = await db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [
    account.id,
  ]);
  const token = randomBytes(32).toString('base64url');
  const nowMs = Date.now();
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, profile_id, created_at, expires_at, revoked_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      account.id,
      profileId ?? (profiles.length === 1 ? (profiles[0]?.id ?? null) : null),
      timestamp(nowMs - 60_000),
      timestamp(state === 'expired' ? nowMs - 1000 : nowMs + SESSION_TTL_SECONDS * 1000),
      state === 'revoked' ? timestamp(nowMs - 1000) : null,
    ],
  );
  return token;
}
