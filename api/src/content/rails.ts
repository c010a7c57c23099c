import {
  personalPlaylistIds,
  type Channel,
  type ContentItem,
  type PersonalPlaylist,
  type PlaylistPage,
  type Rail,
  type Screen,
} from '@palco/contracts';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import { loadChannels } from './channels';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import { isWatched, loadItems, type ItemContext } from './items';

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
  kind: 'item' | 'channel';
}

interface Page {
  entries: Entry[];
  hasMore: boolean;
}

const RAIL_COLUMNS =
  'id, screen_id, name, widget_type, design_type, card_display, show_name, progress, source';

async function curatedEntries(db: Db, railIds: string[]): Promise<Map<string, Entry[]>> {
  const rows = await db.query<{ rail_id: string; item_id: string | null; channel_id: string | null }>(
    `SELECT rail_id, item_id, channel_id FROM rail_entries WHERE rail_id = ANY($1::text[]) ORDER BY rail_id, position`,
    [railIds],
  );
  const entries = new Map<string, Entry[]>(railIds.map((id) => [id, []]));
  for (const row of rows) {
    const entry: Entry = row.item_id
      ? { id: row.item_id, kind: 'item' }
      : { id: row.channel_id ?? '', kind: 'channel' };
    entries.get(row.rail_id)?.push(entry);
  }
  return entries;
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
 * episode). Visitors have none, so the rail stays hidden for them.
 */
async function continueWatchingEntries(db: Db, ctx: ItemContext): Promise<Entry[]> {
  if (!ctx.viewer) return [];
  const rows = await db.query<{
    item_id: string;
    series_id: string | null;
    progress: number;
    duration: number;
  }>(
    `SELECT vp.item_id, i.series_id, vp.progress, i.duration FROM viewing_progress vp JOIN items i ON i.id = vp.item_id
     WHERE vp.profile_id = $1 AND vp.progress > 0 ORDER BY vp.updated_at DESC, vp.item_id`,
    [ctx.viewer.profileId],
  );
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      const key = r.series_id ?? r.item_id;
      if (seen.has(key)) return false;
      seen.add(key);
      return progressState(r.progress, r.duration) === 'in_progress';
    })
    .map((r) => ({ id: r.item_id, kind: 'item' }));
}

/** The viewer's watchlist (favourites), newest first; empty for visitors. */
async function watchlistEntries(db: Db, ctx: ItemContext): Promise<Entry[]> {
  if (!ctx.viewer) return [];
  const rows = await db.query<{ item_id: string }>(
    'SELECT item_id FROM favorites WHERE profile_id = $1 ORDER BY created_at DESC, item_id',
    [ctx.viewer.profileId],
  );
  return rows.map((r) => ({ id: r.item_id, kind: 'item' }));
}

function personalEntries(db: Db, source: PersonalPlaylist, ctx: ItemContext): Promise<Entry[]> {
  return source === 'watchlist' ? watchlistEntries(db, ctx) : continueWatchingEntries(db, ctx);
}

async function railEntries(db: Db, rails: RailRow[], ctx: ItemContext): Promise<Map<string, Entry[]>> {
  const curated = await curatedEntries(
    db,
    rails.filter((r) => r.source === 'curated').map((r) => r.id),
  );
  for (const rail of rails) {
    if (rail.source !== 'curated') curated.set(rail.id, await personalEntries(db, rail.source, ctx));
  }
  return curated;
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
  return pages.map((page) => ({
    contents: page.entries.flatMap((e) => (e.kind === 'item' ? (itemById.get(e.id) ?? []) : [])),
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
  const entries = await railEntries(db, rails, ctx);
  const pages = await fillPages(
    db,
    rails.map((r) => pageAfter(entries.get(r.id) ?? [], undefined, pageSize)),
    ctx,
  );
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
  let entries: Entry[];
  if (personal) {
    entries = await personalEntries(db, personal, ctx);
  } else {
    const [rail] = await db.query<RailRow>(`SELECT ${RAIL_COLUMNS} FROM rails WHERE id = $1`, [railId]);
    if (!rail) return null;
    entries = (await railEntries(db, [rail], ctx)).get(rail.id) ?? [];
  }
  const [page] = await fillPages(db, [pageAfter(entries, cursor, pageSize)], ctx);
  return {
    id: railId,
    contents: page?.contents ?? [],
    channels: page?.channels ?? [],
    has_more: page?.hasMore ?? false,
  };
}
