import type { Filter, FilterPage } from '@palco/contracts';
import type { Db } from '../db';
import { foldForSearch } from './search-text';
import { loadItems, type ItemContext } from './items';
import { mayWatchSql } from './viewing-rules';

/**
 * Filtered sections (`/filters/{id}`). A section's titles are those its rails list, on its own screen
 * and its sub-menu's screens, in the order a viewer meets them there. Its filters are worked out from
 * those titles: "Filmes" and "Séries" when it holds both, then its most common genres. A filter id is
 * `{section id}~{filter}`, so any filter names its section. For a restricted profile the section holds
 * only the titles it may see, so its chips, counts and pages are worked out from those alone.
 */

const SEPARATOR = '~';
/** Genres shown as chips, most common first; rarer ones would give near-empty pages. */
const MAX_GENRE_FILTERS = 8;
const MIN_GENRE_COUNT = 2;

interface SectionTitle {
  id: string;
  type: string;
  genre: string[];
}

interface FilterRule {
  id: string;
  name: string;
  keeps: (title: SectionTitle) => boolean;
}

const genreSlug = (genre: string): string => foldForSearch(genre).replace(/[^a-z0-9]+/g, '-');

async function sectionTitles(
  db: Db,
  sectionId: string,
  maxAge: number | null,
): Promise<{ name: string; titles: SectionTitle[] } | null> {
  const [section] = await db.query<{
    id: string;
    name: string;
    screen_id: string;
    sub_menu: { screen: string }[];
  }>('SELECT id, name, screen_id, sub_menu FROM sections WHERE id = $1', [sectionId]);
  if (!section) return null;
  const screens = [section.screen_id, ...section.sub_menu.map((entry) => entry.screen)];
  const rows = await db.query<SectionTitle & { screen_id: string }>(
    `SELECT i.id, i.type, i.genre, r.screen_id FROM rails r
     JOIN rail_entries re ON re.rail_id = r.id JOIN items i ON i.id = re.item_id
     WHERE r.screen_id = ANY($1::text[]) AND r.source = 'curated'
       ${maxAge === null ? '' : `AND ${mayWatchSql('i', 2)}`}
     ORDER BY r.position, re.position`,
    maxAge === null ? [screens] : [screens, maxAge],
  );
  const order = new Map(screens.map((id, i) => [id, i]));
  const sorted = rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (order.get(a.row.screen_id) ?? 0) - (order.get(b.row.screen_id) ?? 0) || a.i - b.i);
  const seen = new Set<string>();
  const titles: SectionTitle[] = [];
  for (const { row } of sorted) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    titles.push({ id: row.id, type: row.type, genre: row.genre });
  }
  return { name: section.name, titles };
}

function filterRules(sectionId: string, titles: SectionTitle[]): FilterRule[] {
  const rules: FilterRule[] = [];
  const id = (local: string): string => `${sectionId}${SEPARATOR}${local}`;
  const hasMovies = titles.some((t) => t.type === 'MOVIE');
  const hasSeries = titles.some((t) => t.type === 'SERIES');
  if (hasMovies && hasSeries) {
    rules.push({ id: id('filmes'), name: 'Filmes', keeps: (t) => t.type === 'MOVIE' });
    rules.push({ id: id('series'), name: 'Séries', keeps: (t) => t.type === 'SERIES' });
  }
  const counts = new Map<string, number>();
  for (const title of titles) for (const g of title.genre) counts.set(g, (counts.get(g) ?? 0) + 1);
  [...counts]
    .filter(([, n]) => n >= MIN_GENRE_COUNT && n < titles.length)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'pt'))
    .slice(0, MAX_GENRE_FILTERS)
    .forEach(([genre]) =>
      rules.push({ id: id(genreSlug(genre)), name: genre, keeps: (t) => t.genre.includes(genre) }),
    );
  return rules;
}

export interface PageRequest {
  page: number;
  size: number;
}

/**
 * Filter by section (`filterId` null) or by filter id: page `page` (from 1) of `size` titles, with the
 * section's chips. Null when the section or the filter does not exist.
 */
export async function loadFilterPage(
  db: Db,
  target: { sectionId: string; filterId: string | null },
  { page, size }: PageRequest,
  ctx: ItemContext,
): Promise<FilterPage | null> {
  const section = await sectionTitles(db, target.sectionId, ctx.rules.maxAge);
  if (!section) return null;
  const rules = filterRules(target.sectionId, section.titles);
  const rule = target.filterId === null ? null : rules.find((r) => r.id === target.filterId);
  if (rule === undefined) return null;
  const kept = rule ? section.titles.filter(rule.keeps) : section.titles;
  const start = (page - 1) * size;
  const contents = await loadItems(
    db,
    kept.slice(start, start + size).map((t) => t.id),
    ctx,
  );
  const filters: Filter[] = rules.map((r) => ({
    id: r.id,
    name: r.name,
    count: section.titles.filter(r.keeps).length,
  }));
  return {
    id: rule ? rule.id : target.sectionId,
    name: section.name,
    section_id: target.sectionId,
    filters,
    contents,
    page,
    size,
    total: kept.length,
    has_more: start + size < kept.length,
  };
}

/** The section a filter id belongs to; null for an id that is not a filter's. */
export function sectionOfFilter(filterId: string): string | null {
  const at = filterId.lastIndexOf(SEPARATOR);
  return at > 0 && at < filterId.length - 1 ? filterId.slice(0, at) : null;
}
