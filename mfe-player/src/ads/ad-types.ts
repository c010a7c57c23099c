/**
 * What the player reports of an ad, through its VAST tracker (vast/vast-tracker.ts): each reaches the
 * tracking addresses the ad's document and its wrappers gave, once where VAST says once.
 */
export interface AdTracker {
  /** The ad's first frame shows: its impression, `creativeView` and `start`. */
  impression(): void;
  /** Seconds played: the quartiles, and the document's `progress` offsets. */
  progress(seconds: number): void;
  paused(paused: boolean): void;
  muted(muted: boolean): void;
  complete(): void;
  skip(): void;
  /** The viewer opened the click-through: its click tracking. */
  click(): void;
  /** The ad could not play, with VAST's error code (402 timeout, 405 the video failed). */
  error(code: number): void;
}

/** A linear ad ready to play: its video, how long it lasts, when it may be skipped, where it leads. */
export interface LinearAd {
  mediaUrl: string;
  /** Seconds, from the document; the video's own duration wins once known. */
  duration: number;
  /** Seconds after which it may be skipped; null when it may not be. */
  skipOffset: number | null;
  clickThrough: string | null;
  tracker: AdTracker;
}

/**
 * Why an ad server gave no ad: the request never got an answer (`network`: offline, refused, or blocked
 * in the browser, which only the page's other checks tell apart), took too long, got an HTTP error, or the
 * answer was not a VAST document.
 */
export type AdFailure = 'network' | 'timeout' | 'http' | 'invalid';

/** An ad server's answer, read: an ad to play, no ad (an empty document, nothing playable), or a failure. */
export type AdOutcome =
  { kind: 'ad'; ad: LinearAd } | { kind: 'none' } | { kind: 'failed'; reason: AdFailure };

/** How an ad blocker showed itself: it refused the ad request, or hid the page's bait. */
export type AdBlockSignal = 'request' | 'bait';

/** What the ad breaks need from outside the page; tests hand in their own. */
export interface AdServices {
  /** Asks an ad server for its VAST document and reads the first linear ad in it. */
  requestAd: (url: string) => Promise<AdOutcome>;
  /** Whether an element dressed as an ad is hidden or removed by an ad blocker's cosmetic filters. */
  baitBlocked: () => Promise<boolean>;
  /** Whether the site's own API answers, so that an ad request that got no answer was refused in the browser. */
  siteReachable: () => Promise<boolean>;
}
