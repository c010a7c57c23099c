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

/** The tracking events the sandbox ad server's documents ask players to report, and their errors. */
export const sandboxAdEvents = [
  'impression',
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
  'click',
  'error',
] as const;
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
