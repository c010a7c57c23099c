/** @jest-environment ./test/pglite-environment.cjs */
import {
  ContentItemSchema,
  FavoriteListSchema,
  FilterPageSchema,
  MediaSchema,
  PlaylistPageSchema,
  ScreenSchema,
  SearchResultSchema,
  SeasonPageSchema,
  type ContentItem,
  type FilterPage,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { mayWatch, ratingAge, withinRestriction } from '../src/content/viewing-rules';
import { programmesForDay } from '../src/epg/programmes';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;

const FAMILY = 'family@palco.pt';
const TERESA = 'pf-family-teresa';
const KIDS = 'pf-family-kids';
const KIDS_AGE = 6;

/** Sessions of the family account: the master's, unrestricted, and the children's profile's (M/6). */
const tokens = { master: '', kids: '' };

/** Demo titles the tests need, found in the seeded catalogue rather than named by id. */
const titles = {
  /** A released M/16 film with a trailer, whose title is searched for. */
  adult: { id: '', title: '', media: '', trailer: '' },
  /** A released film a kids profile may see, with a trailer. */
  young: { id: '', media: '', trailer: '' },
  /** An M/3 film whose rating the test takes away, to see how an unrated title is treated. */
  unrated: { id: '', title: '' },
  /** A series above M/6 and one within it, with their first seasons and episodes. */
  adultSeries: { id: '', season: '', episode: '' },
  youngSeries: { id: '', season: '', episode: '' },
};

type Who = 'visitor' | 'master' | 'kids';

const get = (url: string, who: Who): Promise<LightMyRequestResponse> =>
  call(t, 'GET', `/api${url}`, who === 'visitor' ? {} : { token: tokens[who] });

async function ok<T>(url: string, who: Who, parse: (body: unknown) => T): Promise<T> {
  const reply = await get(url, who);
  expect({ url, who, status: reply.statusCode }).toEqual({ url, who, status: 200 });
  return parse(reply.json());
}

const isKept = (item: ContentItem): boolean => mayWatch(item, KIDS_AGE);

async function firstOf<T>(sql: string): Promise<T> {
  const [row] = await t.db.query<T>(sql);
  if (!row) throw new Error(`The demo data has no row for: ${sql}`);
  return row;
}

/** Released films with a trailer, open to every viewer of the premium family account. */
const RELEASED_FILM = `type = 'MOVIE' AND release_offset IS NULL AND premium_end_offset IS NULL AND trailer_id IS NOT NULL`;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.master = await mintToken(t.db, FAMILY, 'live', TERESA);
  tokens.kids = await mintToken(t.db, FAMILY, 'live', KIDS);

  const adult = await firstOf<{ id: string; title: string; media_id: string; trailer_id: string }>(
    `SELECT id, title, media_id, trailer_id FROM items WHERE ${RELEASED_FILM} AND classification = 'M/16'
     AND (SELECT count(*) FROM items o WHERE o.title = items.title) = 1 ORDER BY id LIMIT 1`,
  );
  titles.adult = { id: adult.id, title: adult.title, media: adult.media_id, trailer: adult.trailer_id };
  const young = await firstOf<{ id: string; media_id: string; trailer_id: string }>(
    `SELECT id, media_id, trailer_id FROM items WHERE ${RELEASED_FILM} AND classification = 'M/6'
     ORDER BY id LIMIT 1`,
  );
  titles.young = { id: young.id, media: young.media_id, trailer: young.trailer_id };
  // Before anything reads it (the API keeps item rows a minute): no title of the seed is unrated.
  const unrated = await firstOf<{ id: string; title: string }>(
    `UPDATE items SET classification = NULL WHERE id = (
       SELECT id FROM items WHERE ${RELEASED_FILM} AND classification = 'M/3'
       AND (SELECT count(*) FROM items o WHERE o.title = items.title) = 1 ORDER BY id DESC LIMIT 1)
     RETURNING id, title`,
  );
  titles.unrated = unrated;
  const seriesOf = async (classification: string) => {
    const row = await firstOf<{ id: string; season: string; episode: string }>(
      `SELECT s.id, t.id AS season, e.id AS episode FROM items s
       JOIN seasons t ON t.series_id = s.id AND t.season = 1
       JOIN items e ON e.season_id = t.id AND e.episode_number = 1
       WHERE s.type = 'SERIES' AND s.classification = '${classification}' ORDER BY s.id LIMIT 1`,
    );
    return row;
  };
  titles.adultSeries = await seriesOf('M/16');
  titles.youngSeries = await seriesOf('M/6');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** Every rating the kids profile meets is M/6 or under, and it meets no unrated title. */
function expectKidsOnly(items: readonly ContentItem[]): void {
  expect(items.filter((i) => !isKept(i)).map((i) => `${i.id} ${i.classification}`)).toEqual([]);
}

describe('the rule', () => {
  it('reads the catalogue ratings and keeps unrated titles from every restricted profile', () => {
    expect(ratingAge('M/16')).toBe(16);
    expect(ratingAge('M/3')).toBe(3);
    expect(ratingAge(null)).toBeNull();
    expect(ratingAge('Livre')).toBeNull();
    expect(withinRestriction('M/6', 6)).toBe(true);
    expect(withinRestriction('M/12', 6)).toBe(false);
    expect(withinRestriction(null, 16)).toBe(false);
    expect(withinRestriction(null, null)).toBe(true);
    // Promotional tiles play nothing and carry no rating; the pages they lead to are filtered themselves.
    expect(mayWatch({ type: 'CATCHUP', classification: null, media_id: null }, 6)).toBe(true);
    expect(mayWatch({ type: 'CATCHUP', classification: null, media_id: 'catchup-x' }, 6)).toBe(false);
  });
});

describe('a kids profile (M/6) and the master of the same account', () => {
  it('opens a title within the restriction, and answers content_restricted for one above it', async () => {
    expect((await ok(`/v1/content/item/${titles.young.id}`, 'kids', ContentItemSchema.parse)).id).toBe(
      titles.young.id,
    );
    const refused = await get(`/v1/content/item/${titles.adult.id}`, 'kids');
    expect(errorOf(refused)).toEqual({ status: 403, code: 'content_restricted' });
    expect((refused.json() as { message: string }).message).toBe(
      SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_CONTENT_RESTRICTED,
    );
    expect((await ok(`/v1/content/item/${titles.adult.id}`, 'master', ContentItemSchema.parse)).id).toBe(
      titles.adult.id,
    );
    // A title that does not exist is still a 404, not a refusal.
    expect(errorOf(await get('/v1/content/item/mv-nope', 'kids')).status).toBe(404);
  });

  it('gets no stream address, nor the trailer, of a title above the restriction', async () => {
    for (const id of [titles.adult.media, titles.adult.trailer]) {
      expect(errorOf(await get(`/v1/content/media/${id}`, 'kids'))).toEqual({
        status: 403,
        code: 'content_restricted',
      });
      expect(MediaSchema.parse((await get(`/v1/content/media/${id}`, 'master')).json()).id).toBe(id);
    }
    for (const id of [titles.young.media, titles.young.trailer]) {
      expect((await get(`/v1/content/media/${id}`, 'kids')).statusCode).toBe(200);
    }
  });

  it('does not find a title above the restriction by searching for it; the master does', async () => {
    const url = `/v1/content/search/${encodeURIComponent(titles.adult.title)}`;
    const kids = await ok(url, 'kids', SearchResultSchema.parse);
    const master = await ok(url, 'master', SearchResultSchema.parse);
    expect(master.contents.map((c) => c.id)).toContain(titles.adult.id);
    expect(kids.contents.map((c) => c.id)).not.toContain(titles.adult.id);
    expectKidsOnly(kids.contents);
    // The same search, for the titles the profile may see, in the same order.
    expect(kids.contents.map((c) => c.id)).toEqual(master.contents.filter(isKept).map((c) => c.id));
  });

  it('keeps unrated titles from a kids profile: a missing rating is not taken as a suitable one', async () => {
    const url = `/v1/content/search/${encodeURIComponent(titles.unrated.title)}`;
    expect((await ok(url, 'master', SearchResultSchema.parse)).contents.map((c) => c.id)).toContain(
      titles.unrated.id,
    );
    expect((await ok(url, 'kids', SearchResultSchema.parse)).contents.map((c) => c.id)).not.toContain(
      titles.unrated.id,
    );
    expect(errorOf(await get(`/v1/content/item/${titles.unrated.id}`, 'kids')).code).toBe(
      'content_restricted',
    );
  });

  it('sees screens whose rails hold only what it may see, each first page full when more follows', async () => {
    const master = await ok('/v1/content/screen/scr-home', 'master', ScreenSchema.parse);
    const kids = await ok('/v1/content/screen/scr-home', 'kids', ScreenSchema.parse);
    expect(master.rails.flatMap((r) => r.contents).some((i) => !isKept(i))).toBe(true);
    expectKidsOnly(kids.rails.flatMap((r) => r.contents));
    expect(kids.rails.map((r) => r.id)).toEqual(master.rails.map((r) => r.id));
    const pageSize = Math.max(...master.rails.map((r) => r.contents.length + r.channels.length));
    for (const rail of kids.rails) {
      if (rail.has_more) expect(rail.contents.length + rail.channels.length).toBe(pageSize);
    }
    // Channels are not restricted.
    const channels = (s: typeof kids) => s.rails.flatMap((r) => r.channels.map((c) => c.id));
    expect(channels(kids)).toEqual(channels(master));
  });

  it('pages a playlist through the titles it may see: full pages, none twice, has_more right', async () => {
    const all = async (who: Who): Promise<ContentItem[]> => {
      const seen: ContentItem[] = [];
      let cursor: string | undefined;
      let hasMore = true;
      while (hasMore) {
        const query = cursor ? `?cursor=${cursor}` : '';
        const page = await ok(`/v1/content/playlist/rl-home-movies${query}`, who, PlaylistPageSchema.parse);
        if (page.has_more) expect(page.contents.length).toBeGreaterThan(1);
        seen.push(...page.contents);
        cursor = page.contents[page.contents.length - 1]?.id;
        hasMore = page.has_more;
        if (hasMore && page.contents.length === 0) throw new Error('An empty page says more follows');
      }
      return seen;
    };
    const master = await all('master');
    const kids = await all('kids');
    expect(master.some((i) => !isKept(i))).toBe(true);
    expect(kids.map((i) => i.id)).toEqual(master.filter(isKept).map((i) => i.id));
    // A title the profile never received is no cursor of its.
    const cursor = master.find((i) => !isKept(i))?.id ?? '';
    expect(errorOf(await get(`/v1/content/playlist/rl-home-movies?cursor=${cursor}`, 'kids')).status).toBe(
      400,
    );
  });

  it('pages a filtered section with totals and chip counts of the titles it may see', async () => {
    const pages = async (who: Who, size: number): Promise<{ first: FilterPage; items: ContentItem[] }> => {
      const first = await ok(
        `/v1/content/section/exclusivos/filter?size=${size}`,
        who,
        FilterPageSchema.parse,
      );
      const items = [...first.contents];
      for (let page = 2; page <= Math.ceil(first.total / size); page += 1) {
        const next = await ok(
          `/v1/content/section/exclusivos/filter?size=${size}&page=${page}`,
          who,
          FilterPageSchema.parse,
        );
        expect(next.total).toBe(first.total);
        expect(next.has_more).toBe(page * size < first.total);
        items.push(...next.contents);
      }
      return { first, items };
    };
    const master = await pages('master', 100);
    const kids = await pages('kids', 4);
    expect(master.items.some((i) => !isKept(i))).toBe(true);
    expectKidsOnly(kids.items);
    expect(kids.first.total).toBe(kids.items.length);
    expect(kids.items.map((i) => i.id)).toEqual(master.items.filter(isKept).map((i) => i.id));
    expect(kids.first.contents).toHaveLength(Math.min(4, kids.first.total));
    // Each chip counts what the kids profile would find behind it.
    for (const chip of kids.first.filters) {
      const behind = await ok(`/v1/content/filter/${chip.id}?size=100`, 'kids', FilterPageSchema.parse);
      expect({ chip: chip.id, total: behind.total }).toEqual({ chip: chip.id, total: chip.count });
      expectKidsOnly(behind.contents);
    }
  });

  it("is refused a series above the restriction, its seasons and what comes next; a kids' series opens", async () => {
    const { adultSeries, youngSeries } = titles;
    for (const url of [
      `/v1/content/item/${adultSeries.id}`,
      `/v1/content/item/${adultSeries.id}/season/${adultSeries.season}`,
      `/v1/content/item/${adultSeries.episode}`,
      `/v1/content/item/${adultSeries.episode}/next`,
    ]) {
      expect({ url, ...errorOf(await get(url, 'kids')) }).toEqual({
        url,
        status: 403,
        code: 'content_restricted',
      });
      expect({ url, status: (await get(url, 'master')).statusCode }).toEqual({ url, status: 200 });
    }
    const series = await ok(`/v1/content/item/${youngSeries.id}`, 'kids', ContentItemSchema.parse);
    expect(series.seasons?.length).toBeGreaterThan(0);
    const season = await ok(
      `/v1/content/item/${youngSeries.id}/season/${youngSeries.season}`,
      'kids',
      SeasonPageSchema.parse,
    );
    expect(season.contents[0]?.id).toBe(youngSeries.episode);
    expectKidsOnly(season.contents);
    const next = await ok(`/v1/content/item/${youngSeries.episode}/next`, 'kids', ContentItemSchema.parse);
    expect(isKept(next)).toBe(true);
  });

  it('is offered a next film within the restriction', async () => {
    const next = await ok(`/v1/content/item/${titles.young.id}/next`, 'kids', ContentItemSchema.parse);
    expect(next.type).toBe('MOVIE');
    expect(isKept(next)).toBe(true);
  });

  it('lists only favourites and unfinished titles it may see, and marks none above the restriction', async () => {
    const now = new Date().toISOString();
    // Marks made before the restriction was set, written straight into the database.
    for (const id of [titles.adult.id, titles.young.id]) {
      await t.db.query('INSERT INTO favorites (profile_id, item_id, created_at) VALUES ($1, $2, $3)', [
        KIDS,
        id,
        now,
      ]);
      await t.db.query(
        'INSERT INTO viewing_progress (profile_id, item_id, progress, updated_at) VALUES ($1, $2, 10, $3)',
        [KIDS, id, now],
      );
    }
    try {
      const favourites = await ok('/v1/content/favorite/', 'kids', FavoriteListSchema.parse);
      expect(favourites.contents.map((c) => c.id)).toEqual([titles.young.id]);
      for (const playlist of ['watchlist', 'continue-watching']) {
        const page = await ok(`/v1/content/playlist/${playlist}`, 'kids', PlaylistPageSchema.parse);
        expect({ playlist, ids: page.contents.map((c) => c.id) }).toEqual({
          playlist,
          ids: [titles.young.id],
        });
      }
      const screen = await ok('/v1/content/screen/scr-home', 'kids', ScreenSchema.parse);
      const personal = screen.rails.filter((r) => r.personal !== null);
      expect(personal.map((r) => r.contents.map((c) => c.id))).toEqual(personal.map(() => [titles.young.id]));
      // Nothing new about the title is read or written, and the favourite may still be taken away.
      const calls: [string, string, unknown?][] = [
        ['POST', `/v1/content/favorite/${titles.adult.id}`],
        ['PUT', `/v1/content/item/${titles.adult.id}/progress`, { progress: 10 }],
        ['PUT', `/v1/content/item/${titles.adult.id}/classification`, { classification: 5 }],
        ['GET', `/v1/content/favorite/${titles.adult.id}`],
      ];
      for (const [method, url, json] of calls) {
        const reply = await call(t, method, `/api${url}`, { token: tokens.kids, json });
        expect({ method, url, ...errorOf(reply) }).toEqual({
          method,
          url,
          status: 403,
          code: 'content_restricted',
        });
      }
      const removed = await call(t, 'DELETE', `/api/v1/content/favorite/${titles.adult.id}`, {
        token: tokens.kids,
      });
      expect(removed.json()).toEqual({ id: titles.adult.id, favorite: false });
    } finally {
      await t.db.query('DELETE FROM favorites WHERE profile_id = $1', [KIDS]);
      await t.db.query('DELETE FROM viewing_progress WHERE profile_id = $1', [KIDS]);
    }
  });

  it('follows the restriction the master sets, from the next call on', async () => {
    const url = `/v1/content/item/${titles.adult.id}`;
    const restrict = async (restriction: string | null): Promise<void> => {
      const reply = await call(t, 'PUT', '/api/v1/profile/restriction', {
        token: tokens.master,
        json: { profile_id: KIDS, restriction_id: restriction },
      });
      expect(reply.statusCode).toBe(200);
    };
    try {
      await restrict('M16');
      expect((await get(url, 'kids')).statusCode).toBe(200);
      await restrict('M12');
      expect(errorOf(await get(url, 'kids')).code).toBe('content_restricted');
      await restrict(null);
      expect((await get(url, 'kids')).statusCode).toBe(200);
    } finally {
      await restrict('M6');
    }
  });
});

describe('live channels and recordings', () => {
  it('leaves channels, their streams and the guide unrestricted', async () => {
    expect((await get('/v1/content/media/live-ch-01', 'kids')).statusCode).toBe(200);
    expect((await get('/v1/content/channel/ch-01', 'kids')).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const guide = await get(
      `/v1/content/epg?startDate=${now - 3600}&endDate=${now + 3600}&channels=ch-01`,
      'kids',
    );
    expect(guide.statusCode).toBe(200);
  });

  it('refuses a recorded programme above the restriction, as an item and as a stream', async () => {
    const now = Math.floor(Date.now() / 1000);
    const yesterday = addDays(lisbonDate(now), -1);
    const programmes = programmesForDay({ id: 'ch-01', logo: '', dvr: true }, yesterday);
    const adult = programmes.find((p) => !withinRestriction(p.classification, KIDS_AGE));
    const young = programmes.find((p) => withinRestriction(p.classification, KIDS_AGE));
    if (!adult || !young) throw new Error('Yesterday on ch-01 has no programme of each kind');
    expect(errorOf(await get(`/v1/content/item/${adult.id}`, 'kids')).code).toBe('content_restricted');
    expect(errorOf(await get(`/v1/content/media/catchup-${adult.id}`, 'kids')).code).toBe(
      'content_restricted',
    );
    expect((await get(`/v1/content/item/${adult.id}`, 'master')).statusCode).toBe(200);
    expect((await get(`/v1/content/media/catchup-${adult.id}`, 'master')).statusCode).toBe(200);
    expect((await get(`/v1/content/item/${young.id}`, 'kids')).statusCode).toBe(200);
    expect((await get(`/v1/content/media/catchup-${young.id}`, 'kids')).statusCode).toBe(200);
  });
});

describe("the visitors' shared answers", () => {
  const ids = (reply: LightMyRequestResponse): string[] =>
    SearchResultSchema.parse(reply.json()).contents.map((c) => c.id);

  it("are neither served to a kids profile nor made of a kids profile's answer", async () => {
    // A search nobody made yet: the kids profile asks first, then a visitor, then the kids profile again.
    const url = `/v1/content/search/${encodeURIComponent(titles.adult.title.toUpperCase())}`;
    const kidsFirst = await get(url, 'kids');
    expect(ids(kidsFirst)).not.toContain(titles.adult.id);
    expect(kidsFirst.headers['cache-control']).toBe('private, no-store');
    expect(String(kidsFirst.headers.vary)).toMatch(/authorization/i);
    const visitor = await get(url, 'visitor');
    expect(ids(visitor)).toContain(titles.adult.id);
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    expect(ids(await get(url, 'kids'))).not.toContain(titles.adult.id);
    expect(ids(await get(url, 'visitor'))).toContain(titles.adult.id);
  });

  it('keep a title a visitor opened from a kids profile, and open it to the next visitor', async () => {
    const url = `/v1/content/item/${titles.adult.id}`;
    expect((await get(url, 'visitor')).statusCode).toBe(200);
    expect(errorOf(await get(url, 'kids')).code).toBe('content_restricted');
    expect((await get(url, 'visitor')).statusCode).toBe(200);
  });

  it('hold every title on a screen a visitor asks for after a kids profile', async () => {
    const url = '/v1/content/screen/scr-filmes-drama';
    const kids = await ok(url, 'kids', ScreenSchema.parse);
    expectKidsOnly(kids.rails.flatMap((r) => r.contents));
    const visitor = await ok(url, 'visitor', ScreenSchema.parse);
    expect(visitor.rails.flatMap((r) => r.contents).some((i) => !isKept(i))).toBe(true);
    const master = await ok(url, 'master', ScreenSchema.parse);
    const cards = (s: typeof visitor) => s.rails.map((r) => r.contents.map((c) => c.id));
    expect(cards(visitor)).toEqual(cards(master));
  });
});
