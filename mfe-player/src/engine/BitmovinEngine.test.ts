import { BitmovinEngine, type BitmovinModule } from './BitmovinEngine';

/** The bitmovin-player events the engine listens to, by their real names. */
const PlayerEvent = {
  TimeChanged: 'timechanged',
  DurationChanged: 'durationchanged',
  Seeked: 'seeked',
  Play: 'play',
  Paused: 'paused',
  Playing: 'playing',
  StallStarted: 'stallstarted',
  StallEnded: 'stallended',
  PlaybackFinished: 'playbackfinished',
  Muted: 'muted',
  Unmuted: 'unmuted',
  Error: 'error',
  SourceLoaded: 'sourceloaded',
  AudioAdded: 'audioadded',
  AudioRemoved: 'audioremoved',
  AudioChanged: 'audiochanged',
  SubtitleAdded: 'subtitleadded',
  SubtitleRemoved: 'subtitleremoved',
  SubtitleEnabled: 'subtitleenabled',
  SubtitleDisabled: 'subtitledisabled',
  VideoQualityAdded: 'videoqualityadded',
  VideoQualityRemoved: 'videoqualityremoved',
  VideoQualityChanged: 'videoqualitychanged',
  VideoPlaybackQualityChanged: 'videoplaybackqualitychanged',
} as const;

interface Subtitle {
  id: string;
  lang: string;
  label: string;
  kind: string;
  enabled: boolean;
}

/** bitmovin-player's API as the engine calls it, keeping its state as the real one reports it. */
class FakePlayer {
  static last: FakePlayer | null = null;
  readonly handlers = new Map<string, Array<() => void>>();
  audio = [
    { id: 'audio-pt', lang: 'pt', label: 'Português' },
    { id: 'audio-en', lang: 'en', label: 'English' },
  ];
  audioId = 'audio-pt';
  subtitleList: Subtitle[] = [
    { id: 'sub-pt', lang: 'pt', label: 'Português', kind: 'subtitles', enabled: false },
    { id: 'sub-fr', lang: 'fr', label: 'Français', kind: 'subtitles', enabled: false },
  ];
  videoQuality = 'auto';
  playbackQuality = 'q-720';
  readonly subtitles = {
    list: () => this.subtitleList,
    enable: (id: string, exclusive = true) => {
      for (const track of this.subtitleList) {
        if (track.id === id) track.enabled = true;
        else if (exclusive) track.enabled = false;
      }
    },
    disable: (id: string) => {
      for (const track of this.subtitleList) if (track.id === id) track.enabled = false;
    },
  };

  constructor() {
    FakePlayer.last = this;
  }

  setVideoElement(): void {}
  on(event: string, handler: () => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  fire(event: string): void {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  load(): Promise<void> {
    return Promise.resolve();
  }
  destroy(): Promise<void> {
    return Promise.resolve();
  }
  getAvailableAudio() {
    return this.audio;
  }
  getAudio() {
    return this.audio.find((track) => track.id === this.audioId) ?? null;
  }
  setAudio(id: string): void {
    this.audioId = id;
  }
  getAvailableVideoQualities() {
    return [
      { id: 'q-1080', height: 1080, width: 1920, bitrate: 6_000_000 },
      { id: 'q-720', height: 720, width: 1280, bitrate: 2_500_000 },
    ];
  }
  setVideoQuality(id: string): void {
    this.videoQuality = id;
  }
  getPlaybackVideoData() {
    return { id: this.playbackQuality, height: 720, width: 1280, bitrate: 2_500_000 };
  }
}

const bitmovin = { Player: FakePlayer, PlayerEvent } as unknown as BitmovinModule;

function engine(): { engine: BitmovinEngine; player: FakePlayer } {
  const video = document.createElement('video');
  document.createElement('div').append(video);
  const created = new BitmovinEngine(video, bitmovin, 'key');
  return { engine: created, player: FakePlayer.last! };
}

describe('BitmovinEngine tracks and qualities', () => {
  it('lists bitmovin-player’s audio tracks and switches them by id', () => {
    const { engine: created, player } = engine();
    expect(created.audioTracks).toEqual([
      { id: 'audio-pt', language: 'pt', label: 'Português' },
      { id: 'audio-en', language: 'en', label: 'English' },
    ]);
    expect(created.audioTrack).toBe('audio-pt');
    created.setAudioTrack('audio-en');
    expect(player.audioId).toBe('audio-en');
  });

  it('shows one subtitle track at a time and turns them all off with null', () => {
    const { engine: created, player } = engine();
    expect(created.textTracks.map((track) => track.id)).toEqual(['sub-pt', 'sub-fr']);
    expect(created.textTrack).toBeNull();
    created.setTextTrack('sub-fr');
    expect(created.textTrack).toBe('sub-fr');
    created.setTextTrack('sub-pt');
    expect(player.subtitleList.map((track) => track.enabled)).toEqual([true, false]);
    created.setTextTrack(null);
    expect(player.subtitleList.map((track) => track.enabled)).toEqual([false, false]);
    expect(created.textTrack).toBeNull();
  });

  it('pins a rendition and goes back to automatic, saying which plays', () => {
    const { engine: created, player } = engine();
    expect(created.qualities).toEqual([
      { id: 'q-1080', height: 1080, bitrate: 6_000_000 },
      { id: 'q-720', height: 720, bitrate: 2_500_000 },
    ]);
    expect(created.quality).toBe('auto');
    expect(created.playingQuality).toBe('q-720');
    created.setQuality('q-1080');
    expect(player.videoQuality).toBe('q-1080');
    expect(created.quality).toBe('q-1080');
    created.setQuality('auto');
    expect(player.videoQuality).toBe('auto');
    expect(created.quality).toBe('auto');
  });

  it('reports track and rendition changes from bitmovin-player’s events', () => {
    const { engine: created, player } = engine();
    const tracks = jest.fn();
    const qualities = jest.fn();
    created.on('tracks', tracks);
    created.on('qualities', qualities);
    for (const event of [PlayerEvent.AudioChanged, PlayerEvent.SubtitleAdded, PlayerEvent.SubtitleEnabled])
      player.fire(event);
    player.fire(PlayerEvent.VideoPlaybackQualityChanged);
    player.fire(PlayerEvent.SourceLoaded);
    expect(tracks).toHaveBeenCalledTimes(4);
    expect(qualities).toHaveBeenCalledTimes(2);
  });
});
