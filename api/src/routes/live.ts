import type { Channel, Guide } from '@palco/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deviceOf, findSession } from '../auth/sessions';
import { listChannels, loadChannels } from '../content/channels';
import { loadSettings } from '../content/settings';
import { timestamp } from '../db';
import type { Deps } from '../deps';
import { buildGuide, guideWindow } from '../epg/guide';
import { badRequest, notFound, parseInput } from '../http/errors';
import { idParam } from './request-context';

const seconds = z.coerce.number().int().nonnegative();

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
      ),
  })
  .refine((q) => q.endDate > q.startDate, { message: 'endDate must be after startDate', path: ['endDate'] });

/** Simultaneous streams an account may hold (reported by the live ping). */
const MAX_CONCURRENT_STREAMS = 3;
/** A device that has not pinged for this long no longer counts as streaming. */
const PING_STALE_SECONDS = 120;

/** Live channels, the TV guide and the live-stream ping. */
export function liveRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  app.get('/v1/content/channel', async (): Promise<{ channels: Channel[] }> => ({
    channels: await listChannels(db),
  }));

  app.get('/v1/content/channel/:id', async (request): Promise<Channel> => {
    const [channel] = await loadChannels(db, [idParam(request)]);
    if (!channel) throw notFound();
    return channel;
  });

  app.get('/v1/content/epg', async (request): Promise<Guide> => {
    const query = parseInput(EpgQuery, request.query);
    const channels =
      query.channels.length > 0 ? await loadChannels(db, query.channels) : await listChannels(db);
    const known = new Set(channels.map((c) => c.id));
    const unknown = query.channels.find((id) => !known.has(id));
    if (unknown) throw badRequest(`channels: unknown channel "${unknown}"`);
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
   * Counts the account's devices that pinged recently, this one included, and reports the maximum
   * (spec section 4). Visitors are a single anonymous stream.
   */
  app.get('/v1/content/ping', async (request) => {
    const nowMs = deps.now();
    const session = await findSession(db, request, nowMs);
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
