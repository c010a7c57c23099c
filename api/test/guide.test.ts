/** @jest-environment ./test/pglite-environment.cjs */
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ChannelListSchema,
  ContentItemSchema,
  GUIDE_MAX_CHANNELS,
  GUIDE_MAX_RANGE_SECONDS,
  GuideSchema,
  MediaSchema,
  type Guide,
} from '@palco/contracts';
import { DaySlices } from '../src/epg/day-slices';
import { guideWindow, writeGuide } from '../src/epg/guide';
import { programmesForDay } from '../src/epg/programmes';
import { buildChannels, demoChannelCount } from '../src/seed/channels';
import { addDays, lisbonDate, lisbonMidnight } from '../src/seed/lisbon-time';
import { SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app';

const DAY = 86_400;
/** A fixed clock: 14 March 2026, 20:30 in Lisbon (winter time, so UTC). */
const NOW = Date.parse('2026-03-14T20:30:00Z') / 1000;
const TODAY = lisbonDate(NOW);

/** The API's clock, in seconds: NOW unless a test moves it (and puts it back). */
let clock = NOW;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock * 1000 });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** The guide for one Lisbon day, as the TV guide asks for it. */
async function day(date: string, channels: string): Promise<Guide> {
  const start = lisbonMidnight(date);
  const end = lisbonMidnight(addDays(date, 1));
  const reply = await t.request(
    'GET',
    `/api/v1/content/epg?startDate=${start}&endDate=${end}&channels=${channels}`,
  );
  expect(reply.status).toBe(200);
  return GuideSchema.parse(reply.json());
}

/** A GET whose body comes as sent, compressed or not (fetch would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const programmesOf = (guide: Guide, channel: string) =>
  guide.channels.find((c) => c.id === channel)?.dates.flatMap((d) => d.epgs) ?? [];

describe('GET /v1/content/epg for one day of the TV guide', () => {
  it('answers the named channels, in the order asked, with the whole day from midnight to midnight', async () => {
    const guide = await day(TODAY, 'ch-03,ch-01,ch-02');
    expect(guide.channels.map((c) => c.id)).toEqual(['ch-03', 'ch-01', 'ch-02']);
    const epgs = programmesOf(guide, 'ch-01');
    expect(epgs[0]?.start_date).toBe(lisbonMidnight(TODAY));
    expect(epgs[epgs.length - 1]?.end_date).toBe(lisbonMidnight(addDays(TODAY, 1)));
    expect(epgs.filter((p) => p.live).map((p) => p.start_date <= NOW && NOW < p.end_date)).toEqual([true]);
    expect(guide.channels[0]?.dates.map((d) => d.date)).toEqual([TODAY]);
  });

  it('answers the day 30 days back and the day 7 days ahead, and nothing beyond them', async () => {
    const oldest = programmesOf(await day(addDays(TODAY, -30), 'ch-05'), 'ch-05');
    const furthest = programmesOf(await day(addDays(TODAY, 7), 'ch-05'), 'ch-05');
    expect(oldest.length).toBeGreaterThan(10);
    expect(furthest.length).toBeGreaterThan(10);
    expect(oldest[0]?.start_date).toBe(lisbonMidnight(addDays(TODAY, -30)));
    expect(furthest[furthest.length - 1]?.end_date).toBe(lisbonMidnight(addDays(TODAY, 8)));
    expect(programmesOf(await day(addDays(TODAY, -31), 'ch-05'), 'ch-05')).toEqual([]);
    expect(programmesOf(await day(addDays(TODAY, 8), 'ch-05'), 'ch-05')).toEqual([]);
  });

  it('gives a recording to past programmes of channels that record, and none to channels that do not', async () => {
    const guide = await day(addDays(TODAY, -1), 'ch-01,ch-04');
    expect(programmesOf(guide, 'ch-01').every((p) => p.media_id === `catchup-${p.id}`)).toBe(true);
    expect(programmesOf(guide, 'ch-04').every((p) => p.media_id === null)).toBe(true);
  });

  it.each([
    ['a range longer than 62 days', `startDate=${NOW - 40 * DAY}&endDate=${NOW + 23 * DAY}`],
    ['a range longer than 25 hours', `startDate=${NOW}&endDate=${NOW + GUIDE_MAX_RANGE_SECONDS + 1}`],
    ['dates in milliseconds', `startDate=${NOW * 1000}&endDate=${NOW * 1000 + 60_000}`],
    ['a negative date', `startDate=-5&endDate=${NOW}`],
    ['a fractional date', `startDate=${NOW}.5&endDate=${NOW + 60}`],
    ['an empty range', `startDate=${NOW}&endDate=${NOW}`],
    ['no end date', `startDate=${NOW}`],
    [
      'more than 50 channels',
      `startDate=${NOW}&endDate=${NOW + 60}&channels=${Array.from({ length: GUIDE_MAX_CHANNELS + 1 }, (_, i) => `ch-${i + 1}`).join(',')}`,
    ],
    ['an unknown channel', `startDate=${NOW}&endDate=${NOW + 60}&channels=ch-01,ch-999`],
    ['a page with channels named', `startDate=${NOW}&endDate=${NOW + 60}&channels=ch-01&page=1`],
    ['page 0', `startDate=${NOW}&endDate=${NOW + 60}&page=0`],
    ['a page in words', `startDate=${NOW}&endDate=${NOW + 60}&page=two`],
    ['a page given twice', `startDate=${NOW}&endDate=${NOW + 60}&page=1&page=2`],
  ])('refuses %s with 400 and an error body', async (_label, query) => {
    const reply = await t.request('GET', `/api/v1/content/epg?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ code: 400, message: expect.any(String), error: 'Bad Request' });
  });

  it('takes the channels as a comma list, spaces and empty entries ignored', async () => {
    const start = lisbonMidnight(TODAY);
    const reply = await t.request(
      'GET',
      `/api/v1/content/epg?startDate=${start}&endDate=${start + 3600}&channels=ch-02,%20ch-07,,`,
    );
    expect(GuideSchema.parse(reply.json()).channels.map((c) => c.id)).toEqual(['ch-02', 'ch-07']);
  });
});

describe('the widest guide call', () => {
  it('answers 25 hours of 50 channels, the longest day of the largest batch', async () => {
    const ids = Array.from(
      { length: GUIDE_MAX_CHANNELS },
      (_, i) => `ch-${String((i % 42) + 1).padStart(2, '0')}`,
    );
    const start = lisbonMidnight('2026-10-25');
    clock = start + 3600;
    try {
      const reply = await t.request(
        'GET',
        `/api/v1/content/epg?startDate=${start}&endDate=${start + GUIDE_MAX_RANGE_SECONDS}&channels=${ids.join(',')}`,
      );
      expect(reply.status).toBe(200);
      const guide = GuideSchema.parse(reply.json());
      expect(guide.channels.map((c) => c.id)).toEqual(ids);
      // The day the clocks go back is 25 hours long: midnight to midnight, all of it one Lisbon day.
      const epgs = programmesOf(guide, 'ch-01');
      expect(guide.channels[0]?.dates.map((d) => d.date)).toEqual(['2026-10-25']);
      expect((epgs.at(-1)?.end_date ?? 0) - (epgs[0]?.start_date ?? 0)).toBe(GUIDE_MAX_RANGE_SECONDS);
    } finally {
      clock = NOW;
    }
  });
});

describe('the guide without channels named', () => {
  let large: TestApp;
  beforeAll(async () => {
    // A line-up of three pages: 50, 50 and 20 channels.
    process.env.DEMO_CHANNEL_COUNT = '120';
    try {
      large = await startTestApp({ now: () => NOW * 1000 });
    } finally {
      delete process.env.DEMO_CHANNEL_COUNT;
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => large.close(), SETUP_TIMEOUT_MS);

  const page = async (query: string): Promise<Guide> => {
    const start = lisbonMidnight(TODAY);
    const reply = await large.request(
      'GET',
      `/api/v1/content/epg?startDate=${start}&endDate=${start + DAY}${query}`,
    );
    expect(reply.status).toBe(200);
    return GuideSchema.parse(reply.json());
  };

  it('answers the line-up a page of 50 channels at a time, in its order, each channel once', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(await page('&page=1')).toEqual(first);
    const second = await page('&page=2');
    const third = await page('&page=3');
    expect([first, second, third].map((p) => [p.channels.length, p.has_more])).toEqual([
      [50, true],
      [50, true],
      [20, false],
    ]);
    const ids = [first, second, third].flatMap((p) => p.channels.map((c) => c.id));
    const lineUp = ChannelListSchema.parse((await large.request('GET', '/api/v1/content/channel')).json());
    expect(ids).toEqual(lineUp.channels.map((c) => c.id));
    expect(programmesOf(third, 'ch-120').length).toBeGreaterThan(10);
  });

  it('answers no channels past the last page', async () => {
    expect(await page('&page=4')).toEqual({ channels: [], page: 4, has_more: false });
  });

  it('answers the named channels without paging them', async () => {
    const guide = await page('&channels=ch-120,ch-51');
    expect(guide.channels.map((c) => c.id)).toEqual(['ch-120', 'ch-51']);
    expect(guide.page).toBeUndefined();
    expect(guide.has_more).toBeUndefined();
  });
});

describe('guide answers a cache can keep', () => {
  const url = (date: string, channels = 'ch-01,ch-02'): string =>
    `/api/v1/content/epg?startDate=${lisbonMidnight(date)}&endDate=${lisbonMidnight(addDays(date, 1))}&channels=${channels}`;

  /** `Cache-Control`'s directives, as numbers where they have one. */
  const directives = (header: string | null): Record<string, number | true> =>
    Object.fromEntries(
      (header ?? '').split(',').map((part) => {
        const [name = '', value] = part.trim().split('=');
        return [name, value === undefined ? true : Number(value)];
      }),
    );

  it('keeps today until the live programme ends, a minute at most in browsers', async () => {
    const reply = await t.request('GET', url(TODAY));
    const live = GuideSchema.parse(reply.json())
      .channels.flatMap((c) => c.dates.flatMap((d) => d.epgs))
      .filter((p) => p.live);
    expect(live).toHaveLength(2);
    const changes = Math.min(...live.map((p) => p.end_date)) - NOW;
    expect(directives(reply.headers.get('cache-control'))).toEqual({
      public: true,
      'max-age': Math.min(60, changes),
      's-maxage': Math.min(300, changes),
      'stale-while-revalidate': 60,
    });
  });

  it('keeps a past day an hour in browsers and a day in shared caches', async () => {
    const reply = await t.request('GET', url(addDays(TODAY, -1)));
    expect(directives(reply.headers.get('cache-control'))).toEqual({
      public: true,
      'max-age': 3600,
      's-maxage': 86_400,
      'stale-while-revalidate': 3600,
    });
  });

  it('keeps the oldest day only until it leaves the guide at midnight', async () => {
    const reply = await t.request('GET', url(addDays(TODAY, -30)));
    expect(GuideSchema.parse(reply.json()).channels[0]?.dates).toHaveLength(1);
    const untilMidnight = lisbonMidnight(addDays(TODAY, 1)) - NOW;
    expect(directives(reply.headers.get('cache-control'))).toMatchObject({
      'max-age': 3600,
      's-maxage': untilMidnight,
    });
  });

  it('answers 304 to a caller that holds the answer, and the answer to one that holds another', async () => {
    const first = await t.request('GET', url(TODAY));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request('GET', url(TODAY), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const other = await t.request('GET', url(TODAY), { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends the same answer compressed to a caller that accepts it', async () => {
    const path = url(TODAY, 'ch-03,ch-04,ch-05');
    const plain = await rawGet(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const packed = await rawGet(path, { 'accept-encoding': accept });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(packed.body.length).toBeLessThan(plain.body.length / 4);
      expect(decode(packed.body).equals(plain.body)).toBe(true);
    }
  });

  it('marks what is live at the moment asked, never what was live when the answer was kept', async () => {
    const before = GuideSchema.parse((await t.request('GET', url(TODAY, 'ch-06'))).json());
    const wasLive = programmesOf(before, 'ch-06').find((p) => p.live);
    expect(wasLive).toBeDefined();
    clock = wasLive?.end_date ?? NOW;
    try {
      const after = GuideSchema.parse((await t.request('GET', url(TODAY, 'ch-06'))).json());
      const nowLive = programmesOf(after, 'ch-06').filter((p) => p.live);
      expect(nowLive.map((p) => p.start_date)).toEqual([wasLive?.end_date]);
    } finally {
      clock = NOW;
    }
  });

  it('answers the same to many callers at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => t.request('GET', url(addDays(TODAY, 2), 'ch-09'))),
    );
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.every((r) => r.status === 200)).toBe(true);
  });

  it('lets the line-up be kept too, and answers 304 to a caller that holds it', async () => {
    const first = await t.request('GET', '/api/v1/content/channel');
    expect(directives(first.headers.get('cache-control'))).toMatchObject({ public: true, 'max-age': 300 });
    expect(ChannelListSchema.parse(first.json()).channels).toHaveLength(42);
    const again = await t.request('GET', '/api/v1/content/channel', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('writing the guide from day slices', () => {
  const channels = buildChannels(3);
  const days = { past: 30, future: 7 };

  /** The guide as the straightforward way makes it: every programme of every day, filtered and marked. */
  function reference(range: { start: number; end: number }, nowSeconds: number): Guide {
    const window = guideWindow(nowSeconds, days.past, days.future);
    const start = Math.max(range.start, window.start);
    const end = Math.min(range.end, window.end);
    const dates: string[] = [];
    if (start < end)
      for (let d = lisbonDate(start); d <= lisbonDate(end - 1); d = addDays(d, 1)) dates.push(d);
    return {
      channels: channels.map((channel) => ({
        id: channel.id,
        dates: dates.flatMap((date) => {
          const epgs = programmesForDay(channel, date)
            .filter((p) => p.start_date < end && p.end_date > start)
            .map((p) => ({ ...p, live: p.start_date <= nowSeconds && nowSeconds < p.end_date }));
          return epgs.length > 0 ? [{ date, epgs }] : [];
        }),
      })),
    };
  }

  it.each([
    ['a whole day', lisbonMidnight(TODAY), lisbonMidnight(addDays(TODAY, 1))],
    ['an evening across midnight', NOW - 3 * 3600, NOW + 20 * 3600],
    [
      'a range that starts before the guide does',
      lisbonMidnight(addDays(TODAY, -30)) - 5 * 3600,
      lisbonMidnight(addDays(TODAY, -30)) + 5 * 3600,
    ],
    ['a range past the guide', lisbonMidnight(addDays(TODAY, 9)), lisbonMidnight(addDays(TODAY, 10))],
  ])('writes %s as the straightforward way makes it', async (_label, start, end) => {
    const slices = new DaySlices();
    for (let round = 0; round < 2; round += 1) {
      const written = await writeGuide(slices, channels, { start, end }, days, NOW);
      expect(JSON.parse(written.json)).toEqual(reference({ start, end }, NOW));
    }
  });

  it('says when the answer changes: the next start or end of a programme it holds', async () => {
    const written = await writeGuide(new DaySlices(), channels, { start: NOW, end: NOW + 60 }, days, NOW);
    const guide = GuideSchema.parse(JSON.parse(written.json));
    const ends = guide.channels.flatMap((c) => c.dates.flatMap((d) => d.epgs)).map((p) => p.end_date);
    expect(written).toMatchObject({ changesAt: Math.min(...ends), settled: false });
  });
});

describe('catch-up of a past programme as an item the player plays', () => {
  async function programme(date: string, channel: string, pick: (ids: string[]) => string | undefined) {
    const ids = programmesOf(await day(date, channel), channel).map((p) => p.id);
    const id = pick(ids);
    if (!id) throw new Error(`no programme on ${channel} on ${date}`);
    return id;
  }

  it('answers an item of type CATCHUP whose media plays, for a programme of yesterday', async () => {
    const id = await programme(addDays(TODAY, -1), 'ch-01', (ids) => ids[3]);
    const reply = await t.request('GET', `/api/v1/content/item/${id}`);
    expect(reply.status).toBe(200);
    const item = ContentItemSchema.parse(reply.json());
    expect(item).toMatchObject({ id, type: 'CATCHUP', media_id: `catchup-${id}` });
    expect(item.release_date).toBeLessThanOrEqual(NOW);
    const media = await t.request('GET', `/api/v1/content/media/${item.media_id ?? ''}`);
    expect(media.status).toBe(200);
    expect(MediaSchema.parse(media.json()).id).toBe(`catchup-${id}`);
  });

  it('does not answer a programme older than 15 days, nor one of a channel that does not record', async () => {
    const old = await programme(addDays(TODAY, -17), 'ch-01', (ids) => ids[0]);
    const unrecorded = await programme(addDays(TODAY, -1), 'ch-04', (ids) => ids[0]);
    expect((await t.request('GET', `/api/v1/content/item/${old}`)).status).toBe(404);
    expect((await t.request('GET', `/api/v1/content/item/${unrecorded}`)).status).toBe(404);
  });

  it('leaves other item ids to the catalogue', async () => {
    const reply = await t.request('GET', '/api/v1/content/item/mv-001');
    expect(ContentItemSchema.parse(reply.json()).type).toBe('MOVIE');
  });

  it('answers nothing when past programmes are not offered on demand', async () => {
    const id = await programme(addDays(TODAY, -1), 'ch-01', (ids) => ids[3]);
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{past_epg_as_vod}', '0') WHERE key = 'flags'`,
    );
    try {
      expect((await t.request('GET', `/api/v1/content/item/${id}`)).status).toBe(404);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{past_epg_as_vod}', '1') WHERE key = 'flags'`,
      );
    }
  });
});

describe('the demo line-up', () => {
  it('is the 42 named channels unless DEMO_CHANNEL_COUNT says otherwise', () => {
    expect(demoChannelCount(undefined)).toBe(42);
    expect(demoChannelCount('')).toBe(42);
    expect(demoChannelCount('500')).toBe(500);
    for (const bad of ['0', '-3', '2.5', 'many', '1001']) expect(() => demoChannelCount(bad)).toThrow();
  });

  it('grows with unique ids and names, the first 42 unchanged, the same on every build', () => {
    const named = buildChannels(42);
    const large = buildChannels(500);
    expect(large.slice(0, 42)).toEqual(named);
    expect(new Set(large.map((c) => c.id)).size).toBe(500);
    expect(new Set(large.map((c) => c.name)).size).toBe(500);
    expect(large[499]).toMatchObject({ id: 'ch-500', position: 500 });
    expect(buildChannels(500)).toEqual(large);
  });
});
