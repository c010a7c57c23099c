import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import type { AdFailure, AdOutcome, AdTracker, LinearAd } from './ad-types';

// The VAST library and what uses it, loaded only once an ad is due (ads-context.ts), so that premium
// viewers and the player's first load never download it.

/** How long an ad server may take to answer, wrappers included, before the content plays without the ad. */
export const VAST_TIMEOUT_MS = 5000;

/** The library's parse of an ad, as far as the player reads it. */
interface ParsedMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  deliveryType: string;
}
interface ParsedCreative {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: ParsedMediaFile[];
  videoClickThroughURLTemplate: { url: string } | null;
}
interface ParsedAd {
  creatives: ParsedCreative[];
}
interface ParsedResponse {
  ads: ParsedAd[];
}

export interface RequestAdOptions {
  /** The network; tests hand in their own. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

/** The video a page can play progressively: the first MP4 (WebM where the browser says it plays it). */
function playableFile(creative: ParsedCreative): string | null {
  const probe = typeof document === 'undefined' ? null : document.createElement('video');
  const file = creative.mediaFiles.find(
    ({ fileURL, mimeType, deliveryType }) =>
      fileURL &&
      deliveryType === 'progressive' &&
      (mimeType === 'video/mp4' || (mimeType !== null && probe?.canPlayType(mimeType) === 'probably')),
  );
  return file?.fileURL ?? null;
}

function trackerOf(tracker: VASTTracker): AdTracker {
  return {
    impression: () => tracker.trackImpression(),
    progress: (seconds) => tracker.setProgress(seconds),
    paused: (paused) => tracker.setPaused(paused),
    muted: (muted) => tracker.setMuted(muted),
    complete: () => tracker.complete(),
    skip: () => tracker.skip(),
    click: () => tracker.click(),
    error: (code) => tracker.error({ ERRORCODE: String(code) }),
  };
}

/**
 * Fetches an ad server's VAST document (following wrappers) and reads its first linear ad with a video
 * the page plays. The library's parser and tracker do the VAST; the fetching is the page's own, so that
 * a request that got no answer (refused, offline, blocked) is told apart from a slow one, an HTTP error
 * and a document that is not VAST, and a timeout aborts the request rather than throwing later.
 */
export async function requestAd(url: string, options: RequestAdOptions = {}): Promise<AdOutcome> {
  const send = options.fetch ?? ((address: string, init: RequestInit) => fetch(address, init));
  const timeoutMs = options.timeoutMs ?? VAST_TIMEOUT_MS;
  let failure: AdFailure | null = null;
  const urlHandler = {
    async get(address: string): Promise<unknown> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        // The ad server is a third party: it gets no cookie of the site.
        const response = await send(address, { credentials: 'omit', signal: controller.signal });
        if (!response.ok) {
          failure = 'http';
          return { error: new Error(`HTTP ${response.status}`), statusCode: response.status };
        }
        const text = await response.text();
        const xml = new DOMParser().parseFromString(text, 'text/xml');
        return { xml, details: { byteLength: text.length, statusCode: response.status, rawXml: text } };
      } catch (error) {
        failure = controller.signal.aborted ? 'timeout' : 'network';
        return { error, statusCode: failure === 'timeout' ? 408 : null };
      } finally {
        clearTimeout(timer);
      }
    },
  };

  const client = new VASTClient();
  let response: ParsedResponse;
  try {
    response = (await client.get(url, { urlHandler, timeout: timeoutMs })) as ParsedResponse;
  } catch {
    return { kind: 'failed', reason: failure ?? 'invalid' };
  }
  for (const ad of response.ads) {
    for (const creative of ad.creatives) {
      const mediaUrl = creative.type === 'linear' ? playableFile(creative) : null;
      if (!mediaUrl) continue;
      const linear: LinearAd = {
        mediaUrl,
        duration: creative.duration > 0 ? creative.duration : 0,
        skipOffset: creative.skipDelay !== null && creative.skipDelay >= 0 ? creative.skipDelay : null,
        clickThrough: creative.videoClickThroughURLTemplate?.url ?? null,
        tracker: trackerOf(new VASTTracker(client, ad, creative)),
      };
      return { kind: 'ad', ad: linear };
    }
  }
  // An empty document: the library has already reported it (error 303) where the document asked.
  return { kind: 'none' };
}
