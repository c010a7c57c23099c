import type { Media } from '@palco/contracts';

/** What an engine plays: the media call's url and container type. */
export type PlaybackSource = Pick<Media, 'url' | 'type'>;

export type EngineKind = 'bitmovin' | 'hls' | 'native';

/** An audio or subtitle track of the stream. Ids are the engine's own, stable while its list is. */
export interface MediaTrack {
  id: string;
  /** The stream's language code as declared (`pt`, `pt-PT`, `por`…); empty when it declares none. */
  language: string;
  /** The stream's own name for the track; empty when it gives none. */
  label: string;
}

/** A video rendition the viewer may pin instead of letting the engine adapt. */
export interface VideoQuality {
  id: string;
  /** Pixels; 0 when the stream does not say. */
  height: number;
  /** Bits per second. */
  bitrate: number;
}

/** The engine adapts the rendition to the bandwidth. */
export const AUTO_QUALITY = 'auto';

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
  /** The audio or subtitle tracks, or which of them is on, changed: read them from the engine. */
  tracks: undefined;
  /** The renditions, the one chosen or the one playing changed: read them from the engine. */
  qualities: undefined;
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
  /** The stream's audio tracks; empty (or a single one) when its audio is muxed into the video. */
  readonly audioTracks: readonly MediaTrack[];
  /** The audio track playing, or null when the engine cannot tell (a single muxed track). */
  readonly audioTrack: string | null;
  setAudioTrack(id: string): void;
  /** The stream's subtitle and caption tracks. */
  readonly textTracks: readonly MediaTrack[];
  /** The subtitles shown, or null when they are off. */
  readonly textTrack: string | null;
  /** Shows the track's subtitles (only those), or none with null. */
  setTextTrack(id: string | null): void;
  /** The renditions the viewer may pin; empty when the engine only adapts by itself. */
  readonly qualities: readonly VideoQuality[];
  /** The rendition pinned by `setQuality`, or `AUTO_QUALITY`. */
  readonly quality: string;
  /** The rendition playing now, when known: what "automatic" chose. */
  readonly playingQuality: string | null;
  setQuality(id: string): void;
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
