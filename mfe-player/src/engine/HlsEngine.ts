import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import type { HlsBuild } from './hls-build';
import { AUTO_QUALITY, type MediaTrack, type PlaybackSource, type VideoQuality } from './PlayerEngine';
import { VideoElementEngine } from './VideoElementEngine';

/**
 * The hls.js class, handed in by the factory after its dynamic import so this file stays light. The light
 * and the full build share it (hls-js-light.d.ts).
 */
export type HlsClass = typeof Hls;

/** The list's index of a track or level id, or null when there is no such entry. */
function indexIn(list: readonly unknown[], id: string): number | null {
  const index = Number(id);
  return Number.isInteger(index) && index >= 0 && index < list.length ? index : null;
}

/**
 * Plays HLS through hls.js and Media Source Extensions (Chromium, Firefox). Tracks and renditions are
 * hls.js's, identified by their index in its lists. The light build has no alternate audio or subtitles
 * (its lists stay empty), which is why hls-build.ts gives streams declaring them the full build.
 */
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
      // hls.js announces a new list before it selects the list's default track: the player hears of it
      // once hls.js is done, so a choice made then is not undone by its own.
      let tracksPending = false;
      const tracksChanged = (): void => {
        if (tracksPending) return;
        tracksPending = true;
        queueMicrotask(() => {
          tracksPending = false;
          if (this.hls === hls) this.emitter.emit('tracks', undefined);
        });
      };
      const qualitiesChanged = (): void => this.emitter.emit('qualities', undefined);
      hls.on(Events.MANIFEST_PARSED, () => {
        parsed = true;
        resolve();
        tracksChanged();
        qualitiesChanged();
      });
      hls.on(Events.AUDIO_TRACKS_UPDATED, tracksChanged);
      hls.on(Events.AUDIO_TRACK_SWITCHED, tracksChanged);
      hls.on(Events.SUBTITLE_TRACKS_UPDATED, tracksChanged);
      hls.on(Events.SUBTITLE_TRACK_SWITCH, tracksChanged);
      hls.on(Events.SUBTITLE_TRACKS_CLEARED, tracksChanged);
      hls.on(Events.LEVELS_UPDATED, qualitiesChanged);
      hls.on(Events.LEVEL_SWITCHED, qualitiesChanged);
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

  get audioTracks(): readonly MediaTrack[] {
    return (this.hls?.audioTracks ?? []).map((track, index) => ({
      id: String(index),
      language: track.lang ?? '',
      label: track.name,
    }));
  }

  get audioTrack(): string | null {
    const index = this.hls?.audioTrack ?? -1;
    return index >= 0 ? String(index) : null;
  }

  setAudioTrack(id: string): void {
    if (!this.hls) return;
    const index = indexIn(this.hls.audioTracks, id);
    if (index === null) return;
    this.hls.audioTrack = index;
    // hls.js reports the switch once the new audio plays; the menu shows the choice at once.
    this.emitter.emit('tracks', undefined);
  }

  get textTracks(): readonly MediaTrack[] {
    return (this.hls?.subtitleTracks ?? []).map((track, index) => ({
      id: String(index),
      language: track.lang ?? '',
      label: track.name,
    }));
  }

  get textTrack(): string | null {
    const index = this.hls?.subtitleTrack ?? -1;
    return index >= 0 ? String(index) : null;
  }

  setTextTrack(id: string | null): void {
    if (!this.hls) return;
    // -1 is hls.js's "no subtitles": it stops loading them as well as showing them.
    const index = id === null ? -1 : indexIn(this.hls.subtitleTracks, id);
    if (index === null) return;
    this.hls.subtitleTrack = index;
    this.emitter.emit('tracks', undefined);
  }

  get qualities(): readonly VideoQuality[] {
    return (this.hls?.levels ?? []).map((level, index) => ({
      id: String(index),
      height: level.height,
      bitrate: level.bitrate,
    }));
  }

  get quality(): string {
    return !this.hls || this.hls.autoLevelEnabled ? AUTO_QUALITY : String(this.hls.manualLevel);
  }

  get playingQuality(): string | null {
    const index = this.hls?.currentLevel ?? -1;
    return index >= 0 ? String(index) : null;
  }

  setQuality(id: string): void {
    if (!this.hls) return;
    const index = id === AUTO_QUALITY ? -1 : indexIn(this.hls.levels, id);
    if (index === null) return;
    // `nextLevel` switches without flushing what is buffered, so the picture does not stop to reload;
    // -1 hands the choice back to hls.js's bandwidth estimate.
    this.hls.nextLevel = index;
    this.emitter.emit('qualities', undefined);
  }

  protected release(): void {
    this.hls?.destroy();
    this.hls = null;
  }
}
