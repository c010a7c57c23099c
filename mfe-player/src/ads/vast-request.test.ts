import {
  AD_ORIGIN,
  AD_VIDEO,
  BROKEN_VAST,
  EMPTY_VAST,
  fakeAdServer,
  linearVast,
  recordPixels,
  trackUrl,
} from './testing/vast-documents';
import type { LinearAd } from './ad-types';
import { requestAd } from './vast-request';

const URL = `${AD_ORIGIN}/vast/preroll`;

let pixels: ReturnType<typeof recordPixels>;
beforeEach(() => (pixels = recordPixels()));
afterEach(() => pixels.restore());

async function adOf(body: string): Promise<LinearAd> {
  const outcome = await requestAd(URL, { fetch: fakeAdServer({ body }) });
  if (outcome.kind !== 'ad') throw new Error(`No ad: ${JSON.stringify(outcome)}`);
  return outcome.ad;
}

describe('requestAd, with the VAST library', () => {
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
