import type { BitmovinModule } from './BitmovinEngine';
import { chooseEngine, HLS_MIME_TYPE, mayUseHlsJs } from './choose-engine';
import { hlsBuildFor, readManifest } from './hls-build';
import { type HlsClass, HlsEngine } from './HlsEngine';
import type { EngineFactory, PlayerEngine } from './PlayerEngine';

/** No engine can play the source in this browser. */
export class UnsupportedSourceError extends Error {
  constructor(type: string) {
    super(`No engine can play ${type} in this browser`);
    this.name = 'UnsupportedSourceError';
  }
}

/** Where the engines' libraries and an HLS stream's playlist come from; tests hand in fakes. */
export interface EngineLoaders {
  /** hls.js without alternate audio, subtitles, captions or DRM: enough for most streams (hls-build.ts). */
  hlsLight: () => Promise<HlsClass>;
  hlsFull: () => Promise<HlsClass>;
  bitmovin: () => Promise<BitmovinModule>;
  /** The playlist's text, or null when it cannot be read. */
  manifest: (url: string) => Promise<string | null>;
}

/**
 * An engine factory over the given loaders. bitmovin-player is loaded only with a licence key. For HLS
 * without one, the light hls.js build and the playlist are fetched side by side: the light build answers
 * `isSupported()` (the same check as the full build's) and plays the stream unless the playlist declares
 * something only the full build plays, which is then fetched as well. Safari without Media Source
 * Extensions, and every mp4, play in the plain `<video>`.
 */
export function createEngineWith(load: EngineLoaders): EngineFactory {
  return async (video, source, licenseKey): Promise<PlayerEngine> => {
    const hlsJsCandidate = mayUseHlsJs(source, licenseKey);
    const manifest = hlsJsCandidate ? load.manifest(source.url) : null;
    const HlsLight = hlsJsCandidate ? await load.hlsLight() : null;
    const kind = chooseEngine({
      source,
      licenseKey,
      hlsJsSupported: HlsLight?.isSupported() ?? false,
      playsHlsNatively: video.canPlayType(HLS_MIME_TYPE) !== '',
    });
    if (kind === 'bitmovin') {
      // The engine's own code comes with the library, in its chunk: a page without a licence key has neither.
      const [module, { BitmovinEngine }] = await Promise.all([
        load.bitmovin(),
        import(/* webpackChunkName: "bitmovin" */ './BitmovinEngine'),
      ]);
      return new BitmovinEngine(video, module, licenseKey.trim());
    }
    if (kind === 'hls' && HlsLight && manifest) {
      const build = hlsBuildFor(await manifest);
      return new HlsEngine(video, build === 'light' ? HlsLight : await load.hlsFull(), build);
    }
    if (kind === 'native') {
      // Loaded by the browsers that play the source themselves (every mp4, HLS in Safari), not by the others.
      const { NativeEngine } = await import(/* webpackChunkName: "native-engine" */ './NativeEngine');
      return new NativeEngine(video);
    }
    throw new UnsupportedSourceError(source.type);
  };
}

/**
 * The real engine factory. Every library is imported dynamically, each into a chunk of its own, so the
 * player's first chunk stays small and each is downloaded only by the viewers who need it.
 */
export const createEngine: EngineFactory = createEngineWith({
  hlsLight: async () => (await import(/* webpackChunkName: "hls-light" */ 'hls.js/light')).default,
  hlsFull: async () => (await import(/* webpackChunkName: "hls" */ 'hls.js')).default,
  bitmovin: () => import(/* webpackChunkName: "bitmovin" */ 'bitmovin-player'),
  manifest: readManifest,
});
