// The shell's /api and /sandbox, passed to the reference API by @fastify/http-proxy, path and query as they
// are; status, cookies, redirects and streamed answers (video ranges) come back untouched, and the API
// compresses its own answers. A request body is read here first, up to the API's limit: a larger one is
// answered 413 in the API's error shape and never forwarded. When the API cannot be reached the browser
// gets a 502 in that shape too, which says nothing of where the API is or why; that goes to the log.
//
// The viewer-country header (`CloudFront-Viewer-Country`, which a CDN sets in production and the API reads
// for where the viewer is) is passed on as the browser sent it: this is the local "pretend" switch, so that
// a browser test on the assembled site can be a viewer from France by sending `CloudFront-Viewer-Country:
// FR` (Playwright's `extraHTTPHeaders`). The API believes it from a proxy on its own machine (its
// TRUST_PROXY). `TRUST_VIEWER_COUNTRY=0` strips it instead, as the compose nginx does by default, which is
// right for a deployment with no CDN in front.
import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import { fastifyHttpProxy } from '@fastify/http-proxy';
import { REQUEST_BODY_MAX_BYTES } from '../../contracts/src/apps.cjs';

/** The shell's paths that belong to the API. */
export const PROXIED_PREFIXES = ['/api', '/sandbox'];

/** The header a CDN sets to the viewer's country (api/src/media/viewer-country.ts), lower-cased. */
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

/**
 * Whether the proxy passes a browser's viewer-country header to the API: yes unless `TRUST_VIEWER_COUNTRY`
 * is `0` or `false`. The compose nginx reads the same variable the other way round (it strips the header
 * unless it is `1` or `true`), as it stands where a deployment would.
 */
export function passesViewerCountry(env) {
  const setting = (env.TRUST_VIEWER_COUNTRY ?? '').trim().toLowerCase();
  return setting !== '0' && setting !== 'false';
}

/** The body of a proxy request the API did not answer. */
export const API_UNREACHABLE = { code: 'api_unreachable', message: 'API unreachable', error: 'Bad Gateway' };

// Headers that describe one connection and are never passed through a proxy (undici refuses some).
const HOP_BY_HOP = [
  'connection',
  'expect',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function withoutHopByHop(headers) {
  for (const name of HOP_BY_HOP) delete headers[name];
  return headers;
}

/**
 * Registers the proxy on the shell's server; `name` labels the log lines; `passViewerCountry` (default:
 * `passesViewerCountry` of the environment) says whether a browser's viewer-country header goes on.
 */
export async function apiProxy(app, { name, apiUrl, passViewerCountry = passesViewerCountry(process.env) }) {
  // Any type, read whole as bytes (Fastify answers 413 past the limit, by Content-Length or by count), then
  // sent on as a stream: @fastify/reply-from would re-encode a Buffer body of type application/json.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: REQUEST_BODY_MAX_BYTES },
    (_request, body, done) => done(null, body.length > 0 ? Readable.from([body]) : undefined),
  );

  // Errors before forwarding (413, a body shorter than its Content-Length) as the API shapes its own.
  app.setErrorHandler((error, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) console.error(`${name}: ${request.method} ${request.url}: ${error.stack}`);
    // Fastify closes the connection after a refused body; as nginx lingers after its 413, the rest of the
    // body is read and dropped instead, so that a browser still sending reads the 413 rather than a reset.
    if (status === 413) reply.removeHeader('connection');
    const message = status >= 500 ? 'Internal error' : error.message;
    return reply.code(status).send({ code: status, message, error: STATUS_CODES[status] ?? 'Error' });
  });

  for (const prefix of PROXIED_PREFIXES) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl.origin,
      prefix,
      rewritePrefix: prefix,
      internalRewriteLocationHeader: false,
      // The body is the parser's above.
      proxyPayloads: false,
      // @fastify/reply-from turns certificate checks off by default. It also keeps at most 128 connections
      // to the API and queues the requests past them, each behind the slowest ahead of it: a burst of
      // guide calls would hold up /api/health. Like nginx, the proxy opens as many as its callers need.
      undici: { tls: { rejectUnauthorized: true }, connections: null },
      // Closing the shell closes its connections to the API.
      destroyAgent: true,
      replyOptions: {
        // A paused video keeps its response open for as long as the viewer likes.
        timeout: 0,
        // Never try again: the API's answer, a 503 included, is the browser's.
        retryDelay: () => null,
        rewriteRequestHeaders: (request, headers) => {
          const forwarded = withoutHopByHop({
            ...headers,
            host: request.headers.host ?? headers.host,
            'x-forwarded-for': request.socket.remoteAddress ?? '',
            'x-forwarded-host': request.headers.host ?? '',
            'x-forwarded-proto': 'http',
          });
          if (!passViewerCountry) delete forwarded[VIEWER_COUNTRY_HEADER];
          return forwarded;
        },
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (reply, { error }) => {
          const { method, url } = reply.request;
          const cause = error.cause instanceof Error ? error.cause.message : error.message;
          console.error(`${name}: ${method} ${url}: no answer from the API at ${apiUrl.origin} (${cause})`);
          reply
            .code(502)
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8')
            .send(JSON.stringify(API_UNREACHABLE));
        },
      },
    });
  }
}
