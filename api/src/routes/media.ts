import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Media } from '@palco/contracts';
import { z } from 'zod';
import { loadItem } from '../content/items';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { findProgramme, parseProgrammeId } from '../epg/programmes';
import { HttpError, errorBody, notFound } from '../http/errors';
import { IdParams, NoQuery, type Api } from '../http/schema';
import { parseByteRange } from '../media/byte-range';
import { demoMedia } from '../media/demo-stream';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import { SERVER_TRANSLATIONS } from '../seed/translations';

const MEDIA_ROOT = path.join(__dirname, '..', '..', 'media');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
};

/** Past programmes stay playable for 1296000 s, 15 days (spec section 9). */
const CATCHUP_AVAILABILITY_SECONDS = 1_296_000;
const CATCHUP_PREFIX = 'catchup-';

/**
 * A file under media/: letters, digits, `.`, `_`, `-` and `/`. A path that climbs out of the folder is
 * a 404 below, like any file that is not there.
 */
const StaticParams = z.object({ '*': z.string().regex(/^[\w./-]{1,300}$/, 'must be a path of media files') });

const releaseFormat = new Intl.DateTimeFormat('pt-PT', {
  timeZone: SERVICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Content before its release answers 301 with the moment it opens (spec section 8). */
function notYetAvailable(releaseSeconds: number): HttpError {
  const when = releaseFormat.format(new Date(releaseSeconds * 1000));
  return new HttpError(301, 301, `${SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_301} (${when})`);
}

/** Throws unless `id` is the media of a released item, a trailer, a channel or a programme still kept. */
async function assertPlayable(db: Db, id: string, nowMs: number): Promise<void> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const [item] = await db.query<{ id: string; trailer: boolean }>(
    'SELECT id, trailer_id = $1 AS trailer FROM items WHERE media_id = $1 OR trailer_id = $1',
    [id],
  );
  if (item) {
    if (item.trailer) return;
    const release = (await loadItem(db, item.id, { nowMs, viewer: null }))?.release_date ?? null;
    if (release !== null && release > nowSeconds) throw notYetAvailable(release);
    return;
  }
  const [live] = await db.query<{ id: string }>('SELECT id FROM channels WHERE media_id = $1', [id]);
  if (live) return;
  const programmeId = id.startsWith(CATCHUP_PREFIX) ? id.slice(CATCHUP_PREFIX.length) : '';
  const channelId = parseProgrammeId(programmeId)?.channelId ?? '';
  const [channel] = await db.query<{ id: string; logo: string }>(
    'SELECT id, logo FROM channels WHERE id = $1 AND dvr',
    [channelId],
  );
  const programme = channel ? findProgramme({ ...channel, dvr: true }, programmeId) : null;
  if (!programme || programme.end_date < nowSeconds - CATCHUP_AVAILABILITY_SECONDS) throw notFound();
  if (programme.start_date > nowSeconds) throw notYetAvailable(programme.start_date);
}

/** Playback descriptions and the demo stream's files, with byte ranges for players that seek. */
export function mediaRoutes(app: Api, deps: Deps): void {
  app.get(
    '/v1/content/media/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<Media> => {
      const { id } = request.params;
      await assertPlayable(deps.db, id, deps.now());
      return demoMedia(id);
    },
  );

  app.get('/media/*', { schema: { params: StaticParams, querystring: NoQuery } }, async (request, reply) => {
    const file = path.resolve(MEDIA_ROOT, request.params['*']);
    const type = CONTENT_TYPES[path.extname(file)];
    if (!type || !file.startsWith(MEDIA_ROOT + path.sep)) throw notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    const range = parseByteRange(request.headers.range, info.size);
    reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=3600');
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send(errorBody(416, 416, 'Requested range not satisfiable'));
    }
    reply.header('content-type', type);
    if (!range) return reply.header('content-length', info.size).send(createReadStream(file));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  });
}
