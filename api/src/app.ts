import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { REQUEST_BODY_MAX_BYTES } from '@palco/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db';
import type { Deps } from './deps';
import { installErrorHandling } from './http/errors';
import { accountRoutes } from './routes/account';
import { catalogueRoutes } from './routes/catalogue';
import { imageRoutes } from './routes/images';
import { itemRoutes } from './routes/items';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { sandboxRoutes } from './routes/sandbox';

export interface AppOptions {
  /** Milliseconds since the epoch; tests pin it. */
  now?: () => number;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, range, x-device-id, x-device-platform',
  'access-control-max-age': '600',
};

/**
 * Any origin may call: the site, every remote and the sandbox frame run on origins of their own, and
 * sign-in travels in a bearer header rather than a cookie.
 */
function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'content-length, content-range, accept-ranges');
  });
  app.options('*', (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());
}

/** The reference API over an open, migrated and seeded database. */
export async function buildApp(db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A larger body is refused with 413; the shell's proxy refuses it too, before forwarding it.
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    // A player downloading a video holds its connection for as long as the file takes; a stop must not
    // wait for that (players resume with a byte range), so closing ends every connection.
    forceCloseConnections: true,
  });
  const deps: Deps = { db, now: options.now ?? Date.now, env: options.env ?? process.env };

  await app.register(formbody);
  // Answers in brotli or gzip, whichever the client prefers, from 1 kB up; video, images and byte ranges
  // go as they are. Request bodies are not decompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  installCors(app);
  installErrorHandling(app);

  await app.register(
    async (api) => {
      api.get('/health', async () => {
        await db.query('SELECT 1');
        return { ok: true };
      });
      catalogueRoutes(api, deps);
      itemRoutes(api, deps);
      liveRoutes(api, deps);
      mediaRoutes(api, deps);
      accountRoutes(api, deps);
      imageRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  sandboxRoutes(app);
  return app;
}
