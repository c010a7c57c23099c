import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Media } from '@palco/contracts';
import { z } from 'zod';
import { optionalViewer } from '../auth/sessions';
import type { Deps } from '../deps';
import { HttpError, errorBody, notFound } from '../http/errors';
import { IdParams, NoQuery, type Api } from '../http/schema';
import { assertMayHaveStream, isPremiumSession } from '../media/access';
import { parseByteRange } from '../media/byte-range';
import { DEMO_DURATION_SECONDS, demoStream } from '../media/demo-stream';
import { streamSignerFromEnv } from '../media/signed-url';
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

/**
 * Playback descriptions, given only to viewers the rules of spec section 4 and their profile's parental
 * restriction let have the stream, with signed addresses that expire (media/signed-url.ts); and the stream
 * files behind those addresses, with byte ranges for players that seek.
 */
export function mediaRoutes(app: Api, deps: Deps): void {
  const signer = streamSignerFromEnv(deps.env);

  app.get(
    '/v1/content/media/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<Media> => {
      const { id } = request.params;
      const nowMs = deps.now();
      const viewer = {
        premium: await isPremiumSession(deps.db, request.session),
        country: viewerCountry(request, deps.env),
        maxAge: (await viewingRules(deps, optionalViewer(request))).maxAge,
      };
      const target = await assertMayHaveStream(deps.db, id, viewer, nowMs);
      const file = demoStream(target.kind === 'trailer');
      return { id, url: signer.url(file, nowMs), type: file.type, duration: DEMO_DURATION_SECONDS };
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
      const file = path.resolve(MEDIA_ROOT, name);
      const type = CONTENT_TYPES[path.extname(file)];
      if (!type || !file.startsWith(MEDIA_ROOT + path.sep)) throw notFound();
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      const range = parseByteRange(request.headers.range, info.size);
      const maxAge = Math.min(FILE_MAX_AGE_SECONDS, grant.expiresAt - Math.floor(nowMs / 1000));
      reply.header('accept-ranges', 'bytes').header('cache-control', `public, max-age=${maxAge}`);
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
    },
  );
}
