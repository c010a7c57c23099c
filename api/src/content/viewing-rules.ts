/**
 * What a profile may see and what it keeps, for every catalogue read and per-profile write: the parental
 * restriction (accounts/restrictions.ts) and whether it is a guest profile.
 */
export interface ViewingRules {
  /** The oldest age rating the profile may see (its restriction's `value`, 6 for M/6); null when unrestricted. */
  maxAge: number | null;
  /** A guest profile keeps nothing: no progress, favourites or ratings, and it reads as a fresh profile. */
  guest: boolean;
}

/** Visitors, sessions without a profile, and profiles with neither a restriction nor the guest flag. */
export const UNRESTRICTED: ViewingRules = { maxAge: null, guest: false };

/** The catalogue's age ratings are `M/3` to `M/18`; anything else is no rating. */
const RATING = /^M\/(\d{1,2})$/;

/** The age of a classification (`M/12` is 12), or null for an unrated title or a label that is no rating. */
export function ratingAge(classification: string | null): number | null {
  const match = RATING.exec(classification ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Whether a classification is within a restriction. An unrated title is outside every restriction: a
 * missing rating says nothing about what the title shows, and a parent who set M/6 expects only what is
 * known to be suitable, so nobody's guess stands in for the rating.
 */
export function withinRestriction(classification: string | null, maxAge: number | null): boolean {
  if (maxAge === null) return true;
  const age = ratingAge(classification);
  return age !== null && age <= maxAge;
}

/** The fields of an item the rule reads. */
export interface RatedItem {
  type: string;
  classification: string | null;
  media_id: string | null;
}

/**
 * Promotional tiles (items of type CATCHUP that play nothing: "Guia TV", "Adira já") are no titles and carry
 * no rating; they lead to pages that apply the restriction themselves, so a restricted profile keeps them.
 */
const isPromoTile = (item: RatedItem): boolean => item.type === 'CATCHUP' && item.media_id === null;

/** Whether a profile held to `maxAge` may see `item`. */
export function mayWatch(item: RatedItem, maxAge: number | null): boolean {
  return maxAge === null || isPromoTile(item) || withinRestriction(item.classification, maxAge);
}

/**
 * The SQL condition `mayWatch` is, on the items aliased `alias`, with the age as parameter `$param`; lists
 * are filtered with it before they are paged, so pages and counts hold only what the profile sees.
 */
export const mayWatchSql = (alias: string, param: number): string =>
  `(substring(${alias}.classification from '^M/([0-9]{1,2})$')::int <= $${param}` +
  ` OR (${alias}.type = 'CATCHUP' AND ${alias}.media_id IS NULL))`;
