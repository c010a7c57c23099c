import { useEffect, useState } from 'react';
import type { PlayerEngine } from '../engine/PlayerEngine';

export interface PlaybackState {
  paused: boolean;
  muted: boolean;
  buffering: boolean;
  currentTime: number;
  duration: number;
}

const idle: PlaybackState = { paused: true, muted: false, buffering: false, currentTime: 0, duration: 0 };

/** The engine's state as React state, for the controls. */
export function usePlaybackState(engine: PlayerEngine | null): PlaybackState {
  const [state, setState] = useState<PlaybackState>(idle);

  useEffect(() => {
    if (!engine) {
      setState(idle);
      return undefined;
    }
    const update = (patch: Partial<PlaybackState>): void =>
      setState((previous) => ({ ...previous, ...patch }));
    setState({
      paused: engine.paused,
      muted: engine.muted,
      buffering: false,
      currentTime: engine.currentTime,
      duration: engine.duration,
    });
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
  }, [engine]);

  return state;
}
