import { isImmutableAsset } from './rules';

const url = (href: string): URL => new URL(href, 'http://localhost:3000/');

describe('what the service worker serves from its cache', () => {
  it('keeps the hashed scripts and styles of the shell and of every remote origin', () => {
    expect(isImmutableAsset(url('/main.20bb88b8.js'), 'script')).toBe(true);
    expect(isImmutableAsset(url('http://localhost:3001/545.8fdb3251.js'), 'script')).toBe(true);
    expect(isImmutableAsset(url('http://cdn.example/catalogue/styles.0a1b2c3d.css'), 'style')).toBe(true);
  });

  it('never keeps what a redeploy changes in place, so an independent deploy shows on the next load', () => {
    expect(isImmutableAsset(url('http://localhost:3001/remoteEntry.js'), 'script')).toBe(false);
    expect(isImmutableAsset(url('http://localhost:3001/mf-manifest.json'), '')).toBe(false);
    expect(isImmutableAsset(url('/remotes.json'), '')).toBe(false);
    expect(isImmutableAsset(url('/sw.js'), 'script')).toBe(false);
    expect(isImmutableAsset(url('/index.html'), 'document')).toBe(false);
  });

  it('never keeps API answers or pages, even with a hash-like name', () => {
    expect(isImmutableAsset(url('/api/v1/content/item/0a1b2c3d4e.js'), 'script')).toBe(false);
    expect(isImmutableAsset(url('/api/v1/content/section/home'), '')).toBe(false);
    expect(isImmutableAsset(url('/vod/filme/0a1b2c3d.js'), 'document')).toBe(false);
  });

  it('leaves unhashed files and video to the network and the HTTP cache', () => {
    expect(isImmutableAsset(url('/favicon.svg'), 'image')).toBe(false);
    expect(isImmutableAsset(url('/api/sandbox/media/trailer.0a1b2c3d.mp4'), 'video')).toBe(false);
  });
});
