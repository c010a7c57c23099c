import type { CardItem, Channel } from '@palco/contracts';
import { slugify } from './slug';

/** What a card can show: a title (movie, series, episode, catch-up) or a live channel. */
export type CardTarget = CardItem | Channel;

export function isChannel(target: CardTarget): target is Channel {
  return !('action_type' in target);
}

/** A React key for a card: a channel and a title may share an id. */
export function targetKey(target: CardTarget): string {
  return `${isChannel(target) ? 'channel' : 'content'}:${target.id}`;
}

/** A title with no letters or digits still needs a non-empty name segment for the route to match. */
function slugOf(item: CardItem): string {
  return slugify(item.title) || item.id;
}

const enc = encodeURIComponent;

/** Where a title's own page lives: movies and series have their routes, anything else the generic one. */
export function detailHref(item: CardItem): string {
  if (item.type === 'MOVIE') return `/movie/${slugOf(item)}/${enc(item.id)}`;
  if (item.type === 'SERIES') return `/series/${slugOf(item)}/${enc(item.id)}`;
  if (item.type === 'EPISODE' && item.series) {
    return `/series/${slugify(item.series.title) || item.series.id}/${enc(item.series.id)}`;
  }
  return `/content/${enc(item.id)}`;
}

/** The player's route for a title (spec section 2: `/vod/{name}/{id}`). */
export function playHref(item: CardItem): string {
  return `/vod/${slugOf(item)}/${enc(item.id)}`;
}

/** Only web and site-relative links are followed, so a bad `action_value` can never run script. */
function isSafeLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/** Where a card leads, by its action type (spec section 3); channel cards open the live player. */
export function cardHref(target: CardTarget): string {
  if (isChannel(target)) return `/live/${enc(target.id)}`;
  switch (target.action_type) {
    case 'DETAIL':
      return detailHref(target);
    case 'VOD':
      return playHref(target);
    case 'LIVE':
      // A live card names the channel to tune to in action_value; the item id is only a fallback.
      return `/live/${enc(target.action_value || target.id)}`;
    case 'LINK':
      return isSafeLink(target.action_value) ? target.action_value : detailHref(target);
    case 'SEARCH':
      return `/search/?query=${enc(target.action_value)}`;
    case 'COLLECTION':
      return `/filters/${enc(target.action_value)}`;
    case 'EPG':
      return '/guia-tv';
  }
}
