import type { Media } from '@palco/contracts';

const MIME: Readonly<Record<Media['type'], string>> = {
  mp4: 'video/mp4',
  hls: 'application/vnd.apple.mpegurl',
};

/**
 * The address a plain `<video>` can play for a trailer, or null. The catalogue keeps no HLS library,
 * so an HLS trailer plays only where the browser handles HLS itself.
 */
export function trailerSource(media: Media, canPlayType: (mime: string) => string): string | null {
  return canPlayType(MIME[media.type]) === '' ? null : media.url;
}

/** What a `<video>` element of this browser can play. */
export function browserCanPlay(mime: string): string {
  return typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(mime);
}
