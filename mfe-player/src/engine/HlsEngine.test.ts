import { type HlsClass, HlsEngine } from './HlsEngine';

type Handler = (event: string, data?: unknown) => void;

/** hls.js as the engine uses it: events, track and level lists, and the indexes that select in them. */
class FakeHls {
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    ERROR: 'hlsError',
    AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
    AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
    SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
    SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
    SUBTITLE_TRACKS_CLEARED: 'hlsSubtitleTracksCleared',
    LEVELS_UPDATED: 'hlsLevelsUpdated',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
  };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
  static last: FakeHls | null = null;

  readonly handlers = new Map<string, Handler[]>();
  audioTracks: Array<{ lang?: string; name: string }> = [];
  audioTrack = -1;
  subtitleTracks: Array<{ lang?: string; name: string }> = [];
  subtitleTrack = -1;
  levels: Array<{ height: number; bitrate: number }> = [];
  currentLevel = -1;
  manualLevel = -1;
  nextLevelSets: number[] = [];

  constructor() {
    FakeHls.last = this;
  }

  get autoLevelEnabled(): boolean {
    return this.manualLevel === -1;
  }

  set nextLevel(level: number) {
    this.nextLevelSets.push(level);
    this.manualLevel = level;
  }

  on(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  trigger(event: string, data?: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }

  attachMedia(): void {}
  loadSource(): void {}
  destroy(): void {}
  recoverMediaError(): void {}
}

const { Events } = FakeHls;
const flush = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

async function loadedEngine(): Promise<{ engine: HlsEngine; hls: FakeHls }> {
  const engine = new HlsEngine(document.createElement('video'), FakeHls as unknown as HlsClass, 'full');
  const loading = engine.load({ url: '/master.m3u8', type: 'hls' }, 0);
  const hls = FakeHls.last!;
  hls.levels = [
    { height: 360, bitrate: 800_000 },
    { height: 720, bitrate: 2_500_000 },
    { height: 1080, bitrate: 6_000_000 },
  ];
  hls.trigger(Events.MANIFEST_PARSED);
  await loading;
  return { engine, hls };
}

describe('HlsEngine tracks and qualities', () => {
  it('has none before a stream is loaded, and adapts by itself', () => {
    const engine = new HlsEngine(document.createElement('video'), FakeHls as unknown as HlsClass, 'light');
    expect(engine.audioTracks).toEqual([]);
    expect(engine.textTracks).toEqual([]);
    expect(engine.qualities).toEqual([]);
    expect(engine.quality).toBe('auto');
    expect(engine.audioTrack).toBeNull();
    expect(() => engine.setQuality('1')).not.toThrow();
  });

  it('lists hls.js’s audio and subtitle tracks by index, with their language and name', async () => {
    const { engine, hls } = await loadedEngine();
    hls.audioTracks = [{ lang: 'pt', name: 'Português' }, { name: 'Commentary' }];
    hls.audioTrack = 0;
    hls.subtitleTracks = [{ lang: 'en', name: 'English' }];
    expect(engine.audioTracks).toEqual([
      { id: '0', language: 'pt', label: 'Português' },
      { id: '1', language: '', label: 'Commentary' },
    ]);
    expect(engine.audioTrack).toBe('0');
    expect(engine.textTracks).toEqual([{ id: '0', language: 'en', label: 'English' }]);
    expect(engine.textTrack).toBeNull();
  });

  it('reports a new list once hls.js has picked the list’s default track', async () => {
    const { engine, hls } = await loadedEngine();
    const seen: Array<string | null> = [];
    engine.on('tracks', () => seen.push(engine.textTrack));
    hls.subtitleTracks = [{ lang: 'pt', name: 'Português' }];
    hls.trigger(Events.SUBTITLE_TRACKS_UPDATED);
    // hls.js turns the default subtitles on right after announcing them.
    hls.subtitleTrack = 0;
    hls.trigger(Events.SUBTITLE_TRACK_SWITCH);
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual(['0']);
  });

  it('switches audio and subtitles, subtitles off as -1, and ignores ids it never gave', async () => {
    const { engine, hls } = await loadedEngine();
    hls.audioTracks = [
      { lang: 'pt', name: 'Português' },
      { lang: 'en', name: 'English' },
    ];
    hls.subtitleTracks = [{ lang: 'pt', name: 'Português' }];
    const reports = jest.fn();
    engine.on('tracks', reports);
    engine.setAudioTrack('1');
    expect(hls.audioTrack).toBe(1);
    engine.setTextTrack('0');
    expect(hls.subtitleTrack).toBe(0);
    engine.setTextTrack(null);
    expect(hls.subtitleTrack).toBe(-1);
    expect(reports).toHaveBeenCalledTimes(3);
    engine.setAudioTrack('7');
    engine.setTextTrack('x');
    expect(hls.audioTrack).toBe(1);
    expect(hls.subtitleTrack).toBe(-1);
  });

  it('lists the levels, pins one without flushing the buffer and goes back to automatic', async () => {
    const { engine, hls } = await loadedEngine();
    expect(engine.qualities).toEqual([
      { id: '0', height: 360, bitrate: 800_000 },
      { id: '1', height: 720, bitrate: 2_500_000 },
      { id: '2', height: 1080, bitrate: 6_000_000 },
    ]);
    const reports = jest.fn();
    engine.on('qualities', reports);
    engine.setQuality('2');
    expect(engine.quality).toBe('2');
    engine.setQuality('auto');
    expect(engine.quality).toBe('auto');
    engine.setQuality('9');
    expect(hls.nextLevelSets).toEqual([2, -1]);
    expect(reports).toHaveBeenCalledTimes(2);
  });

  it('says which level plays when hls.js switches', async () => {
    const { engine, hls } = await loadedEngine();
    const playing: Array<string | null> = [];
    engine.on('qualities', () => playing.push(engine.playingQuality));
    hls.currentLevel = 1;
    hls.trigger(Events.LEVEL_SWITCHED);
    expect(playing).toEqual(['1']);
  });
});
