import type { RemoteAppName } from '@palco/contracts';
import {
  LINK_PREFETCH_TIMEOUT_MS,
  PREFETCH_SETTLE_MS,
  prefersNoPrefetch,
  prefetchVisibleLinks,
} from './idle-prefetch';
import { appFilesOf } from './remote-files';

/** An IntersectionObserver the test drives: `show(el)` tells every observer watching `el` it came into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.watched.add(target);
  }
  unobserve(target: Element): void {
    this.watched.delete(target);
  }
  disconnect(): void {
    this.watched.clear();
  }
  static show(target: Element): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.watched.has(target)) continue;
      const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetching what visible links lead to', () => {
  const originalObserver = window.IntersectionObserver;
  let stop: () => void = () => undefined;
  let scheduled: { work: () => void; timeoutMs: number }[];
  const schedule = (work: () => void, timeoutMs: number) => scheduled.push({ work, timeoutMs });
  const runIdle = () => scheduled.splice(0).forEach(({ work }) => work());

  beforeEach(() => {
    scheduled = [];
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    stop();
    window.IntersectionObserver = originalObserver;
    document.body.replaceChildren();
  });

  it('prefetches each remote once, in an idle moment within the spec’s 2000 ms, when a link to it shows', async () => {
    const prefetched: RemoteAppName[] = [];
    const player = link('/vod/os-maias/m1');
    const otherPlayer = link('/vod/mar/m2');
    link('/contactos');
    stop = prefetchVisibleLinks(window, (app) => prefetched.push(app), { schedule, settleMs: 0 });

    FakeIntersectionObserver.show(player);
    FakeIntersectionObserver.show(otherPlayer);
    expect(prefetched).toEqual([]); // not before the browser is idle
    expect(scheduled.map(({ timeoutMs }) => timeoutMs)).toEqual([LINK_PREFETCH_TIMEOUT_MS]);
    runIdle();
    expect(prefetched).toEqual(['mfe-player']);

    // A link the page draws later is watched too.
    const checkout = document.createElement('a');
    checkout.href = '/adira-ja';
    document.body.append(checkout);
    await flushMutations();
    FakeIntersectionObserver.show(checkout);
    runIdle();
    expect(prefetched).toEqual(['mfe-player', 'mfe-checkout']);
  });

  it('watches no link until the page has loaded and its own data has had time to arrive', () => {
    jest.useFakeTimers();
    let state: DocumentReadyState = 'interactive';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    try {
      const prefetched: RemoteAppName[] = [];
      const player = link('/vod/os-maias/m1');
      stop = prefetchVisibleLinks(window, (app) => prefetched.push(app), { schedule });
      FakeIntersectionObserver.show(player);
      state = 'complete';
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(PREFETCH_SETTLE_MS - 1);
      FakeIntersectionObserver.show(player);
      runIdle();
      expect(prefetched).toEqual([]);
      jest.advanceTimersByTime(1);
      FakeIntersectionObserver.show(player);
      runIdle();
      expect(prefetched).toEqual(['mfe-player']);
    } finally {
      readyState.mockRestore();
      jest.useRealTimers();
    }
  });

  it('leaves links off screen, the shell’s own pages and other sites alone', () => {
    const prefetched: RemoteAppName[] = [];
    link('/profile');
    const shellPage = link('/contactos');
    const elsewhere = link('https://elsewhere.example/vod/1');
    stop = prefetchVisibleLinks(window, (app) => prefetched.push(app), { schedule, settleMs: 0 });
    FakeIntersectionObserver.show(shellPage);
    FakeIntersectionObserver.show(elsewhere);
    runIdle();
    expect(prefetched).toEqual([]);
  });

  it('fetches nothing for a viewer saving data or on a 2G-like network', () => {
    const asNavigator = (connection: object) => ({ connection }) as unknown as Navigator;
    expect(prefersNoPrefetch(asNavigator({ saveData: true }))).toBe(true);
    expect(prefersNoPrefetch(asNavigator({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(prefersNoPrefetch(asNavigator({ effectiveType: '4g' }))).toBe(false);
    expect(prefersNoPrefetch({} as Navigator)).toBe(false);
  });
});

describe('a remote’s files', () => {
  const MANIFEST_URL = 'http://localhost:3004/mf-manifest.json';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './other', assets: { js: { sync: ['9.aaaaaaaa.js'] } } },
      {
        path: './app',
        assets: {
          js: { sync: ['351.a88a4d72.js', '__federation_expose_app.2c093bab.js'] },
          css: { sync: ['351.0c1d2e3f.css'] },
        },
      },
    ],
  };

  it('names the entry and the files `./app` needs at once, beside the manifest', () => {
    expect(appFilesOf(MANIFEST_URL, manifest)).toEqual([
      'http://localhost:3004/remoteEntry.js',
      'http://localhost:3004/351.a88a4d72.js',
      'http://localhost:3004/__federation_expose_app.2c093bab.js',
    ]);
    expect(appFilesOf('https://cdn.example/checkout/mf-manifest.json', manifest)[0]).toBe(
      'https://cdn.example/checkout/remoteEntry.js',
    );
  });

  it('finds them under the public path the manifest names, when it is not beside it', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/c/' },
    };
    expect(appFilesOf(MANIFEST_URL, elsewhere)).toEqual([
      'https://cdn.example/c/remoteEntry.js',
      'https://cdn.example/c/351.a88a4d72.js',
      'https://cdn.example/c/__federation_expose_app.2c093bab.js',
    ]);
  });
});
