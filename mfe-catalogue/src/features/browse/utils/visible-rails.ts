import type { Rail } from '@palco/contracts';

/** Spec section 2: a rail is shown only when it has channels or contents. */
export function hasItems(rail: Pick<Rail, 'contents' | 'channels'>): boolean {
  return rail.contents.length > 0 || rail.channels.length > 0;
}

export function visibleRails(rails: readonly Rail[]): Rail[] {
  return rails.filter(hasItems);
}
