import type { AdTracker } from '../ad-types';
import type { VastTrackingEvent } from './parse-vast';
import { formatVastTime, parseVastOffset } from './vast-time';

// VAST's tracking: each address is loaded as an image (a "pixel"), its macros filled in first. A pixel is
// fire and forget: whatever goes wrong with one never reaches the player.

/** The addresses an ad reports to: its own, then those of the wrappers that led to it. */
export interface VastTracking {
  impressions: string[];
  errors: string[];
  events: VastTrackingEvent[];
  /** `ClickTracking` addresses. */
  clicks: string[];
}

/** Macro values by name (`ERRORCODE` for `[ERRORCODE]`), before URL-encoding. */
export type MacroValues = Readonly<Record<string, string>>;

// Upper-case names only, as VAST's are: so none can be a property every object has (`constructor`).
const MACRO = /\[([A-Z_]+)\]|%%([A-Z_]+)%%/g;
/** Only web addresses are loaded: absolute, or relative to the page's protocol. */
const WEB_ADDRESS = /^(?:https?:)?\/\//i;

/**
 * `url` with VAST's macros (`[NAME]`, or the older `%%NAME%%`) filled in from `values`, URL-encoded as VAST
 * asks. `[CACHEBUSTING]` (8 random digits) and `[TIMESTAMP]` are always known; a macro with no value is left
 * as it is.
 */
export function fillMacros(url: string, values: MacroValues = {}): string {
  const known: MacroValues = {
    CACHEBUSTING: String(Math.floor(Math.random() * 1e8)).padStart(8, '0'),
    TIMESTAMP: new Date().toISOString(),
    ...values,
  };
  return url.replace(MACRO, (macro, bracketed: string | undefined, percented: string | undefined) => {
    const value = known[bracketed ?? percented ?? ''];
    return value === undefined ? macro : encodeURIComponent(value);
  });
}

/** Loads each web address of `urls` as a pixel, its macros filled in from `values`. */
export function sendPixels(urls: readonly string[], values?: MacroValues): void {
  for (const url of urls) {
    if (!WEB_ADDRESS.test(url)) continue;
    try {
      new Image().src = fillMacros(url, values);
    } catch {
      // Tracking is best effort: a page without images, or a value that cannot be encoded, tracks nothing.
    }
  }
}

const QUARTILES = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
] as const;

/**
 * The tracker of a linear ad of `duration` seconds (from its document): each thing the player reports is
 * sent to the ad's addresses for it, the one-shot events (the impression with `creativeView` and `start`,
 * the quartiles, `progress` offsets, `complete`, `skip`, an error) once at most.
 */
export function createVastTracker(tracking: VastTracking, duration: number): AdTracker {
  const sent = new Set<unknown>();
  let playhead: number | null = null;
  let wasPaused = false;
  let wasMuted = false;

  const send = (urls: readonly string[], values?: MacroValues): void =>
    sendPixels(urls, {
      ADPLAYHEAD: playhead === null ? '-1' : formatVastTime(playhead),
      // The content's position is not the ad's to know: VAST's value for unknown.
      CONTENTPLAYHEAD: '-1',
      ...values,
    });
  const sendEvent = (event: string): void =>
    send(tracking.events.filter((tracked) => tracked.event === event).map(({ url }) => url));
  /** Runs `report` the first time `key` comes only. */
  const once = (key: unknown, report: () => void): void => {
    if (sent.has(key)) return;
    sent.add(key);
    report();
  };

  return {
    impression: () =>
      once('impression', () => {
        send(tracking.impressions);
        sendEvent('creativeView');
        sendEvent('start');
      }),
    progress: (seconds) => {
      playhead = seconds;
      for (const tracked of tracking.events) {
        const offset = tracked.event === 'progress' ? parseVastOffset(tracked.offset, duration) : null;
        if (offset !== null && seconds >= offset) once(tracked, () => send([tracked.url]));
      }
      for (const [event, share] of QUARTILES) {
        if (duration > 0 && seconds >= share * duration) once(event, () => sendEvent(event));
      }
    },
    paused: (paused) => {
      if (paused !== wasPaused) sendEvent(paused ? 'pause' : 'resume');
      wasPaused = paused;
    },
    muted: (muted) => {
      if (muted !== wasMuted) sendEvent(muted ? 'mute' : 'unmute');
      wasMuted = muted;
    },
    complete: () => once('complete', () => sendEvent('complete')),
    skip: () => once('skip', () => sendEvent('skip')),
    click: () => send(tracking.clicks),
    error: (code) => once('error', () => send(tracking.errors, { ERRORCODE: String(code) })),
  };
}
