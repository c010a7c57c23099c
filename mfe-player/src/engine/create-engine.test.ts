import { BitmovinEngine, type BitmovinModule } from './BitmovinEngine';
import { createEngineWith, type EngineLoaders, UnsupportedSourceError } from './create-engine';
import { type HlsClass, HlsEngine } from './HlsEngine';
import { NativeEngine } from './NativeEngine';

const PLAIN = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="avc1.4d401e,mp4a.40.2"\nv.m3u8\n';
const WITH_SUBTITLES = `#EXTM3U
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="Português",URI="pt.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="s"
v.m3u8
`;

/** Stands in for one hls.js build: the factory only asks it `isSupported()` and hands it to HlsEngine. */
function fakeHls(supported: boolean): HlsClass {
  return { isSupported: () => supported } as unknown as HlsClass;
}

function loaders(over: Partial<EngineLoaders> & { supported?: boolean } = {}): jest.Mocked<EngineLoaders> {
  const light = fakeHls(over.supported ?? true);
  const full = fakeHls(over.supported ?? true);
  return {
    hlsLight: jest.fn(over.hlsLight ?? (() => Promise.resolve(light))),
    hlsFull: jest.fn(over.hlsFull ?? (() => Promise.resolve(full))),
    bitmovin: jest.fn(over.bitmovin ?? (() => Promise.reject(new Error('bitmovin-player loaded')))),
    manifest: jest.fn(over.manifest ?? (() => Promise.resolve(PLAIN))),
  };
}

function video({ nativeHls = false } = {}): HTMLVideoElement {
  const element = document.createElement('video');
  element.canPlayType = (type: string) => (nativeHls && type.includes('mpegurl') ? 'maybe' : '');
  return element;
}

const hls = { url: '/api/media/demo/master.m3u8', type: 'hls' } as const;
const mp4 = { url: '/api/media/demo/demo.mp4', type: 'mp4' } as const;

describe('createEngine', () => {
  it('plays a plain HLS stream with the light hls.js build, never downloading the full one', async () => {
    const load = loaders();
    const engine = await createEngineWith(load)(video(), hls, '');
    expect(engine).toBeInstanceOf(HlsEngine);
    expect((engine as HlsEngine).build).toBe('light');
    expect(load.manifest).toHaveBeenCalledWith(hls.url);
    expect(load.hlsFull).not.toHaveBeenCalled();
    expect(load.bitmovin).not.toHaveBeenCalled();
  });

  it('asks for the playlist before the light build has arrived, not after', async () => {
    let arrive: (Hls: HlsClass) => void = () => undefined;
    const load = loaders({ hlsLight: () => new Promise<HlsClass>((resolve) => (arrive = resolve)) });
    const created = createEngineWith(load)(video(), hls, '');
    expect(load.manifest).toHaveBeenCalledTimes(1);
    arrive(fakeHls(true));
    await expect(created).resolves.toBeInstanceOf(HlsEngine);
  });

  it('takes the full build when the playlist carries subtitles, or cannot be read', async () => {
    const withSubtitles = loaders({ manifest: () => Promise.resolve(WITH_SUBTITLES) });
    const engine = await createEngineWith(withSubtitles)(video(), hls, '');
    expect((engine as HlsEngine).build).toBe('full');
    expect(withSubtitles.hlsFull).toHaveBeenCalledTimes(1);

    const unreadable = loaders({ manifest: () => Promise.resolve(null) });
    expect(((await createEngineWith(unreadable)(video(), hls, '')) as HlsEngine).build).toBe('full');
  });

  it('plays HLS natively where Media Source Extensions are missing, without the full build', async () => {
    const load = loaders({ supported: false });
    await expect(createEngineWith(load)(video({ nativeHls: true }), hls, '')).resolves.toBeInstanceOf(
      NativeEngine,
    );
    expect(load.hlsFull).not.toHaveBeenCalled();
  });

  it('fails as unsupported when neither hls.js nor the browser plays HLS', async () => {
    await expect(createEngineWith(loaders({ supported: false }))(video(), hls, '')).rejects.toBeInstanceOf(
      UnsupportedSourceError,
    );
  });

  it('plays mp4 natively and downloads no library and no playlist for it', async () => {
    const load = loaders();
    await expect(createEngineWith(load)(video(), mp4, '')).resolves.toBeInstanceOf(NativeEngine);
    expect(load.hlsLight).not.toHaveBeenCalled();
    expect(load.manifest).not.toHaveBeenCalled();
  });

  it('loads bitmovin-player only with a licence key, and then no hls.js at all', async () => {
    const load = loaders();
    await expect(createEngineWith(load)(video(), hls, 'licence')).rejects.toThrow('bitmovin-player loaded');
    expect(load.bitmovin).toHaveBeenCalledTimes(1);
    expect(load.hlsLight).not.toHaveBeenCalled();
    expect(load.hlsFull).not.toHaveBeenCalled();
    expect(load.manifest).not.toHaveBeenCalled();

    const unlicensed = loaders();
    await createEngineWith(unlicensed)(video(), hls, '  ');
    expect(unlicensed.bitmovin).not.toHaveBeenCalled();
  });

  it('hands bitmovin-player the trimmed licence key', async () => {
    const Player = jest.fn().mockImplementation(() => ({ setVideoElement: jest.fn(), on: jest.fn() }));
    const bitmovin = { Player, PlayerEvent: {} } as unknown as BitmovinModule;
    const load = loaders({ bitmovin: () => Promise.resolve(bitmovin) });
    const element = video();
    document.body.append(element);
    await expect(createEngineWith(load)(element, mp4, ' key-1 ')).resolves.toBeInstanceOf(BitmovinEngine);
    expect(Player).toHaveBeenCalledWith(document.body, expect.objectContaining({ key: 'key-1' }));
    element.remove();
  });
});
