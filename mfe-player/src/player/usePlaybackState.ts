import { useMemo, useSyncExternalStore } from 'react';
import type { PlayerEngine } from '../engine/PlayerEngine';

export interface PlaybackState {
  paused: boolean;
  muted: boolean;
  buffering: boolean;
  currentTime: number;
  duration: number;
}

const idle: PlaybackState = { paused: true, muted: false, buffering: false, currentTime: 0, duration: 0 };

interface PlaybackStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => PlaybackState;
}

const idleStore: PlaybackStore = { subscribe: () => () => undefined, getSnapshot: () => idle };

/** An engine's state kept up to date from its events; read afresh from the engine when listening starts. */
function playbackStore(engine: PlayerEngine): PlaybackStore {
  const read = (): PlaybackState => ({
    paused: engine.paused,
    muted: engine.muted,
    buffering: false,
    currentTime: engine.currentTime,
    duration: engine.duration,
  });
  let state = read();
  return {
    subscribe(onChange) {
      const update = (patch: Partial<PlaybackState>): void => {
        state = { ...state, ...patch };
        onChange();
      };
      state = read();
      onChange();
      const unsubscribe = [
        engine.on('timeupdate', ({ currentTime, duration }) => update({ currentTime, duration })),
        engine.on('play', () => update({ paused: false })),
        engine.on('pause', () => update({ paused: true, buffering: false })),
        engine.on('playing', () => update({ paused: false, buffering: false })),
        engine.on('waiting', () => update({ buffering: true })),
        engine.on('ended', () => update({ paused: true, buffering: false })),
        engine.on('volumechange', ({ muted }) => update({ muted })),
      ];
      return () => {
        for (const off of unsubscribe) off();
      };
    },
    getSnapshot: () => state,
  };
}

/** The engine's state as React state, for the controls. */
export function usePlaybackState(engine: PlayerEngine | null): PlaybackState {
  const store = useMemo(() => (engine ? playbackStore(engine) : idleStore), [engine]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
