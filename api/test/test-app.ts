import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { pgliteDb, type Db } from '../src/db';
import { migrate } from '../src/migrate';
import { seedIfEmpty } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';

declare global {
  /** Set by pglite-environment.cjs, which every api test file names in its `@jest-environment` docblock. */
  var HostPGlite: typeof import('@electric-sql/pglite').PGlite;
}

/** Opening PGlite runs initdb (2-3 s, more on a busy machine), beyond jest's 5 s default for hooks. */
export const SETUP_TIMEOUT_MS = 30_000;

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

/**
 * A fresh in-memory database, migrated and seeded, behind the app listening on a free local port.
 * Requests go over real HTTP: `app.inject` needs light-my-request, whose `cookie` dependency is
 * ESM-only and cannot be required inside jest's CommonJS sandbox.
 */
export async function startTestApp(options: AppOptions = {}): Promise<TestApp> {
  const db = await pgliteDb(new HostPGlite(), 'PGlite in memory');
  await migrate(db);
  await seedIfEmpty(db);
  const app = await buildApp(db, { env: {}, ...options });
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
