import type { Channel, ContentItem, Guide } from '@palco/contracts';
import { z } from 'zod';
import { deviceOf } from '../auth/sessions';
import { listChannels, loadChannels } from '../content/channels';
import { loadSettings } from '../content/settings';
import { timestamp } from '../db';
import type { Deps } from '../deps';
import { catchupItem, isCatchupKept, PROGRAMME_ID_PATTERN } from '../epg/catchup';
import { buildGuide, guideWindow } from '../epg/guide';
import { findProgramme, parseProgrammeId } from '../epg/programmes';
import { badRequest, notFound } from '../http/errors';
import { Id, IdParams, NoQuery, type Api } from '../http/schema';

const DAY = 86_400;
/** Up to the year 2100: a date in milliseconds, a common mistake, is refused rather than misread. */
const LATEST_SECONDS = 4_102_444_800;
/**
 * The longest range one call may ask for. The guide keeps 38 days (30 back, 7 ahead and today), so a
 * longer range answers nothing more; the client asks for a day at a time.
 */
const MAX_RANGE_SECONDS = 62 * DAY;
/** Channels one call may name: the client asks in batches of the rows on screen. */
const MAX_CHANNELS_PER_CALL = 100;

/** Seconds since the epoch, in digits: `1e9`, `0x10` or an empty value are refused rather than read. */
const seconds = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a whole number of seconds')
  .transform(Number)
  .pipe(z.number().max(LATEST_SECONDS, 'must be in seconds since the epoch'));

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
          .max(MAX_CHANNELS_PER_CALL, `at most ${MAX_CHANNELS_PER_CALL} channels per call`),
      ),
  })
  .refine((q) => q.endDate > q.startDate, { message: 'endDate must be after startDate', path: ['endDate'] })
  .refine((q) => q.endDate - q.startDate <= MAX_RANGE_SECONDS, {
    message: `the range is at most ${MAX_RANGE_SECONDS / DAY} days`,
    path: ['endDate'],
  });

/** Simultaneous streams an account may hold (reported by the live ping). */
const MAX_CONCURRENT_STREAMS = 3;
/** A device that has not pinged for this long no longer counts as streaming. */
const PING_STALE_SECONDS = 120;

/** Live channels, the TV guide and the live-stream ping. */
export function liveRoutes(app: Api, deps: Deps): void {
  const { db } = deps;

  app.get(
    '/v1/content/channel',
    { schema: { querystring: NoQuery } },
    async (): Promise<{ channels: Channel[] }> => ({
      channels: await listChannels(db),
    }),
  );

  app.get(
    '/v1/content/channel/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<Channel> => {
      const [channel] = await loadChannels(db, [request.params.id]);
      if (!channel) throw notFound();
      return channel;
    },
  );

  app.get('/v1/content/epg', { schema: { querystring: EpgQuery } }, async (request): Promise<Guide> => {
    const query = request.query;
    const channels =
      query.channels.length > 0 ? await loadChannels(db, query.channels) : await listChannels(db);
    const known = new Set(channels.map((c) => c.id));
    const unknown = query.channels.find((id) => !known.has(id));
    if (unknown) throw badRequest('query.channels: names a channel that does not exist');
    const settings = await loadSettings(db, deps.env);
    const nowSeconds = Math.floor(deps.now() / 1000);
    return buildGuide(
      channels,
      { start: query.startDate, end: query.endDate },
      guideWindow(nowSeconds, settings.epg_past_days, settings.epg_future_days),
      nowSeconds,
    );
  });

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
      const [channel] = await loadChannels(db, [parseProgrammeId(id)?.channelId ?? '']);
      const programme = channel?.dvr ? findProgramme(channel, id) : null;
      if (!programme || !isCatchupKept(programme, Math.floor(deps.now() / 1000))) throw notFound();
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
