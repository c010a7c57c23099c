import {
  AD_ORIGIN,
  AD_VIDEO,
  type AdServerAnswer,
  BROKEN_VAST,
  EMPTY_VAST,
  fakeAdServer,
  fakeAdServers,
  linearAd,
  linearVast,
  recordPixels,
  sandboxEmptyVast,
  sandboxVast,
  trackUrl,
  vastOf,
  wrapperAd,
  wrapperTrackUrl,
  wrapperVast,
} from './testing/vast-documents';
import type { LinearAd } from './ad-types';
import { MAX_WRAPPERS, requestAd } from './vast-request';

const URL = `${AD_ORIGIN}/vast/preroll`;

let pixels: ReturnType<typeof recordPixels>;
beforeEach(() => (pixels = recordPixels()));
afterEach(() => pixels.restore());

async function adOf(body: string): Promise<LinearAd> {
  const outcome = await requestAd(URL, { fetch: fakeAdServer({ body }) });
  if (outcome.kind !== 'ad') throw new Error(`No ad: ${JSON.stringify(outcome)}`);
  return outcome.ad;
}

describe('requestAd, with the player’s VAST reader', () => {
  it('reads the linear ad: its video, length, skip offset and click-through', async () => {
    const send = fakeAdServer({ body: linearVast({ duration: 15, skipOffset: 5 }) });
    const outcome = await requestAd(URL, { fetch: send });
    expect(outcome).toEqual({
      kind: 'ad',
      ad: {
        mediaUrl: AD_VIDEO,
        duration: 15,
        skipOffset: 5,
        clickThrough: `${AD_ORIGIN}/advertiser`,
        tracker: expect.any(Object),
      },
    });
    // The ad server is a third party: no cookie of the site goes with the request.
    expect(send).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: 'omit' }));
  });

  it('reads an ad without a skip offset as not skippable', async () => {
    expect((await adOf(linearVast({ skipOffset: null }))).skipOffset).toBeNull();
  });

  it('answers no ad for an empty document, and reports it there (VAST error 303)', async () => {
    expect(await requestAd(URL, { fetch: fakeAdServer({ body: EMPTY_VAST }) })).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([trackUrl('error', '303')]);
  });

  it('tells apart a broken document, an HTTP error, a refused request and a slow one', async () => {
    expect(await requestAd(URL, { fetch: fakeAdServer({ body: BROKEN_VAST }) })).toEqual({
      kind: 'failed',
      reason: 'invalid',
    });
    expect(await requestAd(URL, { fetch: fakeAdServer({ body: 'oops', status: 500 }) })).toEqual({
      kind: 'failed',
      reason: 'http',
    });
    expect(await requestAd(URL, { fetch: fakeAdServer('blocked') })).toEqual({
      kind: 'failed',
      reason: 'network',
    });
    expect(await requestAd(URL, { fetch: fakeAdServer('hang'), timeoutMs: 20 })).toEqual({
      kind: 'failed',
      reason: 'timeout',
    });
  });

  it('reports the impression, the start, the quartiles and the end through the tracker', async () => {
    const { tracker } = await adOf(linearVast({ duration: 20 }));
    tracker.impression();
    for (const second of [0.5, 5, 10, 15, 20]) tracker.progress(second);
    tracker.complete();
    expect(pixels.urls).toEqual([
      trackUrl('impression'),
      trackUrl('creativeView'),
      trackUrl('start'),
      trackUrl('firstQuartile'),
      trackUrl('midpoint'),
      trackUrl('thirdQuartile'),
      trackUrl('complete'),
    ]);
  });

  it('reports a skip, a pause, a mute, a click and an error the player saw', async () => {
    const { tracker } = await adOf(linearVast());
    tracker.paused(true);
    tracker.paused(false);
    tracker.muted(true);
    tracker.click();
    tracker.skip();
    tracker.error(405);
    expect(pixels.urls).toEqual([
      trackUrl('pause'),
      trackUrl('resume'),
      trackUrl('mute'),
      trackUrl('click'),
      trackUrl('skip'),
      trackUrl('error', '405'),
    ]);
  });
});

describe('requestAd, reading the ads of a document', () => {
  it('reads a skip offset given as a percentage of the duration', async () => {
    expect((await adOf(linearVast({ duration: 20, skipOffset: '25%' }))).skipOffset).toBe(5);
  });

  it('plays the next ad when the first has no video the page plays, reporting error 403 for it', async () => {
    const body = vastOf(
      linearAd({ name: 'flash', mediaType: 'video/x-flv' }),
      linearAd({ name: 'mp4', duration: 15 }),
    );
    const { duration, tracker } = await adOf(body);
    expect(duration).toBe(15);
    expect(pixels.urls).toEqual([trackUrl('error', '403', 'flash')]);
    // The tracker is the second ad's.
    tracker.impression();
    expect(pixels.urls.slice(1)).toEqual(
      ['impression', 'creativeView', 'start'].map((e) => trackUrl(e, undefined, 'mp4')),
    );
  });

  it('plays a video of another type where the browser says it plays it', async () => {
    const canPlay = jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'video/webm' ? 'probably' : ''));
    try {
      expect((await adOf(linearVast({ mediaType: 'video/webm' }))).mediaUrl).toBe(AD_VIDEO);
      expect(
        await requestAd(URL, { fetch: fakeAdServer({ body: linearVast({ mediaType: 'video/ogg' }) }) }),
      ).toEqual({ kind: 'none' });
    } finally {
      canPlay.mockRestore();
    }
  });

  it('plays a downloaded video only: a streamed one is no video the page plays', async () => {
    const body = linearVast({ delivery: 'streaming' });
    expect(await requestAd(URL, { fetch: fakeAdServer({ body }) })).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([trackUrl('error', '403')]);
  });

  it('answers no ad when no ad has a video the page plays, reporting each', async () => {
    const body = vastOf(
      linearAd({ name: 'flash', mediaType: 'video/x-flv' }),
      linearAd({ name: 'vpaid', mediaType: 'application/javascript' }),
    );
    expect(await requestAd(URL, { fetch: fakeAdServer({ body }) })).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([trackUrl('error', '403', 'flash'), trackUrl('error', '403', 'vpaid')]);
  });

  it('reports each one-shot event once, however often the player reports it', async () => {
    const { tracker } = await adOf(linearVast({ duration: 20 }));
    for (let round = 0; round < 2; round += 1) {
      tracker.impression();
      for (const second of [1, 6, 11, 16, 20]) tracker.progress(second);
      tracker.complete();
      tracker.skip();
      tracker.error(405);
    }
    expect(pixels.urls).toEqual([
      ...['impression', 'creativeView', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile'].map((e) =>
        trackUrl(e),
      ),
      trackUrl('complete'),
      trackUrl('skip'),
      trackUrl('error', '405'),
    ]);
  });
});

describe('requestAd, following wrappers', () => {
  const INLINE = `${AD_ORIGIN}/vast/inline`;
  const tagOf = (level: number): string => `${AD_ORIGIN}/vast/wrapper${level}`;
  /** `levels` wrappers, each leading to the next, the first at URL; the last leads to INLINE. */
  const chain = (levels: number): Record<string, AdServerAnswer> =>
    Object.fromEntries(
      Array.from({ length: levels }, (_, index) => [
        index === 0 ? URL : tagOf(index + 1),
        { body: wrapperVast(index + 1 === levels ? INLINE : tagOf(index + 2), { level: index + 1 }) },
      ]),
    );

  it('plays the ad a wrapper leads to, reporting to the wrapper’s addresses too', async () => {
    const send = fakeAdServers({ [URL]: { body: wrapperVast(INLINE) }, [INLINE]: { body: linearVast() } });
    const outcome = await requestAd(URL, { fetch: send });
    if (outcome.kind !== 'ad') throw new Error(`No ad: ${JSON.stringify(outcome)}`);
    expect(outcome.ad).toMatchObject({ mediaUrl: AD_VIDEO, duration: 20, skipOffset: 5 });
    expect(send.mock.calls.map(([address]) => address)).toEqual([URL, INLINE]);
    expect(send).toHaveBeenLastCalledWith(INLINE, expect.objectContaining({ credentials: 'omit' }));
    expect(pixels.urls).toEqual([]);

    const { tracker } = outcome.ad;
    tracker.impression();
    tracker.progress(5);
    tracker.click();
    tracker.complete();
    tracker.error(405);
    expect(pixels.urls).toEqual([
      trackUrl('impression'),
      wrapperTrackUrl(1, 'impression'),
      trackUrl('creativeView'),
      trackUrl('start'),
      wrapperTrackUrl(1, 'start'),
      trackUrl('firstQuartile'),
      trackUrl('click'),
      wrapperTrackUrl(1, 'click'),
      trackUrl('complete'),
      wrapperTrackUrl(1, 'complete'),
      trackUrl('error', '405'),
      wrapperTrackUrl(1, 'error', '405'),
    ]);
  });

  it('takes a relative tag address from the wrapper’s own document', async () => {
    const send = fakeAdServers({
      [URL]: { body: wrapperVast('../wrapped/inline?x=1') },
      [`${AD_ORIGIN}/wrapped/inline?x=1`]: { body: linearVast() },
    });
    expect((await requestAd(URL, { fetch: send })).kind).toBe('ad');
  });

  it(`follows up to ${MAX_WRAPPERS} wrappers, adding each one’s addresses`, async () => {
    const send = fakeAdServers({ ...chain(MAX_WRAPPERS), [INLINE]: { body: linearVast() } });
    const outcome = await requestAd(URL, { fetch: send });
    if (outcome.kind !== 'ad') throw new Error(`No ad: ${JSON.stringify(outcome)}`);
    expect(send).toHaveBeenCalledTimes(MAX_WRAPPERS + 1);
    outcome.ad.tracker.impression();
    expect(pixels.urls.filter((pixel) => pixel.includes('impression'))).toEqual([
      trackUrl('impression'),
      ...[5, 4, 3, 2, 1].map((level) => wrapperTrackUrl(level, 'impression')),
    ]);
  });

  it('does not follow one wrapper more, and reports error 302 to all of them', async () => {
    const send = fakeAdServers({ ...chain(MAX_WRAPPERS + 1), [INLINE]: { body: linearVast() } });
    expect(await requestAd(URL, { fetch: send })).toEqual({ kind: 'none' });
    expect(send).toHaveBeenCalledTimes(MAX_WRAPPERS + 1);
    expect(send).not.toHaveBeenCalledWith(INLINE, expect.anything());
    expect(pixels.urls).toEqual([6, 5, 4, 3, 2, 1].map((level) => wrapperTrackUrl(level, 'error', '302')));
  });

  it('does not follow a wrapper past one that allows no more (error 302)', async () => {
    const send = fakeAdServers({
      [URL]: { body: wrapperVast(tagOf(2), { followAdditionalWrappers: false }) },
      [tagOf(2)]: { body: wrapperVast(INLINE, { level: 2 }) },
      [INLINE]: { body: linearVast() },
    });
    expect(await requestAd(URL, { fetch: send })).toEqual({ kind: 'none' });
    expect(send).not.toHaveBeenCalledWith(INLINE, expect.anything());
    expect(pixels.urls).toEqual([wrapperTrackUrl(2, 'error', '302'), wrapperTrackUrl(1, 'error', '302')]);
  });

  it.each<[string, AdServerAnswer]>([
    ['is refused', 'blocked'],
    ['answers an HTTP error', { body: 'oops', status: 502 }],
    ['never answers', 'hang'],
    ['answers something else than VAST', { body: BROKEN_VAST }],
  ])('answers no ad when the wrapper’s tag %s, reporting error 301 to the wrapper', async (_what, answer) => {
    const send = fakeAdServers({ [URL]: { body: wrapperVast(INLINE) }, [INLINE]: answer });
    // One timeout for the whole request: the wrapper's tag gets what is left of it.
    expect(await requestAd(URL, { fetch: send, timeoutMs: 50 })).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([wrapperTrackUrl(1, 'error', '301')]);
  });

  it('answers no ad when the wrapper’s tag has none, reporting error 303 there and to the wrapper', async () => {
    const send = fakeAdServers({ [URL]: { body: wrapperVast(INLINE) }, [INLINE]: { body: EMPTY_VAST } });
    expect(await requestAd(URL, { fetch: send })).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([trackUrl('error', '303'), wrapperTrackUrl(1, 'error', '303')]);
  });

  it('plays the next ad of the document when a wrapper gives none', async () => {
    const send = fakeAdServers({
      [URL]: { body: vastOf(wrapperAd(INLINE), linearAd({ name: 'fallback' })) },
      [INLINE]: 'blocked',
    });
    const outcome = await requestAd(URL, { fetch: send });
    expect(outcome.kind).toBe('ad');
    expect(pixels.urls).toEqual([wrapperTrackUrl(1, 'error', '301')]);
  });
});

describe('requestAd, with the API’s sandbox ad server', () => {
  const ORIGIN = 'http://localhost:4000';
  const SANDBOX = `${ORIGIN}/sandbox/ads/vast/preroll`;
  const track = (event: string): string => `${ORIGIN}/sandbox/ads/track?ad=abc123&event=${event}`;

  it('reads its ad and reports to its addresses', async () => {
    const outcome = await requestAd(SANDBOX, {
      fetch: fakeAdServer({ body: sandboxVast(ORIGIN, 'abc123') }),
    });
    if (outcome.kind !== 'ad') throw new Error(`No ad: ${JSON.stringify(outcome)}`);
    expect(outcome.ad).toEqual({
      mediaUrl: `${ORIGIN}/sandbox/ads/creative.mp4`,
      duration: 20,
      skipOffset: 5,
      clickThrough: `${ORIGIN}/sandbox/ads/click?ad=abc123`,
      tracker: expect.any(Object),
    });
    const { tracker } = outcome.ad;
    tracker.impression();
    tracker.progress(6);
    tracker.paused(true);
    tracker.muted(true);
    tracker.click();
    tracker.skip();
    tracker.error(405);
    expect(pixels.urls).toEqual([
      ...['impression', 'creativeView', 'start', 'firstQuartile', 'pause', 'mute', 'click', 'skip'].map(
        track,
      ),
      `${track('error')}&code=405`,
    ]);
  });

  it('reads its live ad as not skippable, and its empty document as no ad (error 303)', async () => {
    const live = await requestAd(SANDBOX, {
      fetch: fakeAdServer({ body: sandboxVast(ORIGIN, 'abc123', { live: true }) }),
    });
    expect(live).toMatchObject({ kind: 'ad', ad: { skipOffset: null } });
    const empty = await requestAd(SANDBOX, {
      fetch: fakeAdServer({ body: sandboxEmptyVast(ORIGIN, 'abc123') }),
    });
    expect(empty).toEqual({ kind: 'none' });
    expect(pixels.urls).toEqual([`${track('error')}&code=303`]);
  });
});
