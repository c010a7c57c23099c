/** @jest-environment ./test/pglite-environment.cjs */
import { ContentItemSchema, GuideSchema, MediaSchema, type Guide } from '@palco/contracts';
import { buildChannels, demoChannelCount } from '../src/seed/channels';
import { addDays, lisbonDate, lisbonMidnight } from '../src/seed/lisbon-time';
import { SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app';

const DAY = 86_400;
/** A fixed clock: 14 March 2026, 20:30 in Lisbon (winter time, so UTC). */
const NOW = Date.parse('2026-03-14T20:30:00Z') / 1000;
const TODAY = lisbonDate(NOW);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW * 1000 });
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
    ['dates in milliseconds', `startDate=${NOW * 1000}&endDate=${NOW * 1000 + 60_000}`],
    ['a negative date', `startDate=-5&endDate=${NOW}`],
    ['a fractional date', `startDate=${NOW}.5&endDate=${NOW + 60}`],
    ['an empty range', `startDate=${NOW}&endDate=${NOW}`],
    ['no end date', `startDate=${NOW}`],
    [
      'more than 100 channels',
      `startDate=${NOW}&endDate=${NOW + 60}&channels=${Array.from({ length: 101 }, (_, i) => `ch-${i}`).join(',')}`,
    ],
    ['an unknown channel', `startDate=${NOW}&endDate=${NOW + 60}&channels=ch-01,ch-999`],
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
