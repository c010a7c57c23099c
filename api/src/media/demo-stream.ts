import type { Media } from '@palco/contracts';

/** Length of the stream in `media/demo` (five 4-second segments; see media/README.md). */
export const DEMO_DURATION_SECONDS = 20;

/** Every playable id plays the same small test stream kept in the repository. */
export function demoMedia(id: string): Media {
  return { id, url: '/api/media/demo/master.m3u8', type: 'hls', duration: DEMO_DURATION_SECONDS };
}
