/** @jest-environment ./test/pglite-environment.cjs */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MediaSchema,
  PlaybackAllowanceSchema,
  ServerSettingsSchema,
  settingsDefaults,
  type Media,
  type PlaybackAllowance,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { SqlParam } from '../src/db';
import { programmesForDay, type Programme } from '../src/epg/programmes';
import { STREAM_URL_TTL_SECONDS } from '../src/media/signed-url';
import { applySettingsEnv } from '../src/seed/settings';
import { addDays, lisbonDate, lisbonMidnight } from '../src/seed/lisbon-time';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { errorOf } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

const messages = SERVER_TRANSLATIONS.pt_PT;

/** Noon in Lisbon today: a test moves the clock by minutes and hours without leaving the day by chance. */
const NOON_MS = (lisbonMidnight(lisbonDate(Math.floor(Date.now() / 1000))) + 12 * 3600) * 1000;
/** The test's clock, which the app reads; every test starts ten minutes after the one before. */
let clock = NOON_MS;
const nowSeconds = (): number => Math.floor(clock / 1000);
const advance = (seconds: number): void => {
  clock += seconds * 1000;
};

let t: InjectApp;
const tokens = { free: '', premium: '' };
/** Media ids of the demo data: premium titles (released, premium for good), and one of each other kind. */
const ids = {
  premium: [] as string[],
  free: '',
  trailer: '',
  live: '',
  catchupFree: '',
  catchupPremium: '',
};

type Headers = Record<string, string>;
const device = (id: string): Headers => ({ 'x-device-id': id });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

let nextDevice = 1;
/** A visitor's device no other test uses. */
const newDevice = (): Headers => device(`allowance-device-${nextDevice++}`);

function media(app: InjectApp, id: string, headers: Headers): Promise<LightMyRequestResponse> {
  return app.app.inject({ method: 'GET', url: `/api/v1/content/media/${id}`, headers });
}

async function mediaOf(app: InjectApp, id: string, headers: Headers): Promise<Media> {
  const reply = await media(app, id, headers);
  expect({ id, status: reply.statusCode }).toEqual({ id, status: 200 });
  return MediaSchema.parse(reply.json());
}

function watched(
  app: InjectApp,
  id: string,
  body: unknown,
  headers: Headers,
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: `/api/v1/content/media/${id}/watched`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** A report of `seconds` played that must be taken; what is left after it. */
async function charge(id: string, seconds: number, headers: Headers): Promise<PlaybackAllowance> {
  const reply = await watched(t, id, { seconds }, headers);
  expect({ id, seconds, status: reply.statusCode }).toEqual({ id, seconds, status: 200 });
  return PlaybackAllowanceSchema.parse(reply.json());
}

function expectLimitReached(reply: LightMyRequestResponse): void {
  expect(errorOf(reply)).toEqual({ status: 403, code: 'time_limit_reached' });
  expect(reply.json()).toEqual({
    code: 'time_limit_reached',
    message: messages.SERVER_ERROR_TIME_LIMIT_REACHED,
    error: 'Forbidden',
  });
}

/** The expiry (epoch seconds) of a stream address. */
const expiryOf = (url: string): number => Number(/\/api\/media\/(\d+)\./.exec(url)?.[1]);

/** The address of a file a playlist names, resolved as a player does, against the playlist's own. */
const resolve = (relative: string, against: string): string =>
  new URL(relative, `http://api${against}`).pathname;

async function ids_(app: InjectApp, sql: string, params: readonly SqlParam[] = []): Promise<string[]> {
  const rows = await app.db.query<{ id: string }>(sql, params);
  if (rows.length === 0) throw new Error(`the demo data has nothing for: ${sql}`);
  return rows.map((row) => row.id);
}

/** A programme of a recording channel on `date` that `pick` accepts. */
async function programme(date: string, pick: (p: Programme) => boolean): Promise<Programme> {
  const channels = await t.db.query<{ id: string; logo: string }>(
    'SELECT id, logo FROM channels WHERE dvr ORDER BY position',
  );
  for (const channel of channels) {
    const found = programmesForDay({ ...channel, dvr: true }, date).find(pick);
    if (found) return found;
  }
  throw new Error(`no programme on ${date} fits`);
}

/** An account without premium, of one profile, made for a test. */
async function freeAccount(label: string): Promise<{ id: string; token: string }> {
  const id = `acc-allowance-${label}`;
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin)
     VALUES ($1, $2, '-', 'Ana', 'Livre', 'PT', true, false, false, 'palco')`,
    [id, `${label}@allowance.palco.pt`],
  );
  await t.db.query(
    `INSERT INTO profiles (id, account_id, position, name, locale, is_master)
     VALUES ($1, $2, 0, 'Ana', 'pt_PT', true)`,
    [`pf-${id}`, id],
  );
  return { id, token: await mintToken(t.db, `${label}@allowance.palco.pt`) };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  tokens.free = await mintToken(t.db, 'free@palco.pt');
  tokens.premium = await mintToken(t.db, 'demo@palco.pt');
  const released = `type = 'MOVIE' AND release_offset IS NULL AND release_date < $1`;
  const now = nowSeconds();
  ids.premium = await ids_(
    t,
    `SELECT media_id AS id FROM items WHERE ${released} AND premium AND premium_end_offset IS NULL
     ORDER BY id LIMIT 4`,
    [now],
  );
  [ids.free = ''] = await ids_(
    t,
    `SELECT media_id AS id FROM items WHERE ${released} AND NOT premium ORDER BY id LIMIT 1`,
    [now],
  );
  [ids.trailer = ''] = await ids_(
    t,
    `SELECT trailer_id AS id FROM items WHERE premium AND trailer_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  [ids.live = ''] = await ids_(
    t,
    'SELECT media_id AS id FROM channels WHERE media_id IS NOT NULL ORDER BY id',
  );
  const yesterday = addDays(lisbonDate(now), -1);
  ids.catchupFree = `catchup-${(await programme(yesterday, (p) => !p.premium)).id}`;
  ids.catchupPremium = `catchup-${(await programme(yesterday, (p) => p.premium)).id}`;
  expect(ids.premium).toHaveLength(4);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

beforeEach(async () => {
  clock += 10 * 60_000;
  // The free account's ledger and saved positions start afresh in every test.
  await t.db.query("DELETE FROM viewing_allowance WHERE viewer_key = 'acc-free'");
  await t.db.query("DELETE FROM viewing_progress WHERE profile_id = 'pf-free'");
});

/** The premium titles by their place in `ids.premium`. */
const [A, B, C, D] = [0, 1, 2, 3] as const;
const title = (index: number): string => ids.premium[index] ?? '';

describe('the allowance in the media call', () => {
  const DEFAULT = { title_limit: 120, seconds_left: 120, total_limit: 300 };

  it('gives a visitor and a free account an allowance on a premium title, with a preview address', async () => {
    expect(settingsDefaults.video_time_limit).toBe(120);
    expect(settingsDefaults.video_cumulative_time_limit).toBe(300);
    for (const headers of [newDevice(), bearer(tokens.free)]) {
      const reply = await media(t, title(A), headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const answer = MediaSchema.parse(reply.json());
      expect(answer.allowance).toEqual(DEFAULT);
      // The demo stream is 20 s, shorter than the limit: the preview holds all of it.
      expect(answer.url).toMatch(/^\/api\/media\/\d+\.[\w-]{43}\/demo\/preview-20\/master\.m3u8$/);
    }
  });

  it('gives a premium account, free titles, trailers and live channels no allowance and the full stream', async () => {
    const cases: [string, Headers][] = [
      [title(A), bearer(tokens.premium)],
      [ids.catchupPremium, bearer(tokens.premium)],
      [ids.free, newDevice()],
      [ids.free, bearer(tokens.free)],
      [ids.trailer, newDevice()],
      [ids.live, bearer(tokens.free)],
      [ids.catchupFree, newDevice()],
    ];
    for (const [id, headers] of cases) {
      const answer = await mediaOf(t, id, headers);
      expect({ id, allowance: answer.allowance }).toEqual({ id, allowance: undefined });
      expect(answer.url).not.toContain('preview-');
      expect(expiryOf(answer.url)).toBeGreaterThanOrEqual(nowSeconds() + STREAM_URL_TTL_SECONDS);
    }
  });

  it('counts the recording of a premium programme like premium VOD', async () => {
    const answer = await mediaOf(t, ids.catchupPremium, newDevice());
    expect(answer.allowance).toEqual(DEFAULT);
  });

  it('signs a counted viewer’s address for what is left and a minute, so a copied one stops soon', async () => {
    const headers = newDevice();
    const first = await mediaOf(t, title(A), headers);
    const expiry = expiryOf(first.url);
    // 120 s left and a minute's margin, rounded up by a tenth of that at most.
    expect(expiry).toBeGreaterThanOrEqual(nowSeconds() + 120 + 60);
    expect(expiry).toBeLessThanOrEqual(nowSeconds() + 120 + 60 + 18);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(200);

    await charge(title(A), 30, headers);
    advance(60);
    await charge(title(A), 60, headers);
    const later = await mediaOf(t, title(A), headers);
    expect(later.allowance?.seconds_left).toBe(30);
    expect(expiryOf(later.url)).toBeGreaterThanOrEqual(nowSeconds() + 30 + 60);
    expect(expiryOf(later.url)).toBeLessThanOrEqual(nowSeconds() + 30 + 60 + 9);

    clock = (expiry + 1) * 1000;
    const expired = await t.app.inject({ url: first.url });
    expect(errorOf(expired)).toEqual({ status: 403, code: 'stream_url_expired' });
  });

  it('counts the furthest position the account saved in the title', async () => {
    const [item] = await t.db.query<{ id: string }>('SELECT id FROM items WHERE media_id = $1', [title(B)]);
    const progress = (seconds: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/content/item/${item?.id ?? ''}/progress`,
        headers: bearer(tokens.free),
        payload: { progress: seconds },
      });
    expect((await progress(15)).statusCode).toBe(200);
    // The ledger is empty for today: the saved position is what counts.
    expect((await mediaOf(t, title(B), bearer(tokens.free))).allowance?.seconds_left).toBe(105);
    expect((await progress(120)).statusCode).toBe(200);
    expectLimitReached(await media(t, title(B), bearer(tokens.free)));
    // Another title is not held by it, nor a visitor.
    expect((await mediaOf(t, title(C), bearer(tokens.free))).allowance?.seconds_left).toBe(120);
    expect((await mediaOf(t, title(B), newDevice())).allowance?.seconds_left).toBe(120);
  });
});

describe('charging what the player reports', () => {
  it('takes off what was played, never more than the time that passed', async () => {
    const headers = newDevice();
    expect(await charge(title(A), 30, headers)).toEqual({
      title_limit: 120,
      seconds_left: 90,
      total_limit: 300,
    });
    // 10 s later a report of 60 counts 10 s and 5 of slack.
    advance(10);
    expect((await charge(title(A), 60, headers)).seconds_left).toBe(75);
    advance(60);
    expect((await charge(title(A), 60, headers)).seconds_left).toBe(15);
    expect((await mediaOf(t, title(A), headers)).allowance?.seconds_left).toBe(15);
  });

  it('counts a title’s first report of the day as 30 s at most', async () => {
    expect((await charge(title(A), 100, newDevice())).seconds_left).toBe(90);
  });

  it('refuses the title once its limit is used, in the media call and the report', async () => {
    const headers = bearer(tokens.free);
    await charge(title(A), 30, headers);
    advance(60);
    await charge(title(A), 60, headers);
    advance(60);
    // The last 30 s: nothing is left, so the answer is the refusal, and the charge is kept.
    expectLimitReached(await watched(t, title(A), { seconds: 30 }, headers));
    expectLimitReached(await media(t, title(A), headers));
    advance(60);
    expectLimitReached(await watched(t, title(A), { seconds: 10 }, headers));
    const [row] = await t.db.query<{ seconds: number }>(
      "SELECT seconds FROM viewing_allowance WHERE viewer_key = 'acc-free' AND media_id = $1",
      [title(A)],
    );
    expect(row?.seconds).toBe(120);
  });

  it('lets other premium titles play until the day’s total is used, and renews it the next Lisbon day', async () => {
    const headers = newDevice();
    /** Plays `seconds` of `id` in reports a minute apart; the answer to the last one. */
    const play = async (id: string, seconds: number): Promise<LightMyRequestResponse> => {
      let reply = await watched(t, id, { seconds: Math.min(30, seconds) }, headers);
      for (let done = Math.min(30, seconds); done < seconds; done += 60) {
        advance(60);
        reply = await watched(t, id, { seconds: Math.min(60, seconds - done) }, headers);
      }
      return reply;
    };
    expectLimitReached(await play(title(A), 120));
    expect((await mediaOf(t, title(B), headers)).allowance?.seconds_left).toBe(120);
    expectLimitReached(await play(title(B), 120));
    // 60 s of the day's 300 are left: less than the title's limit.
    expect((await mediaOf(t, title(C), headers)).allowance).toEqual({
      title_limit: 120,
      seconds_left: 60,
      total_limit: 300,
    });
    expectLimitReached(await play(title(C), 60));
    expectLimitReached(await media(t, title(D), headers));

    clock = (lisbonMidnight(addDays(lisbonDate(nowSeconds()), 1)) + 60) * 1000;
    for (const id of [title(A), title(D)]) {
      expect((await mediaOf(t, id, headers)).allowance).toEqual({
        title_limit: 120,
        seconds_left: 120,
        total_limit: 300,
      });
    }
    expect((await charge(title(A), 20, headers)).seconds_left).toBe(100);
  });

  it('keeps a ledger for a caller that names no device, even behind a proxy that forwards nonsense', async () => {
    for (const forwarded of ['203.0.113.9', 'l\u0000Y\f', '']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/v1/content/allowance',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ limited: true, total_limit: 300 });
    }
  });

  it('tells anyone what is left of the day before they press play; a premium account is not limited', async () => {
    const headers = newDevice();
    const day = async (h: Headers): Promise<unknown> => {
      const reply = await t.app.inject({ method: 'GET', url: '/api/v1/content/allowance', headers: h });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      return reply.json();
    };
    expect(await day(headers)).toEqual({ limited: true, seconds_left: 300, total_limit: 300 });
    await charge(title(A), 30, headers);
    expect(await day(headers)).toEqual({ limited: true, seconds_left: 270, total_limit: 300 });
    // Another device of nobody in particular has its own day.
    expect(await day(newDevice())).toEqual({ limited: true, seconds_left: 300, total_limit: 300 });
    expect(await day(bearer(tokens.premium))).toEqual({ limited: false, seconds_left: 0, total_limit: 0 });
    expect(await day(bearer(tokens.free))).toMatchObject({ limited: true, total_limit: 300 });
  });

  it('counts reports that arrive together once each, the later one against the time since the first', async () => {
    const headers = newDevice();
    const replies = await Promise.all([
      watched(t, title(A), { seconds: 30 }, headers),
      watched(t, title(A), { seconds: 30 }, headers),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    // 30 for the first, and 5 (no time passed, plus the slack) for the second: neither lost nor doubled.
    expect((await mediaOf(t, title(A), headers)).allowance?.seconds_left).toBe(120 - 35);
  });

  it('answers 204 where nothing is counted: a premium account, a free title', async () => {
    const cases: [string, Headers][] = [
      [title(A), bearer(tokens.premium)],
      [ids.free, newDevice()],
      [ids.live, bearer(tokens.free)],
    ];
    for (const [id, headers] of cases) {
      const reply = await watched(t, id, { seconds: 10 }, headers);
      expect({ id, status: reply.statusCode, body: reply.body }).toEqual({ id, status: 204, body: '' });
    }
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM viewing_allowance WHERE media_id = ANY($1::text[])',
      [[ids.free, ids.live]],
    );
    expect(row?.n).toBe(0);
  });

  it('refuses bad reports with 400 in the one error shape, and unknown titles with 404', async () => {
    const headers = newDevice();
    for (const body of [
      {},
      { seconds: 0 },
      { seconds: 121 },
      { seconds: 1.5 },
      { seconds: '10' },
      [10],
      null,
    ]) {
      const reply = await watched(t, title(A), body, headers);
      expect({ body, status: errorOf(reply).status }).toEqual({ body, status: 400 });
    }
    expect(errorOf(await watched(t, 'vod-unknown', { seconds: 10 }, headers)).status).toBe(404);
    // Nothing was charged.
    expect((await mediaOf(t, title(A), headers)).allowance?.seconds_left).toBe(120);
  });

  it('takes 60 reports a minute from a viewer, then answers 429 with Retry-After', async () => {
    const headers = newDevice();
    for (let i = 0; i < 60; i += 1) {
      expect((await watched(t, ids.free, { seconds: 5 }, headers)).statusCode).toBe(204);
    }
    const limited = await watched(t, ids.free, { seconds: 5 }, headers);
    expect(errorOf(limited).status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another viewer is not held up.
    expect((await watched(t, ids.free, { seconds: 5 }, newDevice())).statusCode).toBe(204);
    advance(61);
    expect((await watched(t, ids.free, { seconds: 5 }, headers)).statusCode).toBe(204);
  });
});

describe('whose ledger', () => {
  afterEach(async () => {
    await t.db.query("DELETE FROM profiles WHERE id = 'pf-free-second'");
  });

  it('keeps one per device and one per account, shared by the account’s profiles and devices', async () => {
    await t.db.query(
      `INSERT INTO profiles (id, account_id, position, name, locale, is_master)
       VALUES ('pf-free-second', 'acc-free', 1, 'Rita', 'pt_PT', false)`,
    );
    const first = await mintToken(t.db, 'free@palco.pt', 'live', 'pf-free');
    const second = await mintToken(t.db, 'free@palco.pt', 'live', 'pf-free-second');
    const noProfile = await mintToken(t.db, 'free@palco.pt');
    await charge(title(A), 30, { ...bearer(first), ...device('free-phone') });
    for (const headers of [bearer(second), { ...bearer(noProfile), ...device('free-tv') }]) {
      expect((await mediaOf(t, title(A), headers)).allowance?.seconds_left).toBe(90);
    }

    const other = await freeAccount('other');
    expect((await mediaOf(t, title(A), bearer(other.token))).allowance?.seconds_left).toBe(120);

    const phone = device('visitor-phone');
    await charge(title(A), 20, phone);
    expect((await mediaOf(t, title(A), phone)).allowance?.seconds_left).toBe(100);
    expect((await mediaOf(t, title(A), device('visitor-laptop'))).allowance?.seconds_left).toBe(120);
    // A device named like an account does not reach the account's ledger.
    expect((await mediaOf(t, title(A), device('acc-free'))).allowance?.seconds_left).toBe(120);
  });
});

describe('the live limits of section 9, set by the environment', () => {
  let live: InjectApp;
  const channels = { fast: [] as string[], linear: [] as string[] };

  beforeAll(async () => {
    live = await buildTestApp({
      now: () => clock,
      env: { LIVE_FAST_TIME_LIMIT: '30', LIVE_LINEAR_TIME_LIMIT: '60' },
    });
    channels.fast = await ids_(
      live,
      'SELECT media_id AS id FROM channels WHERE fast ORDER BY position LIMIT 2',
    );
    channels.linear = await ids_(
      live,
      'SELECT media_id AS id FROM channels WHERE NOT fast ORDER BY position LIMIT 2',
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => live.close(), SETUP_TIMEOUT_MS);

  const [first, second] = [0, 1] as const;
  const channel = (kind: 'fast' | 'linear', index: number): string => channels[kind][index] ?? '';

  it('are served by the settings call', async () => {
    const settings = ServerSettingsSchema.parse((await live.app.inject({ url: '/api/v1/setting' })).json());
    expect(settings).toMatchObject({ live_fast_time_limit: 30, live_linear_time_limit: 60 });
  });

  it('give a visitor each kind’s day, shared by that kind’s channels, apart from the other kind', async () => {
    const visitor = newDevice();
    expect((await mediaOf(live, channel('fast', first), visitor)).allowance).toEqual({
      title_limit: 30,
      seconds_left: 30,
      total_limit: 30,
    });
    const report = await live.app.inject({
      method: 'POST',
      url: `/api/v1/content/media/${channel('fast', first)}/watched`,
      headers: { 'content-type': 'application/json', ...visitor },
      payload: JSON.stringify({ seconds: 20 }),
    });
    expect(PlaybackAllowanceSchema.parse(report.json()).seconds_left).toBe(10);
    // Another FAST channel shares the day; a linear one has its own.
    expect((await mediaOf(live, channel('fast', second), visitor)).allowance?.seconds_left).toBe(10);
    expect((await mediaOf(live, channel('linear', first), visitor)).allowance?.seconds_left).toBe(60);
    // Premium VOD's day is untouched by it.
    expect((await mediaOf(live, title(A), visitor)).allowance?.total_limit).toBe(300);
    const day = await live.app.inject({ url: '/api/v1/content/allowance', headers: visitor });
    expect(day.json()).toMatchObject({ seconds_left: 300 });

    // Used up: the channel is refused, and its stream address ended with the day's time.
    advance(20);
    const more = await live.app.inject({
      method: 'POST',
      url: `/api/v1/content/media/${channel('fast', second)}/watched`,
      headers: { 'content-type': 'application/json', ...visitor },
      payload: JSON.stringify({ seconds: 10 }),
    });
    expectLimitReached(more);
    expectLimitReached(await media(live, channel('fast', first), visitor));
  });

  it('count a free account, never a premium one, and leave the stream live (no preview)', async () => {
    const token = await mintToken(live.db, 'free@palco.pt');
    const answer = await mediaOf(live, channel('linear', first), bearer(token));
    expect(answer.allowance?.seconds_left).toBe(60);
    expect(answer.url).not.toContain('preview-');
    // Its address ends with the day's time and the margin (addresses are given in 10 s steps).
    expect(expiryOf(answer.url)).toBeGreaterThanOrEqual(nowSeconds() + 60 + 60);
    expect(expiryOf(answer.url)).toBeLessThanOrEqual(nowSeconds() + 60 + 60 + 9);
    const premium = await mediaOf(
      live,
      channel('linear', first),
      bearer(await mintToken(live.db, 'demo@palco.pt')),
    );
    expect(premium.allowance).toBeUndefined();
  });
});

describe('the preview stream, with the test limits of the environment', () => {
  let short: InjectApp;
  const env = { VIDEO_TIME_LIMIT: '6', VIDEO_CUMULATIVE_TIME_LIMIT: '10' };

  beforeAll(async () => {
    short = await buildTestApp({ now: () => clock, env });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => short.close(), SETUP_TIMEOUT_MS);

  it('applies VIDEO_TIME_LIMIT and VIDEO_CUMULATIVE_TIME_LIMIT through the settings call', async () => {
    const reply = await short.app.inject({ url: '/api/v1/setting' });
    const settings = ServerSettingsSchema.parse(reply.json());
    expect(settings).toMatchObject({ video_time_limit: 6, video_cumulative_time_limit: 10 });
    const answer = await mediaOf(short, title(A), newDevice());
    expect(answer.allowance).toEqual({ title_limit: 6, seconds_left: 6, total_limit: 10 });
  });

  it('ignores values that are not whole seconds', () => {
    const base = { ...settingsDefaults };
    for (const bad of ['', ' ', '-5', '6.5', '1e3', 'abc', '0x10', '1234567890']) {
      const applied = applySettingsEnv(base, { VIDEO_TIME_LIMIT: bad, VIDEO_CUMULATIVE_TIME_LIMIT: bad });
      expect({ bad, limits: [applied.video_time_limit, applied.video_cumulative_time_limit] }).toEqual({
        bad,
        limits: [120, 300],
      });
    }
    const good = applySettingsEnv(base, { VIDEO_TIME_LIMIT: ' 0 ', VIDEO_CUMULATIVE_TIME_LIMIT: '45' });
    expect([good.video_time_limit, good.video_cumulative_time_limit]).toEqual([0, 45]);
  });

  it('serves only the segments that cover the title’s limit, ending the playlist there', async () => {
    const { url } = await mediaOf(short, title(A), newDevice());
    expect(url).toMatch(/\/demo\/preview-6\/master\.m3u8$/);
    const master = await short.app.inject({ url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = master.body.split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
    const variantUrl = resolve(variant, url);
    expect(variantUrl).toContain('/demo/preview-6/');
    const playlist = await short.app.inject({ url: variantUrl });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const lines = playlist.body.trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-TARGETDURATION:4');
    // 0-4 s and 4-8 s cover the first 6 seconds; nothing after, and the end is said.
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual(['segment_000.ts', 'segment_001.ts']);
    expect(lines.filter((line) => line.startsWith('#EXTINF'))).toHaveLength(2);
    expect(lines.at(-1)).toBe('#EXT-X-ENDLIST');

    for (const segment of ['segment_000.ts', 'segment_001.ts']) {
      const reply = await short.app.inject({ url: resolve(segment, variantUrl) });
      expect({ segment, status: reply.statusCode }).toEqual({ segment, status: 200 });
      expect(reply.headers['content-type']).toBe('video/mp2t');
    }
    const part = await short.app.inject({ url: variantUrl, headers: { range: 'bytes=0-6' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('#EXTM3U');
  });

  it('reaches nothing past the limit, through the preview or around it', async () => {
    const { url } = await mediaOf(short, title(A), newDevice());
    const inPreview = (file: string): string => url.replace('master.m3u8', file);
    for (const file of ['segment_002.ts', 'segment_004.ts', 'demo.mp4', 'nope.m3u8', 'nope.ts']) {
      const reply = await short.app.inject({ url: inPreview(file) });
      expect({ file, status: reply.statusCode }).toEqual({ file, status: 404 });
    }
    // The token grants the preview's folder only: the stream's own files, or a longer preview, are refused.
    for (const changed of [
      url.replace('/preview-6/', '/'),
      url.replace('/preview-6/master.m3u8', '/segment_004.ts'),
      // A plain `..` is resolved before routing, as browsers do, and leaves the preview's folder.
      url.replace('master.m3u8', '../segment_004.ts'),
      url.replace('/preview-6/', '/preview-20/'),
    ]) {
      const reply = await short.app.inject({ url: changed });
      expect({ changed, reply: errorOf(reply) }).toEqual({
        changed,
        reply: { status: 403, code: 'stream_url_invalid' },
      });
    }
  });

  it('refuses a premium title to a counted viewer when a limit is 0', async () => {
    const none = await buildTestApp({ now: () => clock, env: { VIDEO_TIME_LIMIT: '0' } });
    try {
      expectLimitReached(await media(none, title(A), newDevice()));
      expect(
        (await mediaOf(none, title(A), bearer(await mintToken(none.db, 'demo@palco.pt')))).allowance,
      ).toBe(undefined);
    } finally {
      await none.close();
    }
  });
});

describe('migration 013', () => {
  it('gives a database seeded before it the new message, in the words of the seed', async () => {
    const key = 'SERVER_ERROR_TIME_LIMIT_REACHED';
    await t.db.query('DELETE FROM translations WHERE key = $1', [key]);
    const sql = readFileSync(
      path.join(__dirname, '..', 'src', 'migrations', '013_viewing_allowance.sql'),
      'utf8',
    );
    // The table is there already: only the messages are run again.
    await t.db.exec(sql.slice(sql.indexOf('INSERT INTO translations')));
    const rows = await t.db.query<{ locale: string; value: string }>(
      'SELECT locale, value FROM translations WHERE key = $1 ORDER BY locale',
      [key],
    );
    expect(rows).toEqual(
      Object.entries(SERVER_TRANSLATIONS)
        .map(([locale, dict]) => ({ locale, value: dict[key] }))
        .sort((x, y) => x.locale.localeCompare(y.locale)),
    );
  });
});
