import type { PlaybackMarks } from '@palco/contracts';

/**
 * The demo titles' playback marks (spec section 3's skip-intro, skip-recap and next-episode timestamps), in
 * seconds. Every title plays the same 20-second demo stream (`DEMO_DURATION_SECONDS`), so the marks are
 * placed within it, where the player can reach them, rather than within the titles' listed lengths: an
 * episode opens with the recap of what came before (none for the first of a season), then its intro, and
 * its closing credits begin at 15 s, leaving the 5 s the player needs to offer the next episode; a film has
 * only closing credits, from 16 s. Migration 014 writes the same numbers into a database seeded before it:
 * change both together.
 */
export const DEMO_MARKS = {
  recap: { start: 0, end: 4 },
  intro: { start: 4, end: 9 },
  /** The first episode of a season has nothing to recap, so its intro comes almost at once. */
  firstEpisodeIntro: { start: 1, end: 6 },
  episodeCredits: 15,
  movieCredits: 16,
} as const;

/** The marks of the demo episode numbered `episodeNumber` in its season (from 1). */
export function demoEpisodeMarks(episodeNumber: number): PlaybackMarks {
  const first = episodeNumber === 1;
  return {
    intro: { ...(first ? DEMO_MARKS.firstEpisodeIntro : DEMO_MARKS.intro) },
    recap: first ? null : { ...DEMO_MARKS.recap },
    next_episode: DEMO_MARKS.episodeCredits,
  };
}

/** The marks of a demo film: no intro nor recap to skip, only where its credits begin. */
export function demoMovieMarks(): PlaybackMarks {
  return { intro: null, recap: null, next_episode: DEMO_MARKS.movieCredits };
}
