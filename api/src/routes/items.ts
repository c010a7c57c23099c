import type { ContentItem, ContentType, Progress, Season } from '@palco/contracts';
import { z } from 'zod';
import { itemRating, loadItem, loadItems, loadSeasons, type ItemContext } from '../content/items';
import { favoriteIds } from '../content/rails';
import { loadSettings } from '../content/settings';
import { mayWatch, mayWatchSql } from '../content/viewing-rules';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import { badRequest, contentRestricted, guestProfile, notFound } from '../http/errors';
import { PublicAnswers } from '../http/public-answers';
import { CursorQuery, Id, IdParams, IgnoredBody, NoQuery, type Api } from '../http/schema';
import { ProgressBody } from '../content/programme-progress';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import { answerFor, viewerContext } from './request-context';

const SeasonParams = z.object({ id: Id, seasonId: Id });
/** A rating of 1 to 5 stars; 0 takes the viewer's rating away. */
const ClassificationBody = z.object({
  // Form clients send digits as text; anything else (true, '', 3.5) is refused rather than coerced.
  classification: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number().int().min(0).max(5),
  ),
});
/** No position is later than a day into a title; the item's own length bounds it further (below). */
interface EpisodeRef {
  id: string;
  season: number;
  episode_number: number;
}

/** SQL kept by a restriction: the condition on items `alias` with the age as `$param`, and its parameters. */
function restrictedTo(
  alias: string,
  param: number,
  maxAge: number | null,
): { sql: string; params: number[] } {
  return maxAge === null
    ? { sql: '', params: [] }
    : { sql: `AND ${mayWatchSql(alias, param)}`, params: [maxAge] };
}

/** A series' episodes in order; for a restricted profile, those it may see. */
async function episodesOf(db: Db, seriesId: string, maxAge: number | null): Promise<EpisodeRef[]> {
  const kept = restrictedTo('e', 2, maxAge);
  return db.query<EpisodeRef>(
    `SELECT e.id, s.season, e.episode_number FROM items e JOIN seasons s ON s.id = e.season_id
     WHERE e.series_id = $1 ${kept.sql} ORDER BY s.season, e.episode_number`,
    [seriesId, ...kept.params],
  );
}

/**
 * What plays after an item: the following episode (the first of the next season after a season's last),
 * where to resume a series, or for a film another one, of its genre where there is one; for a restricted
 * profile, the next of those it may see. Other items (promotional tiles) have nothing after them. Films
 * whose release moves with the clock are left out, so the same film is offered at any hour, and so are
 * those not out yet; an episode is whichever follows, released or not (the route refuses the unreleased).
 */
async function nextItemId(
  db: Db,
  item: ContentItem,
  maxAge: number | null,
  nowSeconds: number,
): Promise<string | null> {
  if (item.type === 'EPISODE' && item.series) {
    const episodes = await episodesOf(db, item.series.id, maxAge);
    const at = episodes.findIndex((e) => e.id === item.id);
    return at < 0 ? null : (episodes[at + 1]?.id ?? null);
  }
  if (item.type === 'SERIES') {
    return item.user_status?.current_episode ?? (await episodesOf(db, item.id, maxAge))[0]?.id ?? null;
  }
  if (item.type !== 'MOVIE') return null;
  // The film after this one in id order among those of its first genre, wrapping round; any other when
  // the genre has no other.
  const kept = restrictedTo('items', 4, maxAge);
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM items
     WHERE type = 'MOVIE' AND id <> $1 AND release_offset IS NULL
       AND (release_date IS NULL OR release_date <= $3) ${kept.sql}
     ORDER BY NOT (genre ? $2), id <= $1, id LIMIT 1`,
    [item.id, item.genre[0] ?? '', nowSeconds, ...kept.params],
  );
  return row?.id ?? null;
}

/**
 * Refuses an item the profile's restriction keeps from it (403 `content_restricted`) or that does not
 * exist (404): a restricted title is not hidden behind a 404, so the page can say why it does not open.
 */
async function assertMayOpen(db: Db, id: string, maxAge: number | null): Promise<void> {
  const rating = await itemRating(db, id);
  if (!rating) throw notFound();
  if (!mayWatch(rating, maxAge)) throw contentRestricted();
}

async function existingItem(db: Db, id: string, ctx: ItemContext): Promise<ContentItem> {
  await assertMayOpen(db, id, ctx.rules.maxAge);
  const item = await loadItem(db, id, ctx);
  if (!item) throw notFound();
  return item;
}

/** An item the viewer's calls name: 404 when it does not exist, 403 when their restriction keeps it from them. */
async function itemRow(
  db: Db,
  id: string,
  maxAge: number | null,
): Promise<{ type: ContentType; duration: number }> {
  const [row] = await db.query<{
    type: ContentType;
    duration: number;
    classification: string | null;
    media_id: string | null;
  }>('SELECT type, duration, classification, media_id FROM items WHERE id = $1', [id]);
  if (!row) throw notFound();
  if (!mayWatch(row, maxAge)) throw contentRestricted();
  return row;
}

/** Adding and removing a favourite name the item in the path and read no body. */
const favoriteChange = { params: IdParams, querystring: NoQuery, body: IgnoredBody };

/** Item detail, seasons and what comes next, plus the viewer's own marks: rating, progress, favourites. */
export function itemRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const publicAnswers = new PublicAnswers(deps.now);

  app.get('/v1/content/item/:id', { schema: { params: IdParams, querystring: NoQuery } }, (request, reply) =>
    answerFor(deps, publicAnswers, request, reply, async (ctx): Promise<ContentItem> => {
      const item = await existingItem(db, request.params.id, ctx);
      return item.type === 'SERIES'
        ? { ...item, seasons: await loadSeasons(db, item.id, ctx.rules.maxAge) }
        : item;
    }),
  );

  app.get(
    '/v1/content/item/:id/season/:seasonId',
    { schema: { params: SeasonParams, querystring: CursorQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) => {
        const { id, seasonId } = request.params;
        const { cursor } = request.query;
        const { maxAge } = ctx.rules;
        await assertMayOpen(db, id, maxAge);
        const [season] = await db.query<Season>(
          'SELECT id, season, name FROM seasons WHERE id = $1 AND series_id = $2',
          [seasonId, id],
        );
        if (!season) throw notFound();
        const { page_size: pageSize } = await loadSettings(db, deps.env);
        // Episodes the profile may not see are left out before the page is cut, so pages stay full.
        const kept = restrictedTo('items', 2, maxAge);
        const ids = (
          await db.query<{ id: string }>(
            `SELECT id FROM items WHERE season_id = $1 ${kept.sql} ORDER BY episode_number`,
            [seasonId, ...kept.params],
          )
        ).map((r) => r.id);
        let start = 0;
        if (cursor !== undefined) {
          const index = ids.indexOf(cursor);
          if (index < 0) throw badRequest('query.cursor: not an episode of this season');
          start = index + 1;
        }
        const contents = await loadItems(db, ids.slice(start, start + pageSize), ctx);
        return { id: season.id, season, contents, has_more: start + pageSize < ids.length };
      }),
  );

  app.get(
    '/v1/content/item/:id/next',
    { schema: { params: IdParams, querystring: NoQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx): Promise<ContentItem> => {
        const item = await existingItem(db, request.params.id, ctx);
        const nowSeconds = Math.floor(ctx.nowMs / 1000);
        const nextId = await nextItemId(db, item, ctx.rules.maxAge, nowSeconds);
        const next = nextId ? await loadItem(db, nextId, ctx) : null;
        // Spec section 4: a next episode is shown only once it is out; until then there is none.
        const released = next !== null && (next.release_date === null || next.release_date <= nowSeconds);
        if (!next || !released) throw notFound('Não há mais nada a seguir.');
        return next;
      }),
  );

  /**
   * Rates an item, or takes the rating away with 0. A guest profile keeps no ratings: rating answers 403
   * `guest_profile`, so the page can say so instead of showing stars that are gone on the next visit;
   * taking a rating away answers success, as there is none.
   */
  app.put(
    '/v1/content/item/:id/classification',
    { schema: { params: IdParams, querystring: NoQuery, body: ClassificationBody } },
    async (request) => {
      const { viewer, rules } = await viewerContext(deps, request);
      const { id } = request.params;
      const { classification } = request.body;
      await itemRow(db, id, rules.maxAge);
      if (rules.guest) {
        if (classification !== 0) throw guestProfile();
        return { id, classification };
      }
      if (classification === 0) {
        await db.query('DELETE FROM ratings WHERE profile_id = $1 AND item_id = $2', [viewer.profileId, id]);
        return { id, classification };
      }
      await db.query(
        `INSERT INTO ratings (profile_id, item_id, classification, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (profile_id, item_id) DO UPDATE SET classification = EXCLUDED.classification, updated_at = EXCLUDED.updated_at`,
        [viewer.profileId, id, classification, timestamp(deps.now())],
      );
      return { id, classification };
    },
  );

  /**
   * Where the viewer is in a title. The player reports it every few seconds and is not to be interrupted,
   * so a guest profile's position is checked as anyone's and answered as kept, but nothing is stored: no
   * history, no Continue Watching.
   */
  app.put(
    '/v1/content/item/:id/progress',
    { schema: { params: IdParams, querystring: NoQuery, body: ProgressBody } },
    async (request): Promise<Progress> => {
      const { viewer, rules } = await viewerContext(deps, request);
      const { id } = request.params;
      const { progress } = request.body;
      const { type, duration } = await itemRow(db, id, rules.maxAge);
      if (type !== 'MOVIE' && type !== 'EPISODE') throw badRequest('Only movies and episodes have progress.');
      // Every title plays the demo stream, so a position runs up to the longer of the two.
      if (progress > Math.max(duration, DEMO_DURATION_SECONDS)) {
        throw badRequest('body.progress: past the end of the title');
      }
      if (rules.guest) return { id, progress };
      await db.query(
        `INSERT INTO viewing_progress (profile_id, item_id, progress, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (profile_id, item_id) DO UPDATE SET progress = EXCLUDED.progress, updated_at = EXCLUDED.updated_at`,
        [viewer.profileId, id, progress, timestamp(deps.now())],
      );
      return { id, progress };
    },
  );

  /** The viewer's favourites, newest first: those their restriction lets them see; none for a guest. */
  app.get('/v1/content/favorite/', { schema: { querystring: NoQuery } }, async (request) => {
    const ctx = await viewerContext(deps, request);
    return { contents: await loadItems(db, await favoriteIds(db, ctx), ctx) };
  });

  app.get(
    '/v1/content/favorite/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request) => {
      const { viewer, rules } = await viewerContext(deps, request);
      const { id } = request.params;
      await itemRow(db, id, rules.maxAge);
      if (rules.guest) return { id, favorite: false };
      const [row] = await db.query<{ favorite: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM favorites WHERE profile_id = $1 AND item_id = $2) AS favorite',
        [viewer.profileId, id],
      );
      return { id, favorite: row?.favorite ?? false };
    },
  );

  /** Adds a favourite; a guest profile keeps none (403 `guest_profile`, as for ratings). */
  app.post('/v1/content/favorite/:id', { schema: favoriteChange }, async (request) => {
    const { viewer, rules } = await viewerContext(deps, request);
    const { id } = request.params;
    await itemRow(db, id, rules.maxAge);
    if (rules.guest) throw guestProfile();
    await db.query(
      'INSERT INTO favorites (profile_id, item_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [viewer.profileId, id, timestamp(deps.now())],
    );
    return { id, favorite: true };
  });

  /**
   * Removes a favourite. Taking something away is never refused: a title kept from the profile by a
   * restriction set after it was added may still leave the list (which no longer shows it), and a guest,
   * who has none, is answered that it is not one.
   */
  app.delete('/v1/content/favorite/:id', { schema: favoriteChange }, async (request) => {
    const { viewer, rules } = await viewerContext(deps, request);
    const { id } = request.params;
    await itemRow(db, id, null);
    if (rules.guest) return { id, favorite: false };
    await db.query('DELETE FROM favorites WHERE profile_id = $1 AND item_id = $2', [viewer.profileId, id]);
    return { id, favorite: false };
  });
}
