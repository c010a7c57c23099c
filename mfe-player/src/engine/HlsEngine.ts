import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import type { HlsBuild } from './hls-build';
import type { PlaybackSource } from './PlayerEngine';
import { VideoElementEngine } from './VideoElementEngine';

/**
 * The hls.js class, handed in by the factory after its dynamic import so this file stays light. The light
 * and the full build share it (hls-js-light.d.ts).
 */
export type HlsClass = typeof Hls;

/** Plays HLS through hls.js and Media Source Extensions (Chromium, Firefox). */
export class HlsEngine extends VideoElementEngine {
  readonly kind = 'hls';
  private hls: Hls | null = null;

  constructor(
    video: HTMLVideoElement,
    private readonly HlsLibrary: HlsClass,
    /** Which build `HlsLibrary` is, so a problem report can say (see hls-build.ts). */
    readonly build: HlsBuild,
  ) {
    super(video);
  }

  load(source: PlaybackSource, startAt: number): Promise<void> {
    this.hls?.destroy();
    // -1 is hls.js's "start at the beginning (or the live edge)".
    const hls = new this.HlsLibrary({ startPosition: startAt > 0 ? startAt : -1 });
    this.hls = hls;
    const { Events, ErrorTypes } = this.HlsLibrary;
    return new Promise((resolve, reject) => {
      let parsed = false;
      let recoveredMedia = false;
      hls.on(Events.MANIFEST_PARSED, () => {
        parsed = true;
        resolve();
      });
      hls.on(Events.ERROR, (_event, data: ErrorData) => {
        if (!data.fatal) return;
        // A decode hiccup is often recoverable once by re-attaching the media; a second one is not.
        if (data.type === ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
          recoveredMedia = true;
          hls.recoverMediaError();
          return;
        }
        const message = `${data.type}: ${data.details}`;
        if (parsed) this.emitter.emit('error', { message });
        else reject(new Error(message));
      });
      hls.attachMedia(this.video);
      hls.loadSource(source.url);
    });
  }

  protected release(): void {
    this.hls?.destroy();
    this.hls = null;
  }
}
