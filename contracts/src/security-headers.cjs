// What every Palco server says about security: the headers each answer carries, the Content-Security-Policy
// of the shell's page (which lists the remotes' origins, so it is built from the remotes list the shell's
// server already has) and of everything else, and which origins may read across origins (CORS). Read by the
// Node app servers (scripts/lib/app-server.mjs) and the API; the compose nginx writes the same at container
// start (docker/nginx/40-palco-remotes-json.sh), and scripts/compose.test.ts holds the two to each other.
// Plain CommonJS with JSDoc, like apps.cjs.

const { apps, api } = require('./apps.cjs');

/** On every answer of every server. */
exports.COMMON_SECURITY_HEADERS = /** @type {const} */ ({
  'x-content-type-options': 'nosniff',
  // Other origins learn the site's origin, never the page a viewer was on (a title, a profile).
  'referrer-policy': 'strict-origin-when-cross-origin',
});

/**
 * The policy of every answer that is not the shell's page (scripts, manifests, images, JSON): nothing in it
 * may run, load or be framed, should a browser ever be led to open it as a document.
 */
exports.RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `http://host:port` of a URL, or undefined when it is not an http(s) URL.
 *
 * @param {string} url
 * @returns {string | undefined}
 */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The distinct origins of a list of URLs, in order, leaving out what is not an http(s) URL.
 *
 * @param {readonly string[]} urls
 * @returns {string[]}
 */
function originsOf(urls) {
  const origins = /** @type {string[]} */ (urls.map(originOf).filter((origin) => origin !== undefined));
  return [...new Set(origins)];
}
exports.originsOf = originsOf;

/**
 * A comma-separated list from the environment, or undefined when it is unset or empty.
 *
 * @param {string | undefined} value
 * @returns {string[] | undefined}
 */
function listFrom(value) {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/**
 * The origins whose pages are the site: `SITE_ORIGINS` (comma-separated), else the shell's port on
 * `PUBLIC_HOST` (default localhost). Only these may read the remotes' files and the API across origins, and
 * frame the pages meant to be framed.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
exports.siteOriginsOf = (env) => {
  const shellPort = apps[0].port; // the shell is first in the list
  return originsOf(listFrom(env.SITE_ORIGINS) ?? [`http://${env.PUBLIC_HOST || 'localhost'}:${shellPort}`]);
};

/**
 * The origins the shell's page may frame: `FRAME_ORIGINS` (comma-separated), else the two origins of the
 * demo's partner sign-up site (the seeded `international_frame_origins`): the reference API's own origin on
 * `PUBLIC_HOST`, where the sandbox partner and provider pages run, and its 127.0.0.1 counterpart, which
 * stands for the partner's QA site.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
exports.frameOriginsOf = (env) =>
  originsOf(
    listFrom(env.FRAME_ORIGINS) ?? [
      `http://${env.PUBLIC_HOST || 'localhost'}:${api.port}`,
      `http://127.0.0.1:${api.port}`,
    ],
  );

/**
 * The ad servers' origins, whose VAST documents the player fetches, whose ad videos it plays and whose
 * tracking pixels it loads: `AD_ORIGINS` (comma-separated), else the reference API's own origin on
 * `PUBLIC_HOST`, where the sandbox ad server runs (the seeded ad-server settings point there).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
exports.adOriginsOf = (env) =>
  originsOf(listFrom(env.AD_ORIGINS) ?? [`http://${env.PUBLIC_HOST || 'localhost'}:${api.port}`]);

/**
 * The origin of an error-reporting DSN (`https://key@o1.ingest.example/42` → `https://o1.ingest.example`),
 * where its SDK sends reports; null for none or anything that is not an http(s) URL.
 *
 * @param {string | undefined} dsn
 * @returns {string | null}
 */
const dsnOrigin = (dsn) => {
  try {
    const url = new URL(String(dsn ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
};

/**
 * What the third-party services a deployment configures need of the shell's page: the card gateway's
 * script, frames and calls when `STRIPE_PUBLISHABLE_KEY` is set (Stripe.js and its embedded checkout), and
 * the error-reporting service's origin when `ERROR_REPORTING_DSN` names one. Nothing when none is: the
 * sandboxes are the API's own pages.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {{ script: string[], frame: string[], connect: string[] }}
 */
exports.thirdPartySourcesOf = (env) => {
  const stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_PUBLISHABLE_KEY.trim());
  const reporting = dsnOrigin(env.ERROR_REPORTING_DSN);
  return {
    script: stripe ? ['https://js.stripe.com'] : [],
    frame: stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [],
    connect: [...(stripe ? ['https://api.stripe.com'] : []), ...(reporting ? [reporting] : [])],
  };
};

/**
 * The Content-Security-Policy of the shell's page (and of its service worker). Scripts come only from the site and the remotes' origins
 * (the remotes list's manifests), never inline: the inline remotes list is JSON, which the browser does not
 * run. Inline styles stay allowed: the apps set `style` attributes (a progress bar's width, a guide cell's
 * place), a development build's style-loader writes each app's CSS in a style element (a production build
 * links stylesheets), and a page-wide nonce would make the page differ per answer, which its caching and the
 * service worker's precache rely on it not doing. The API is reached through the site's own /api; media plays from blob: (Media Source) and
 * the streaming engine's worker starts from blob:. The ad servers (`adOrigins`) may be fetched (VAST),
 * played (the ad's video) and shown (tracking pixels), nothing more; with none, the policy names none.
 * Third-party services (`thirdPartySourcesOf`) add their scripts, frames and calls.
 *
 * @param {{ remoteOrigins: readonly string[], frameOrigins: readonly string[], adOrigins?: readonly string[],
 *   thirdParty?: { script: readonly string[], frame: readonly string[], connect: readonly string[] } }} origins
 * @returns {string}
 */
exports.pagePolicy = ({
  remoteOrigins,
  frameOrigins,
  adOrigins = [],
  thirdParty = { script: [], frame: [], connect: [] },
}) => {
  const remotes = remoteOrigins.join(' ');
  const connect = [...adOrigins, ...thirdParty.connect].join(' ');
  const frames = [...frameOrigins, ...thirdParty.frame];
  /** @param {string[]} sources */
  const withRemotes = (...sources) => [...sources, remotes].filter(Boolean).join(' ');
  return [
    // Fetches, fonts and anything not named below: the site and the remotes.
    `default-src ${withRemotes("'self'")}`,
    ...(connect ? [`connect-src ${withRemotes("'self'")} ${connect}`] : []),
    `script-src ${[withRemotes("'self'"), ...thirdParty.script].join(' ')}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `img-src ${[withRemotes("'self'", 'data:', 'blob:'), adOrigins.join(' ')].filter(Boolean).join(' ')}`,
    `media-src ${["'self' blob:", adOrigins.join(' ')].filter(Boolean).join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/**
 * Whether an answer is one a policy governs as a page: a document (by its type, or by its name, as a 304
 * carries no type and its headers replace the cached answer's), or the service worker's script (a worker
 * runs under the policy of its own script). Every other file gets RESOURCE_POLICY, which is also
 * far shorter: a first visit loads some twenty scripts.
 *
 * @param {string} pathname
 * @param {string | undefined} contentType
 */
exports.isPolicyDocument = (pathname, contentType) =>
  /^text\/html\b/i.test(contentType ?? '') || pathname.endsWith('.html') || pathname === '/sw.js';

/**
 * The policy of a page another origin of the site frames (the sandbox partner sign-up page): its own inline
 * script by hash, and only the site's origins may frame it.
 *
 * @param {{ scriptHashes: readonly string[], siteOrigins: readonly string[] }} options  hashes as 'sha256-…'
 * @returns {string}
 */
exports.framedPagePolicy = ({ scriptHashes, siteOrigins }) =>
  [
    "default-src 'none'",
    `script-src ${scriptHashes.map((hash) => `'${hash}'`).join(' ') || "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${siteOrigins.length > 0 ? siteOrigins.join(' ') : "'none'"}`,
  ].join('; ');

/**
 * The Access-Control-Allow-Origin for a request from `origin`: the origin itself when it is one of the site's,
 * otherwise none (the browser then keeps the answer from the page that asked).
 *
 * @param {string | undefined} origin
 * @param {readonly string[]} siteOrigins
 * @returns {string | undefined}
 */
exports.corsOriginFor = (origin, siteOrigins) =>
  origin !== undefined && siteOrigins.includes(origin) ? origin : undefined;
