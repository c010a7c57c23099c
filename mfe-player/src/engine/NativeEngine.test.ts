import { NativeEngine } from './NativeEngine';

/** A track list as browsers give them: indexed, and reporting additions and changes as events. */
class FakeTrackList<T> extends EventTarget {
  [index: number]: T;
  length = 0;

  constructor(tracks: T[]) {
    super();
    tracks.forEach((track, index) => (this[index] = track));
    this.length = tracks.length;
  }
}

interface FakeTextTrack {
  kind: string;
  language: string;
  label: string;
  mode: TextTrackMode;
}

interface FakeAudioTrack {
  language: string;
  label: string;
  enabled: boolean;
}

const text = (kind: string, language: string, label: string): FakeTextTrack => ({
  kind,
  language,
  label,
  mode: 'disabled',
});

function videoWith(textTracks: FakeTextTrack[], audioTracks?: FakeAudioTrack[]) {
  const video = document.createElement('video');
  video.load = () => undefined;
  const textList = new FakeTrackList(textTracks);
  Object.defineProperty(video, 'textTracks', { value: textList });
  const audioList = audioTracks && new FakeTrackList(audioTracks);
  Object.defineProperty(video, 'audioTracks', { value: audioList });
  return { video, textList, audioList };
}

describe('NativeEngine tracks', () => {
  it('lists the subtitles and captions the browser found, not its metadata tracks', () => {
    const { video } = videoWith([
      text('metadata', '', 'id3'),
      text('subtitles', 'pt', 'Português'),
      text('captions', 'en', 'English CC'),
    ]);
    const engine = new NativeEngine(video);
    expect(engine.textTracks).toEqual([
      { id: '1', language: 'pt', label: 'Português' },
      { id: '2', language: 'en', label: 'English CC' },
    ]);
    expect(engine.textTrack).toBeNull();
  });

  it('shows one subtitle track at a time, and none with null', () => {
    const tracks = [text('subtitles', 'pt', 'Português'), text('subtitles', 'en', 'English')];
    const { video } = videoWith(tracks);
    const engine = new NativeEngine(video);
    engine.setTextTrack('1');
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'showing']);
    expect(engine.textTrack).toBe('1');
    engine.setTextTrack('0');
    expect(tracks.map((track) => track.mode)).toEqual(['showing', 'disabled']);
    engine.setTextTrack('5');
    expect(engine.textTrack).toBe('0');
    engine.setTextTrack(null);
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled']);
    expect(engine.textTrack).toBeNull();
  });

  it('switches audio tracks where the browser has them', () => {
    const audio = [
      { language: 'pt', label: 'Português', enabled: true },
      { language: 'en', label: 'English', enabled: false },
    ];
    const { video } = videoWith([], audio);
    const engine = new NativeEngine(video);
    expect(engine.audioTracks).toEqual([
      { id: '0', language: 'pt', label: 'Português' },
      { id: '1', language: 'en', label: 'English' },
    ]);
    expect(engine.audioTrack).toBe('0');
    engine.setAudioTrack('1');
    expect(audio.map((track) => track.enabled)).toEqual([false, true]);
    expect(engine.audioTrack).toBe('1');
    engine.setAudioTrack('3');
    expect(engine.audioTrack).toBe('1');
  });

  it('has no audio tracks to offer where the browser keeps them to itself', () => {
    const { video } = videoWith([]);
    const engine = new NativeEngine(video);
    expect(engine.audioTracks).toEqual([]);
    expect(engine.audioTrack).toBeNull();
    expect(() => engine.setAudioTrack('0')).not.toThrow();
  });

  it('reports tracks as the browser adds or changes them, until destroyed', () => {
    const { video, textList, audioList } = videoWith([], [{ language: 'pt', label: '', enabled: true }]);
    const engine = new NativeEngine(video);
    const reports = jest.fn();
    engine.on('tracks', reports);
    textList.dispatchEvent(new Event('addtrack'));
    textList.dispatchEvent(new Event('change'));
    audioList?.dispatchEvent(new Event('change'));
    expect(reports).toHaveBeenCalledTimes(3);
    engine.destroy();
    engine.on('tracks', reports);
    textList.dispatchEvent(new Event('addtrack'));
    expect(reports).toHaveBeenCalledTimes(3);
  });

  it('leaves the rendition to the browser', () => {
    const engine = new NativeEngine(videoWith([]).video);
    expect(engine.qualities).toEqual([]);
    engine.setQuality('0');
    expect(engine.quality).toBe('auto');
    expect(engine.playingQuality).toBeNull();
  });
});
