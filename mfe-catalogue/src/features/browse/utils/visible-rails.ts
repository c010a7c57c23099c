import type { CardRail } from '@palco/contracts';

/** Spec section 2: a rail is shown only when it has channels or contents. */
export function hasItems(rail: Pick<CardRail, 'contents' | 'channels'>): boolean {
  return rail.contents.length > 0 || rail.channels.length > 0;
}

export function visibleRails(rails: readonly CardRail[]): CardRail[] {
  return rails.filter(hasItems);
}
