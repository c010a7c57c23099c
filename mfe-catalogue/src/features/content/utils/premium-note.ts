import type { ContentItem } from '@palco/contracts';

/**
 * What a viewer without a subscription is told about a premium title (spec section 4, content access):
 * nothing for free titles or premium viewers; the date it opens to everyone when it has a
 * `premium_end_date` still ahead; otherwise that it needs a subscription.
 */
export type PremiumNote = { kind: 'subscribe' } | { kind: 'free-from'; seconds: number };

export function premiumNote(
  item: ContentItem,
  viewer: { premium: boolean },
  nowSeconds: number,
): PremiumNote | null {
  if (!item.premium || viewer.premium) return null;
  if (item.premium_end_date !== null && item.premium_end_date > nowSeconds) {
    return { kind: 'free-from', seconds: item.premium_end_date };
  }
  return { kind: 'subscribe' };
}
