#!/usr/bin/env node
// Serves every built app on its own port, as separate origins like production: CORS on every response,
// `no-cache` on what must be fresh after a redeploy (index.html, manifests, remoteEntry.js, remotes.json),
// immutable caching for content-hashed chunks. The shell also writes /remotes.json at run time, proxies
// /api and /sandbox to the reference API (spawned here by default) and answers deep links with index.html.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { APPS, API_PORT, REMOTES, ROOT, defaultManifestUrl, distDir, remoteEnvName } from './lib/apps.mjs';
import { exited, start, stopChildren, waitForHttp } from './lib/proc.mjs';

const USAGE = `Usage: node scripts/serve.mjs [--only <app dir>] [--no-api] [--remote <name>=<manifest URL>]...

  --only <dir>            serve just this app (e.g. mfe-catalogue); the API starts only with the shell
  --no-api                do not start the API; /api is proxied to API_URL all the same
  --remote <name>=<url>   put this manifest URL in /remotes.json instead of the local remote

Environment: PUBLIC_HOST (host in /remotes.json, default localhost), API_URL (default
http://localhost:${API_PORT}), REMOTE_<NAME>_URL (e.g. REMOTE_MFE_CATALOGUE_URL), and DATA_DIR / DATABASE_URL,
which reach the API.`;

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
// Only names carrying a content hash may be cached forever; anything else (favicon, sw.js) is revalidated.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-max-age': '86400',
};

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const PROXIED = /^\/(api|sandbox)(\/|$)/;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        only: { type: 'string' },
        'no-api': { type: 'boolean', default: false },
        remote: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    return fail(error.message);
  }
}

/** Manifest URL of each remote: default port on PUBLIC_HOST, then REMOTE_<NAME>_URL, then --remote. */
function remoteManifests(cliRemotes, publicHost) {
  const manifests = Object.fromEntries(
    REMOTES.map((app) => [
      app.remote,
      process.env[remoteEnvName(app.remote)] || defaultManifestUrl(app, publicHost),
    ]),
  );
  for (const entry of cliRemotes) {
    const equals = entry.indexOf('=');
    const [name, url] = [entry.slice(0, equals), entry.slice(equals + 1)];
    if (equals < 0 || !(name in manifests) || !url) {
      fail(`--remote ${entry}: expected <name>=<url> with name one of ${Object.keys(manifests).join(', ')}`);
    }
    manifests[name] = url;
  }
  return manifests;
}

function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function cacheControl(file) {
  const name = path.basename(file);
  return NO_CACHE_FILES.has(name) || !HASHED_NAME.test(name) ? 'no-cache' : IMMUTABLE;
}

/** The file under `root` that `pathname` names (a directory means its index.html), or null. */
async function findFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // Malformed escapes name no file.
  }
  let file = path.join(root, decoded);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  let stats = await fs.stat(file).catch(() => null);
  if (stats?.isDirectory()) {
    file = path.join(file, 'index.html');
    stats = await fs.stat(file).catch(() => null);
  }
  return stats?.isFile() ? { file, stats } : null;
}

async function sendFile(req, res, { file, stats }) {
  // A weak validator lets `no-cache` files be revalidated with a 304 instead of downloaded again.
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    ...CORS,
    'content-type': contentType(file),
    'cache-control': cacheControl(file),
    etag,
    'last-modified': stats.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  pipeline(createReadStream(file), res, () => {
    // The browser may close the connection mid-file (navigation); nothing is left to clean up.
  });
}

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  const headers = { ...CORS, 'content-type': type, 'cache-control': 'no-cache' };
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) }).end(body);
}

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/** Streams the request to the API and the answer back, headers untouched (Range, cookies, redirects). */
function proxy(req, res, apiUrl) {
  const client = apiUrl.protocol === 'https:' ? https : http;
  const upstream = client.request(
    {
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers: {
        ...withoutHopByHop(req.headers),
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
      pipeline(answer, res, () => {
        // A viewer seeking a video drops the request mid-body; pipeline has already closed both sides.
      });
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const body = {
      code: 'api_unreachable',
      message: `API unreachable at ${apiUrl.origin}`,
      error: error.message,
    };
    send(res, 502, JSON.stringify(body), 'application/json; charset=utf-8');
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

function handler(app, root, { remotesJson, apiUrl }) {
  const isShell = app.dir === 'shell';
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isShell && PROXIED.test(pathname)) {
      proxy(req, res, apiUrl);
      return;
    }
    if (req.method === 'OPTIONS') {
      const allowHeaders = req.headers['access-control-request-headers'] ?? '*';
      res.writeHead(204, { ...CORS, 'access-control-allow-headers': allowHeaders }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...CORS, allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (isShell && pathname === '/remotes.json') {
      send(res, 200, remotesJson, 'application/json; charset=utf-8');
      return;
    }
    const found = await findFile(root, pathname);
    if (found) {
      await sendFile(req, res, found);
      return;
    }
    // Deep links (/vod/123) are the shell's routes; a missing script or image must stay a 404 so the
    // chunk-error guard sees it, hence only extension-less paths or page navigations get index.html.
    const isPage = !path.extname(pathname) || (req.headers.accept ?? '').includes('text/html');
    const index = isShell && isPage ? await findFile(root, '/index.html') : null;
    if (index) {
      await sendFile(req, res, index);
      return;
    }
    send(res, 404, `Not found: ${pathname}\n`);
  };
}

function listen(app, requestHandler) {
  const server = http.createServer((req, res) => {
    requestHandler(req, res).catch((error) => {
      console.error(`${app.dir}: ${req.method} ${req.url}: ${error.stack}`);
      if (res.headersSent) res.destroy();
      else send(res, 500, 'Internal error\n');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      const inUse = error.code === 'EADDRINUSE';
      reject(new Error(inUse ? `${app.dir}: port ${app.port} is already in use` : error.message));
    });
    server.listen(app.port, () => resolve(server));
  });
}

async function startApi(apiUrl) {
  const health = new URL('/api/health', apiUrl).href;
  const alreadyUp = await fetch(health, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (alreadyUp) {
    throw new Error(`An API already answers at ${apiUrl.origin}: stop it, or pass --no-api to use it.`);
  }
  // node directly rather than through npm, so signals reach the API itself; and in this process group, so
  // whoever stops the group (Ctrl-C, Playwright's webServer) stops the API with it.
  const child = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: apiUrl.port || String(API_PORT) },
    detached: false,
  });
  await waitForHttp(health, { child, name: 'The API' });
  return child;
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const publicHost = process.env.PUBLIC_HOST || 'localhost';
  const apiUrl = new URL(process.env.API_URL || `http://localhost:${API_PORT}`);
  const manifests = remoteManifests(options.remote, publicHost);
  const external = new Set(
    REMOTES.filter((app) => manifests[app.remote] !== defaultManifestUrl(app, publicHost)).map(
      (app) => app.dir,
    ),
  );

  if (options.only && !APPS.some((app) => app.dir === options.only)) {
    fail(`--only ${options.only}: expected one of ${APPS.map((app) => app.dir).join(', ')}`);
  }
  // A remote whose manifest points elsewhere (a team's dev server) is not served from its dist.
  const apps = APPS.filter((app) => (options.only ? app.dir === options.only : !external.has(app.dir)));
  const missing = [];
  for (const app of apps) {
    if (!(await fs.stat(distDir(app)).catch(() => null))) missing.push(app.dir);
  }
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')}. Run npm run build (or npm run build -w <dir>).`);
    process.exit(1);
  }

  const servers = [];
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    await stopChildren();
    process.exit(code);
  };
  process.once('SIGINT', () => stop(130));
  process.once('SIGTERM', () => stop(143));

  const context = { remotesJson: `${JSON.stringify(manifests, null, 2)}\n`, apiUrl };
  const withApi = apps.some((app) => app.dir === 'shell') && !options['no-api'];
  try {
    for (const app of apps) servers.push(await listen(app, handler(app, distDir(app), context)));
    if (withApi) {
      const api = await startApi(apiUrl);
      exited(api).then((code) => {
        if (stopping) return;
        console.error(`The API stopped (exit code ${code}); stopping the site.`);
        return stop(1);
      });
    }
  } catch (error) {
    console.error(error.message);
    await stop(1);
    return;
  }

  const line = (name, url) => console.log(`${name.padEnd(18)} ${url}`);
  for (const app of apps)
    line(app.dir, app.remote ? manifests[app.remote] : `http://${publicHost}:${app.port}/`);
  for (const dir of external) {
    if (!options.only)
      line(dir, `${manifests[REMOTES.find((app) => app.dir === dir).remote]} (not served here)`);
  }
  if (apps.some((app) => app.dir === 'shell')) {
    line('api', `${apiUrl.origin} (${withApi ? 'started here' : 'not started here'}; proxied at /api)`);
  }
  console.log('Ready. Ctrl-C stops everything.');
}

await main();
