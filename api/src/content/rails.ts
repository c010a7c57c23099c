import {
  personalPlaylistIds,
  type Channel,
  type ContentItem,
  type PersonalPlaylist,
  type PlaylistPage,
  type Rail,
  type Screen,
  type UserStatus,
} from '@palco/contracts';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import { loadChannels } from './channels';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import { isWatched, loadItems, type ItemContext } from './items';
import { catchupItem, isCatchupKept } from '../epg/catchup';
import { findProgramme, parseProgrammeId, type GuideChannel, type Programme } from '../epg/programmes';
import { mayWatchSql, withinRestriction } from './viewing-rules';

interface RailRow {
  id: string;
  screen_id: string;
  name: string;
  widget_type: Rail['widget_type'];
  design_type: Rail['design_type'];
  card_display: Rail['card_display'];
  show_name: boolean;
  progress: boolean;
  source: 'curated' | PersonalPlaylist;
}

/** One card of a rail: an item or a channel, identified by the id that also serves as cursor. */
interface Entry {
  id: string;
  /** `programme`: a recorded programme the viewer started (Continue Watching), played as catch-up. */
  kind: 'item' | 'channel' | 'programme';
}

interface Page {
  entries: Entry[];
  hasMore: boolean;
}

const RAIL_COLUMNS =
  'id, screen_id, name, widget_type, design_type, card_display, show_name, progress, source';

const emptyPage: Page = { entries: [], hasMore: false };

const toEntry = (row: { item_id: string | null; channel_id: string | null }): Entry =>
  row.item_id ? { id: row.item_id, kind: 'item' } : { id: row.channel_id ?? '', kind: 'channel' };

/**
 * The first page of each curated rail, from the database a page at a time: a rail may list every channel
 * of a large line-up, and only `size` cards (and whether one more follows) are needed. A restricted
 * profile's pages hold only the titles it may see (channels are not restricted), chosen before the page
 * is cut, so a page is full and `has_more` is right.
 */
async function firstCuratedPages(
  db: Db,
  railIds: string[],
  size: number,
  maxAge: number | null,
): Promise<Map<string, Page>> {
  const kept = entryFilter(3, maxAge);
  const rows = await db.query<{ rail_id: string; item_id: string | null; channel_id: string | null }>(
    `SELECT r.id AS rail_id, e.item_id, e.channel_id
     FROM unnest($1::text[]) AS r(id)
     CROSS JOIN LATERAL (
       SELECT re.item_id, re.channel_id, re.position FROM rail_entries re ${kept.join}
       WHERE re.rail_id = r.id ${kept.where} ORDER BY re.position LIMIT $2
     ) AS e
     ORDER BY r.id, e.position`,
    maxAge === null ? [railIds, size + 1] : [railIds, size + 1, maxAge],
  );
  const entries = new Map<string, Entry[]>(railIds.map((id) => [id, []]));
  for (const row of rows) entries.get(row.rail_id)?.push(toEntry(row));
  return new Map(
    [...entries].map(([id, list]) => [id, { entries: list.slice(0, size), hasMore: list.length > size }]),
  );
}

/**
 * The join and the condition that keep, of the rail entries `re`, the channels and the titles a profile
 * held to `maxAge` (SQL parameter `$param`) may see; nothing for an unrestricted one.
 */
function entryFilter(param: number, maxAge: number | null): { join: string; where: string } {
  if (maxAge === null) return { join: '', where: '' };
  return {
    join: 'LEFT JOIN items ri ON ri.id = re.item_id',
    where: `AND (re.item_id IS NULL OR ${mayWatchSql('ri', param)})`,
  };
}

/** The page of a curated rail after `cursor` (the id of the last card received, spec section 9). */
async function curatedPageAfter(
  db: Db,
  railId: string,
  cursor: string | undefined,
  size: number,
  maxAge: number | null,
): Promise<Page> {
  if (cursor === undefined) {
    return (await firstCuratedPages(db, [railId], size, maxAge)).get(railId) ?? emptyPage;
  }
  // A card the profile may not see was never on its pages, so it is no cursor of theirs either.
  const kept = entryFilter(4, maxAge);
  const rows = await db.query<{ item_id: string | null; channel_id: string | null }>(
    `WITH at AS (
       SELECT re.position FROM rail_entries re ${kept.join}
       WHERE re.rail_id = $1 AND coalesce(re.item_id, re.channel_id) = $2 ${kept.where}
       ORDER BY re.position LIMIT 1
     )
     SELECT e.item_id, e.channel_id FROM at
     LEFT JOIN LATERAL (
       SELECT re.item_id, re.channel_id, re.position FROM rail_entries re ${kept.join}
       WHERE re.rail_id = $1 AND re.position > at.position ${kept.where}
       ORDER BY re.position LIMIT $3
     ) AS e ON true
     ORDER BY e.position`,
    maxAge === null ? [railId, cursor, size + 1] : [railId, cursor, size + 1, maxAge],
  );
  if (rows.length === 0) throw badRequest('query.cursor: not in this playlist');
  const entries = rows.flatMap((row) => (row.item_id || row.channel_id ? [toEntry(row)] : []));
  return { entries: entries.slice(0, size), hasMore: entries.length > size };
}

/** Under this share of a title's length, progress means the viewer barely started it. */
export const CONTINUE_MIN_SHARE = 0.02;
/** Under a minute in also counts as barely started (capped at a tenth of a very short title). */
export const CONTINUE_MIN_SECONDS = 60;

export type ProgressState = 'unstarted' | 'in_progress' | 'watched';

/**
 * Where a viewer stands in a title, for Continue Watching. Lengths are what can actually be played (every
 * media id plays the short demo stream, see `isWatched`): progress under 2 % of it, or under a minute
 * (at most a tenth of it), is "nearly unstarted"; at 95 % or more it is watched. Only `in_progress`
 * titles are offered to continue.
 */
export function progressState(progress: number, duration: number): ProgressState {
  const length = Math.min(duration > 0 ? duration : DEMO_DURATION_SECONDS, DEMO_DURATION_SECONDS);
  if (isWatched(progress, length)) return 'watched';
  const start = Math.max(CONTINUE_MIN_SHARE * length, Math.min(CONTINUE_MIN_SECONDS, 0.1 * length));
  return progress < start ? 'unstarted' : 'in_progress';
}

/**
 * The viewer's unfinished titles, most recent first, one card per series (its latest unfinished
 * episode), of those their restriction lets them see. Visitors have none, so the rail stays hidden for
 * them; a guest profile keeps no progress, so it has none either.
 */
async function continueWatchingEntries(db: Db, ctx: ItemContext): Promise<Entry[]> {
  if (!ctx.viewer || ctx.rules.guest) return [];
  const { maxAge } = ctx.rules;
  const rows = await db.query<{
    item_id: string;
    series_id: string | null;
    progress: number;
    duration: number;
    updated_ms: number;
  }>(
    `SELECT vp.item_id, i.series_id, vp.progress, i.duration,
       (extract(epoch FROM vp.updated_at) * 1000)::float8 AS updated_ms
     FROM viewing_progress vp JOIN items i ON i.id = vp.item_id
     WHERE vp.profile_id = $1 AND vp.progress > 0 ${maxAge === null ? '' : `AND ${mayWatchSql('i', 2)}`}
     ORDER BY vp.updated_at DESC, vp.item_id`,
    maxAge === null ? [ctx.viewer.profileId] : [ctx.viewer.profileId, maxAge],
  );
  const seen = new Set<string>();
  const titles = rows
    .filter((r) => {
      const key = r.series_id ?? r.item_id;
      if (seen.has(key)) return false;
      seen.add(key);
      return progressState(r.progress, r.duration) === 'in_progress';
    })
    .map((r) => ({ entry: { id: r.item_id, kind: 'item' } as Entry, at: r.updated_ms }));
  const programmes = await startedProgrammes(db, ctx);
  // One rail for both, most recent first.
  return [...titles, ...programmes]
    .sort((a, b) => b.at - a.at || a.entry.id.localeCompare(b.entry.id))
    .map(({ entry }) => entry);
}

/**
 * The recorded programmes the viewer started and has not finished, still in catch-up and within their
 * restriction, with when they last played each.
 */
async function startedProgrammes(db: Db, ctx: ItemContext): Promise<{ entry: Entry; at: number }[]> {
  if (!ctx.viewer) return [];
  const rows = await db.query<{ programme_id: string; progress: number; updated_ms: number }>(
    `SELECT programme_id, progress, (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms
     FROM programme_progress WHERE profile_id = $1 AND progress > 0
     ORDER BY updated_at DESC LIMIT 100`,
    [ctx.viewer.profileId],
  );
  const found = await programmesOf(
    db,
    rows.map((row) => row.programme_id),
    ctx,
  );
  return rows.flatMap((row) => {
    const programme = found.get(row.programme_id);
    if (!programme) return [];
    const duration = programme.end_date - programme.start_date;
    if (progressState(row.progress, duration) !== 'in_progress') return [];
    return [{ entry: { id: row.programme_id, kind: 'programme' }, at: row.updated_ms }];
  });
}

/** Programmes by id that are still in catch-up on a recording channel and that the viewer may watch. */
async function programmesOf(
  db: Db,
  ids: readonly string[],
  ctx: ItemContext,
): Promise<Map<string, Programme>> {
  const channelIds = [...new Set(ids.map((id) => parseProgrammeId(id)?.channelId ?? ''))];
  if (channelIds.length === 0) return new Map();
  const channels = await db.query<GuideChannel>(
    'SELECT id, logo, dvr FROM channels WHERE id = ANY($1::text[]) AND dvr',
    [channelIds],
  );
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const nowSeconds = Math.floor(ctx.nowMs / 1000);
  const found = new Map<string, Programme>();
  for (const id of ids) {
    const channel = byId.get(parseProgrammeId(id)?.channelId ?? '');
    const programme = channel ? findProgramme(channel, id) : null;
    if (!programme || !isCatchupKept(programme, nowSeconds)) continue;
    if (!withinRestriction(programme.classification, ctx.rules.maxAge)) continue;
    found.set(id, programme);
  }
  return found;
}

/**
 * The ids of the viewer's favourites, newest first, of those their restriction lets them see: the
 * watchlist rail and `GET /v1/content/favorite/`. Visitors and guest profiles have none.
 */
export async function favoriteIds(db: Db, ctx: ItemContext): Promise<string[]> {
  if (!ctx.viewer || ctx.rules.guest) return [];
  const { maxAge } = ctx.rules;
  const rows = await db.query<{ item_id: string }>(
    `SELECT f.item_id FROM favorites f JOIN items i ON i.id = f.item_id
     WHERE f.profile_id = $1 ${maxAge === null ? '' : `AND ${mayWatchSql('i', 2)}`}
     ORDER BY f.created_at DESC, f.item_id`,
    maxAge === null ? [ctx.viewer.profileId] : [ctx.viewer.profileId, maxAge],
  );
  return rows.map((r) => r.item_id);
}

/** The viewer's watchlist (favourites), newest first; empty for visitors. */
async function watchlistEntries(db: Db, ctx: ItemContext): Promise<Entry[]> {
  return (await favoriteIds(db, ctx)).map((id) => ({ id, kind: 'item' }));
}

function personalEntries(db: Db, source: PersonalPlaylist, ctx: ItemContext): Promise<Entry[]> {
  return source === 'watchlist' ? watchlistEntries(db, ctx) : continueWatchingEntries(db, ctx);
}

/** The page after `cursor` (the id of the last card received, spec section 9). */
function pageAfter(entries: Entry[], cursor: string | undefined, size: number): Page {
  let start = 0;
  if (cursor !== undefined) {
    const index = entries.findIndex((e) => e.id === cursor);
    if (index < 0) throw badRequest('query.cursor: not in this playlist');
    start = index + 1;
  }
  return { entries: entries.slice(start, start + size), hasMore: start + size < entries.length };
}

/** Loads the items and channels of several pages at once. */
async function fillPages(
  db: Db,
  pages: Page[],
  ctx: ItemContext,
): Promise<{ contents: ContentItem[]; channels: Channel[]; hasMore: boolean }[]> {
  const all = pages.flatMap((p) => p.entries);
  const items = await loadItems(
    db,
    all.filter((e) => e.kind === 'item').map((e) => e.id),
    ctx,
  );
  const channels = await loadChannels(
    db,
    all.filter((e) => e.kind === 'channel').map((e) => e.id),
  );
  const itemById = new Map(items.map((i) => [i.id, i]));
  const channelById = new Map(channels.map((c) => [c.id, c]));
  const programmes = await programmeItems(
    db,
    all.filter((e) => e.kind === 'programme').map((e) => e.id),
    ctx,
  );
  const contentOf = (e: Entry): ContentItem | undefined =>
    e.kind === 'item' ? itemById.get(e.id) : e.kind === 'programme' ? programmes.get(e.id) : undefined;
  return pages.map((page) => ({
    contents: page.entries.flatMap((e) => contentOf(e) ?? []),
    channels: page.entries.flatMap((e) => (e.kind === 'channel' ? (channelById.get(e.id) ?? []) : [])),
    hasMore: page.hasMore,
  }));
}

/** A screen with every rail carrying its first page. */
export async function loadScreen(
  db: Db,
  screenId: string,
  pageSize: number,
  ctx: ItemContext,
): Promise<Screen | null> {
  const [screen] = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM screens WHERE id = $1',
    [screenId],
  );
  if (!screen) return null;
  const rails = await db.query<RailRow>(
    `SELECT ${RAIL_COLUMNS} FROM rails WHERE screen_id = $1 ORDER BY position`,
    [screenId],
  );
  const curated = await firstCuratedPages(
    db,
    rails.filter((r) => r.source === 'curated').map((r) => r.id),
    pageSize,
    ctx.rules.maxAge,
  );
  const firstPages: Page[] = [];
  for (const rail of rails) {
    firstPages.push(
      rail.source === 'curated'
        ? (curated.get(rail.id) ?? emptyPage)
        : pageAfter(await personalEntries(db, rail.source, ctx), undefined, pageSize),
    );
  }
  const pages = await fillPages(db, firstPages, ctx);
  return {
    id: screen.id,
    name: screen.name,
    rails: rails.map((rail, i) => {
      const page = pages[i] ?? { contents: [], channels: [], hasMore: false };
      return {
        id: rail.id,
        name: rail.name,
        widget_type: rail.widget_type,
        design_type: rail.design_type,
        card_display: rail.card_display,
        show_name: rail.show_name,
        progress: rail.progress,
        contents: page.contents,
        channels: page.channels,
        has_more: page.hasMore,
        personal: rail.source === 'curated' ? null : rail.source,
      };
    }),
  };
}

/** The personal playlist an id names (`continue-watching`, `watchlist`), if any. */
function personalPlaylistOf(id: string): PersonalPlaylist | null {
  const match = Object.entries(personalPlaylistIds).find(([, alias]) => alias === id);
  return match ? (match[0] as PersonalPlaylist) : null;
}

/**
 * One page of a rail, after `cursor`. The personal playlists also answer under their own ids
 * (`personalPlaylistIds`), for the pages that list them in full.
 */
export async function loadPlaylistPage(
  db: Db,
  railId: string,
  cursor: string | undefined,
  pageSize: number,
  ctx: ItemContext,
): Promise<PlaylistPage | null> {
  const personal = personalPlaylistOf(railId);
  let found: Page;
  if (personal) {
    found = pageAfter(await personalEntries(db, personal, ctx), cursor, pageSize);
  } else {
    const [rail] = await db.query<RailRow>(`SELECT ${RAIL_COLUMNS} FROM rails WHERE id = $1`, [railId]);
    if (!rail) return null;
    found =
      rail.source === 'curated'
        ? await curatedPageAfter(db, rail.id, cursor, pageSize, ctx.rules.maxAge)
        : pageAfter(await personalEntries(db, rail.source, ctx), cursor, pageSize);
  }
  const [page] = await fillPages(db, [found], ctx);
  return {
    id: railId,
    contents: page?.contents ?? [],
    channels: page?.channels ?? [],
    has_more: page?.hasMore ?? false,
  };
}

/** Recorded programmes as the cards and items the player plays as catch-up, with the viewer's place. */
async function programmeItems(
  db: Db,
  ids: readonly string[],
  ctx: ItemContext,
): Promise<Map<string, ContentItem>> {
  if (ids.length === 0 || !ctx.viewer) return new Map();
  const found = await programmesOf(db, ids, ctx);
  const rows = await db.query<{ programme_id: string; progress: number }>(
    'SELECT programme_id, progress FROM programme_progress WHERE profile_id = $1 AND programme_id = ANY($2::text[])',
    [ctx.viewer.profileId, [...found.keys()]],
  );
  const progressById = new Map(rows.map((row) => [row.programme_id, row.progress]));
  return new Map(
    [...found].map(([id, programme]) => {
      const item = catchupItem(programme);
      return [id, { ...item, user_status: programmeUserStatus(progressById.get(id) ?? 0, item.duration) }];
    }),
  );
}

/** A programme's marks for a viewer: only where they are in it (no favourites or ratings for programmes). */
export const programmeUserStatus = (progress: number, duration: number): UserStatus => {
  const state = progressState(progress, duration);
  return {
    watched: state === 'watched',
    progress,
    favorite: false,
    classification: null,
    continue: state === 'in_progress',
    current_episode: null,
  };
};
