import type { PlaybackSource } from './PlayerEngine';
import { VideoElementEngine } from './VideoElementEngine';

function mediaErrorMessage(video: HTMLVideoElement): string {
  return video.error ? `media error ${video.error.code}: ${video.error.message}` : 'media error';
}

/** Plays mp4, and HLS where the browser supports it natively (Safari), in the plain `<video>`. */
export class NativeEngine extends VideoElementEngine {
  readonly kind = 'native';
  private readonly onError = (): void =>
    this.emitter.emit('error', { message: mediaErrorMessage(this.video) });

  constructor(video: HTMLVideoElement) {
    super(video);
    video.addEventListener('error', this.onError);
  }

  load(source: PlaybackSource, startAt: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onMetadata = (): void => {
        cleanup();
        if (startAt > 0) this.video.currentTime = startAt;
        resolve();
      };
      const onFailure = (): void => {
        cleanup();
        reject(new Error(mediaErrorMessage(this.video)));
      };
      const cleanup = (): void => {
        this.video.removeEventListener('loadedmetadata', onMetadata);
        this.video.removeEventListener('error', onFailure);
      };
      this.video.addEventListener('loadedmetadata', onMetadata);
      this.video.addEventListener('error', onFailure);
      this.video.src = source.url;
    });
  }

  protected release(): void {
    this.video.removeEventListener('error', this.onError);
    // Dropping the src and reloading is how a media element is told to stop downloading.
    this.video.removeAttribute('src');
    this.video.load();
  }
}
