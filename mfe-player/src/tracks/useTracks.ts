import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { AUTO_QUALITY, type MediaTrack, type PlayerEngine, type VideoQuality } from '../engine/PlayerEngine';
import {
  bestTrack,
  chooseTracks,
  type LanguagePreferences,
  type TrackWish,
  type TrackWishes,
  wishesFrom,
  wishFor,
} from './track-choice';

/** The engine's tracks and renditions, and which are on. */
export interface TracksState {
  audioTracks: readonly MediaTrack[];
  audioTrack: string | null;
  textTracks: readonly MediaTrack[];
  textTrack: string | null;
  qualities: readonly VideoQuality[];
  /** The rendition the viewer pinned, or `AUTO_QUALITY`. */
  quality: string;
  playingQuality: string | null;
}

export interface Tracks extends TracksState {
  chooseAudio: (id: string) => void;
  /** Shows the track's subtitles, or none with null. */
  chooseText: (id: string | null) => void;
  chooseQuality: (id: string) => void;
  /** Subtitles off when shown; else on, in the language last shown, the profile's, or the first listed. */
  toggleSubtitles: () => void;
}

const NO_TRACKS: TracksState = {
  audioTracks: [],
  audioTrack: null,
  textTracks: [],
  textTrack: null,
  qualities: [],
  quality: AUTO_QUALITY,
  playingQuality: null,
};

interface TracksStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => TracksState;
}

const idleStore: TracksStore = { subscribe: () => () => undefined, getSnapshot: () => NO_TRACKS };

function tracksStore(engine: PlayerEngine): TracksStore {
  const read = (): TracksState => ({
    audioTracks: engine.audioTracks,
    audioTrack: engine.audioTrack,
    textTracks: engine.textTracks,
    textTrack: engine.textTrack,
    qualities: engine.qualities,
    quality: engine.quality,
    playingQuality: engine.playingQuality,
  });
  let state = read();
  return {
    subscribe(onChange) {
      const update = (): void => {
        state = read();
        onChange();
      };
      update();
      const offTracks = engine.on('tracks', update);
      const offQualities = engine.on('qualities', update);
      return () => {
        offTracks();
        offQualities();
      };
    },
    getSnapshot: () => state,
  };
}

/**
 * How often the wished tracks of one list are set again when the engine turns to others by itself (a
 * stream's default subtitles, switched on after the list was announced); bounded so that an engine that
 * will not take a track is not asked forever.
 */
const MAX_CORRECTIONS = 3;

interface Corrections {
  list: string;
  count: number;
}

/** Whether to set the wished track of a list now: it is not the one on, and the engine has not refused it too often. */
function shouldCorrect(corrections: Corrections, tracks: readonly MediaTrack[], differs: boolean): boolean {
  const list = tracks.map(({ id, language, label }) => `${id}\u0000${language}\u0000${label}`).join('\u0001');
  if (list !== corrections.list) {
    corrections.list = list;
    corrections.count = 0;
  }
  if (tracks.length === 0 || !differs || corrections.count >= MAX_CORRECTIONS) return false;
  corrections.count += 1;
  return true;
}

/**
 * The engine's tracks as React state, set as the viewer wants them: in the profile's languages (audio in
 * its `audio_language`, else the stream's default; subtitles in its `subtitle_language`, else none) until
 * the viewer picks others, which then hold for the rest of the playback, a retry's new engine included.
 */
export function useTracks(engine: PlayerEngine | null, preferences: LanguagePreferences): Tracks {
  const store = useMemo(() => (engine ? tracksStore(engine) : idleStore), [engine]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const { audioLanguage, subtitleLanguage } = preferences;
  const profileWishes = useMemo(
    () => wishesFrom({ audioLanguage, subtitleLanguage }),
    [audioLanguage, subtitleLanguage],
  );
  const profileWishesRef = useRef(profileWishes);
  const viewerWishes = useRef<Partial<TrackWishes>>({});
  /** The subtitles last shown, which the shortcut brings back. */
  const lastSubtitles = useRef<TrackWish | null>(null);

  useEffect(() => {
    profileWishesRef.current = profileWishes;
  }, [profileWishes]);

  useEffect(() => {
    if (!engine) return undefined;
    const audio: Corrections = { list: '', count: 0 };
    const text: Corrections = { list: '', count: 0 };
    let applying = false;
    const apply = (): void => {
      // Setting a track makes the engine report it at once; that report needs no answer.
      if (applying) return;
      applying = true;
      try {
        const wishes = { ...profileWishesRef.current, ...viewerWishes.current };
        const current = { audio: engine.audioTrack, text: engine.textTrack };
        const chosen = chooseTracks({ audio: engine.audioTracks, text: engine.textTracks }, current, wishes);
        if (chosen.audio !== null && shouldCorrect(audio, engine.audioTracks, chosen.audio !== current.audio))
          engine.setAudioTrack(chosen.audio);
        if (shouldCorrect(text, engine.textTracks, chosen.text !== current.text))
          engine.setTextTrack(chosen.text);
      } finally {
        applying = false;
      }
    };
    apply();
    return engine.on('tracks', apply);
  }, [engine]);

  const chooseAudio = useCallback(
    (id: string): void => {
      const track = engine?.audioTracks.find((candidate) => candidate.id === id);
      if (!engine || !track) return;
      viewerWishes.current.audio = wishFor(track);
      engine.setAudioTrack(id);
    },
    [engine],
  );

  const chooseText = useCallback(
    (id: string | null): void => {
      if (!engine) return;
      const track = id === null ? null : engine.textTracks.find((candidate) => candidate.id === id);
      if (track === undefined) return;
      const wish = track && wishFor(track);
      viewerWishes.current.text = wish;
      if (wish) lastSubtitles.current = wish;
      engine.setTextTrack(id);
    },
    [engine],
  );

  const chooseQuality = useCallback((id: string): void => engine?.setQuality(id), [engine]);

  const toggleSubtitles = useCallback((): void => {
    if (!engine || engine.textTracks.length === 0) return;
    const shown = engine.textTracks.find((track) => track.id === engine.textTrack);
    if (shown) {
      lastSubtitles.current = wishFor(shown);
      chooseText(null);
      return;
    }
    const wish = lastSubtitles.current ?? profileWishesRef.current.text;
    const track = (wish && bestTrack(engine.textTracks, wish, null)) ?? engine.textTracks[0];
    if (track) chooseText(track.id);
  }, [engine, chooseText]);

  return { ...state, chooseAudio, chooseText, chooseQuality, toggleSubtitles };
}
