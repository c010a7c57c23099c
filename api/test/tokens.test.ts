/** @jest-environment ./test/pglite-environment.cjs */
import type { InjectOptions } from 'fastify';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { sampleBody, samplesOf, type RouteSample } from './route-samples';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let samples: RouteSample[];
const dead: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  samples = samplesOf(t.routes, Math.floor(Date.now() / 1000));
  dead.revoked = `Bearer ${await mintToken(t.db, 'demo@palco.pt', 'revoked')}`;
  dead.expired = `Bearer ${await mintToken(t.db, 'demo@palco.pt', 'expired')}`;
  dead.forged = 'Bearer d2hvIGtub3dzIHdoYXQgdGhpcyB0b2tlbiB3YXM';
  dead.malformed = 'Bearer';
  dead['not a bearer'] = 'Basic ZGVtbzpwYWxjbzEyMw==';
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

async function send(sample: RouteSample, headers: Record<string, string> = {}) {
  const json = await sampleBody(sample, t);
  return t.app.inject({
    method: sample.method as InjectOptions['method'],
    url: sample.path,
    headers,
    ...(json === undefined ? {} : { payload: json as object }),
  });
}

const label = (s: RouteSample): string => `${s.method} ${s.route}`;
/** Answered: a success, or the See Other with which the form_post callback hands the browser on. */
const answered = (status: number): boolean => status < 300 || status === 303;
// Every call of the API reads the token; the preflight and the sandbox page are not calls of it.
const apiCalls = (): RouteSample[] => samples.filter((s) => s.route.startsWith('/api/'));

function expectInvalidSession(reply: { statusCode: number; body: string }, method: string): void {
  expect(reply.statusCode).toBe(401);
  if (method === 'HEAD') return;
  expect(JSON.parse(reply.body)).toEqual({
    code: 401,
    message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_401,
    error: 'Unauthorized',
  });
}

describe('one meaning for a token, on every call', () => {
  it('knows a good request for every route, most of them open to visitors', () => {
    expect(apiCalls().filter((s) => s.who === 'visitor').length).toBeGreaterThan(30);
  });

  it('answers visitors without a token, and 401 to a revoked, expired or forged one', async () => {
    for (const sample of apiCalls().filter((s) => s.who === 'visitor')) {
      const visitorReply = await send(sample);
      expect({ call: label(sample), ok: answered(visitorReply.statusCode) }).toEqual({
        call: label(sample),
        ok: true,
      });
      for (const [state, authorization] of Object.entries(dead)) {
        const reply = await send(sample, { authorization });
        expect({ call: label(sample), state, status: reply.statusCode }).toEqual({
          call: label(sample),
          state,
          status: 401,
        });
        expectInvalidSession(reply, sample.method);
      }
    }
  });

  it('answers a live token on those calls too', async () => {
    const authorization = `Bearer ${await mintToken(t.db, 'demo@palco.pt')}`;
    for (const sample of apiCalls().filter((s) => s.who === 'visitor')) {
      const reply = await send(sample, { authorization });
      expect({ call: label(sample), ok: answered(reply.statusCode) }).toEqual({
        call: label(sample),
        ok: true,
      });
    }
  });

  it('refuses visitors and dead tokens with 401 on the calls of a signed-in viewer', async () => {
    for (const sample of apiCalls().filter((s) => s.who === 'viewer')) {
      expectInvalidSession(await send(sample), sample.method);
      for (const authorization of Object.values(dead)) {
        expectInvalidSession(await send(sample, { authorization }), sample.method);
      }
      // A fresh live token each time: the logout sample revokes its own.
      const token = await mintToken(t.db, sample.account ?? 'demo@palco.pt', 'live', sample.profile);
      const live = await send(sample, { authorization: `Bearer ${token}` });
      expect({ call: label(sample), ok: live.statusCode < 300 }).toEqual({ call: label(sample), ok: true });
    }
  });

  it('checks a token that was revoked after it was used', async () => {
    const token = await mintToken(t.db, 'free@palco.pt');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/v1/setting', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth })).statusCode).toBe(
      200,
    );
    for (const url of ['/api/v1/setting', '/api/v1/plan', '/api/v1/content/channel', '/api/v1/content/epg']) {
      expectInvalidSession(await t.app.inject({ url, headers: auth }), 'GET');
    }
  });
});
