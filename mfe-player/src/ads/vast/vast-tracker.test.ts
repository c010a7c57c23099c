import { vastLinearEvents } from '@palco/contracts';
import { recordPixels } from '../testing/vast-documents';
import type { VastTrackingEvent } from './parse-vast';
import { createVastTracker, fillMacros, sendPixels, type VastTracking } from './vast-tracker';

const T = 'https://t.test';
const url = (name: string): string => `${T}/${name}`;
const event = (name: string, offset: string | null = null): VastTrackingEvent => ({
  event: name,
  url: url(offset ? `${name}@${offset}` : name),
  offset,
});

/** Every event of VAST a linear ad may report, one address each. */
const TRACKING: VastTracking = {
  impressions: [url('impression')],
  errors: [`${T}/error?code=[ERRORCODE]`],
  clicks: [url('click')],
  events: vastLinearEvents.map((name) => event(name)),
};

let pixels: ReturnType<typeof recordPixels>;
beforeEach(() => (pixels = recordPixels()));
afterEach(() => {
  pixels.restore();
  jest.useRealTimers();
});

describe('fillMacros', () => {
  it('fills in the values given, URL-encoded, in either form of macro', () => {
    expect(fillMacros(`${T}/e?code=[ERRORCODE]&old=%%ERRORCODE%%`, { ERRORCODE: '405' })).toBe(
      `${T}/e?code=405&old=405`,
    );
    expect(fillMacros(`${T}/p?at=[ADPLAYHEAD]`, { ADPLAYHEAD: '00:00:05.000' })).toBe(
      `${T}/p?at=00%3A00%3A05.000`,
    );
    expect(fillMacros(`${T}/x?v=[X]`, { X: 'a b&c/d' })).toBe(`${T}/x?v=a%20b%26c%2Fd`);
  });

  it('always knows the cache buster (8 random digits) and the time stamp (ISO 8601)', () => {
    jest.useFakeTimers({ now: new Date('2025-03-04T05:06:07.089Z') });
    const filled = fillMacros(`${T}/p?cb=[CACHEBUSTING]&ts=[TIMESTAMP]`);
    expect(filled).toMatch(/^https:\/\/t\.test\/p\?cb=\d{8}&ts=2025-03-04T05%3A06%3A07\.089Z$/);
    // A new cache buster each time (two alike in a row: 1 chance in 100 million).
    expect(fillMacros('[CACHEBUSTING]')).not.toBe(fillMacros('[CACHEBUSTING]'));
  });

  it('leaves a macro it has no value for, and anything that is not a macro, as it is', () => {
    const address = `${T}/p?ua=[DEVICEUA]&lower=[errorcode]&proto=[CONSTRUCTOR]&arr=[]&[ERRORCODE`;
    expect(fillMacros(address, { ERRORCODE: '405' })).toBe(address);
  });
});

describe('sendPixels', () => {
  it('loads each web address as an image, its macros filled in', () => {
    sendPixels([`${T}/a?code=[ERRORCODE]`, '//t.test/b', 'http://t.test/c'], { ERRORCODE: '303' });
    expect(pixels.urls).toEqual([`${T}/a?code=303`, '//t.test/b', 'http://t.test/c']);
  });

  it('loads nothing that is not a web address', () => {
    sendPixels(['javascript:alert(1)', 'data:image/gif;base64,R0lGOD', '/relative', 'track?e=1', '']);
    expect(pixels.urls).toEqual([]);
  });

  it('never throws, whatever loading a pixel does', () => {
    pixels.restore();
    const original = window.Image;
    try {
      window.Image = class {
        set src(_url: string) {
          throw new Error('blocked');
        }
      } as unknown as typeof Image;
      expect(() => sendPixels([url('a')])).not.toThrow();
      window.Image = undefined as unknown as typeof Image;
      expect(() => sendPixels([url('a')])).not.toThrow();
    } finally {
      window.Image = original;
    }
  });
});

describe('createVastTracker', () => {
  it('reports the impression with creativeView and start, once however often the player says so', () => {
    const tracker = createVastTracker(TRACKING, 20);
    tracker.impression();
    tracker.impression();
    expect(pixels.urls).toEqual([url('impression'), url('creativeView'), url('start')]);
  });

  it('reports each quartile once, when the time passes it, several at once after a jump', () => {
    const tracker = createVastTracker(TRACKING, 20);
    tracker.progress(4.9);
    expect(pixels.urls).toEqual([]);
    tracker.progress(5);
    tracker.progress(6);
    tracker.progress(5);
    expect(pixels.urls).toEqual([url('firstQuartile')]);
    tracker.progress(16);
    tracker.progress(20);
    expect(pixels.urls).toEqual([url('firstQuartile'), url('midpoint'), url('thirdQuartile')]);
  });

  it('reports each progress offset, a time or a percentage, once when the time passes it', () => {
    const tracking: VastTracking = {
      ...TRACKING,
      events: [event('progress', '00:00:03'), event('progress', '50%'), event('progress', 'whenever')],
    };
    const tracker = createVastTracker(tracking, 20);
    tracker.progress(2.9);
    expect(pixels.urls).toEqual([]);
    tracker.progress(3);
    tracker.progress(4);
    expect(pixels.urls).toEqual([url('progress@00:00:03')]);
    tracker.progress(12);
    tracker.progress(20);
    expect(pixels.urls).toEqual([url('progress@00:00:03'), url('progress@50%')]);
  });

  it('reports no quartile, nor percentage offset, of an ad whose document gave no duration', () => {
    const tracking: VastTracking = {
      ...TRACKING,
      events: [...TRACKING.events, event('progress', '10%'), event('progress', '00:00:01')],
    };
    const tracker = createVastTracker(tracking, 0);
    for (const second of [1, 5, 10, 30]) tracker.progress(second);
    expect(pixels.urls).toEqual([url('progress@00:00:01')]);
  });

  it('reports the end, a skip and an error once each', () => {
    const tracker = createVastTracker(TRACKING, 20);
    tracker.complete();
    tracker.complete();
    tracker.skip();
    tracker.skip();
    tracker.error(405);
    tracker.error(402);
    expect(pixels.urls).toEqual([url('complete'), url('skip'), `${T}/error?code=405`]);
  });

  it('reports a pause, a resume, a mute and an unmute only when the state changes', () => {
    const tracker = createVastTracker(TRACKING, 20);
    // An ad starts playing, with sound.
    tracker.paused(false);
    tracker.muted(false);
    expect(pixels.urls).toEqual([]);
    tracker.paused(true);
    tracker.paused(true);
    tracker.paused(false);
    tracker.muted(true);
    tracker.muted(true);
    tracker.muted(false);
    expect(pixels.urls).toEqual([url('pause'), url('resume'), url('mute'), url('unmute')]);
  });

  it('reports every click', () => {
    const tracker = createVastTracker(TRACKING, 20);
    tracker.click();
    tracker.click();
    expect(pixels.urls).toEqual([url('click'), url('click')]);
  });

  it('fills in where the ad is, once known, and leaves the content’s position unknown', () => {
    const at = `${T}/at?ad=[ADPLAYHEAD]&content=[CONTENTPLAYHEAD]`;
    const tracker = createVastTracker({ ...TRACKING, impressions: [at], clicks: [at] }, 20);
    tracker.impression();
    tracker.progress(7.25);
    tracker.click();
    expect(pixels.urls.filter((pixel) => pixel.startsWith(`${T}/at`))).toEqual([
      `${T}/at?ad=-1&content=-1`,
      `${T}/at?ad=00%3A00%3A07.250&content=-1`,
    ]);
  });

  it('sends an event to every address given for it, in order', () => {
    const tracking: VastTracking = {
      impressions: [url('impression'), url('wrapper-impression')],
      errors: [],
      clicks: [url('click'), url('wrapper-click')],
      events: [
        event('start'),
        event('complete'),
        { event: 'start', url: url('wrapper-start'), offset: null },
      ],
    };
    const tracker = createVastTracker(tracking, 20);
    tracker.impression();
    tracker.click();
    expect(pixels.urls).toEqual([
      url('impression'),
      url('wrapper-impression'),
      url('start'),
      url('wrapper-start'),
      url('click'),
      url('wrapper-click'),
    ]);
  });
});
