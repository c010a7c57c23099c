import { EngineEmitter } from '../engine/engine-emitter';
import {
  AUTO_QUALITY,
  type MediaTrack,
  type PlaybackSource,
  type PlayerEngine,
  type PlayerEngineEventName,
  type PlayerEngineListener,
  type VideoQuality,
} from '../engine/PlayerEngine';

/** An engine for tests: records what the player asked of it and lets a test play the clock. */
export class FakeEngine implements PlayerEngine {
  readonly kind = 'native';
  readonly loads: Array<{ source: PlaybackSource; startAt: number }> = [];
  readonly seeks: number[] = [];
  playCalls = 0;
  pauseCalls = 0;
  destroyed = false;
  currentTime = 0;
  duration = 600;
  paused = true;
  muted = false;
  audioTracks: MediaTrack[] = [];
  audioTrack: string | null = null;
  textTracks: MediaTrack[] = [];
  textTrack: string | null = null;
  qualities: VideoQuality[] = [];
  quality: string = AUTO_QUALITY;
  playingQuality: string | null = null;
  /** What `play()` does before it succeeds; a test makes it reject to act as an autoplay policy. */
  beforePlay: () => Promise<void> = () => Promise.resolve();
  private readonly emitter = new EngineEmitter();

  load(source: PlaybackSource, startAt: number): Promise<void> {
    this.loads.push({ source, startAt });
    this.currentTime = startAt;
    return Promise.resolve();
  }

  async play(): Promise<void> {
    this.playCalls += 1;
    await this.beforePlay();
    this.paused = false;
    this.emitter.emit('play', undefined);
    this.emitter.emit('playing', undefined);
  }

  pause(): void {
    this.pauseCalls += 1;
    this.paused = true;
    this.emitter.emit('pause', undefined);
  }

  seek(seconds: number): void {
    this.seeks.push(seconds);
    this.timeTo(seconds);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.emitter.emit('volumechange', { muted });
  }

  setAudioTrack(id: string): void {
    this.audioTrack = id;
    this.emitter.emit('tracks', undefined);
  }

  setTextTrack(id: string | null): void {
    this.textTrack = id;
    this.emitter.emit('tracks', undefined);
  }

  setQuality(id: string): void {
    this.quality = id;
    this.emitter.emit('qualities', undefined);
  }

  on<K extends PlayerEngineEventName>(event: K, listener: PlayerEngineListener<K>): () => void {
    return this.emitter.on(event, listener);
  }

  destroy(): void {
    this.destroyed = true;
    this.emitter.clear();
  }

  /** Moves the playhead as playback would, reporting it to the player. */
  timeTo(seconds: number): void {
    this.currentTime = seconds;
    this.emitter.emit('timeupdate', { currentTime: seconds, duration: this.duration });
  }

  /** Reports the stream's tracks, as an engine does once it has read them: its first audio track on. */
  announceTracks(audio: MediaTrack[], text: MediaTrack[]): void {
    this.audioTracks = audio;
    this.audioTrack = audio[0]?.id ?? null;
    this.textTracks = text;
    this.emitter.emit('tracks', undefined);
  }

  /** Reports the stream's renditions, the engine adapting among them. */
  announceQualities(qualities: VideoQuality[]): void {
    this.qualities = qualities;
    this.playingQuality = qualities[0]?.id ?? null;
    this.emitter.emit('qualities', undefined);
  }

  /** Reports a fatal playback failure. */
  fail(message: string): void {
    this.emitter.emit('error', { message });
  }

  finish(): void {
    this.currentTime = this.duration;
    this.paused = true;
    this.emitter.emit('ended', undefined);
  }
}
