import type { AdFailure, AdOutcome, LinearAd } from './ad-types';
import { parseVast, type VastAd, type VastDocument, type VastMediaFile } from './vast/parse-vast';
import { createVastTracker, sendPixels, type VastTracking } from './vast/vast-tracker';

// The ad request and the player's VAST reader and tracker, loaded only once an ad is due (ads-context.ts),
// so that premium viewers and the player's first load never download them.

/** How long an ad server may take to answer, wrappers included, before the content plays without the ad. */
export const VAST_TIMEOUT_MS = 5000;

/** How many wrappers are followed on the way to an ad; one more is VAST error 302. */
export const MAX_WRAPPERS = 5;

/** VAST error codes (VAST 4.1, section 2.3.6.3) the request reports for an ad it cannot play. */
const WRAPPER_FAILED = 301;
const WRAPPER_LIMIT = 302;
const NO_AD = 303;
const NO_PLAYABLE_FILE = 403;

export interface RequestAdOptions {
  /** The network; tests hand in their own. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

type Load = (url: string) => Promise<VastDocument | AdFailure>;

/** Where the search for an ad stands: the document's address, and the wrappers that led to it. */
interface Path {
  base: string;
  /** The wrappers' addresses so far, added to those of the ad found. */
  chain: VastTracking;
  /** How many wrappers led here; at `MAX_WRAPPERS`, a wrapper is not followed. */
  wrappers: number;
  load: Load;
}

const NO_TRACKING: VastTracking = { impressions: [], errors: [], events: [], clicks: [] };

/** Fetches and reads one document, within the time of the whole request (`signal`). */
async function loadDocument(
  url: string,
  send: NonNullable<RequestAdOptions['fetch']>,
  signal: AbortSignal,
): Promise<VastDocument | AdFailure> {
  let text: string;
  try {
    // The ad server is a third party: it gets no cookie of the site.
    const response = await send(url, { credentials: 'omit', signal });
    if (!response.ok) return 'http';
    text = await response.text();
  } catch {
    return signal.aborted ? 'timeout' : 'network';
  }
  return parseVast(text) ?? 'invalid';
}

/** The video a page can play progressively: the first MP4 (another type where the browser says it plays it). */
function playableFile(files: VastMediaFile[]): string | null {
  const probe = typeof document === 'undefined' ? null : document.createElement('video');
  const file = files.find(
    ({ url, type, delivery }) =>
      url &&
      delivery === 'progressive' &&
      (type.toLowerCase() === 'video/mp4' || (type !== '' && probe?.canPlayType(type) === 'probably')),
  );
  return file?.url ?? null;
}

/** The addresses of `ad` (with those of `linears`, its creatives that count) and of the wrappers before it. */
function trackingOf(ad: VastAd, linears: VastAd['linears'], chain: VastTracking): VastTracking {
  return {
    impressions: [...ad.impressions, ...chain.impressions],
    errors: [...ad.errors, ...chain.errors],
    events: [...linears.flatMap(({ events }) => events), ...chain.events],
    clicks: [...linears.flatMap(({ clicks }) => clicks), ...chain.clicks],
  };
}

/** Reports VAST error `code` where `ad` and the wrappers before it ask; nothing to play. */
function failed(ad: VastAd, path: Path, code: number): null {
  sendPixels([...ad.errors, ...path.chain.errors], { ERRORCODE: String(code) });
  return null;
}

/** An inline ad's first linear creative with a video the page plays. */
function inlineAd(ad: VastAd, path: Path): LinearAd | null {
  for (const linear of ad.linears) {
    const mediaUrl = playableFile(linear.mediaFiles);
    if (!mediaUrl) continue;
    return {
      mediaUrl,
      duration: linear.duration,
      skipOffset: linear.skipOffset,
      clickThrough: linear.clickThrough,
      tracker: createVastTracker(trackingOf(ad, [linear], path.chain), linear.duration),
    };
  }
  return failed(ad, path, NO_PLAYABLE_FILE);
}

/** A wrapper's tag address, a relative one taken from the document that gave it. */
function resolveUrl(address: string, base: string): string {
  try {
    return new URL(address, base).href;
  } catch {
    return address;
  }
}

/** The ad a wrapper leads to: its tag fetched and read (within the wrapper limit), its addresses added. */
async function wrappedAd(
  ad: VastAd,
  wrapper: NonNullable<VastAd['wrapper']>,
  path: Path,
): Promise<LinearAd | null> {
  if (path.wrappers >= MAX_WRAPPERS) return failed(ad, path, WRAPPER_LIMIT);
  const url = resolveUrl(wrapper.tagUri, path.base);
  const vast = wrapper.tagUri ? await path.load(url) : 'invalid';
  // A tag that cannot be fetched in time, or answers no VAST, fails this ad only.
  if (typeof vast === 'string') return failed(ad, path, WRAPPER_FAILED);
  return firstAd(vast, {
    base: url,
    chain: trackingOf(ad, ad.linears, path.chain),
    // A wrapper that forbids further wrappers (VAST 4) makes any in its tag's answer one too many.
    wrappers: wrapper.followAdditionalWrappers ? path.wrappers + 1 : MAX_WRAPPERS,
    load: path.load,
  });
}

/**
 * The first ad of a document that gives a linear ad the page plays, in document order, following wrappers.
 * An ad that gives none is reported (VAST error code) where it and its wrappers ask, and the next one is
 * tried; a document with no ad at all is reported as error 303.
 */
async function firstAd(vast: VastDocument, path: Path): Promise<LinearAd | null> {
  if (vast.ads.length === 0) {
    sendPixels([...vast.errors, ...path.chain.errors], { ERRORCODE: String(NO_AD) });
  }
  for (const ad of vast.ads) {
    const found = ad.wrapper ? await wrappedAd(ad, ad.wrapper, path) : inlineAd(ad, path);
    if (found) return found;
  }
  return null;
}

/**
 * Fetches an ad server's VAST document (following wrappers) and reads its first linear ad with a video the
 * page plays. The fetching is the page's own, so that a request that got no answer (refused, offline,
 * blocked) is told apart from a slow one, an HTTP error and a document that is not VAST, and a timeout
 * aborts the request rather than throwing later. One timeout covers the whole request, wrappers included.
 * Only the first document's failure is the request's: a wrapper's tag that fails is reported to the
 * wrapper's Error addresses (301), and the request goes on with the next ad, or answers no ad.
 */
export async function requestAd(url: string, options: RequestAdOptions = {}): Promise<AdOutcome> {
  const send = options.fetch ?? ((address: string, init: RequestInit) => fetch(address, init));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? VAST_TIMEOUT_MS);
  const load: Load = (address) => loadDocument(address, send, controller.signal);
  try {
    const vast = await load(url);
    if (typeof vast === 'string') return { kind: 'failed', reason: vast };
    const ad = await firstAd(vast, { base: url, chain: NO_TRACKING, wrappers: 0, load });
    return ad ? { kind: 'ad', ad } : { kind: 'none' };
  } finally {
    clearTimeout(timer);
  }
}
