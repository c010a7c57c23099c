import type { Channel, ContentItem, PlaylistPage, Rail, Screen } from '@palco/contracts';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import { loadChannels } from './channels';
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
  source: 'curated' | 'continue_watching';
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

/**
 * The viewer's unfinished titles, most recent first, one card per series (its latest episode).
 * Visitors have none, so the rail stays hidden for them.
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
      return !isWatched(r.progress, r.duration);
    })
    .map((r) => ({ id: r.item_id, kind: 'item' }));
}

async function railEntries(db: Db, rails: RailRow[], ctx: ItemContext): Promise<Map<string, Entry[]>> {
  const curated = await curatedEntries(
    db,
    rails.filter((r) => r.source === 'curated').map((r) => r.id),
  );
  for (const rail of rails.filter((r) => r.source === 'continue_watching')) {
    curated.set(rail.id, await continueWatchingEntries(db, ctx));
  }
  return curated;
}

/** The page after `cursor` (the id of the last card received, spec section 9). */
function pageAfter(entries: Entry[], cursor: string | undefined, size: number): Page {
  let start = 0;
  if (cursor !== undefined) {
    const index = entries.findIndex((e) => e.id === cursor);
    if (index < 0) throw badRequest(`cursor: "${cursor}" is not in this playlist`);
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
      };
    }),
  };
}

/** One page of a rail, after `cursor`. */
export async function loadPlaylistPage(
  db: Db,
  railId: string,
  cursor: string | undefined,
  pageSize: number,
  ctx: ItemContext,
): Promise<PlaylistPage | null> {
  const [rail] = await db.query<RailRow>(`SELECT ${RAIL_COLUMNS} FROM rails WHERE id = $1`, [railId]);
  if (!rail) return null;
  const entries = await railEntries(db, [rail], ctx);
  const [page] = await fillPages(db, [pageAfter(entries.get(rail.id) ?? [], cursor, pageSize)], ctx);
  return {
    id: rail.id,
    contents: page?.contents ?? [],
    channels: page?.channels ?? [],
    has_more: page?.hasMore ?? false,
  };
}
