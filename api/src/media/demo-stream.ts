import type { Media } from '@palco/contracts';

/** Length of the stream in `media/demo` (five 4-second segments; see media/README.md). */
export const DEMO_DURATION_SECONDS = 20;

/** Trailer ids, as the demo data names them. */
export const TRAILER_PREFIX = 'trailer-';

/**
 * Every playable id plays the same small test stream kept in the repository. Programmes and channels come
 * as HLS (the player adapts the bitrate); trailers as one progressive MP4, as short clips usually are, so
 * a page can play them in a plain `<video>` without a streaming library.
 */
export function demoMedia(id: string): Media {
  if (id.startsWith(TRAILER_PREFIX))
    return { id, url: '/api/media/demo/demo.mp4', type: 'mp4', duration: DEMO_DURATION_SECONDS };
  return { id, url: '/api/media/demo/master.m3u8', type: 'hls', duration: DEMO_DURATION_SECONDS };
}
