import type { PlayerAPI, SourceConfig } from 'bitmovin-player';
import { EngineEmitter } from './engine-emitter';
import {
  AUTO_QUALITY,
  type MediaTrack,
  type PlaybackSource,
  type PlayerEngine,
  type PlayerEngineEventName,
  type PlayerEngineListener,
  type VideoQuality,
} from './PlayerEngine';

/** What this engine needs of the bitmovin-player module, handed in after its dynamic import. */
export type BitmovinModule = Pick<typeof import('bitmovin-player'), 'Player' | 'PlayerEvent'>;

function sourceConfig(source: PlaybackSource, startAt: number): SourceConfig {
  const options = startAt > 0 ? { options: { startOffset: startAt } } : {};
  return source.type === 'hls' ? { hls: source.url, ...options } : { progressive: source.url, ...options };
}

/**
 * The provider's player (spec section 1), used when a licence key is configured. It renders into the
 * page's own `<video>` so our controls drive it like the other engines.
 */
export class BitmovinEngine implements PlayerEngine {
  readonly kind = 'bitmovin';
  private readonly emitter = new EngineEmitter();
  private readonly player: PlayerAPI;
  /** What `setQuality` asked for; bitmovin-player's own answer mixes the choice with what plays. */
  private chosenQuality = AUTO_QUALITY;

  /** The video must sit in a wrapper of its own: bitmovin-player adds its elements and classes to it. */
  constructor(video: HTMLVideoElement, bitmovin: BitmovinModule, licenseKey: string) {
    const container = video.parentElement ?? video;
    this.player = new bitmovin.Player(container, {
      key: licenseKey,
      playback: { autoplay: false },
      ui: false,
    });
    this.player.setVideoElement(video);
    const { PlayerEvent } = bitmovin;
    const emitTime = (): void =>
      this.emitter.emit('timeupdate', { currentTime: this.currentTime, duration: this.duration });
    this.player.on(PlayerEvent.TimeChanged, emitTime);
    this.player.on(PlayerEvent.DurationChanged, emitTime);
    // TimeChanged stops while paused, so a seek made then would leave the controls behind.
    this.player.on(PlayerEvent.Seeked, emitTime);
    this.player.on(PlayerEvent.Play, () => this.emitter.emit('play', undefined));
    this.player.on(PlayerEvent.Paused, () => this.emitter.emit('pause', undefined));
    this.player.on(PlayerEvent.Playing, () => this.emitter.emit('playing', undefined));
    this.player.on(PlayerEvent.StallStarted, () => this.emitter.emit('waiting', undefined));
    this.player.on(PlayerEvent.StallEnded, () => this.emitter.emit('playing', undefined));
    this.player.on(PlayerEvent.PlaybackFinished, () => this.emitter.emit('ended', undefined));
    this.player.on(PlayerEvent.Muted, () => this.emitter.emit('volumechange', { muted: true }));
    this.player.on(PlayerEvent.Unmuted, () => this.emitter.emit('volumechange', { muted: false }));
    const tracksChanged = (): void => this.emitter.emit('tracks', undefined);
    for (const event of [
      PlayerEvent.SourceLoaded,
      PlayerEvent.AudioAdded,
      PlayerEvent.AudioRemoved,
      PlayerEvent.AudioChanged,
      PlayerEvent.SubtitleAdded,
      PlayerEvent.SubtitleRemoved,
      PlayerEvent.SubtitleEnabled,
      PlayerEvent.SubtitleDisabled,
    ])
      this.player.on(event, tracksChanged);
    const qualitiesChanged = (): void => this.emitter.emit('qualities', undefined);
    for (const event of [
      PlayerEvent.SourceLoaded,
      PlayerEvent.VideoQualityAdded,
      PlayerEvent.VideoQualityRemoved,
      PlayerEvent.VideoQualityChanged,
      PlayerEvent.VideoPlaybackQualityChanged,
    ])
      this.player.on(event, qualitiesChanged);
    this.player.on(PlayerEvent.Error, (event) =>
      this.emitter.emit('error', { message: `bitmovin ${event.code}: ${event.message ?? event.name}` }),
    );
  }

  load(source: PlaybackSource, startAt: number): Promise<void> {
    this.chosenQuality = AUTO_QUALITY;
    return this.player.load(sourceConfig(source, startAt));
  }

  play(): Promise<void> {
    return this.player.play();
  }

  pause(): void {
    this.player.pause();
  }

  seek(seconds: number): void {
    this.player.seek(Math.max(0, seconds));
  }

  setMuted(muted: boolean): void {
    if (muted) this.player.mute();
    else this.player.unmute();
  }

  get currentTime(): number {
    return this.player.getCurrentTime();
  }

  get duration(): number {
    return this.player.getDuration();
  }

  get paused(): boolean {
    return this.player.isPaused();
  }

  get muted(): boolean {
    return this.player.isMuted();
  }

  get audioTracks(): readonly MediaTrack[] {
    return this.player.getAvailableAudio().map(({ id, lang, label }) => ({ id, language: lang, label }));
  }

  get audioTrack(): string | null {
    return this.player.getAudio()?.id ?? null;
  }

  setAudioTrack(id: string): void {
    this.player.setAudio(id);
  }

  get textTracks(): readonly MediaTrack[] {
    return this.player.subtitles.list().map(({ id, lang, label }) => ({ id, language: lang, label }));
  }

  get textTrack(): string | null {
    return this.player.subtitles.list().find((track) => track.enabled)?.id ?? null;
  }

  setTextTrack(id: string | null): void {
    // Enabling is exclusive by default: the track shown before goes off.
    if (id !== null) this.player.subtitles.enable(id);
    else
      for (const track of this.player.subtitles.list())
        if (track.enabled) this.player.subtitles.disable(track.id);
  }

  get qualities(): readonly VideoQuality[] {
    return this.player
      .getAvailableVideoQualities()
      .map(({ id, height, bitrate }) => ({ id, height, bitrate }));
  }

  get quality(): string {
    return this.chosenQuality;
  }

  get playingQuality(): string | null {
    return this.player.getPlaybackVideoData()?.id || null;
  }

  setQuality(id: string): void {
    this.player.setVideoQuality(id);
    this.chosenQuality = id;
    this.emitter.emit('qualities', undefined);
  }

  on<K extends PlayerEngineEventName>(event: K, listener: PlayerEngineListener<K>): () => void {
    return this.emitter.on(event, listener);
  }

  destroy(): void {
    this.emitter.clear();
    this.player
      .destroy()
      .catch((error: unknown) => console.error('[mfe-player] bitmovin-player destroy failed', error));
  }
}
