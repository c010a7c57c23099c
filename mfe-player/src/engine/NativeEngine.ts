import { AUTO_QUALITY, type MediaTrack, type PlaybackSource, type VideoQuality } from './PlayerEngine';
import { VideoElementEngine } from './VideoElementEngine';

/**
 * `HTMLMediaElement.audioTracks`, which Safari has (where native HLS plays alternate audio) and most other
 * browsers do not; TypeScript's DOM types leave it out.
 */
interface ElementAudioTrack {
  readonly label: string;
  readonly language: string;
  enabled: boolean;
}
interface ElementAudioTrackList extends EventTarget {
  readonly length: number;
  readonly [index: number]: ElementAudioTrack | undefined;
}
type VideoWithAudioTracks = HTMLVideoElement & { readonly audioTracks?: ElementAudioTrackList };

/** Text tracks a viewer reads; metadata and chapters tracks are not theirs to pick. */
const READABLE_KINDS = new Set(['subtitles', 'captions']);
const TRACK_LIST_EVENTS = ['addtrack', 'removetrack', 'change'];

function mediaErrorMessage(video: HTMLVideoElement): string {
  return video.error ? `media error ${video.error.code}: ${video.error.message}` : 'media error';
}

/** Each item of an indexed list with its index, which is the id a track gets: the elements' own ids may be empty. */
function indexed<T>(list: {
  readonly length: number;
  readonly [index: number]: T | undefined;
}): Array<[string, T]> {
  const items: Array<[string, T]> = [];
  for (let index = 0; index < list.length; index += 1) {
    const item = list[index];
    if (item) items.push([String(index), item]);
  }
  return items;
}

/**
 * Plays mp4, and HLS where the browser supports it natively (Safari), in the plain `<video>`. Its tracks are
 * the element's; the browser adapts the rendition itself, so the only quality is automatic.
 */
export class NativeEngine extends VideoElementEngine {
  readonly kind = 'native';
  readonly qualities: readonly VideoQuality[] = [];
  readonly quality = AUTO_QUALITY;
  readonly playingQuality = null;
  private readonly onError = (): void =>
    this.emitter.emit('error', { message: mediaErrorMessage(this.video) });
  private readonly onTracks = (): void => this.emitter.emit('tracks', undefined);

  constructor(video: HTMLVideoElement) {
    super(video);
    video.addEventListener('error', this.onError);
    for (const list of this.trackLists())
      for (const name of TRACK_LIST_EVENTS) list.addEventListener(name, this.onTracks);
  }

  load(source: PlaybackSource, startAt: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onMetadata = (): void => {
        cleanup();
        if (startAt > 0) this.video.currentTime = startAt;
        resolve();
        // The tracks of the stream are known with its metadata; some browsers add them without an event.
        this.onTracks();
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

  private get elementAudioTracks(): ElementAudioTrackList | undefined {
    return (this.video as VideoWithAudioTracks).audioTracks;
  }

  /** The element's track lists that report changes (some implementations give lists that do not). */
  private trackLists(): EventTarget[] {
    return [this.video.textTracks, this.elementAudioTracks].filter(
      (list): list is TextTrackList | ElementAudioTrackList =>
        list !== undefined && typeof list.addEventListener === 'function',
    );
  }

  private readableTextTracks(): Array<[string, TextTrack]> {
    return indexed(this.video.textTracks).filter(([, track]) => READABLE_KINDS.has(track.kind));
  }

  get audioTracks(): readonly MediaTrack[] {
    const list = this.elementAudioTracks;
    return list ? indexed(list).map(([id, { language, label }]) => ({ id, language, label })) : [];
  }

  get audioTrack(): string | null {
    const list = this.elementAudioTracks;
    return (list && indexed(list).find(([, track]) => track.enabled)?.[0]) ?? null;
  }

  setAudioTrack(id: string): void {
    const list = this.elementAudioTracks;
    if (!list || !indexed(list).some(([trackId]) => trackId === id)) return;
    for (const [trackId, track] of indexed(list)) track.enabled = trackId === id;
  }

  get textTracks(): readonly MediaTrack[] {
    return this.readableTextTracks().map(([id, { language, label }]) => ({ id, language, label }));
  }

  get textTrack(): string | null {
    return this.readableTextTracks().find(([, track]) => track.mode === 'showing')?.[0] ?? null;
  }

  setTextTrack(id: string | null): void {
    const tracks = this.readableTextTracks();
    if (id !== null && !tracks.some(([trackId]) => trackId === id)) return;
    for (const [trackId, track] of tracks) track.mode = trackId === id ? 'showing' : 'disabled';
  }

  setQuality(_id: string): void {
    // The browser alone picks the rendition of a natively played stream.
  }

  protected release(): void {
    this.video.removeEventListener('error', this.onError);
    for (const list of this.trackLists())
      for (const name of TRACK_LIST_EVENTS) list.removeEventListener(name, this.onTracks);
    // Dropping the src and reloading is how a media element is told to stop downloading.
    this.video.removeAttribute('src');
    this.video.load();
  }
}
