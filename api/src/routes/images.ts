import { ImageKindSchema } from '@palco/contracts';
import { z } from 'zod';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { findProgramme, parseProgrammeId } from '../epg/programmes';
import { notFound } from '../http/errors';
import { NoQuery, type Api } from '../http/schema';
import type { PictureKind } from '../images/image-url';
import { pictureSvg } from '../images/svg';

const ImageParams = z.object({
  kind: z.union([ImageKindSchema, z.literal('avatar')]),
  file: z.string().regex(/^[\w-]{1,120}\.svg$/),
});

/** The text a picture shows: the avatar, channel, item or programme name. */
async function pictureTitle(db: Db, kind: PictureKind, id: string): Promise<string | null> {
  const one = async (sql: string): Promise<string | null> =>
    (await db.query<{ name: string }>(sql, [id]))[0]?.name ?? null;
  if (kind === 'avatar') return one('SELECT name FROM avatars WHERE id = $1');
  if (kind === 'logo') return one('SELECT name FROM channels WHERE id = $1');
  const title = await one('SELECT title AS name FROM items WHERE id = $1');
  if (title !== null) return title;
  const programme = parseProgrammeId(id);
  if (!programme) return null;
  const [channel] = await db.query<{ id: string; logo: string; dvr: boolean }>(
    'SELECT id, logo, dvr FROM channels WHERE id = $1',
    [programme.channelId],
  );
  return channel ? (findProgramme(channel, id)?.title ?? null) : null;
}

/** Generated pictures; they never change for an id, so browsers may keep them for a year. */
export function imageRoutes(app: Api, deps: Deps): void {
  app.get(
    '/images/:kind/:file',
    { schema: { params: ImageParams, querystring: NoQuery } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = file.slice(0, -'.svg'.length);
      const title = await pictureTitle(deps.db, kind, id);
      if (title === null) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(pictureSvg(kind, id, title));
    },
  );
}
