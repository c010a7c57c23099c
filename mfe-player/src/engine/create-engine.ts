import { BitmovinEngine } from './BitmovinEngine';
import { chooseEngine, HLS_MIME_TYPE, mayUseHlsJs } from './choose-engine';
import { HlsEngine } from './HlsEngine';
import { NativeEngine } from './NativeEngine';
import type { EngineFactory, PlayerEngine } from './PlayerEngine';

/** No engine can play the source in this browser. */
export class UnsupportedSourceError extends Error {
  constructor(type: string) {
    super(`No engine can play ${type} in this browser`);
    this.name = 'UnsupportedSourceError';
  }
}

/**
 * The real engine factory. hls.js and bitmovin-player are imported dynamically so the player's first
 * chunk stays small and each library is downloaded only by the viewers who need it.
 */
export const createEngine: EngineFactory = async (video, source, licenseKey): Promise<PlayerEngine> => {
  const hlsModule = mayUseHlsJs(source, licenseKey) ? await import('hls.js') : null;
  const kind = chooseEngine({
    source,
    licenseKey,
    hlsJsSupported: hlsModule?.default.isSupported() ?? false,
    playsHlsNatively: video.canPlayType(HLS_MIME_TYPE) !== '',
  });
  if (kind === 'bitmovin')
    return new BitmovinEngine(video, await import('bitmovin-player'), licenseKey.trim());
  if (kind === 'hls' && hlsModule) return new HlsEngine(video, hlsModule.default);
  if (kind === 'native') return new NativeEngine(video);
  throw new UnsupportedSourceError(source.type);
};
