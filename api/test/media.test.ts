/** @jest-environment ./test/pglite-environment.cjs */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MediaSchema, type Media } from '@palco/contracts';
import type { SqlParam } from '../src/db';
import { programmesForDay, type Programme } from '../src/epg/programmes';
import { accessRefusal, type MediaTarget } from '../src/media/access';
import { STREAM_URL_TTL_SECONDS, StreamSigner, streamSignerFromEnv } from '../src/media/signed-url';
import { VIEWER_COUNTRY_HEADER, viewerCountry } from '../src/media/viewer-country';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

const HOUR_MS = 3_600_000;
const messages = SERVER_TRANSLATIONS.pt_PT;

/** The test's clock, which the app reads: a test moves it to see addresses expire. */
const START_MS = Date.now();
let clock = START_MS;

let t: InjectApp;
const tokens = { free: '', premium: '' };
/** Media ids of the demo data, one of each kind the rules tell apart. */
const ids = {
  free: '',
  premium: '',
  premiumWindow: '',
  unreleased: '',
  trailer: '',
  live: '',
  catchupFree: '',
  catchupPremium: '',
  programmeAhead: '',
};

type Who = 'visitor' | 'free' | 'premium';

interface Answer {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The media call for `id` as `who`, from the viewer's `country` when given (the CDN's header). */
function media(id: string, who: Who, country?: string): Promise<Answer> {
  const headers: Record<string, string> = country ? { [VIEWER_COUNTRY_HEADER]: country } : {};
  if (who !== 'visitor') headers.authorization = `Bearer ${tokens[who]}`;
  return get(`/api/v1/content/media/${id}`, headers);
}

async function mediaOf(id: string, who: Who = 'visitor'): Promise<Media> {
  const reply = await media(id, who);
  expect({ id, who, status: reply.statusCode }).toEqual({ id, who, status: 200 });
  return MediaSchema.parse(JSON.parse(reply.body));
}

const bodyOf = (reply: Answer): unknown => JSON.parse(reply.body);

/** The first media id the query finds. */
async function one(sql: string, params: readonly SqlParam[] = []): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(sql, params);
  if (!row) throw new Error(`the demo data has nothing for: ${sql}`);
  return row.id;
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

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  tokens.free = await mintToken(t.db, 'free@palco.pt');
  tokens.premium = await mintToken(t.db, 'demo@palco.pt');
  const released = `type = 'MOVIE' AND release_offset IS NULL AND release_date < $1`;
  const nowSeconds = Math.floor(START_MS / 1000);
  ids.free = await one(`SELECT media_id AS id FROM items WHERE ${released} AND NOT premium ORDER BY id`, [
    nowSeconds,
  ]);
  ids.premium = await one(
    `SELECT media_id AS id FROM items WHERE ${released} AND premium AND premium_end_offset IS NULL ORDER BY id`,
    [nowSeconds],
  );
  ids.premiumWindow = await one(
    `SELECT media_id AS id FROM items WHERE ${released} AND premium AND premium_end_offset > 86400 ORDER BY id`,
    [nowSeconds],
  );
  ids.unreleased = await one(
    `SELECT media_id AS id FROM items WHERE release_offset > 2 * 86400 ORDER BY release_offset`,
  );
  ids.trailer = await one(
    `SELECT trailer_id AS id FROM items WHERE premium AND trailer_id IS NOT NULL ORDER BY id`,
  );
  ids.live = await one('SELECT media_id AS id FROM channels WHERE media_id IS NOT NULL ORDER BY id');
  const yesterday = addDays(lisbonDate(nowSeconds), -1);
  ids.catchupFree = `catchup-${(await programme(yesterday, (p) => !p.premium)).id}`;
  ids.catchupPremium = `catchup-${(await programme(yesterday, (p) => p.premium)).id}`;
  ids.programmeAhead = `catchup-${(await programme(addDays(lisbonDate(nowSeconds), 2), () => true)).id}`;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  clock = START_MS;
});

describe('who may have a stream (spec section 4)', () => {
  it.each<[keyof typeof ids, Record<Who, number>]>([
    ['free', { visitor: 200, free: 200, premium: 200 }],
    // Non-premium viewers may watch premium VOD until video_time_limit (section 4): not refused here.
    ['premium', { visitor: 200, free: 200, premium: 200 }],
    // Premium until its premium_end_date: the others learn when it opens to them (301).
    ['premiumWindow', { visitor: 301, free: 301, premium: 200 }],
    ['unreleased', { visitor: 301, free: 301, premium: 301 }],
    ['trailer', { visitor: 200, free: 200, premium: 200 }],
    ['live', { visitor: 200, free: 200, premium: 200 }],
    ['catchupFree', { visitor: 200, free: 200, premium: 200 }],
    ['catchupPremium', { visitor: 200, free: 200, premium: 200 }],
    ['programmeAhead', { visitor: 301, free: 301, premium: 301 }],
  ])('answers the media of %s content in Portugal with %j', async (kind, expected) => {
    const got: Record<string, number> = {};
    for (const who of ['visitor', 'free', 'premium'] as const)
      got[who] = (await media(ids[kind], who)).statusCode;
    expect(got).toEqual(expected);
  });

  it.each<[keyof typeof ids, Record<Who, number>]>([
    ['free', { visitor: 451, free: 451, premium: 200 }],
    ['premium', { visitor: 451, free: 451, premium: 200 }],
    ['premiumWindow', { visitor: 451, free: 451, premium: 200 }],
    ['live', { visitor: 451, free: 451, premium: 200 }],
    ['catchupFree', { visitor: 451, free: 451, premium: 200 }],
    // Trailers are for everyone, everywhere.
    ['trailer', { visitor: 200, free: 200, premium: 200 }],
  ])('answers the media of %s content outside Portugal with %j', async (kind, expected) => {
    const got: Record<string, number> = {};
    for (const who of ['visitor', 'free', 'premium'] as const) {
      got[who] = (await media(ids[kind], who, 'ES')).statusCode;
    }
    expect(got).toEqual(expected);
  });

  it('refuses outside Portugal with the error catalogue’s country message', async () => {
    const reply = await media(ids.free, 'free', 'FR');
    expect(reply.statusCode).toBe(451);
    expect(bodyOf(reply)).toEqual({
      code: 'country_not_allowed',
      message: messages.SERVER_ERROR_451,
      error: 'Unavailable For Legal Reasons',
    });
    expect(SERVER_TRANSLATIONS.en.SERVER_ERROR_451).toBe(
      'For legal or technical reasons, this content is not available in your country.',
    );
  });

  it('reads the country code whatever its case, and ignores a header that is not one', async () => {
    expect((await media(ids.free, 'visitor', 'es')).statusCode).toBe(451);
    expect((await media(ids.free, 'visitor', 'pt')).statusCode).toBe(200);
    expect((await media(ids.free, 'visitor', 'Spain')).statusCode).toBe(200);
  });

  it('takes the country from VIEWER_COUNTRY where no CDN says, so a local run can pretend', () => {
    const nowhere = { headers: {} };
    // Through a proxy on the same machine, which the API believes by default (TRUST_PROXY loopback).
    const fromCdn = { headers: { [VIEWER_COUNTRY_HEADER]: 'PT' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(viewerCountry(nowhere, {})).toBe('PT');
    expect(viewerCountry(nowhere, { VIEWER_COUNTRY: 'es' })).toBe('ES');
    expect(viewerCountry(fromCdn, { VIEWER_COUNTRY: 'ES' })).toBe('PT');
    expect(viewerCountry(nowhere, { VIEWER_COUNTRY: 'Espanha' })).toBe('PT');
  });

  it('answers 301 with the moment a premium title opens to viewers without premium', async () => {
    const reply = await media(ids.premiumWindow, 'free');
    expect(bodyOf(reply)).toEqual({
      code: 301,
      message: expect.stringMatching(
        new RegExp(`^${messages.SERVER_ERROR_301} \\(\\d\\d/\\d\\d, \\d\\d:\\d\\d\\)$`),
      ),
      error: 'Moved Permanently',
    });
  });

  it('answers 404 for an id that plays nothing', async () => {
    expect((await media('vod-unknown', 'premium')).statusCode).toBe(404);
    expect((await media('catchup-ch-01_20000101_0', 'premium')).statusCode).toBe(404);
  });

  it('applies the rules in the order of the spec: country, then release, then the premium window', () => {
    const vod = (over: Partial<MediaTarget>): MediaTarget => ({
      kind: 'vod',
      premium: false,
      availableFrom: null,
      premiumUntil: null,
      ...over,
    });
    const now = 1_000_000;
    const abroad = { premium: false, country: 'DE' };
    const home = { premium: false, country: 'PT' };
    expect(accessRefusal(vod({ availableFrom: now + 60 }), abroad, now)?.status).toBe(451);
    expect(
      accessRefusal(vod({ availableFrom: now + 60 }), { premium: true, country: 'DE' }, now)?.status,
    ).toBe(301);
    expect(accessRefusal(vod({ premium: true, premiumUntil: now + 60 }), home, now)?.status).toBe(301);
    expect(accessRefusal(vod({ premium: true, premiumUntil: now }), home, now)).toBeNull();
    expect(accessRefusal(vod({ premium: true }), home, now)).toBeNull();
    expect(accessRefusal({ ...vod({}), kind: 'trailer' }, abroad, now)).toBeNull();
  });
});

describe('signed stream addresses', () => {
  /** The address of a file a playlist names, resolved as a player does, against the playlist's own. */
  const resolve = (relative: string, against: string): string =>
    new URL(relative, `http://api${against}`).pathname;

  it('gives a path-token address that lasts at least 6 hours', async () => {
    const { url, type } = await mediaOf(ids.free);
    expect(type).toBe('hls');
    const match = /^\/api\/media\/(\d+)\.[\w-]{43}\/demo\/master\.m3u8$/.exec(url);
    expect(match).not.toBeNull();
    const expiresAt = Number(match?.[1]);
    expect(expiresAt).toBeGreaterThanOrEqual(START_MS / 1000 + STREAM_URL_TTL_SECONDS);
    expect(expiresAt).toBeLessThan(START_MS / 1000 + STREAM_URL_TTL_SECONDS + 3600);
  });

  it('serves the playlists and every segment they name through the address, relative URLs unchanged', async () => {
    const { url } = await mediaOf(ids.premium, 'free');
    const master = await get(url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = master.body.split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
    const variantUrl = resolve(variant, url);
    const playlist = await get(variantUrl);
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments).toHaveLength(5);
    for (const segment of segments) {
      const reply = await t.app.inject({ method: 'HEAD', url: resolve(segment, variantUrl) });
      expect({ segment, status: reply.statusCode }).toEqual({ segment, status: 200 });
      expect(reply.headers['content-type']).toBe('video/mp2t');
    }
  });

  it('keeps a live channel’s and a catch-up’s address working the same way', async () => {
    for (const id of [ids.live, ids.catchupPremium]) {
      const { url } = await mediaOf(id, 'free');
      expect((await get(url)).statusCode).toBe(200);
    }
  });

  it('serves a trailer as one MP4 address, with byte ranges, to a visitor abroad', async () => {
    const reply = await media(ids.trailer, 'visitor', 'US');
    const { url, type } = MediaSchema.parse(bodyOf(reply));
    expect(type).toBe('mp4');
    expect(url).toMatch(/\.mp4$/);
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.byteLength).toBe(100);
    expect((await get(url, { range: 'bytes=99999999-' })).statusCode).toBe(416);
  });

  it('lets no cache keep a file past its address’s expiry', async () => {
    const { url } = await mediaOf(ids.free);
    const expiresAt = Number(/\/media\/(\d+)\./.exec(url)?.[1]);
    clock = (expiresAt - 120) * 1000;
    const late = await get(url);
    expect(late.statusCode).toBe(200);
    expect(late.headers['cache-control']).toBe('public, max-age=120');
    clock = START_MS;
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('stops a copied address at its expiry, with 403 in the error shape', async () => {
    const { url } = await mediaOf(ids.free);
    clock = START_MS + 5 * HOUR_MS;
    expect((await get(url)).statusCode).toBe(200);
    clock = START_MS + 7 * HOUR_MS;
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(bodyOf(expired)).toEqual({
      code: 'stream_url_expired',
      message: messages.SERVER_ERROR_STREAM_URL,
      error: 'Forbidden',
    });
    const segment = await get(url.replace('master.m3u8', 'segment_000.ts'));
    expect(segment.statusCode).toBe(403);
  });

  it('refuses an address changed by hand: expiry, signature, folder or file', async () => {
    const { url } = await mediaOf(ids.free);
    const [, expiry = '', signature = ''] = /\/media\/(\d+)\.([\w-]+)\//.exec(url) ?? [];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const trailer = (await mediaOf(ids.trailer)).url;
    const changed = [
      url.replace(`${expiry}.`, `${Number(expiry) + 86_400}.`),
      url.replace(`${expiry}.`, `0${expiry}.`),
      url.replace(signature, flipped),
      url.replace(signature, signature.slice(1)),
      url.replace('/demo/', '/other/'),
      // An MP4 address grants its one file, not the folder it sits in.
      trailer.replace('demo.mp4', 'master.m3u8'),
      // The address of another key, as another deployment would sign it.
      url.replace(
        `${expiry}.${signature}`,
        new StreamSigner(Buffer.alloc(32, 7)).token('demo/', Number(expiry)),
      ),
      // The unsigned address of before.
      '/api/media/demo/master.m3u8',
    ];
    for (const address of changed) {
      const reply = await get(address);
      expect({ address, status: reply.statusCode }).toEqual({ address, status: 403 });
      expect(bodyOf(reply)).toEqual({
        code: 'stream_url_invalid',
        message: messages.SERVER_ERROR_STREAM_URL,
        error: 'Forbidden',
      });
    }
  });

  it('answers 404 for a file the address does not hold, and keeps a path within its folder', async () => {
    const { url } = await mediaOf(ids.free);
    expect((await get(url.replace('master.m3u8', 'nope.ts'))).statusCode).toBe(404);
    expect((await get(url.replace('master.m3u8', '..%2F..%2Fpackage.json'))).statusCode).toBe(404);
    // A plain `..` is resolved before routing, as browsers do, and lands outside the folder granted.
    expect((await get(url.replace('master.m3u8', '../README.md'))).statusCode).toBe(403);
  });

  it('keys addresses by MEDIA_URL_SECRET, shared by every instance, and refuses a short one', async () => {
    const secret = 'another-secret-of-at-least-32-characters';
    const a = streamSignerFromEnv({ MEDIA_URL_SECRET: secret });
    const b = streamSignerFromEnv({ MEDIA_URL_SECRET: secret });
    const url = a.url({ path: 'demo/master.m3u8', type: 'hls' }, START_MS);
    const [, token = ''] = /\/media\/([^/]+)\//.exec(url) ?? [];
    expect(b.check(token, 'demo/stream.m3u8', START_MS)).toMatchObject({ ok: true });
    expect(streamSignerFromEnv({}).check(token, 'demo/stream.m3u8', START_MS)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(() => streamSignerFromEnv({ MEDIA_URL_SECRET: 'too-short' })).toThrow(/at least 32/);
  });
});

describe('migration 005', () => {
  it('gives a database seeded before it the new messages, in the words of the seed', async () => {
    const keys = ['SERVER_ERROR_451', 'SERVER_ERROR_STREAM_URL'];
    await t.db.query('DELETE FROM translations WHERE key = ANY($1::text[])', [keys]);
    await t.db.exec(
      readFileSync(path.join(__dirname, '..', 'src', 'migrations', '005_media_rules.sql'), 'utf8'),
    );
    const rows = await t.db.query<{ locale: string; key: string; value: string }>(
      'SELECT locale, key, value FROM translations WHERE key = ANY($1::text[]) ORDER BY locale, key',
      [keys],
    );
    const expected = Object.entries(SERVER_TRANSLATIONS)
      .flatMap(([locale, dict]) =>
        keys.map((key) => ({ locale, key, value: dict[key as keyof typeof dict] })),
      )
      .sort((x, y) => x.locale.localeCompare(y.locale) || x.key.localeCompare(y.key));
    expect(rows).toEqual(expected);
  });
});
