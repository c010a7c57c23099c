import { parseVastOffset, parseVastTime } from './vast-time';

// Reads a VAST document (IAB VAST 2.0 to 4.x) as far as the player uses it: the ads in document order, their
// linear creatives and the addresses they report to. Elements are matched by local name, so a document in
// VAST's namespace (`xmlns="http://www.iab.com/VAST"`) or with a prefix reads the same; texts are trimmed,
// so CDATA and the whitespace around it make no difference.

export interface VastMediaFile {
  url: string;
  /** The MIME type, as the document gives it. */
  type: string;
  /** `progressive` or `streaming`, in lower case. */
  delivery: string;
}

/** One `<Tracking>` address; `offset` is a `progress` event's (a time or a percentage), else null. */
export interface VastTrackingEvent {
  event: string;
  url: string;
  offset: string | null;
}

export interface VastLinear {
  /** Seconds; 0 when the document gives none, or none readable. */
  duration: number;
  /** Seconds after which the ad may be skipped; null when it may not be. */
  skipOffset: number | null;
  clickThrough: string | null;
  mediaFiles: VastMediaFile[];
  events: VastTrackingEvent[];
  /** `ClickTracking` addresses. */
  clicks: string[];
}

export interface VastAd {
  impressions: string[];
  errors: string[];
  /** Its creatives' `<Linear>`, in document order (a wrapper's carry only tracking addresses). */
  linears: VastLinear[];
  /** For a wrapper, the document it leads to, and whether that one may be a wrapper again (VAST 4). */
  wrapper: { tagUri: string; followAdditionalWrappers: boolean } | null;
}

export interface VastDocument {
  ads: VastAd[];
  /** The document's own `<Error>` addresses, which hear of a document with no ad. */
  errors: string[];
}

const childrenOf = (parent: Element | undefined, name: string): Element[] =>
  parent ? Array.from(parent.children).filter((child) => child.localName === name) : [];

const childOf = (parent: Element | undefined, name: string): Element | undefined =>
  childrenOf(parent, name)[0];

const textOf = (element: Element | undefined): string => element?.textContent?.trim() ?? '';

/** The non-empty texts of `parent`'s `name` children. */
const addressesOf = (parent: Element | undefined, name: string): string[] =>
  childrenOf(parent, name).map(textOf).filter(Boolean);

function readLinear(linear: Element): VastLinear {
  const duration = parseVastTime(textOf(childOf(linear, 'Duration'))) ?? 0;
  const clicks = childOf(linear, 'VideoClicks');
  return {
    duration,
    skipOffset: parseVastOffset(linear.getAttribute('skipoffset'), duration),
    clickThrough: textOf(childOf(clicks, 'ClickThrough')) || null,
    mediaFiles: childrenOf(childOf(linear, 'MediaFiles'), 'MediaFile').map((file) => ({
      url: textOf(file),
      type: file.getAttribute('type')?.trim() ?? '',
      delivery: file.getAttribute('delivery')?.trim().toLowerCase() ?? '',
    })),
    events: childrenOf(childOf(linear, 'TrackingEvents'), 'Tracking')
      .map((tracking) => ({
        event: tracking.getAttribute('event')?.trim() ?? '',
        url: textOf(tracking),
        offset: tracking.getAttribute('offset'),
      }))
      .filter(({ url }) => url),
    clicks: addressesOf(clicks, 'ClickTracking'),
  };
}

/** An `<Ad>`: its `<InLine>` or `<Wrapper>`; null for one with neither. */
function readAd(ad: Element): VastAd | null {
  const inline = childOf(ad, 'InLine');
  const wrapper = inline ? undefined : childOf(ad, 'Wrapper');
  const body = inline ?? wrapper;
  if (!body) return null;
  return {
    impressions: addressesOf(body, 'Impression'),
    errors: addressesOf(body, 'Error'),
    linears: childrenOf(childOf(body, 'Creatives'), 'Creative')
      .flatMap((creative) => childrenOf(creative, 'Linear'))
      .map(readLinear),
    wrapper: wrapper
      ? {
          tagUri: textOf(childOf(wrapper, 'VASTAdTagURI')),
          followAdditionalWrappers: wrapper.getAttribute('followAdditionalWrappers')?.trim() !== 'false',
        }
      : null,
  };
}

/** A VAST document read; null for text that is not well-formed XML or whose root is not `<VAST>`. */
export function parseVast(text: string): VastDocument | null {
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const root = document.documentElement;
  // Browsers report malformed XML as a `parsererror` element: the root (Firefox) or inside it (Chrome).
  if (root.localName !== 'VAST' || document.getElementsByTagNameNS('*', 'parsererror').length > 0) {
    return null;
  }
  return {
    ads: childrenOf(root, 'Ad')
      .map(readAd)
      .filter((ad) => ad !== null),
    errors: addressesOf(root, 'Error'),
  };
}
