import { BADGE_LABEL_MAX } from '@palco/shared';

/** A card's badge text, cut to the spec's 15 characters (section 9); null when there is nothing to show. */
export function badgeLabel(label: string | null | undefined): string | null {
  const text = label?.trim();
  if (!text) return null;
  // Cut by code points so an emoji or accented letter is never split in half.
  return Array.from(text).slice(0, BADGE_LABEL_MAX).join('');
}
