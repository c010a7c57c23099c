/**
 * Where an ad plays (spec section 9's ad-server URLs): before a title (`preroll`), inside one (`midroll`),
 * before a live channel (`live`), before a trailer (`trailer`).
 */
export const adSlots = ['preroll', 'midroll', 'live', 'trailer'] as const;
export type AdSlot = (typeof adSlots)[number];

/** The setting that holds each slot's ad server: the address of its VAST document. */
export const adServerSettingOf = {
  preroll: 'ad_server_url_vod_preroll',
  midroll: 'ad_server_url_vod_midroll',
  live: 'ad_server_url_live',
  trailer: 'ad_server_url_trailer',
} as const satisfies Record<AdSlot, string>;

/** The analytics event (`analytics:event`) of an ad blocker found by the player (spec section 4). */
export const ADBLOCK_ANALYTICS_EVENT = 'adblock_detected';

/**
 * What the reference API's sandbox ad server answers for a slot (`GET /sandbox/ads/vast/{slot}?variant=`):
 * one linear ad, a VAST document with no ad, or a document that is not well-formed XML.
 */
export const sandboxAdVariants = ['ad', 'empty', 'broken'] as const;
export type SandboxAdVariant = (typeof sandboxAdVariants)[number];

/** VAST's tracking events of a linear ad, besides the impression, the click and errors. */
export const vastLinearEvents = [
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
] as const;

/** The tracking events the sandbox ad server's documents ask players to report, and their errors. */
export const sandboxAdEvents = ['impression', ...vastLinearEvents, 'click', 'error'] as const;
export type SandboxAdEvent = (typeof sandboxAdEvents)[number];

/** One document the sandbox ad server answered, and what players reported of it since. */
export interface SandboxAdRecord {
  ad: string;
  slot: AdSlot;
  variant: SandboxAdVariant;
  /** Milliseconds since the epoch. */
  served_at: number;
  events: Array<{ event: SandboxAdEvent; at: number; code?: string }>;
}

const SANDBOX_AD_TITLES: Readonly<Record<AdSlot, string>> = {
  preroll: 'Palco sandbox: pre-roll',
  midroll: 'Palco sandbox: mid-roll',
  live: 'Palco sandbox: live',
  trailer: 'Palco sandbox: trailer',
};

/** `HH:MM:SS`, VAST's time format. */
function vastTime(seconds: number): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export interface SandboxVastOptions {
  /** Where the document's addresses point: the sandbox ad server's origin. */
  origin: string;
  /** The document's id, which its tracking addresses carry. */
  ad: string;
  slot: AdSlot;
  /** The creative's length. */
  durationSeconds: number;
  /** When a VOD ad may be skipped; a live ad may not. */
  skipOffsetSeconds: number;
}

/**
 * The VAST 4.1 document with one linear ad that the reference API's sandbox ad server answers a player
 * (`GET /sandbox/ads/vast/{slot}`): the demo video as the creative, a click-through, and a tracking address
 * for every event of `sandboxAdEvents`. The API serves it, and the player's tests read the same text.
 */
export function sandboxVastDocument({
  origin,
  ad,
  slot,
  durationSeconds,
  skipOffsetSeconds,
}: SandboxVastOptions): string {
  const track = (event: SandboxAdEvent): string =>
    `<![CDATA[${origin}/sandbox/ads/track?ad=${ad}&event=${event}]]>`;
  const skip = slot === 'live' ? '' : ` skipoffset="${vastTime(skipOffsetSeconds)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1" xmlns="http://www.iab.com/VAST">
  <Ad id="${ad}">
    <InLine>
      <AdSystem version="1.0">Palco sandbox ad server</AdSystem>
      <AdServingId>${ad}</AdServingId>
      <AdTitle>${SANDBOX_AD_TITLES[slot]}</AdTitle>
      <Error><![CDATA[${origin}/sandbox/ads/track?ad=${ad}&event=error&code=[ERRORCODE]]]></Error>
      <Impression id="palco-sandbox">${track('impression')}</Impression>
      <Creatives>
        <Creative id="${slot}-creative" sequence="1">
          <UniversalAdId idRegistry="palco-sandbox">${slot}-creative</UniversalAdId>
          <Linear${skip}>
            <Duration>${vastTime(durationSeconds)}</Duration>
            <TrackingEvents>
${vastLinearEvents.map((event) => `              <Tracking event="${event}">${track(event)}</Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="palco-sandbox"><![CDATA[${origin}/sandbox/ads/click?ad=${ad}]]></ClickThrough>
              <ClickTracking id="palco-sandbox">${track('click')}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="demo-360p" delivery="progressive" type="video/mp4" width="640" height="360" bitrate="350" scalable="true" maintainAspectRatio="true"><![CDATA[${origin}/sandbox/ads/creative.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

/** The sandbox ad server's document with no ad (`?variant=empty`): only where to report error 303. */
export function sandboxEmptyVastDocument(origin: string, ad: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1" xmlns="http://www.iab.com/VAST">
  <Error><![CDATA[${origin}/sandbox/ads/track?ad=${ad}&event=error&code=[ERRORCODE]]]></Error>
</VAST>
`;
}
