import type { CardType, ImageKind } from './entities';
import { pictureUrl } from './picture-url';

const LANDSCAPE: readonly ImageKind[] = ['thumbnail', 'landscape', 'background'];

/** The picture kinds a title's card shows in each rail design, best first (a channel shows its logo). */
export const cardPictureKinds: Readonly<Record<CardType, readonly ImageKind[]>> = {
  poster: ['poster'],
  poster_top10: ['poster'],
  thumbnail: LANDSCAPE,
  channel: ['logo', ...LANDSCAPE],
  descriptive: LANDSCAPE,
};

/** The picture kinds of a fullscreen (hero) card, best first: wide ones. */
export const heroPictureKinds: readonly ImageKind[] = ['background', 'highlight', 'landscape', 'thumbnail'];

/**
 * How many rails fill a phone's first screen. The first card of each is the page's largest picture on one
 * screen or another (a wide screen's first rail, often a hero, and on a phone the first poster of the rail
 * below it), so each loads with high priority.
 */
export const FIRST_SCREEN_RAILS = 2;

type Unchecked = Record<string, unknown>;

const isRecord = (value: unknown): value is Unchecked => typeof value === 'object' && value !== null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** The first of `kinds` that `images` has, or null. */
export function pictureOf(images: unknown, kinds: readonly ImageKind[]): string | null {
  if (!isRecord(images)) return null;
  for (const kind of kinds) {
    const url = pictureUrl(images[kind]);
    if (url) return url;
  }
  return null;
}

/**
 * The picture of a rail's card for `target` (a channel, or a title): a channel's logo, a hero's wide
 * picture, else the first its design wants (a title in a channel-design rail shows a landscape one).
 */
export function railCardPicture(target: unknown, design: unknown, display: unknown): string | null {
  if (!isRecord(target)) return null;
  if (!('action_type' in target)) return pictureUrl(target.logo);
  if (display === 'fullscreen') return pictureOf(target.images, heroPictureKinds);
  // The table's own keys only: an unchecked design such as 'toString' is no design.
  const kinds =
    typeof design === 'string' &&
    design !== 'channel' &&
    Object.prototype.hasOwnProperty.call(cardPictureKinds, design)
      ? cardPictureKinds[design as CardType]
      : LANDSCAPE;
  return pictureOf(target.images, kinds);
}

/**
 * The pictures of the first cards of a screen's first-screen rails (rails with nothing to show are not
 * drawn, so they do not count): the ones the home loads with high priority. The catalogue draws them so,
 * and the shell's first script asks for them as soon as the screen's answer is in, before any app's code
 * has arrived; it reads the answer unchecked (it carries no schemas), so anything else is no picture.
 */
export function firstScreenPictures(screen: unknown): string[] {
  const pictures: string[] = [];
  let rails = 0;
  for (const rail of listOf(isRecord(screen) ? screen.rails : undefined)) {
    if (rails === FIRST_SCREEN_RAILS) break;
    if (!isRecord(rail)) continue;
    // A rail's cards are its channels, then its titles.
    const [first] = [...listOf(rail.channels), ...listOf(rail.contents)];
    if (first === undefined) continue;
    rails += 1;
    const picture = railCardPicture(first, rail.design_type, rail.card_display);
    if (picture) pictures.push(picture);
  }
  return pictures;
}
