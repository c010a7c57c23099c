import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DayAllowance, Media, PlaybackAllowance } from '@palco/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalViewer } from '../auth/sessions';
import { loadSettings } from '../content/settings';
import type { Deps } from '../deps';
import { HttpError, errorBody, notFound } from '../http/errors';
import { IdParams, NoQuery, type Api } from '../http/schema';
import { assertMayHaveStream, isPremiumSession, type MediaTarget, type MediaViewer } from '../media/access';
import {
  ALLOWANCE_URL_MARGIN_SECONDS,
  allowanceHolderOf,
  allowanceOf,
  dayAllowanceOf,
  chargeWatched,
  isCounted,
  ledgerKeyOf,
  liveAllowanceOf,
  timeLimitReached,
  WATCHED_CALLS_PER_MINUTE,
  type AllowanceHolder,
} from '../media/allowance';
import { parseByteRange } from '../media/byte-range';
import { DEMO_DURATION_SECONDS, demoStream } from '../media/demo-stream';
import { parsePreviewPath, previewHolds, previewOf, previewPlaylist } from '../media/preview-playlist';
import { streamSignerFromEnv } from '../media/signed-url';
import { PerAccountLimit } from '../payments/limits';
import { viewerCountry } from '../media/viewer-country';
import { viewingRules } from './request-context';
import { SERVER_TRANSLATIONS } from '../seed/translations';

const MEDIA_ROOT = path.join(__dirname, '..', '..', 'media');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
};

/** How long a browser or a CDN may keep a file, at most: an hour, and never past its address's expiry. */
const FILE_MAX_AGE_SECONDS = 3600;

/**
 * A stream file's address: the token (its own check says whether it is good, so any URL-safe text gets
 * that far and a wrong one is a 403), then a file under media/: letters, digits, `.`, `_`, `-` and `/`.
 */
const StreamFileParams = z.object({
  token: z.string().regex(/^[\w.~-]{1,128}$/, 'must be a stream token'),
  '*': z.string().regex(/^[\w./-]{1,300}$/, 'must be a path of media files'),
});

/** `.`, `..` and empty segments could leave the folder the token grants; such a path names no file. */
const isPlainPath = (file: string): boolean =>
  file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

/** A stream address that is not (or no longer) good: a copied one past its time, or one changed by hand. */
const streamUrlRefused = (reason: 'expired' | 'invalid'): HttpError =>
  new HttpError(403, `stream_url_${reason}`, SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_STREAM_URL);

/** Seconds played since the last report, as the player counts them: whole, and at most two minutes'. */
const WatchedBody = z.object({ seconds: z.number().int().min(1).max(120) });

/**
 * Sends `size` bytes, or the byte range the request asks for (206, or 416 past the end), as `type`;
 * `open` gives the whole or the range's bytes.
 */
function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  size: number,
  open: (range?: { start: number; end: number }) => NodeJS.ReadableStream | Buffer,
): FastifyReply {
  const range = parseByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send(errorBody(416, 416, 'Requested range not satisfiable'));
  }
  reply.header('content-type', type);
  if (!range) return reply.header('content-length', size).send(open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(open(range));
}

/**
 * Playback descriptions, given only to viewers the rules of spec section 4 and their profile's parental
 * restriction let have the stream, with signed addresses that expire (media/signed-url.ts); the reports of
 * what viewers held to the free tier's time limits played (media/allowance.ts); and the stream files behind
 * those addresses, whole or as a preview of a title's first seconds, with byte ranges for players that seek.
 */
export function mediaRoutes(app: Api, deps: Deps): void {
  const signer = streamSignerFromEnv(deps.env);
  const watchedCalls = new PerAccountLimit(WATCHED_CALLS_PER_MINUTE, deps.now);

  const mediaViewer = async (request: FastifyRequest): Promise<MediaViewer> => ({
    premium: await isPremiumSession(deps.db, request.session),
    country: viewerCountry(request, deps.env),
    maxAge: (await viewingRules(deps, optionalViewer(request))).maxAge,
  });

  /**
   * What the caller may still play of `target` under the free tier's time limits (media/allowance.ts):
   * null when its playing is not counted, 403 `time_limit_reached` when nothing is left.
   */
  const countedAllowance = async (
    holder: AllowanceHolder,
    id: string,
    target: MediaTarget,
    viewer: MediaViewer,
    nowMs: number,
  ): Promise<PlaybackAllowance | null> => {
    const limits = await loadSettings(deps.db, deps.env);
    if (!isCounted(target, viewer.premium, Math.floor(nowMs / 1000), limits)) return null;
    const allowance =
      target.kind === 'live'
        ? await liveAllowanceOf(deps.db, holder, target, limits, nowMs)
        : await allowanceOf(deps.db, holder, id, limits, nowMs);
    if (allowance.seconds_left <= 0) throw timeLimitReached();
    return allowance;
  };

  /** Today's free time on premium VOD, for the pages to show before anyone presses play. */
  app.get(
    '/v1/content/allowance',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<DayAllowance> => {
      reply.header('cache-control', 'private, no-store');
      if (await isPremiumSession(deps.db, request.session)) {
        return { limited: false, seconds_left: 0, total_limit: 0 };
      }
      const limits = await loadSettings(deps.db, deps.env);
      const day = await dayAllowanceOf(deps.db, allowanceHolderOf(request), limits, deps.now());
      return { limited: true, ...day };
    },
  );

  app.get(
    '/v1/content/media/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request, reply): Promise<Media> => {
      const { id } = request.params;
      const nowMs = deps.now();
      const viewer = await mediaViewer(request);
      const target = await assertMayHaveStream(deps.db, id, viewer, nowMs);
      const file = demoStream(target.kind === 'trailer');
      const allowance = await countedAllowance(allowanceHolderOf(request), id, target, viewer, nowMs);
      if (!allowance) {
        return { id, url: signer.url(file, nowMs), type: file.type, duration: DEMO_DURATION_SECONDS };
      }
      // Only the title's allowed part (all of the demo stream when the limit is longer), at an address that
      // ends soon after the allowance could: a page that stops counting still cannot play past the title's
      // limit, nor for long past the day's.
      // A live channel plays on as it is: what ends it is the address's end and the player's count.
      const reach = Math.min(allowance.title_limit, DEMO_DURATION_SECONDS);
      const played = file.type === 'hls' && target.kind !== 'live' ? previewOf(file, reach) : file;
      const ttlSeconds = allowance.seconds_left + ALLOWANCE_URL_MARGIN_SECONDS;
      reply.header('cache-control', 'private, no-store');
      return {
        id,
        url: signer.url(played, nowMs, ttlSeconds),
        type: file.type,
        duration: DEMO_DURATION_SECONDS,
        allowance,
      };
    },
  );

  /**
   * The player's report of what a counted viewer played of a title since its last one: charged to their
   * ledger (never more than the time that passed) and answered with what is left, or 403
   * `time_limit_reached` once nothing is. A viewer whose playing is not counted (premium, or a title that
   * is not premium VOD) gets 204: nothing to count, and no error for a page that reports once more after
   * the viewer subscribed. Who may have the title is checked as for its media call.
   */
  app.post(
    '/v1/content/media/:id/watched',
    { schema: { params: IdParams, querystring: NoQuery, body: WatchedBody } },
    async (request, reply): Promise<PlaybackAllowance | FastifyReply> => {
      const holder = allowanceHolderOf(request);
      watchedCalls.take(holder.key);
      const { id } = request.params;
      const nowMs = deps.now();
      const viewer = await mediaViewer(request);
      const target = await assertMayHaveStream(deps.db, id, viewer, nowMs);
      if (!(await countedAllowance(holder, id, target, viewer, nowMs))) return reply.code(204).send();
      await chargeWatched(deps.db, holder, ledgerKeyOf(target, id), request.body.seconds, nowMs);
      const left = await countedAllowance(holder, id, target, viewer, nowMs);
      reply.header('cache-control', 'no-store');
      return left ?? reply.code(204).send();
    },
  );

  app.get(
    '/media/:token/*',
    { schema: { params: StreamFileParams, querystring: NoQuery } },
    async (request, reply) => {
      const { token, '*': name } = request.params;
      if (!isPlainPath(name)) throw notFound();
      const nowMs = deps.now();
      const grant = signer.check(token, name, nowMs);
      if (!grant.ok) throw streamUrlRefused(grant.reason);
      // A preview's path (`…/preview-{seconds}/…`) stands for the stream's own file, if the preview holds it.
      const preview = parsePreviewPath(name);
      const file = path.resolve(MEDIA_ROOT, preview?.file ?? name);
      const type = CONTENT_TYPES[path.extname(file)];
      if (!type || !file.startsWith(MEDIA_ROOT + path.sep)) throw notFound();
      const maxAge = Math.min(FILE_MAX_AGE_SECONDS, grant.expiresAt - Math.floor(nowMs / 1000));
      if (preview && path.extname(file) === '.m3u8') {
        const text = await previewPlaylist(MEDIA_ROOT, preview.file, preview.seconds);
        if (text === null) throw notFound();
        const bytes = Buffer.from(text, 'utf8');
        reply.header('accept-ranges', 'bytes').header('cache-control', `public, max-age=${maxAge}`);
        return sendBytes(request, reply, type, bytes.byteLength, (range) =>
          range ? bytes.subarray(range.start, range.end + 1) : bytes,
        );
      }
      if (preview && !(await previewHolds(MEDIA_ROOT, preview.file, preview.seconds))) throw notFound();
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      reply.header('accept-ranges', 'bytes').header('cache-control', `public, max-age=${maxAge}`);
      return sendBytes(request, reply, type, info.size, (range) => createReadStream(file, range));
    },
  );
}
