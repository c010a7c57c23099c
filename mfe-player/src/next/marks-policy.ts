import type { PlaybackMarks, TimeRange } from '@palco/contracts';

/** Section 4: the recap's skip button shows for its first 5 s; the intro's for as long as the intro runs. */
export const RECAP_NOTICE_MS = 5000;
/** Section 4: the next episode (or, after a movie, the next recommendation) starts after 15 s. */
export const NEXT_COUNTDOWN_SECONDS = 15;

export interface SkipOffer {
  kind: 'intro' | 'recap';
  /** Where skipping lands: the end of the stretch. */
  to: number;
}

const within = (range: TimeRange | null, position: number): range is TimeRange =>
  range !== null && position >= range.start && position < range.end;

/**
 * What the skip button offers at `position`: the recap while it plays, but only for its first
 * RECAP_NOTICE_MS (`recapSince` is when playback entered it), then the intro while it plays.
 */
export function skipOffer(
  marks: PlaybackMarks | null | undefined,
  position: number,
  recapSince: number | null,
  nowMs: number,
): SkipOffer | null {
  if (!marks) return null;
  if (within(marks.recap, position)) {
    return recapSince === null || nowMs - recapSince < RECAP_NOTICE_MS
      ? { kind: 'recap', to: marks.recap.end }
      : null;
  }
  if (within(marks.intro, position)) return { kind: 'intro', to: marks.intro.end };
  return null;
}

export function inRecap(marks: PlaybackMarks | null | undefined, position: number): boolean {
  return within(marks?.recap ?? null, position);
}

/**
 * Whether to offer what comes next: an episode from its closing credits (`next_episode`, or the end when it
 * has no mark); a movie once it has ended (the next recommendation).
 */
export function offersNext(
  kind: 'episode' | 'movie',
  marks: PlaybackMarks | null | undefined,
  position: number,
  ended: boolean,
): boolean {
  if (ended) return true;
  if (kind === 'movie') return false;
  const credits = marks?.next_episode ?? null;
  return credits !== null && position >= credits;
}
