import {
  ImagesSchema,
  type ContentItem,
  type Images,
  type PlaybackMarks,
  type Season,
  type TimeRange,
  type UserStatus,
} from '@palco/contracts';
import type { Viewer } from '../auth/sessions';
import type { Db } from '../db';
import { LruCache } from '../http/lru';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import { startOfLisbonDay } from '../seed/lisbon-time';
import { mayWatch, mayWatchSql, type RatedItem, type ViewingRules } from './viewing-rules';

interface ItemRow {
  id: string;
  type: ContentItem['type'];
  title: string;
  short_description: string;
  description: string;
  year: number | null;
  images: unknown;
  cast_members: string[];
  creator: string[];
  duration: number;
  genre: string[];
  trailer_id: string | null;
  media_id: string | null;
  rating: number | null;
  classification: string | null;
  premium: boolean;
  exclusive: boolean;
  label: string | null;
  action_type: ContentItem['action_type'];
  action_value: string;
  audio_formats: string[];
  subtitle_formats: string[];
  series_id: string | null;
  series_title: string | null;
  season_id: string | null;
  season_number: number | null;
  season_name: string | null;
  episode_number: number | null;
  // bigint columns: pg returns them as strings, PGlite as numbers.
  release_date: string | number | null;
  release_offset: string | number | null;
  premium_end_offset: string | number | null;
  dynamic_label: string | null;
  intro_start: number | null;
  intro_end: number | null;
  recap_start: number | null;
  recap_end: number | null;
  next_episode_at: number | null;
}

// The columns an item answer is made of, and no more: PGlite decodes every value it returns in
// JavaScript, and `search_text` alone is as long as a title, its cast and its genres together.
const ITEM_SELECT = `
  SELECT i.id, i.type, i.title, i.short_description, i.description, i.year, i.images, i.cast_members,
    i.creator, i.duration, i.genre, i.trailer_id, i.media_id, i.rating, i.classification, i.premium,
    i.exclusive, i.label, i.action_type, i.action_value, i.audio_formats, i.subtitle_formats, i.series_id,
    i.season_id, i.episode_number, i.release_date, i.release_offset, i.premium_end_offset, i.dynamic_label,
    i.intro_start, i.intro_end, i.recap_start, i.recap_end, i.next_episode_at,
    p.title AS series_title, s.season AS season_number, s.name AS season_name
  FROM items i
  LEFT JOIN items p ON p.id = i.series_id
  LEFT JOIN seasons s ON s.id = i.season_id`;

/** An item's row as read, with its pictures checked once. */
interface CachedItemRow {
  row: ItemRow;
  images: Images;
  /** `performance.now()` of the read. */
  readAt: number;
}

/**
 * The catalogue changes with the seed, never through the API, yet every screen, playlist and search
 * answer is made of items, and decoding their rows is most of what those calls cost. So rows read are
 * kept a minute, per database (each test app has its own), for as many items as the catalogue could hold.
 */
export const ITEM_ROW_TTL_MS = 60_000;
const MAX_CACHED_ITEM_ROWS = 10_000;
const itemRowCaches = new WeakMap<Db, LruCache<string, CachedItemRow>>();

/** The rows of `ids` that exist, from the cache where it holds them fresh, else in one query. */
async function itemRows(db: Db, ids: readonly string[]): Promise<Map<string, CachedItemRow>> {
  let cache = itemRowCaches.get(db);
  if (!cache) {
    cache = new LruCache(MAX_CACHED_ITEM_ROWS);
    itemRowCaches.set(db, cache);
  }
  const now = performance.now();
  const found = new Map<string, CachedItemRow>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = cache.get(id);
    if (cached && now - cached.readAt < ITEM_ROW_TTL_MS) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const row of await db.query<ItemRow>(`${ITEM_SELECT} WHERE i.id = ANY($1::text[])`, [missing])) {
      const cached = { row, images: ImagesSchema.parse(row.images), readAt: now };
      cache.set(row.id, cached);
      found.set(row.id, cached);
    }
  }
  return found;
}

/**
 * What shapes an item for one request: its moment (release dates), when signed in the viewer, and what
 * their profile may see and keeps (a restriction, a guest profile).
 */
export interface ItemContext {
  nowMs: number;
  viewer: Viewer | null;
  rules: ViewingRules;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Release moments kept relative to today are resolved against the request's clock. */
function relativeDate(
  fixed: string | number | null,
  offset: string | number | null,
  nowMs: number,
): number | null {
  if (offset !== null) return startOfLisbonDay(Math.floor(nowMs / 1000)) + Number(offset);
  return toNumber(fixed);
}

const timeRange = (start: number | null, end: number | null): TimeRange | null =>
  start === null || end === null ? null : { start, end };

/** Where the intro, the recap and the closing credits are; null for a title without any of them. */
function playbackMarks(row: ItemRow): PlaybackMarks | null {
  const marks: PlaybackMarks = {
    intro: timeRange(row.intro_start, row.intro_end),
    recap: timeRange(row.recap_start, row.recap_end),
    next_episode: row.next_episode_at,
  };
  return marks.intro || marks.recap || marks.next_episode !== null ? marks : null;
}

function toContentItem({ row, images }: CachedItemRow, nowMs: number): ContentItem {
  return {
    id: row.id,
    title: row.title,
    short_description: row.short_description,
    description: row.description,
    year: row.year,
    images,
    cast: row.cast_members,
    creator: row.creator,
    duration: row.duration,
    genre: row.genre,
    trailer_id: row.trailer_id,
    media_id: row.media_id,
    rating: row.rating,
    classification: row.classification,
    premium: row.premium,
    exclusive: row.exclusive,
    label: row.label,
    action_type: row.action_type,
    action_value: row.action_value,
    type: row.type,
    audio_formats: row.audio_formats,
    subtitle_formats: row.subtitle_formats,
    season:
      row.season_id && row.season_number !== null
        ? { id: row.season_id, season: row.season_number, name: row.season_name ?? '' }
        : null,
    episode_number: row.episode_number,
    series: row.series_id ? { id: row.series_id, title: row.series_title ?? '' } : null,
    release_date: relativeDate(row.release_date, row.release_offset, nowMs),
    premium_end_date: relativeDate(null, row.premium_end_offset, nowMs),
    dynamic_label: row.dynamic_label,
    seo_title: `${row.title} | Palco`,
    seo_description: row.short_description,
    marks: playbackMarks(row),
  };
}

/**
 * Every media id plays the short demo stream, so progress is measured against what can actually be
 * played: an item counts as watched at 95 % of the shorter of its listed and its playable length.
 */
export function isWatched(progress: number, duration: number): boolean {
  return progress >= 0.95 * Math.min(duration, DEMO_DURATION_SECONDS);
}

interface StatusRow {
  id: string;
  progress: number | null;
  favorite: boolean;
  classification: number | null;
}

interface EpisodeProgressRow {
  series_id: string;
  id: string;
  progress: number;
  duration: number;
  last_episode: string;
}

/**
 * The viewer's marks on each item. A guest profile keeps none, so nothing is read for it: it gets the marks
 * of a profile made a moment ago, whatever any earlier session did.
 */
async function userStatuses(
  db: Db,
  items: ContentItem[],
  viewer: Viewer,
  guest: boolean,
): Promise<Map<string, UserStatus>> {
  const ids = items.map((i) => i.id);
  const fresh = (id: string): StatusRow => ({ id, progress: null, favorite: false, classification: null });
  const rows = guest
    ? ids.map(fresh)
    : await db.query<StatusRow>(
        `SELECT x.id, vp.progress, (f.item_id IS NOT NULL) AS favorite, r.classification
     FROM unnest($1::text[]) AS x(id)
     LEFT JOIN viewing_progress vp ON vp.profile_id = $2 AND vp.item_id = x.id
     LEFT JOIN favorites f ON f.profile_id = $2 AND f.item_id = x.id
     LEFT JOIN ratings r ON r.profile_id = $2 AND r.item_id = x.id`,
        [ids, viewer.profileId],
      );
  const seriesIds = guest ? [] : items.filter((i) => i.type === 'SERIES').map((i) => i.id);
  // A series' status follows the episode watched most recently.
  const current = seriesIds.length
    ? await db.query<EpisodeProgressRow>(
        `SELECT DISTINCT ON (e.series_id) e.series_id, e.id, vp.progress, e.duration,
           (SELECT l.id FROM items l JOIN seasons ls ON ls.id = l.season_id WHERE l.series_id = e.series_id
            ORDER BY ls.season DESC, l.episode_number DESC LIMIT 1) AS last_episode
         FROM viewing_progress vp JOIN items e ON e.id = vp.item_id
         WHERE vp.profile_id = $1 AND e.series_id = ANY($2::text[])
         ORDER BY e.series_id, vp.updated_at DESC, e.id`,
        [viewer.profileId, seriesIds],
      )
    : [];
  const bySeries = new Map(current.map((c) => [c.series_id, c]));
  const byId = new Map(items.map((i) => [i.id, i]));
  return new Map(
    rows.map((row) => {
      const item = byId.get(row.id);
      const episode = bySeries.get(row.id);
      const progress = episode ? episode.progress : (row.progress ?? 0);
      const watched = episode
        ? episode.id === episode.last_episode && isWatched(episode.progress, episode.duration)
        : isWatched(progress, item?.duration ?? 0);
      return [
        row.id,
        {
          watched,
          progress,
          favorite: row.favorite,
          classification: row.classification,
          continue: progress > 0 && !watched,
          current_episode: episode?.id ?? null,
        },
      ];
    }),
  );
}

/**
 * Items by id, in the order asked for; unknown ids are left out, and so are those the profile's restriction
 * keeps from it. Lists filter by the restriction before they page (`mayWatchSql`), so this drops nothing
 * from them; it stands behind every read that names items, should one forget.
 */
export async function loadItems(db: Db, ids: readonly string[], ctx: ItemContext): Promise<ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await itemRows(db, ids);
  const items = ids.flatMap((id) => {
    const row = rows.get(id);
    return row && mayWatch(row.row, ctx.rules.maxAge) ? [toContentItem(row, ctx.nowMs)] : [];
  });
  if (!ctx.viewer) return items;
  const statuses = await userStatuses(db, items, ctx.viewer, ctx.rules.guest);
  return items.map((i) => ({ ...i, user_status: statuses.get(i.id) ?? null }));
}

export async function loadItem(db: Db, id: string, ctx: ItemContext): Promise<ContentItem | null> {
  const [item] = await loadItems(db, [id], ctx);
  return item ?? null;
}

/**
 * What a restriction reads of item `id` (its type, rating and media), from the rows kept for a minute;
 * null for an item that does not exist.
 */
export async function itemRating(db: Db, id: string): Promise<RatedItem | null> {
  return (await itemRows(db, [id])).get(id)?.row ?? null;
}

/** A series' seasons; for a restricted profile, those with an episode it may see. */
export async function loadSeasons(db: Db, seriesId: string, maxAge: number | null = null): Promise<Season[]> {
  if (maxAge === null) {
    return db.query<Season>('SELECT id, season, name FROM seasons WHERE series_id = $1 ORDER BY season', [
      seriesId,
    ]);
  }
  return db.query<Season>(
    `SELECT s.id, s.season, s.name FROM seasons s
     WHERE s.series_id = $1 AND EXISTS (SELECT 1 FROM items e WHERE e.season_id = s.id AND ${mayWatchSql('e', 2)})
     ORDER BY s.season`,
    [seriesId, maxAge],
  );
}
