// The HTTP server of one built app, as its production origin serves it (Fastify, @fastify/static, and for
// the shell @fastify/http-proxy):
// - CORS for the site's own origins only (the shell's page loads each remote from another origin), with
//   `Vary: Origin`; OPTIONS answers 204 and any method other than GET, HEAD or OPTIONS 405;
// - the security headers of contracts/src/security-headers.cjs on every answer; pages and the service worker
//   get the shell's page policy (the remotes list's origins, the frames' and ad servers' origins), or for a remote's own
//   page the policy of its own origin only, and every other file a policy under which nothing runs;
// - `no-cache` on what a redeploy changes in place (index.html, manifests, remoteEntry.js, remotes.json) and
//   on any name without a content hash; content-hashed names are immutable; every file has a weak ETag
//   (size and mtime) for 304 revalidation, and byte ranges;
// - text, scripts, JSON and SVG as the build precompressed them (the `.br` and `.gz` siblings that
//   scripts/webpack/create-config.cjs writes), brotli or gzip as the client accepts; anything else as it is;
// - the shell also answers /remotes.json, proxies /api and /sandbox to the API, and answers deep links
//   (extension-less paths, page navigations) with index.html: with 200 on a route of the route table, with
//   404 elsewhere (the page then shows its 404 page), while a missing script or image stays a plain 404 so
//   that the chunk-error guard sees it (the proxy is in api-proxy.mjs).
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fastifyStatic } from '@fastify/static';
import { fastify } from 'fastify';
import { isKnownPath } from '../../contracts/src/route-paths.cjs';
import {
  adOriginsOf,
  thirdPartySourcesOf,
  COMMON_SECURITY_HEADERS,
  corsOriginFor,
  frameOriginsOf,
  isPolicyDocument,
  originsOf,
  pagePolicy,
  RESOURCE_POLICY,
  siteOriginsOf,
} from '../../contracts/src/security-headers.cjs';
import { apiProxy, passesViewerCountry } from './api-proxy.mjs';
import { shellPage } from './shell-page.mjs';

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
// Only names carrying a content hash may be cached forever; anything else (favicon, sw.js) is revalidated.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build's precompressed siblings: sent for their original, never by their own name. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

const ALLOW = 'GET, HEAD, OPTIONS';
/** What a preflight is told, besides the origin. */
const PREFLIGHT = { 'access-control-allow-methods': ALLOW, 'access-control-max-age': '86400' };

/**
 * The Content-Security-Policy an app's answers carry: the shell's page may run the remotes' scripts, frame
 * the partner pages and reach the ad servers; a remote's own page (its standalone page) only what its origin
 * serves.
 *
 * @param {string | undefined} remotesJson  the shell's remotes list; undefined for a remote
 * @param {readonly string[]} frameOrigins
 * @param {readonly string[]} [adOrigins]
 * @param {ReturnType<typeof thirdPartySourcesOf>} [thirdParty]  the card gateway's and the error reporter's
 */
export function contentSecurityPolicy(remotesJson, frameOrigins, adOrigins = [], thirdParty = undefined) {
  if (remotesJson === undefined) return pagePolicy({ remoteOrigins: [], frameOrigins: [] });
  const remoteOrigins = originsOf(Object.values(JSON.parse(remotesJson)));
  return pagePolicy({ remoteOrigins, frameOrigins, adOrigins, thirdParty });
}

/** `vary` with `name` added once to whatever it already lists. */
function withVary(current, name) {
  const names = String(current ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item.toLowerCase() === name) ? names.join(', ') : [...names, name].join(', ');
}

/**
 * The encoding to send of those the build wrote, by the client's Accept-Encoding and its q-values (brotli
 * first when both are equally welcome).
 */
export function pickEncoding(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = ['br', 'gzip'].filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

/** By the original's name, whichever sibling is sent. */
function cacheControl(file) {
  const name = path.basename(file).replace(PRECOMPRESSED, '');
  return NO_CACHE_FILES.has(name) || !HASHED_NAME.test(name) ? 'no-cache' : IMMUTABLE;
}

/** The app's files, with the headers above; `remotesJson` makes it the shell. */
async function staticSite(
  site,
  { name, root, remotesJson, siteOrigins, frameOrigins, adOrigins, thirdParty },
) {
  const documentPolicy = contentSecurityPolicy(remotesJson, frameOrigins, adOrigins, thirdParty);
  site.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    const allowedOrigin = corsOriginFor(request.headers.origin, siteOrigins);
    if (allowedOrigin) reply.header('access-control-allow-origin', allowedOrigin);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
      return reply.code(405).header('allow', ALLOW).send();
    }
  });

  site.addHook('onSend', async (request, reply) => {
    // What CORS answers depends on the asking origin, so a cache must not hand one origin's answer to another.
    reply.header('vary', withVary(reply.getHeader('vary'), 'origin'));
    if (!reply.hasHeader('content-security-policy')) {
      const { pathname } = new URL(request.url, 'http://localhost');
      const contentType = reply.getHeader('content-type');
      const isDocument = isPolicyDocument(
        pathname,
        typeof contentType === 'string' ? contentType : undefined,
      );
      reply.header('content-security-policy', isDocument ? documentPolicy : RESOURCE_POLICY);
    }
    if (reply.statusCode === 304) {
      // A 304 carries the validators and caching headers, not the representation's (RFC 9110, 15.4.5).
      reply.removeHeader('content-type').removeHeader('content-encoding');
    } else if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
      // @fastify/static's table still names scripts application/javascript; RFC 9239 says text/javascript.
      reply.header('content-type', 'text/javascript; charset=utf-8');
    }
  });

  site.setErrorHandler((error, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) console.error(`${name}: ${request.method} ${request.url}: ${error.stack}`);
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? 'Internal error\n' : `${STATUS_CODES[status] ?? 'Error'}\n`);
  });

  await site.register(fastifyStatic, {
    root,
    // `main.js.br` for `main.js` when the client accepts brotli, with Content-Encoding and Vary.
    preCompressed: true,
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControl(file)),
  });

  site.options('/*', (request, reply) =>
    reply
      .code(204)
      .headers(PREFLIGHT)
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      .send(),
  );

  if (remotesJson !== undefined) {
    site.get('/remotes.json', (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(remotesJson),
    );
  }

  if (remotesJson !== undefined) {
    const pages = shellPage({ root, remotesJson });
    /**
     * The shell's page for `pathname` with `status`: 200 on a route of the route table, 404 elsewhere (the
     * layout then shows its 404 page). Only a 200 is revalidated: a 304 or a byte range under a 404 would
     * leave the browser with an empty or partial page.
     */
    site.decorateReply('sendShellPage', async function sendShellPage(request, pathname, status) {
      const page = await pages(pathname);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const etag = `"${page.etag}-${encoding}"`;
      // Set here, as a 304 has no type to tell it by, and its headers replace those the browser kept.
      this.header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', documentPolicy);
      if (status === 200) {
        this.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return this.code(304).send();
      }
      if (encoding !== 'identity') this.header('content-encoding', encoding);
      return this.code(status).type('text/html; charset=utf-8').send(page[encoding]);
    });
    site.get('/', (request, reply) => reply.sendShellPage(request, '/', 200));
    site.get('/index.html', (request, reply) => reply.sendShellPage(request, '/', 200));
  }

  site.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // Deep links (/vod/123) are the shell's routes; a missing script or image must stay a 404 so the
    // chunk-error guard sees it, hence only extension-less paths or page navigations get index.html.
    const isPage = !path.extname(pathname) || (request.headers.accept ?? '').includes('text/html');
    if (remotesJson !== undefined && isPage) {
      return reply.sendShellPage(request, pathname, isKnownPath(pathname) ? 200 : 404);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(`Not found: ${pathname}\n`);
  });
}

/**
 * The server of one app, not yet listening. `name` labels its log lines; `root` is its built files. The
 * shell is given `remotesJson` (the body of /remotes.json) and `apiUrl` (where /api and /sandbox go).
 * `siteOrigins` (who may read across origins), `frameOrigins` (what the shell's page may frame) and
 * `adOrigins` (the ad servers it may fetch from, play and show) default to what the environment says
 * (SITE_ORIGINS, FRAME_ORIGINS, AD_ORIGINS, PUBLIC_HOST), as does `passViewerCountry` (whether the proxy
 * passes a browser's viewer-country header to the API: unless TRUST_VIEWER_COUNTRY=0).
 *
 * @param {{ name: string, root: string, remotesJson?: string, apiUrl?: URL, siteOrigins?: string[],
 *   frameOrigins?: string[], adOrigins?: string[], passViewerCountry?: boolean,
 *   thirdParty?: ReturnType<typeof thirdPartySourcesOf> }} options
 */
export async function createAppServer({
  name,
  root,
  remotesJson,
  apiUrl,
  siteOrigins = siteOriginsOf(process.env),
  frameOrigins = frameOriginsOf(process.env),
  adOrigins = adOriginsOf(process.env),
  passViewerCountry = passesViewerCountry(process.env),
  thirdParty = thirdPartySourcesOf(process.env),
}) {
  // Closing ends every connection, a video download included: players resume with a byte range.
  const app = fastify({ logger: false, forceCloseConnections: true });
  if (apiUrl) {
    await app.register(apiProxy, { name, apiUrl, passViewerCountry });
  }
  await app.register(staticSite, {
    name,
    root,
    remotesJson,
    siteOrigins,
    frameOrigins,
    adOrigins,
    thirdParty,
  });
  return app;
}
