import { EngineEmitter } from './engine-emitter';
import type {
  EngineKind,
  MediaTrack,
  PlaybackSource,
  PlayerEngine,
  PlayerEngineEventName,
  PlayerEngineListener,
  VideoQuality,
} from './PlayerEngine';

/**
 * What the native and hls.js engines have in common: both play into the page's own `<video>`, so
 * controls and events are the element's.
 */
export abstract class VideoElementEngine implements PlayerEngine {
  abstract readonly kind: EngineKind;
  protected readonly emitter = new EngineEmitter();
  private readonly detachListeners: () => void;

  constructor(protected readonly video: HTMLVideoElement) {
    const emitTime = (): void =>
      this.emitter.emit('timeupdate', { currentTime: this.currentTime, duration: this.duration });
    const handlers: Record<string, () => void> = {
      timeupdate: emitTime,
      durationchange: emitTime,
      play: () => this.emitter.emit('play', undefined),
      pause: () => this.emitter.emit('pause', undefined),
      playing: () => this.emitter.emit('playing', undefined),
      waiting: () => this.emitter.emit('waiting', undefined),
      ended: () => this.emitter.emit('ended', undefined),
      volumechange: () => this.emitter.emit('volumechange', { muted: this.video.muted }),
    };
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
    this.detachListeners = () => {
      for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
    };
  }

  abstract load(source: PlaybackSource, startAt: number): Promise<void>;

  /** Frees what `load` set up (source, library instance). */
  protected abstract release(): void;

  // Tracks and renditions are the element's own for the native engine and the library's for hls.js.
  abstract readonly audioTracks: readonly MediaTrack[];
  abstract readonly audioTrack: string | null;
  abstract setAudioTrack(id: string): void;
  abstract readonly textTracks: readonly MediaTrack[];
  abstract readonly textTrack: string | null;
  abstract setTextTrack(id: string | null): void;
  abstract readonly qualities: readonly VideoQuality[];
  abstract readonly quality: string;
  abstract readonly playingQuality: string | null;
  abstract setQuality(id: string): void;

  play(): Promise<void> {
    return this.video.play();
  }

  pause(): void {
    this.video.pause();
  }

  seek(seconds: number): void {
    const end =
      Number.isFinite(this.duration) && this.duration > 0 ? this.duration : Number.POSITIVE_INFINITY;
    this.video.currentTime = Math.min(Math.max(0, seconds), end);
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
  }

  get currentTime(): number {
    return this.video.currentTime;
  }

  get duration(): number {
    return Number.isNaN(this.video.duration) ? 0 : this.video.duration;
  }

  get paused(): boolean {
    return this.video.paused;
  }

  get muted(): boolean {
    return this.video.muted;
  }

  on<K extends PlayerEngineEventName>(event: K, listener: PlayerEngineListener<K>): () => void {
    return this.emitter.on(event, listener);
  }

  destroy(): void {
    this.detachListeners();
    this.emitter.clear();
    this.release();
  }
}
