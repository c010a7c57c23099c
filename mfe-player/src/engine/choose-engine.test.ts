import { chooseEngine, mayUseHlsJs } from './choose-engine';

const hls = { type: 'hls' } as const;
const mp4 = { type: 'mp4' } as const;
const noKey = { licenseKey: '', hlsJsSupported: false, playsHlsNatively: false };

describe('chooseEngine', () => {
  it('uses bitmovin-player whenever a licence key is configured, whatever the source', () => {
    expect(chooseEngine({ ...noKey, source: hls, licenseKey: 'abc-123', hlsJsSupported: true })).toBe(
      'bitmovin',
    );
    expect(chooseEngine({ ...noKey, source: mp4, licenseKey: 'abc-123' })).toBe('bitmovin');
  });

  it('treats a blank licence key as none', () => {
    expect(chooseEngine({ ...noKey, source: hls, licenseKey: '   ', hlsJsSupported: true })).toBe('hls');
  });

  it('plays mp4 in the native video element', () => {
    expect(chooseEngine({ ...noKey, source: mp4, hlsJsSupported: true })).toBe('native');
  });

  it('prefers hls.js for HLS when Media Source Extensions are there', () => {
    expect(chooseEngine({ ...noKey, source: hls, hlsJsSupported: true, playsHlsNatively: true })).toBe('hls');
  });

  it('falls back to native HLS when hls.js is unsupported', () => {
    expect(chooseEngine({ ...noKey, source: hls, playsHlsNatively: true })).toBe('native');
  });

  it('gives up when nothing can play HLS', () => {
    expect(chooseEngine({ ...noKey, source: hls })).toBeNull();
  });
});

describe('mayUseHlsJs', () => {
  it('is true only for HLS without a licence key', () => {
    expect(mayUseHlsJs(hls, '')).toBe(true);
    expect(mayUseHlsJs(mp4, '')).toBe(false);
    expect(mayUseHlsJs(hls, 'key')).toBe(false);
  });
});
