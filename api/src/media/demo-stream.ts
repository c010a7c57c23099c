import type { StreamFile } from './signed-url';

/** Length of the stream in `media/demo` (five 4-second segments; see media/README.md). */
export const DEMO_DURATION_SECONDS = 20;

/**
 * Every playable id plays the same small test stream kept in the repository. Programmes and channels come
 * as HLS (the player adapts the bitrate); trailers as one progressive MP4, as short clips usually are, so
 * a page can play them in a plain `<video>` without a streaming library.
 */
export function demoStream(trailer: boolean): StreamFile {
  return trailer ? { path: 'demo/demo.mp4', type: 'mp4' } : { path: 'demo/master.m3u8', type: 'hls' };
}
