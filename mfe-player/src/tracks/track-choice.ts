import type { MediaTrack } from '../engine/PlayerEngine';
import { languageMatch, parseLanguage } from './languages';

/** A track wanted by its language and, when the viewer picked it by name, its label too. */
export interface TrackWish {
  language: string;
  label?: string;
}

/**
 * What the viewer wants played: an audio language (null: the stream's own default) and a subtitle
 * language (null: no subtitles).
 */
export interface TrackWishes {
  audio: TrackWish | null;
  text: TrackWish | null;
}

/** The profile's `audio_language` and `subtitle_language`, as stored (either may be null or empty). */
export interface LanguagePreferences {
  audioLanguage: string | null;
  subtitleLanguage: string | null;
}

export const NO_PREFERENCES: LanguagePreferences = { audioLanguage: null, subtitleLanguage: null };

const wishOf = (language: string | null): TrackWish | null =>
  parseLanguage(language) ? { language: language ?? '' } : null;

/** A profile's languages as wishes: its audio language if any, its subtitles if any (else none). */
export function wishesFrom({ audioLanguage, subtitleLanguage }: LanguagePreferences): TrackWishes {
  return { audio: wishOf(audioLanguage), text: wishOf(subtitleLanguage) };
}

/** The wish a chosen track stands for, to find it again in another list (another group, a retry). */
export function wishFor(track: MediaTrack): TrackWish {
  return { language: track.language, label: track.label };
}

/**
 * The track that best answers a wish, or null when none is in its language. The same label counts above
 * all, then the same region; among equals the one already on stays, else the first listed.
 */
export function bestTrack(
  tracks: readonly MediaTrack[],
  wish: TrackWish,
  current: string | null,
): MediaTrack | null {
  const wanted = parseLanguage(wish.language);
  // A track the stream names no language for is found again by its name alone.
  if (!wanted) return (wish.label && tracks.find((track) => track.label === wish.label)) || null;
  let best: MediaTrack | null = null;
  let bestScore = 0;
  for (const track of tracks) {
    const match = languageMatch(wanted, track.language);
    if (match === 0) continue;
    const score =
      match * 4 + (wish.label && track.label === wish.label ? 8 : 0) + (track.id === current ? 1 : 0);
    if (score > bestScore) {
      best = track;
      bestScore = score;
    }
  }
  return best;
}

export interface TrackSelection {
  audio: string | null;
  text: string | null;
}

/**
 * The tracks to switch to: the audio track of the wished language, or the one on already (the stream's
 * default) when none is, or the wish is none; the subtitles of the wished language, or none.
 */
export function chooseTracks(
  available: { audio: readonly MediaTrack[]; text: readonly MediaTrack[] },
  current: TrackSelection,
  wishes: TrackWishes,
): TrackSelection {
  const audio = wishes.audio ? bestTrack(available.audio, wishes.audio, current.audio) : null;
  const text = wishes.text ? bestTrack(available.text, wishes.text, current.text) : null;
  return { audio: audio?.id ?? current.audio, text: text?.id ?? null };
}
