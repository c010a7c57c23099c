import type { Media } from '@palco/contracts';

/** What an engine plays: the media call's url and container type. */
export type PlaybackSource = Pick<Media, 'url' | 'type'>;

export type EngineKind = 'bitmovin' | 'hls' | 'native';

/** Events every engine reports, named after the HTML media events they mirror. */
export interface PlayerEngineEvents {
  timeupdate: { currentTime: number; duration: number };
  play: undefined;
  pause: undefined;
  /** Playback resumed after buffering (or started). */
  playing: undefined;
  /** Playback stalled waiting for data. */
  waiting: undefined;
  ended: undefined;
  volumechange: { muted: boolean };
  /** A fatal playback failure; the engine cannot continue. */
  error: { message: string };
}
export type PlayerEngineEventName = keyof PlayerEngineEvents;
export type PlayerEngineListener<K extends PlayerEngineEventName> = (payload: PlayerEngineEvents[K]) => void;

/**
 * The one playback API the player UI drives, whatever library plays the stream underneath
 * (ARCHITECTURE section 5).
 */
export interface PlayerEngine {
  readonly kind: EngineKind;
  /** Loads a source and positions it at `startAt` seconds; resolves once it can play. */
  load(source: PlaybackSource, startAt: number): Promise<void>;
  /** Starts playback; rejects like `HTMLMediaElement.play()` (NotAllowedError when autoplay is blocked). */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  setMuted(muted: boolean): void;
  readonly currentTime: number;
  /** Seconds; 0 until known, Infinity for a live stream without an end. */
  readonly duration: number;
  readonly paused: boolean;
  readonly muted: boolean;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends PlayerEngineEventName>(event: K, listener: PlayerEngineListener<K>): () => void;
  /** Stops loading, releases the video element and drops every listener. */
  destroy(): void;
}

/** Creates the engine for a source on a video element; the player UI receives it through context. */
export type EngineFactory = (
  video: HTMLVideoElement,
  source: PlaybackSource,
  licenseKey: string,
) => Promise<PlayerEngine>;
