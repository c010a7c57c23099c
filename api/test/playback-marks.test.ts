/** @jest-environment ./test/pglite-environment.cjs */
import {
  ContentItemSchema,
  ScreenSchema,
  SearchResultSchema,
  SeasonPageSchema,
  type ContentItem,
  type PlaybackMarks,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { pgliteDb, type Db } from '../src/db';
import { programmesForDay } from '../src/epg/programmes';
import { DEMO_DURATION_SECONDS } from '../src/media/demo-stream';
import { migrate } from '../src/migrate';
import { seedIfEmpty } from '../src/seed';
import { buildCatalogue } from '../src/seed/catalogue';
import { addDays, DAY_SECONDS, lisbonDate } from '../src/seed/lisbon-time';
import { call, errorOf } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** The API's clock, which the tests move to see a title come out. */
let clock = Date.now();
let token = '';

/** Two episodes of a season whose second comes out a day after the test starts (written below). */
const soon = { before: '', after: '' };

async function firstOf<T>(db: Db, sql: string, params: (string | number)[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`The demo data has no row for: ${sql}`);
  return row;
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  token = await mintToken(t.db, 'demo@palco.pt');
  const before = await firstOf<{ id: string; season_id: string }>(
    t.db,
    `SELECT id, season_id FROM items WHERE series_id = 'sr-003' AND episode_number = 2
     ORDER BY season_id LIMIT 1`,
  );
  // Written before anything reads it, as the API keeps item rows a minute.
  const after = await firstOf<{ id: string }>(
    t.db,
    `UPDATE items SET release_date = $2, release_offset = NULL
     WHERE season_id = $1 AND episode_number = 3 RETURNING id`,
    [before.season_id, Math.floor(clock / 1000) + DAY_SECONDS],
  );
  soon.before = before.id;
  soon.after = after.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

type Who = 'visitor' | 'viewer';

const get = (url: string, who: Who = 'visitor'): Promise<LightMyRequestResponse> =>
  call(t, 'GET', `/api${url}`, who === 'viewer' ? { token } : {});

async function ok<T>(url: string, parse: (body: unknown) => T, who: Who = 'visitor'): Promise<T> {
  const reply = await get(url, who);
  expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
  return parse(reply.json());
}

const item = (id: string, who: Who = 'visitor'): Promise<ContentItem> =>
  ok(`/v1/content/item/${id}`, ContentItemSchema.parse, who);
const nextOf = (id: string, who: Who = 'visitor'): Promise<LightMyRequestResponse> =>
  get(`/v1/content/item/${id}/next`, who);

const FILM: PlaybackMarks = { intro: null, recap: null, next_episode: 16 };
const FIRST_EPISODE: PlaybackMarks = { intro: { start: 1, end: 6 }, recap: null, next_episode: 15 };
const LATER_EPISODE: PlaybackMarks = {
  intro: { start: 4, end: 9 },
  recap: { start: 0, end: 4 },
  next_episode: 15,
};

/** The demo marks a title should carry: films and episodes have them, series, tiles and catch-up not. */
function expectedMarks(i: Pick<ContentItem, 'type' | 'episode_number'>): PlaybackMarks | null {
  if (i.type === 'MOVIE') return FILM;
  if (i.type === 'EPISODE') return i.episode_number === 1 ? FIRST_EPISODE : LATER_EPISODE;
  return null;
}

/** Each item as `{id, marks}`, for comparing lists whole. */
const marksOf = (items: readonly ContentItem[]) => items.map((i) => ({ id: i.id, marks: i.marks }));
const expectedOf = (items: readonly ContentItem[]) =>
  items.map((i) => ({ id: i.id, marks: expectedMarks(i) }));

describe('the playback marks of the demo titles', () => {
  it('all fall within the 20-second demo stream, the credits after the intro and the recap', () => {
    for (const marks of [FILM, FIRST_EPISODE, LATER_EPISODE]) {
      const { intro, recap, next_episode: credits } = marks;
      for (const range of [intro, recap]) {
        if (range) expect(range.end).toBeLessThanOrEqual(credits ?? DEMO_DURATION_SECONDS);
      }
      expect(credits).toBeLessThan(DEMO_DURATION_SECONDS);
    }
    // What the seed writes is what the tests expect.
    for (const seeded of buildCatalogue().items) {
      expect({ id: seeded.id, marks: seeded.marks }).toEqual({ id: seeded.id, marks: expectedMarks(seeded) });
    }
  });

  it('gives an episode its intro and recap, and the first of a season an earlier intro and no recap', async () => {
    expect((await item('sr-001-t1e01')).marks).toEqual(FIRST_EPISODE);
    expect((await item('sr-001-t1e02')).marks).toEqual(LATER_EPISODE);
    // Each season starts afresh: nothing to recap in its first episode.
    expect((await item('sr-001-t2e01')).marks).toEqual(FIRST_EPISODE);
    expect((await item('sr-001-t2e02', 'viewer')).marks).toEqual(LATER_EPISODE);
  });

  it('gives a film only where its credits begin, and a series and a promotional tile none', async () => {
    expect((await item('mv-001')).marks).toEqual(FILM);
    expect((await item('mv-002', 'viewer')).marks).toEqual(FILM);
    // `null`, not left out: every item the catalogue answers says it.
    expect(await item('sr-001')).toHaveProperty('marks', null);
    const tile = await item('pr-live');
    expect(tile.type).toBe('CATCHUP');
    expect(tile).toHaveProperty('marks', null);
  });

  it('gives a catch-up recording no marks', async () => {
    const yesterday = addDays(lisbonDate(Math.floor(clock / 1000)), -1);
    const programme = programmesForDay({ id: 'ch-01', logo: '', dvr: true }, yesterday)[3];
    if (!programme) throw new Error('ch-01 aired nothing yesterday');
    const recording = await item(programme.id);
    expect(recording.type).toBe('CATCHUP');
    expect(recording.marks).toBeNull();
  });

  it('carries the marks in season pages, screens and search, as in the item', async () => {
    const season = await ok('/v1/content/item/sr-005/season/sr-005-t2', SeasonPageSchema.parse);
    expect(season.contents.length).toBeGreaterThan(1);
    expect(marksOf(season.contents)).toEqual(expectedOf(season.contents));
    expect(season.contents[0]?.marks).toEqual(FIRST_EPISODE);

    const screen = await ok('/v1/content/screen/scr-home', ScreenSchema.parse, 'viewer');
    const onScreen = screen.rails.flatMap((r) => r.contents);
    expect(onScreen.some((i) => i.type === 'MOVIE')).toBe(true);
    expect(marksOf(onScreen)).toEqual(expectedOf(onScreen));

    const film = await item('mv-003');
    const found = await ok(`/v1/content/search/${encodeURIComponent(film.title)}`, SearchResultSchema.parse);
    expect(found.contents.map((i) => i.id)).toContain(film.id);
    expect(marksOf(found.contents)).toEqual(expectedOf(found.contents));
  });
});

describe('the marks in the database', () => {
  it('refuses a stretch that ends before it starts, starts before 0, or has one end only', async () => {
    for (const set of [
      'intro_start = 9, intro_end = 4',
      'intro_start = -1, intro_end = 4',
      'recap_start = 2, recap_end = 2',
      'recap_start = NULL',
      'intro_end = NULL',
      'next_episode_at = -1',
    ]) {
      await expect(t.db.query(`UPDATE items SET ${set} WHERE id = 'sr-001-t1e02'`)).rejects.toThrow();
    }
  });

  it('are given by migration 014 to a database seeded before it, as the seed gives them', async () => {
    const columns = ['intro_start', 'intro_end', 'recap_start', 'recap_end', 'next_episode_at'];
    const read = (db: Db) =>
      db.query<Record<string, unknown>>(`SELECT id, ${columns.join(', ')} FROM items ORDER BY id`);
    const old = await pgliteDb(new HostPGlite(), 'PGlite in memory');
    try {
      await migrate(old);
      await seedIfEmpty(old);
      const seeded = await read(old);
      // Back to before 014: the demo data without the columns, and 014 not applied.
      await old.exec(`ALTER TABLE items ${columns.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
      await old.query('DELETE FROM migrations WHERE name = $1', ['014_playback_marks.sql']);
      expect(await migrate(old)).toEqual(['014_playback_marks.sql']);
      const migrated = await read(old);
      expect(migrated).toEqual(seeded);
      expect(migrated.some((r) => r.recap_start === 0 && r.next_episode_at === 15)).toBe(true);
    } finally {
      await old.close();
    }
  }, 60_000);
});

describe('what comes next', () => {
  it('is the following episode of the season, then the first of the next season', async () => {
    const next = ContentItemSchema.parse((await nextOf('sr-001-t1e01')).json());
    expect(next).toMatchObject({ id: 'sr-001-t1e02', episode_number: 2, marks: LATER_EPISODE });

    const { last, first } = await firstOf<{ last: string; first: string }>(
      t.db,
      `SELECT (SELECT id FROM items WHERE season_id = 'sr-001-t1' ORDER BY episode_number DESC LIMIT 1) AS last,
              (SELECT id FROM items WHERE season_id = 'sr-001-t2' ORDER BY episode_number LIMIT 1) AS first`,
    );
    for (const who of ['visitor', 'viewer'] as const) {
      const reply = await nextOf(last, who);
      expect({ who, status: reply.statusCode }).toEqual({ who, status: 200 });
      const crossed = ContentItemSchema.parse(reply.json());
      expect(crossed).toMatchObject({ id: first, episode_number: 1, marks: FIRST_EPISODE });
      expect(crossed.season?.season).toBe(2);
    }
  });

  it('is nothing (404) after the last episode of a series', async () => {
    const { id } = await firstOf<{ id: string }>(
      t.db,
      `SELECT e.id FROM items e JOIN seasons s ON s.id = e.season_id WHERE e.series_id = 'sr-001'
       ORDER BY s.season DESC, e.episode_number DESC LIMIT 1`,
    );
    expect(errorOf(await nextOf(id))).toMatchObject({ status: 404 });
  });

  it('is nothing (404) while the next episode is still to come out, and that episode once it is', async () => {
    // The demo's weekly series: its newest episode comes out in a few days, whenever the API runs.
    const newest = await firstOf<{ id: string; season_id: string; episode_number: number }>(
      t.db,
      `SELECT id, season_id, episode_number FROM items WHERE type = 'EPISODE' AND release_offset IS NOT NULL`,
    );
    const { id: previous } = await firstOf<{ id: string }>(
      t.db,
      'SELECT id FROM items WHERE season_id = $1 AND episode_number = $2',
      [newest.season_id, newest.episode_number - 1],
    );
    const out = await item(newest.id);
    expect(out.release_date).toBeGreaterThan(clock / 1000);
    for (const who of ['visitor', 'viewer'] as const) {
      expect({ who, ...errorOf(await nextOf(previous, who)) }).toMatchObject({ who, status: 404 });
    }

    // An episode out tomorrow: nothing follows the one before it today; tomorrow it does.
    const start = clock;
    try {
      expect(errorOf(await nextOf(soon.before, 'viewer'))).toMatchObject({ status: 404 });
      expect(errorOf(await nextOf(soon.before, 'visitor'))).toMatchObject({ status: 404 });
      clock = start + 2 * DAY_SECONDS * 1000;
      const next = ContentItemSchema.parse((await nextOf(soon.before, 'viewer')).json());
      expect(next).toMatchObject({ id: soon.after, marks: LATER_EPISODE });
      expect(ContentItemSchema.parse((await nextOf(soon.before, 'visitor')).json()).id).toBe(soon.after);
    } finally {
      clock = start;
    }
  });

  it('is, for a film, another film out already, of its genre, the same one every time', async () => {
    const films = await t.db.query<{ id: string; genre: string[] }>(
      `SELECT id, genre FROM items WHERE type = 'MOVIE' ORDER BY id`,
    );
    const nowSeconds = clock / 1000;
    const answered = new Set<string>();
    for (const film of films) {
      const reply = await nextOf(film.id);
      expect({ film: film.id, status: reply.statusCode }).toEqual({ film: film.id, status: 200 });
      const next = ContentItemSchema.parse(reply.json());
      expect({
        film: film.id,
        type: next.type,
        other: next.id !== film.id,
        out: next.release_date !== null && next.release_date <= nowSeconds,
        genre: next.genre.includes(film.genre[0] ?? ''),
        marks: next.marks,
      }).toEqual({ film: film.id, type: 'MOVIE', other: true, out: true, genre: true, marks: FILM });
      answered.add(next.id);
    }
    // A recommendation, not always the same film.
    expect(answered.size).toBeGreaterThan(10);
    // Signed in (an answer made for the viewer, not the one shared by visitors), the same film.
    const [a, b] = [films[0]?.id ?? '', films[1]?.id ?? ''];
    for (const id of [a, b]) {
      const visitor = ContentItemSchema.parse((await nextOf(id)).json());
      const viewer = ContentItemSchema.parse((await nextOf(id, 'viewer')).json());
      expect(viewer.id).toBe(visitor.id);
    }
  });

  it('never offers a film that is not out yet at the time asked', async () => {
    const start = clock;
    try {
      // In 2001 most demo films were still to come: those offered must be of that year or before.
      clock = Date.UTC(2001, 5, 1);
      for (let n = 1; n <= 20; n += 1) {
        const id = `mv-${String(n).padStart(3, '0')}`;
        const reply = await nextOf(id, 'viewer');
        expect({ id, status: reply.statusCode }).toEqual({ id, status: 200 });
        const next = ContentItemSchema.parse(reply.json());
        expect({ id, out: next.release_date !== null && next.release_date <= clock / 1000 }).toEqual({
          id,
          out: true,
        });
      }
    } finally {
      clock = start;
    }
  });

  it('is nothing (404) after a promotional tile', async () => {
    expect(errorOf(await nextOf('pr-live'))).toMatchObject({ status: 404 });
  });
});
