import { type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UnsupportedSourceError } from '../engine/create-engine';
import { EngineFactoryContext } from '../engine/engine-factory-context';
import type { PlaybackSource, PlayerEngine } from '../engine/PlayerEngine';
import { type AutoplayOutcome, startPlayback } from '../playback/autoplay';

export type EngineFailure = 'unsupported' | 'playback';

export interface PlayerEngineState {
  /** Set as soon as the engine exists, so listeners attach before the first events. */
  engine: PlayerEngine | null;
  /** The source is loaded and positioned. */
  ready: boolean;
  autoplay: AutoplayOutcome | null;
  failure: EngineFailure | null;
}

const initialState: PlayerEngineState = { engine: null, ready: false, autoplay: null, failure: null };

export interface PlayerEngineHandle extends PlayerEngineState {
  /** Starts over with a new engine, after a failure. */
  retry: () => void;
}

/**
 * Creates the engine for a source on the given video element, loads it at `startAt` and starts
 * playback muted-if-needed. The engine is destroyed when the source changes or the player unmounts.
 * `beforeStart` (a stable function) holds the start once loaded, the pre-roll playing meanwhile; it
 * answers false to leave the content loaded but paused.
 */
export function usePlayerEngine(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: PlaybackSource,
  startAt: number,
  licenseKey: string,
  beforeStart?: () => Promise<boolean>,
): PlayerEngineHandle {
  const factory = useContext(EngineFactoryContext);
  const [state, setState] = useState<PlayerEngineState>(initialState);
  const [attempt, setAttempt] = useState(0);
  // Clearing the failure first brings the video element back, then the new attempt uses it.
  const retry = useCallback((): void => {
    setState(initialState);
    setAttempt((n) => n + 1);
  }, []);
  // Resuming is decided once per playback; later item updates (saved progress) must not seek.
  const startAtRef = useRef(startAt);
  const { url, type } = source;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let active = true;
    let engine: PlayerEngine | null = null;
    const fail = (failure: EngineFailure, error: unknown): void => {
      console.error('[mfe-player] playback failed', error);
      if (active) setState((previous) => ({ ...previous, failure }));
    };

    const run = async (): Promise<void> => {
      const created = await factory(video, { url, type }, licenseKey);
      if (!active) {
        created.destroy();
        return;
      }
      engine = created;
      created.on('error', ({ message }) => fail('playback', new Error(message)));
      setState({ ...initialState, engine: created });
      await created.load({ url, type }, startAtRef.current);
      if (!active) return;
      setState((previous) => ({ ...previous, ready: true }));
      if (beforeStart && !(await beforeStart())) return;
      if (!active) return;
      const autoplay = await startPlayback(created);
      if (active) setState((previous) => ({ ...previous, autoplay }));
    };
    run().catch((error: unknown) =>
      fail(error instanceof UnsupportedSourceError ? 'unsupported' : 'playback', error),
    );

    return () => {
      active = false;
      if (engine) {
        // A retry (or a new licence key) carries on from where this engine got to.
        if (engine.currentTime > 0) startAtRef.current = engine.currentTime;
        engine.destroy();
      }
      setState(initialState);
    };
  }, [factory, videoRef, url, type, licenseKey, attempt, beforeStart]);

  return { ...state, retry };
}
