import { trailerSource } from './trailer-source';

const mp4 = { id: 't1', url: '/api/media/demo/demo.mp4', type: 'mp4' as const, duration: 20 };
const hls = { id: 't1', url: '/api/media/demo/master.m3u8', type: 'hls' as const, duration: 20 };
const mp4Only = (mime: string): string => (mime === 'video/mp4' ? 'probably' : '');

describe('trailerSource', () => {
  it('plays an MP4 trailer in a plain video element', () => {
    expect(trailerSource(mp4, mp4Only)).toBe('/api/media/demo/demo.mp4');
  });

  it('plays an HLS trailer only where the browser plays HLS itself', () => {
    expect(trailerSource(hls, mp4Only)).toBeNull();
    expect(trailerSource(hls, () => 'maybe')).toBe('/api/media/demo/master.m3u8');
  });
});
