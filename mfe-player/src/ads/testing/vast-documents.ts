// VAST documents as an ad server sends them, and a network that answers them, for the player's tests.

import { sandboxEmptyVastDocument, sandboxVastDocument, vastLinearEvents } from '@palco/contracts';

export const AD_ORIGIN = 'https://ads.test';
export const AD_VIDEO = `${AD_ORIGIN}/creative.mp4`;

/** The tracking address of `event` in the documents below (of the ad named `ad`, for all but the first). */
export const trackUrl = (event: string, code?: string, ad?: string): string =>
  `${AD_ORIGIN}/track?event=${event}${code ? `&code=${code}` : ''}${ad ? `&ad=${ad}` : ''}`;

export interface LinearAdOptions {
  duration?: number;
  /** Seconds (written `HH:MM:SS`), or the attribute's text as it is (`"25%"`); null: not skippable. */
  skipOffset?: number | string | null;
  /** The media file's type. */
  mediaType?: string;
  /** How the media file is delivered: `progressive` (a download) or `streaming`. */
  delivery?: string;
  /** Names the ad in its tracking addresses (`trackUrl`'s `ad`), to tell two ads of a document apart. */
  name?: string;
}

/** One `<Ad>` with a linear creative of `duration` seconds, skippable after `skipOffset`. */
export function linearAd({
  duration = 20,
  skipOffset = 5,
  mediaType = 'video/mp4',
  delivery = 'progressive',
  name,
}: LinearAdOptions = {}): string {
  const time = (seconds: number): string => `00:00:${String(seconds).padStart(2, '0')}`;
  const skip = skipOffset === null ? '' : typeof skipOffset === 'string' ? skipOffset : time(skipOffset);
  const track = (event: string): string => trackUrl(event, undefined, name);
  return `<Ad id="${name ?? 'ad-1'}">
    <InLine>
      <AdSystem>Test</AdSystem>
      <AdTitle>Test ad</AdTitle>
      <Error><![CDATA[${AD_ORIGIN}/track?event=error&code=[ERRORCODE]${name ? `&ad=${name}` : ''}]]></Error>
      <Impression><![CDATA[${track('impression')}]]></Impression>
      <Creatives>
        <Creative id="c-1">
          <Linear${skipOffset === null ? '' : ` skipoffset="${skip}"`}>
            <Duration>${time(duration)}</Duration>
            <TrackingEvents>
              ${vastLinearEvents.map((event) => `<Tracking event="${event}"><![CDATA[${track(event)}]]></Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[${AD_ORIGIN}/advertiser]]></ClickThrough>
              <ClickTracking><![CDATA[${track('click')}]]></ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="${delivery}" type="${mediaType}" width="640" height="360"><![CDATA[${AD_VIDEO}]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>`;
}

/** A VAST 4.1 document of `ads` (`<Ad>` elements), in that order. */
export const vastOf = (...ads: string[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  ${ads.join('\n  ')}
</VAST>`;

/** A document of one linear ad (`linearAd`). */
export const linearVast = (options: LinearAdOptions = {}): string => vastOf(linearAd(options));

/** A document with no ad. */
export const EMPTY_VAST = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1"><Error><![CDATA[${AD_ORIGIN}/track?event=error&code=[ERRORCODE]]]></Error></VAST>`;

/** A document cut short: not well-formed XML. */
export const BROKEN_VAST =
  '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.1"><Ad id="x"><InLine><AdSystem>Te';

/** The tracking address of `event` in the wrapper document of `level` (1 the outermost). */
export const wrapperTrackUrl = (level: number, event: string, code?: string): string =>
  `${AD_ORIGIN}/wrapper${level}/track?event=${event}${code ? `&code=${code}` : ''}`;

export interface WrapperOptions {
  /** 1 for the outermost wrapper, which names its tracking addresses (`wrapperTrackUrl`). */
  level?: number;
  followAdditionalWrappers?: boolean;
}

/**
 * A wrapper `<Ad>` leading to `tagUri`, with its own impression, error, `start`, `complete` and click
 * tracking addresses (`wrapperTrackUrl`).
 */
export function wrapperAd(
  tagUri: string,
  { level = 1, followAdditionalWrappers }: WrapperOptions = {},
): string {
  const track = (event: string): string => `<![CDATA[${wrapperTrackUrl(level, event)}]]>`;
  const follow =
    followAdditionalWrappers === undefined ? '' : ` followAdditionalWrappers="${followAdditionalWrappers}"`;
  return `<Ad id="wrapper-${level}">
    <Wrapper${follow}>
      <AdSystem>Test wrapper</AdSystem>
      <VASTAdTagURI><![CDATA[${tagUri}]]></VASTAdTagURI>
      <Error><![CDATA[${AD_ORIGIN}/wrapper${level}/track?event=error&code=[ERRORCODE]]]></Error>
      <Impression>${track('impression')}</Impression>
      <Creatives>
        <Creative>
          <Linear>
            <TrackingEvents>
              <Tracking event="start">${track('start')}</Tracking>
              <Tracking event="complete">${track('complete')}</Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickTracking>${track('click')}</ClickTracking>
            </VideoClicks>
          </Linear>
        </Creative>
      </Creatives>
    </Wrapper>
  </Ad>`;
}

/** A document of one wrapper ad (`wrapperAd`). */
export const wrapperVast = (tagUri: string, options: WrapperOptions = {}): string =>
  vastOf(wrapperAd(tagUri, options));

/**
 * The document the API's sandbox ad server answers (contracts' `sandboxVastDocument`, the very text it
 * serves): VAST's namespace, `id` attributes, an `AdServingId` and a `UniversalAdId`, tracking addresses in
 * CDATA on a line of their own, a media file with every attribute, and no skip offset for a live ad.
 */
export const sandboxVast = (origin: string, ad: string, { live = false }: { live?: boolean } = {}): string =>
  sandboxVastDocument({
    origin,
    ad,
    slot: live ? 'live' : 'preroll',
    durationSeconds: 20,
    skipOffsetSeconds: 5,
  });

/** The sandbox ad server's document with no ad. */
export const sandboxEmptyVast = sandboxEmptyVastDocument;

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

/** A `fetch` standing for several ad servers, each address answered as `answers` says (others: HTTP 404). */
export function fakeAdServers(
  answers: Readonly<Record<string, AdServerAnswer>>,
): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  return jest.fn((url: string, init?: RequestInit) =>
    fakeAdServer(answers[url] ?? { body: 'Not found', status: 404 })(url, init),
  );
}

/**
 * The tracking pixels the page loads: the player's VAST tracker sets `src` on a new `Image` for each.
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
