/** @jest-environment ./test/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import {
  DoneSchema,
  FREE_TIER_MAX_STREAMS,
  PingSchema,
  PREMIUM_WITHOUT_PLAN_MAX_STREAMS,
  STREAM_STALE_SECONDS,
  type Ping,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** The API's clock; sessions are minted on the real one, so it starts there. */
const START = Date.now();
let clock = START;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  clock = START;
});

let accounts = 0;
/**
 * An account of the test's own, signed in: its id and token. `plan` is the seeded plan it holds until
 * `endDate` (a Lisbon day), or none.
 */
async function account(
  plan: 'plan-weekly' | 'plan-monthly' | 'plan-yearly' | null,
  endDate = '2099-12-31',
): Promise<{ id: string; token: string }> {
  accounts += 1;
  const id = `acc-streams-${accounts}`;
  const email = `streams-${accounts}@palco.pt`;
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, '-', 'Vera', 'Vista', 'PT', true, false, $3, 'palco', now(), now())`,
    [id, email, plan !== null],
  );
  if (plan) {
    await t.db.query(
      `INSERT INTO subscriptions (account_id, plan_id, status, payment_type, payment_method, started_on, end_date)
       VALUES ($1, $2, 'ACTIVE', 'thinkpay', 'cc', '2020-01-01', $3)`,
      [id, plan, endDate],
    );
  }
  return { id, token: await mintToken(t.db, email) };
}

/** A stream id as a player makes one. */
const newStream = (): string => randomUUID();

const ping = (token: string | undefined, stream: string): Promise<LightMyRequestResponse> =>
  call(t, 'GET', `/api/v1/content/ping?stream=${stream}`, token ? { token } : {});
const end = (token: string | undefined, stream: string): Promise<LightMyRequestResponse> =>
  call(t, 'DELETE', `/api/v1/content/ping?stream=${stream}`, token ? { token } : {});

async function held(token: string, stream: string): Promise<Ping> {
  const reply = await ping(token, stream);
  expect(reply.statusCode).toBe(200);
  return PingSchema.parse(reply.json());
}

function expectRefused(reply: LightMyRequestResponse): void {
  expect(reply.statusCode).toBe(409);
  expect(reply.json()).toEqual({
    code: 'too_many_streams',
    message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_TOO_MANY_STREAMS,
    error: 'Conflict',
  });
}

async function rowsOf(accountId: string): Promise<string[]> {
  const rows = await t.db.query<{ stream_id: string }>(
    'SELECT stream_id FROM stream_pings WHERE account_id = $1 ORDER BY stream_id',
    [accountId],
  );
  return rows.map((row) => row.stream_id);
}

describe('simultaneous live streams (spec sections 4 and 8)', () => {
  it("counts the account's streams, each once however often it pings, and no other account's", async () => {
    const viewer = await account('plan-yearly');
    const other = await account('plan-yearly');
    const [first, second] = [newStream(), newStream()];
    expect(await held(viewer.token, first)).toEqual({ connections: 1, max_connections: 4, allowed: true });
    expect(await held(other.token, newStream())).toMatchObject({ connections: 1 });
    expect(await held(viewer.token, second)).toMatchObject({ connections: 2 });
    clock += 20_000;
    expect(await held(viewer.token, first)).toMatchObject({ connections: 2 });
    expect(await held(viewer.token, second)).toMatchObject({ connections: 2 });
    expect(await rowsOf(viewer.id)).toEqual([first, second].sort());
  });

  it.each([
    ['the weekly plan', 'plan-weekly', 1],
    ['the monthly plan', 'plan-monthly', 2],
    ['the yearly plan', 'plan-yearly', 4],
    ['an account without a plan', null, FREE_TIER_MAX_STREAMS],
  ] as const)(
    'lets %s play at once as many streams as it allows (%s: %i), and refuses one more',
    async (_label, plan, max) => {
      const viewer = await account(plan);
      for (let n = 1; n <= max; n += 1) {
        expect(await held(viewer.token, newStream())).toEqual({
          connections: n,
          max_connections: max,
          allowed: true,
        });
      }
      expectRefused(await ping(viewer.token, newStream()));
    },
  );

  it('lets a premium account without a plan bought here (an operator, a partner, the demo data) play as many as the monthly plan', async () => {
    const viewer = await account(null);
    await t.db.query('UPDATE accounts SET premium = true WHERE id = $1', [viewer.id]);
    for (let n = 1; n <= PREMIUM_WITHOUT_PLAN_MAX_STREAMS; n += 1) {
      expect(await held(viewer.token, newStream())).toMatchObject({
        connections: n,
        max_connections: PREMIUM_WITHOUT_PLAN_MAX_STREAMS,
      });
    }
    expectRefused(await ping(viewer.token, newStream()));
  });

  it('gives an account whose plan has ended the free tier’s maximum', async () => {
    const viewer = await account('plan-yearly', '2021-01-31');
    expect(await held(viewer.token, newStream())).toMatchObject({ max_connections: 1 });
    expectRefused(await ping(viewer.token, newStream()));
  });

  it('refuses the newest stream and does not record it; the one already playing keeps pinging', async () => {
    const viewer = await account('plan-weekly');
    const playing = newStream();
    const refused = newStream();
    await held(viewer.token, playing);
    expectRefused(await ping(viewer.token, refused));
    expect(await rowsOf(viewer.id)).toEqual([playing]);
    for (let tick = 0; tick < 4; tick += 1) {
      clock += 20_000;
      expect(await held(viewer.token, playing)).toEqual({
        connections: 1,
        max_connections: 1,
        allowed: true,
      });
      expectRefused(await ping(viewer.token, refused));
    }
  });

  it('frees the slot at once when the stream ends', async () => {
    const viewer = await account('plan-weekly');
    const [first, second] = [newStream(), newStream()];
    await held(viewer.token, first);
    expectRefused(await ping(viewer.token, second));
    const ended = await end(viewer.token, first);
    expect(ended.statusCode).toBe(200);
    expect(DoneSchema.parse(ended.json())).toEqual({ ok: true });
    expect(await held(viewer.token, second)).toMatchObject({ connections: 1 });
    // Ending it again, or one never seen, answers the same.
    expect((await end(viewer.token, first)).statusCode).toBe(200);
    expect((await end(viewer.token, newStream())).statusCode).toBe(200);
  });

  it(`frees the slot of a stream unseen for ${STREAM_STALE_SECONDS} s (a tab closed without a word)`, async () => {
    const viewer = await account('plan-weekly');
    const [closed, next] = [newStream(), newStream()];
    await held(viewer.token, closed);
    clock += (STREAM_STALE_SECONDS - 1) * 1000;
    expectRefused(await ping(viewer.token, next));
    clock += 2000;
    expect(await held(viewer.token, next)).toEqual({ connections: 1, max_connections: 1, allowed: true });
    // The stale one has lost its slot: coming back, it is a new stream, and the slot is taken.
    expectRefused(await ping(viewer.token, closed));
    expect(await rowsOf(viewer.id)).toEqual([next]);
  });

  it('lets only one of two new streams sent at once take the last slot', async () => {
    const viewer = await account('plan-monthly');
    await held(viewer.token, newStream());
    const replies = await Promise.all([ping(viewer.token, newStream()), ping(viewer.token, newStream())]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await rowsOf(viewer.id)).toHaveLength(2);
  });

  it('lets exactly as many streams in as the plan allows when many arrive at once', async () => {
    const viewer = await account('plan-yearly');
    const replies = await Promise.all(Array.from({ length: 10 }, () => ping(viewer.token, newStream())));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(4);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expectRefused(reply);
    expect(await rowsOf(viewer.id)).toHaveLength(4);
  });

  it('does not let another account end a stream of mine by its id', async () => {
    const mine = await account('plan-weekly');
    const theirs = await account('plan-weekly');
    const stream = newStream();
    await held(mine.token, stream);
    expect((await end(theirs.token, stream)).statusCode).toBe(200);
    expect((await end(undefined, stream)).statusCode).toBe(200);
    expect(await rowsOf(mine.id)).toEqual([stream]);
    expectRefused(await ping(mine.token, newStream()));
    // The same id is a stream of theirs in their own account, which takes nothing of mine.
    expect(await held(theirs.token, stream)).toMatchObject({ connections: 1 });
    expect(await held(mine.token, stream)).toMatchObject({ connections: 1 });
  });

  it('does not count visitors', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stream_pings');
    for (let n = 0; n < 3; n += 1) {
      const reply = await ping(undefined, newStream());
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ connections: 1, max_connections: FREE_TIER_MAX_STREAMS, allowed: true });
    }
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stream_pings');
    expect(after?.n).toBe(before?.n);
    expect(DoneSchema.parse((await end(undefined, newStream())).json())).toEqual({ ok: true });
  });

  it('counts a caller that names no stream as one stream per device', async () => {
    const viewer = await account('plan-monthly');
    const onDevice = (device: string) =>
      call(t, 'GET', '/api/v1/content/ping', { token: viewer.token, headers: { 'x-device-id': device } });
    expect((await onDevice('device-a')).json()).toMatchObject({ connections: 1 });
    expect((await onDevice('device-a')).json()).toMatchObject({ connections: 1 });
    expect((await onDevice('device-b')).json()).toMatchObject({ connections: 2 });
    expectRefused(await onDevice('device-c'));
  });

  it('refuses a stream id that is not one', async () => {
    const viewer = await account('plan-weekly');
    for (const stream of ['short', 'x'.repeat(65), 'has%20a%20space-0000', 'a:b-0000000000000000']) {
      const reply = await ping(viewer.token, stream);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json() as object).sort()).toEqual(['code', 'error', 'message']);
    }
    expect(await rowsOf(viewer.id)).toEqual([]);
  });
});
