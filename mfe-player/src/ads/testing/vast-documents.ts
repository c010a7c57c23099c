// VAST documents as an ad server sends them, and a network that answers them, for the player's tests.

export const AD_ORIGIN = 'https://ads.test';
export const AD_VIDEO = `${AD_ORIGIN}/creative.mp4`;

const EVENTS = [
  'creativeView',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'pause',
  'resume',
  'mute',
  'unmute',
];

/** The tracking address of `event` in the documents below. */
export const trackUrl = (event: string, code?: string): string =>
  `${AD_ORIGIN}/track?event=${event}${code ? `&code=${code}` : ''}`;

/** One linear ad of `duration` seconds, skippable after `skipOffset` (none: not skippable). */
export function linearVast({
  duration = 20,
  skipOffset = 5,
}: { duration?: number; skipOffset?: number | null } = {}): string {
  const time = (seconds: number): string => `00:00:${String(seconds).padStart(2, '0')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="ad-1">
    <InLine>
      <AdSystem>Test</AdSystem>
      <AdTitle>Test ad</AdTitle>
      <Error><![CDATA[${AD_ORIGIN}/track?event=error&code=[ERRORCODE]]]></Error>
      <Impression><![CDATA[${trackUrl('impression')}]]></Impression>
      <Creatives>
        <Creative id="c-1">
          <Linear${skipOffset === null ? '' : ` skipoffset="${time(skipOffset)}"`}>
            <Duration>${time(duration)}</Duration>
            <TrackingEvents>
              ${EVENTS.map((event) => `<Tracking event="${event}"><![CDATA[${trackUrl(event)}]]></Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[${AD_ORIGIN}/advertiser]]></ClickThrough>
              <ClickTracking><![CDATA[${trackUrl('click')}]]></ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[${AD_VIDEO}]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;
}

/** A document with no ad. */
export const EMPTY_VAST = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1"><Error><![CDATA[${AD_ORIGIN}/track?event=error&code=[ERRORCODE]]]></Error></VAST>`;

/** A document cut short: not well-formed XML. */
export const BROKEN_VAST =
  '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.1"><Ad id="x"><InLine><AdSystem>Te';

/** What the fake ad server does with a request. */
export type AdServerAnswer =
  | { body: string; status?: number }
  /** The browser refused the request (an ad blocker): fetch rejects without a status. */
  | 'blocked'
  /** The request never gets an answer. */
  | 'hang';

/** A `fetch` standing for the ad server: each request answered as `answer` says. */
export function fakeAdServer(answer: AdServerAnswer): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  return jest.fn((_url: string, init?: RequestInit) => {
    if (answer === 'blocked') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/xml' },
      }),
    );
  });
}

/**
 * The tracking pixels the page loads: the VAST library's tracker sets `src` on a new `Image` for each.
 * Returns the addresses loaded so far; `restore` puts the page's `Image` back.
 */
export function recordPixels(): { urls: string[]; restore: () => void } {
  const urls: string[] = [];
  const original = window.Image;
  class RecordingImage {
    set src(url: string) {
      urls.push(url);
    }
  }
  window.Image = RecordingImage as unknown as typeof Image;
  return { urls, restore: () => (window.Image = original) };
}
