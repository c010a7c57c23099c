import { SEARCH_MIN_CHARS } from '@palco/shared';

/** How many titles the suggestions list shows; the results page has the rest. */
export const SUGGESTIONS_MAX = 6;

/**
 * The text worth asking suggestions for (spec section 2: at least 3 characters), or null. Characters are
 * counted as the viewer sees them, so "ção" is three, and spaces around the words do not count.
 */
export function suggestionQuery(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return Array.from(text).length >= SEARCH_MIN_CHARS ? text : null;
}
