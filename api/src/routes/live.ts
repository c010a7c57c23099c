import {
  GUIDE_MAX_CHANNELS,
  GUIDE_MAX_RANGE_SECONDS,
  type Channel,
  type ContentItem,
} from '@palco/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { deviceOf, optionalViewer } from '../auth/sessions';
import { LineUpSource } from '../content/channels';
import { loadSettings, SettingsSource } from '../content/settings';
import { withinRestriction } from '../content/viewing-rules';
import { timestamp } from '../db';
import type { Deps } from '../deps';
import { catchupItem, isCatchupKept, PROGRAMME_ID_PATTERN } from '../epg/catchup';
import type { GuidePaging } from '../epg/guide';
import { GuideAnswers, guideCacheControl } from '../epg/guide-answers';
import { findProgramme, parseProgrammeId } from '../epg/programmes';
import { badRequest, contentRestricted, notFound } from '../http/errors';
import { sendPrepared } from '../http/prepared-answer';
import { Id, IdParams, NoQuery, type Api } from '../http/schema';
import { viewingRules } from './request-context';

/** Up to the year 2100: a date in milliseconds, a common mistake, is refused rather than misread. */
const LATEST_SECONDS = 4_102_444_800;

/** Seconds since the epoch, in digits: `1e9`, `0x10` or an empty value are refused rather than read. */
const seconds = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a whole number of seconds')
  .transform(Number)
  .pipe(z.number().max(LATEST_SECONDS, 'must be in seconds since the epoch'));

/**
 * A guide call answers what a screen shows: a day (at most GUIDE_MAX_RANGE_SECONDS, 25 hours) of a batch
 * of channels (at most GUIDE_MAX_CHANNELS), named, or else a `page` of the line-up in the server's order.
 */
const EpgQuery = z
  .object({
    startDate: seconds,
    endDate: seconds,
    channels: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) =>
        [value ?? []]
          .flat()
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(Id.max(40, 'a channel id is at most 40 characters'))
          .max(GUIDE_MAX_CHANNELS, `at most ${GUIDE_MAX_CHANNELS} channels per call`),
      ),
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1))
      .optional(),
  })
  .refine((q) => q.endDate > q.startDate, { message: 'endDate must be after startDate', path: ['endDate'] })
  .refine((q) => q.endDate - q.startDate <= GUIDE_MAX_RANGE_SECONDS, {
    message: `the range is at most ${GUIDE_MAX_RANGE_SECONDS / 3600} hours`,
    path: ['endDate'],
  })
  .refine((q) => q.page === undefined || q.channels.length === 0, {
    message: 'a page of the line-up is asked for without naming channels',
    path: ['page'],
  });

/**
 * The line-up changes with the seed, not by the minute: browsers keep it five minutes, and caches may
 * serve it for an hour more while they ask again.
 */
const LINE_UP_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';

/** Simultaneous streams an account may hold (reported by the live ping). */
const MAX_CONCURRENT_STREAMS = 3;
/** A device that has not pinged for this long no longer counts as streaming. */
const PING_STALE_SECONDS = 120;

/**
 * Live channels, the TV guide and the live-stream ping. A parental restriction reaches none of them: a
 * channel airs programmes of every rating in turn and the guide is its schedule, the same for everyone
 * (and cached as such). It reaches a programme's recording, played as on-demand, by the programme's rating.
 */
export function liveRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const lineUps = new LineUpSource(db);
  const guideSettings = new SettingsSource(db, deps.env);
  const guides = new GuideAnswers();

  app.get(
    '/v1/content/channel',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<FastifyReply> =>
      sendPrepared(request, reply, (await lineUps.get()).answer, LINE_UP_CACHE_CONTROL),
  );

  app.get(
    '/v1/content/channel/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<Channel> => {
      const channel = (await lineUps.get()).byId.get(request.params.id);
      if (!channel) throw notFound();
      return channel;
    },
  );

  app.get(
    '/v1/content/epg',
    { schema: { querystring: EpgQuery } },
    async (request, reply): Promise<FastifyReply> => {
      const query = request.query;
      const lineUp = await lineUps.get();
      let channels: Channel[];
      let paging: GuidePaging | undefined;
      if (query.channels.length > 0) {
        channels = [];
        for (const id of query.channels) {
          const channel = lineUp.byId.get(id);
          if (!channel) throw badRequest('query.channels: names a channel that does not exist');
          channels.push(channel);
        }
      } else {
        const page = query.page ?? 1;
        const from = (page - 1) * GUIDE_MAX_CHANNELS;
        channels = lineUp.channels.slice(from, from + GUIDE_MAX_CHANNELS);
        paging = { page, has_more: from + GUIDE_MAX_CHANNELS < lineUp.channels.length };
      }
      const settings = await guideSettings.get();
      const nowSeconds = Math.floor(deps.now() / 1000);
      const answer = await guides.answer({
        channels,
        range: { start: query.startDate, end: query.endDate },
        days: { past: settings.epg_past_days, future: settings.epg_future_days },
        nowSeconds,
        paging,
        lineUpVersion: lineUp.version,
      });
      return sendPrepared(request, reply, answer.prepared, guideCacheControl(answer, nowSeconds));
    },
  );

  /**
   * A past programme as an item the player's `/vod/{id}` plays: its recording, while it is kept, on a
   * channel that records, when past programmes are offered as on-demand (flag `past_epg_as_vod`). Other
   * item ids do not match the pattern and go to the catalogue's item route.
   */
  app.get(
    `/v1/content/item/:id(${PROGRAMME_ID_PATTERN})`,
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<ContentItem> => {
      const { id } = request.params;
      const settings = await loadSettings(db, deps.env);
      if (settings.flags.past_epg_as_vod !== 1) throw notFound();
      const channel = (await lineUps.get()).byId.get(parseProgrammeId(id)?.channelId ?? '');
      const programme = channel?.dvr ? findProgramme(channel, id) : null;
      if (!programme || !isCatchupKept(programme, Math.floor(deps.now() / 1000))) throw notFound();
      const { maxAge } = await viewingRules(deps, optionalViewer(request));
      if (!withinRestriction(programme.classification, maxAge)) throw contentRestricted();
      return catchupItem(programme);
    },
  );

  /**
   * Counts the account's devices that pinged recently, this one included, and reports the maximum
   * (spec section 4). Visitors are a single anonymous stream.
   */
  app.get('/v1/content/ping', { schema: { querystring: NoQuery } }, async (request) => {
    const nowMs = deps.now();
    const { session } = request;
    if (!session) return { connections: 1, max_connections: MAX_CONCURRENT_STREAMS };
    const deviceId = deviceOf(request).id ?? `session:${session.tokenHash}`;
    await db.query(
      `INSERT INTO stream_pings (account_id, device_id, seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, device_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
      [session.accountId, deviceId, timestamp(nowMs)],
    );
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stream_pings WHERE account_id = $1 AND seen_at > $2',
      [session.accountId, timestamp(nowMs - PING_STALE_SECONDS * 1000)],
    );
    return { connections: row?.n ?? 1, max_connections: MAX_CONCURRENT_STREAMS };
  });
}
