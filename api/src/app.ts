import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import {
  COMMON_SECURITY_HEADERS,
  corsOriginFor,
  REQUEST_BODY_MAX_BYTES,
  RESOURCE_POLICY,
  siteOriginsOf,
} from '@palco/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { z } from 'zod';
import { accountServicesOf } from './accounts/services';
import { installAttemptGuards } from './auth/attempts';
import { installSessions } from './auth/sessions';
import type { Db } from './db';
import type { Deps } from './deps';
import { clientErrorHandler, frameworkErrors, installErrorHandling, MAX_PARAM_LENGTH } from './http/errors';
import { IgnoredBody, installValidation, NoQuery, type ZodTypeProvider } from './http/schema';
import { paymentSandboxRoutes } from './payments/sandbox-provider';
import { accountRoutes } from './routes/account';
import { catalogueRoutes } from './routes/catalogue';
import { deleteAccountRoutes } from './routes/delete-account';
import { deviceRoutes } from './routes/devices';
import { imageRoutes } from './routes/images';
import { itemRoutes } from './routes/items';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { sandboxRoutes } from './routes/sandbox';
import { adSandboxRoutes } from './routes/sandbox-ads';
import { accountSandboxRoutes } from './routes/sandbox-accounts';
import { stripeGatewayOf, type StripeGateway } from './payments/stripe-gateway';
import { subscriptionRoutes } from './routes/subscriptions';
import { sandboxIdentityRoutes } from './social/sandbox-idp';
import { socialRoutes } from './social/social-login';

export interface AppOptions {
  /** Milliseconds since the epoch; tests pin it. */
  now?: () => number;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  /** Called with each route as it is added; tests use it to reach every route. */
  onRoute?: (route: RouteOptions) => void;
  /** The card gateway; by default Stripe when `STRIPE_SECRET_KEY` is set, else none (the sandbox's page). */
  cardGateway?: StripeGateway | null;
}

/**
 * Which proxies' `X-Forwarded-For` to believe for the caller's address (attempt limits count per
 * address): `TRUST_PROXY` as Fastify's `trustProxy` takes it (`true`, `false`, or addresses and ranges
 * such as `loopback,uniquelocal`); by default only a proxy on the same machine.
 */
function trustProxyOf(env: NodeJS.ProcessEnv): boolean | string {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** The path of a preflight, which names no resource the API reads. */
const AnyPath = z.object({ '*': z.string() });

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, range, x-device-id, x-device-platform',
  'access-control-max-age': '600',
};

/**
 * Security headers on every answer (contracts/src/security-headers.cjs): nothing the API sends may run or
 * be framed, unless a route sets a policy of its own (the sandbox pages that the site frames). Only the
 * site's own origins (`SITE_ORIGINS`, by default the shell's) may read answers across origins; the site
 * itself reaches the API through its own `/api`, and sign-in travels in a bearer header, not a cookie.
 */
function installSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv): void {
  const siteOrigins = siteOriginsOf(env);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_SECURITY_HEADERS).header('vary', 'origin');
    const allowed = corsOriginFor(request.headers.origin, siteOrigins);
    if (allowed) {
      reply
        .header('access-control-allow-origin', allowed)
        .header('access-control-expose-headers', 'content-length, content-range, accept-ranges, retry-after');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', RESOURCE_POLICY);
  });
  app.options(
    '*',
    { schema: { params: AnyPath, querystring: NoQuery, body: IgnoredBody } },
    (_request, reply) => reply.code(204).headers(CORS_HEADERS).send(),
  );
}

/** The reference API over an open, migrated and seeded database. */
export async function buildApp(db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const app = Fastify({
    logger: options.logger ?? false,
    // A path segment past the limit is a 414 (frameworkErrors); shorter overlong ids fail their schema (400).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // A larger body is refused with 413; the shell's proxy refuses it too, before forwarding it.
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    // A player downloading a video holds its connection for as long as the file takes; a stop must not
    // wait for that (players resume with a byte range), so closing ends every connection.
    forceCloseConnections: true,
    trustProxy: trustProxyOf(env),
    // Failures before routing (a URL that does not decode) and at the connection (headers over Node's
    // 16 KiB) answer in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const deps: Deps = { db, now: options.now ?? Date.now, env };

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installValidation(app);

  await app.register(formbody);
  // Answers in brotli or gzip, whichever the client prefers, from 1 kB up; video, images and byte ranges
  // go as they are. Request bodies are not decompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  installSecurityHeaders(app, env);
  installErrorHandling(app);

  await app.register(
    async (api) => {
      installSessions(api, deps);
      const guards = await installAttemptGuards(api, deps.now, env);
      api.get('/health', { schema: { querystring: NoQuery } }, async () => {
        await db.query('SELECT 1');
        return { ok: true };
      });
      catalogueRoutes(api, deps);
      itemRoutes(api, deps);
      liveRoutes(api, deps);
      mediaRoutes(api, deps);
      accountRoutes(api, deps, guards);
      deviceRoutes(api, deps, guards);
      deleteAccountRoutes(api, deps, guards);
      socialRoutes(api, deps, accountServicesOf(deps));
      imageRoutes(api, deps);
      subscriptionRoutes(
        api,
        deps,
        guards,
        options.cardGateway === undefined ? stripeGatewayOf(env) : options.cardGateway,
      );
    },
    { prefix: '/api' },
  );
  sandboxRoutes(app, env);
  accountSandboxRoutes(app, deps);
  sandboxIdentityRoutes(app, deps);
  paymentSandboxRoutes(app, deps);
  adSandboxRoutes(app, deps);
  return app;
}
