import {
  FREE_TIER_MAX_STREAMS,
  GUIDE_MAX_CHANNELS,
  GUIDE_MAX_RANGE_SECONDS,
  STREAM_ID_PATTERN,
  type Channel,
  type ContentItem,
  type Done,
  type Ping,
  type Progress,
  type Settings,
} from '@palco/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deviceOf, optionalViewer, type Session } from '../auth/sessions';
import { LineUpSource } from '../content/channels';
import { programmeProgressOf, ProgressBody, saveProgrammeProgress } from '../content/programme-progress';
import { programmeUserStatus } from '../content/rails';
import { loadSettings, SettingsSource } from '../content/settings';
import { endStream, holdStream } from '../content/streams';
import { withinRestriction } from '../content/viewing-rules';
import type { Deps } from '../deps';
import { catchupItem, isCatchupKept, PROGRAMME_ID_PATTERN } from '../epg/catchup';
import type { GuidePaging } from '../epg/guide';
import { GuideAnswers, guideCacheControl } from '../epg/guide-answers';
import { findProgramme, parseProgrammeId, type Programme } from '../epg/programmes';
import { badRequest, contentRestricted, notFound } from '../http/errors';
import { sendPrepared } from '../http/prepared-answer';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import { Id, IdParams, IgnoredBody, NoQuery, type Api } from '../http/schema';
import { viewerContext, viewingRules } from './request-context';

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

/** The live ping's `stream`: the id the player made for this playback (contracts' `PingQuery`). */
const PingQuery = z.object({
  stream: z.string().regex(STREAM_ID_PATTERN, 'must be 16 to 64 letters, digits, "_" or "-"').optional(),
});

/**
 * The stream a ping names. A client that names none (an older one) is one stream per device, or per
 * session without a device id; the prefix keeps those apart from the players' ids, which have no colon.
 */
function streamOf(request: FastifyRequest, session: Session, stream: string | undefined): string {
  return stream ?? `device:${deviceOf(request).id ?? `session:${session.tokenHash}`}`;
}

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
  /**
   * A recorded programme as both its item and its progress calls see it: offered while past programmes
   * are (flag `past_epg_as_vod`), on a channel that records, still kept (15 days), and within the caller's
   * restriction; else 404, or 403 `content_restricted`.
   */
  async function keptProgramme(id: string, settings: Settings, maxAge: number | null): Promise<Programme> {
    if (settings.flags.past_epg_as_vod !== 1) throw notFound();
    const channel = (await lineUps.get()).byId.get(parseProgrammeId(id)?.channelId ?? '');
    const programme = channel?.dvr ? findProgramme(channel, id) : null;
    if (!programme || !isCatchupKept(programme, Math.floor(deps.now() / 1000))) throw notFound();
    if (!withinRestriction(programme.classification, maxAge)) throw contentRestricted();
    return programme;
  }

  app.get(
    `/v1/content/item/:id(${PROGRAMME_ID_PATTERN})`,
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<ContentItem> => {
      const { id } = request.params;
      const settings = await loadSettings(db, deps.env);
      const viewer = optionalViewer(request);
      const { maxAge, guest } = await viewingRules(deps, viewer);
      const programme = await keptProgramme(id, settings, maxAge);
      // The programme on air, while the flag offers it from the beginning, is playable from its start.
      const nowSeconds = Math.floor(deps.now() / 1000);
      const onAir = programme.start_date <= nowSeconds && nowSeconds < programme.end_date;
      const item = catchupItem(programme, {
        fromBeginning: onAir && settings.flags.play_live_from_beginning === 1,
      });
      if (!viewer || guest) return item;
      // Where this viewer is in it, so that the player resumes there.
      const progress = await programmeProgressOf(db, viewer.profileId, id);
      return { ...item, user_status: programmeUserStatus(progress, item.duration) };
    },
  );

  /**
   * Where the viewer is in a recorded programme (the catch-up the player's `/vod/{id}` plays), kept as a
   * title's is (items.ts): the same body and bounds, a guest profile's answered but not kept, and only for
   * a programme the viewer may play. Continue Watching offers it until it leaves catch-up.
   */
  app.put(
    `/v1/content/item/:id(${PROGRAMME_ID_PATTERN})/progress`,
    { schema: { params: IdParams, querystring: NoQuery, body: ProgressBody } },
    async (request): Promise<Progress> => {
      const { viewer, rules } = await viewerContext(deps, request);
      const { id } = request.params;
      const { progress } = request.body;
      const programme = await keptProgramme(id, await loadSettings(db, deps.env), rules.maxAge);
      // Every recording plays the demo stream, so a position runs up to the longer of the two.
      if (progress > Math.max(programme.end_date - programme.start_date, DEMO_DURATION_SECONDS)) {
        throw badRequest('body.progress: past the end of the programme');
      }
      if (!rules.guest) await saveProgrammeProgress(db, viewer.profileId, id, progress, deps.now());
      return { id, progress };
    },
  );

  /**
   * The live-stream ping (spec sections 4 and 8, content/streams.ts): counts the account's streams, this one
   * included, against its plan's maximum, and refuses a new one past it (409 `too_many_streams`). Visitors
   * are not counted: one anonymous stream each.
   */
  app.get('/v1/content/ping', { schema: { querystring: PingQuery } }, async (request): Promise<Ping> => {
    const { session } = request;
    if (!session) return { connections: 1, max_connections: FREE_TIER_MAX_STREAMS, allowed: true };
    return holdStream(db, session.accountId, streamOf(request, session, request.query.stream), deps.now());
  });

  /**
   * The stream has ended (playback stopped, the page went): its slot is free at once rather than a minute
   * later. Answers the same whether or not the account had that stream, and a visitor has none to end.
   */
  app.delete(
    '/v1/content/ping',
    { schema: { querystring: PingQuery, body: IgnoredBody } },
    async (request): Promise<Done> => {
      const { session } = request;
      if (session) await endStream(db, session.accountId, streamOf(request, session, request.query.stream));
      return { ok: true };
    },
  );
}
