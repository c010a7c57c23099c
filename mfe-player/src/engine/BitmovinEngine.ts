import type { PlayerAPI, SourceConfig } from 'bitmovin-player';
import { EngineEmitter } from './engine-emitter';
import type {
  PlaybackSource,
  PlayerEngine,
  PlayerEngineEventName,
  PlayerEngineListener,
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
    this.player.on(PlayerEvent.Error, (event) =>
      this.emitter.emit('error', { message: `bitmovin ${event.code}: ${event.message ?? event.name}` }),
    );
  }

  load(source: PlaybackSource, startAt: number): Promise<void> {
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
