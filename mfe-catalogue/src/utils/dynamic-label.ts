import type { ContentItem } from '@palco/contracts';
import { badgeLabel } from './badge-label';

const DAY_MS = 86_400_000;

export type DynamicLabel =
  /** The server's own words for the moment (`dynamic_label`), cut like any badge. */
  | { kind: 'text'; text: string }
  /** Coming within the window, with no words of the server's: a translated "coming soon". */
  | { kind: 'soon' }
  /** Premium now, free for everyone from `at` (ms): told to viewers without premium. */
  | { kind: 'freeFrom'; at: number };

export interface DynamicLabelContext {
  nowMs: number;
  /** Settings `dynamic_label_days_before` (30): how long before the moment the label shows. */
  daysBefore: number;
  viewerPremium: boolean;
}

type Dated = Pick<ContentItem, 'release_date' | 'premium_end_date' | 'premium' | 'dynamic_label'>;

/** True when `seconds` (a release or premium-end moment) is still ahead, by at most `daysBefore` days. */
function withinWindow(seconds: number, { nowMs, daysBefore }: DynamicLabelContext): boolean {
  const ahead = seconds * 1000 - nowMs;
  return ahead > 0 && ahead <= daysBefore * DAY_MS;
}

/**
 * A card's dynamic label. Before a release, within `dynamic_label_days_before` days: the title's
 * `dynamic_label`, else "coming soon". Before the end of a premium title's premium period, within the same
 * window: viewers without premium learn when it becomes free; premium viewers see the `dynamic_label`, if
 * any. Outside both windows: none.
 */
export function dynamicLabel(item: Dated, ctx: DynamicLabelContext): DynamicLabel | null {
  const text = badgeLabel(item.dynamic_label);
  const release = item.release_date;
  if (release !== null && withinWindow(release, ctx)) return text ? { kind: 'text', text } : { kind: 'soon' };
  const end = item.premium_end_date;
  if (item.premium && end !== null && withinWindow(end, ctx)) {
    if (!ctx.viewerPremium) return { kind: 'freeFrom', at: end * 1000 };
    return text ? { kind: 'text', text } : null;
  }
  return null;
}
