import type { CardRail } from '@palco/contracts';
import type { CardTarget } from '../../../utils/card-href';

/** A rail's (or playlist page's) cards in the order they are shown: its channels, then its titles. */
export function entriesOf(page: Pick<CardRail, 'contents' | 'channels'>): CardTarget[] {
  return [...page.channels, ...page.contents];
}
