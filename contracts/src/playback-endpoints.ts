// The calls of playing a title or a channel, apart from endpoint-list.ts (which re-exports them) so that an
// app's bundle places them and their schemas with the code that plays, not in the first file of every page.
import { defineEndpoint as e } from './endpoint-def';
import { DoneSchema } from './entities';
import {
  DayAllowanceSchema,
  MediaSchema,
  PingSchema,
  PlaybackAllowanceSchema,
  ProgressSchema,
} from './playback-entities';

export const getMedia = /* @__PURE__ */ e('getMedia', 'GET', '/v1/content/media/{id}', MediaSchema);
/** Today's free time left on premium VOD for the caller (the spec names no path). */
export const getAllowance = /* @__PURE__ */ e(
  'getAllowance',
  'GET',
  '/v1/content/allowance',
  DayAllowanceSchema,
);
/**
 * The seconds a viewer held to the time limits played of a title since they last said (the spec names no
 * path): the server charges them, never more than the time that has passed, and answers what is left, or
 * 403 `time_limit_reached`.
 */
export const watchedMedia = /* @__PURE__ */ e(
  'watchedMedia',
  'POST',
  '/v1/content/media/{id}/watched',
  PlaybackAllowanceSchema,
);
export const putProgress = /* @__PURE__ */ e(
  'putProgress',
  'PUT',
  '/v1/content/item/{id}/progress',
  ProgressSchema,
);
/**
 * The live-stream ping (query `stream`, see `PingQuery`): sent as live playback starts and every
 * `STREAM_PING_SECONDS` while it plays; 409 `too_many_streams` refuses a new stream past the plan's maximum.
 */
export const ping = /* @__PURE__ */ e('ping', 'GET', '/v1/content/ping', PingSchema);
/**
 * The live stream of query `stream` has ended (the spec names no call): its slot is free at once. A DELETE
 * rather than a beacon's POST, as `fetch` with `keepalive` sends it with the session's Authorization header,
 * which `navigator.sendBeacon` cannot carry.
 */
export const endStream = /* @__PURE__ */ e('endStream', 'DELETE', '/v1/content/ping', DoneSchema);
