#!/usr/bin/env node
// Serves every built app on its own port, as separate origins like production (scripts/lib/app-server.mjs:
// CORS, cache headers, the build's precompressed files; the shell's /remotes.json, deep links, and /api and
// /sandbox proxied to the reference API, which is started here by default).
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppServer } from './lib/app-server.mjs';
import { APPS, API_PORT, REMOTES, ROOT, defaultManifestUrl, distDir, remoteEnvName } from './lib/apps.mjs';
import { exited, start, stopChildren, waitForHttp } from './lib/proc.mjs';

const USAGE = `Usage: node scripts/serve.mjs [--only <app dir>] [--no-api] [--remote <name>=<manifest URL>]...

  --only <dir>            serve just this app (e.g. mfe-catalogue); the API starts only with the shell
  --no-api                do not start the API; /api is proxied to API_URL all the same
  --remote <name>=<url>   put this manifest URL in /remotes.json instead of the local remote

Environment: PUBLIC_HOST (host in /remotes.json, default localhost), API_URL (default
http://localhost:${API_PORT}), REMOTE_<NAME>_URL (e.g. REMOTE_MFE_CATALOGUE_URL), and DATA_DIR / DATABASE_URL,
which reach the API.

Viewer country: a request's CloudFront-Viewer-Country header (which a CDN sets in production) goes on to the
API, which believes it from this proxy, so a browser or test can pretend to be elsewhere per request
(CloudFront-Viewer-Country: FR); VIEWER_COUNTRY=FR pretends for every request without one, and
TRUST_VIEWER_COUNTRY=0 drops the header instead.`;

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

/** Listens on every interface, as Node does by default: IPv6 and IPv4, or IPv4 where IPv6 is off. */
async function listen(app, server) {
  const on = (host) => server.listen({ port: app.port, host });
  try {
    await on('::').catch((error) => (error.code === 'EAFNOSUPPORT' ? on('0.0.0.0') : Promise.reject(error)));
  } catch (error) {
    const inUse = error.code === 'EADDRINUSE';
    throw new Error(inUse ? `${app.dir}: port ${app.port} is already in use` : error.message, {
      cause: error,
    });
  }
  return server;
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
    await Promise.all([...servers.map((server) => server.close()), stopChildren()]);
    process.exit(code);
  };
  process.once('SIGINT', () => stop(130));
  process.once('SIGTERM', () => stop(143));

  const remotesJson = `${JSON.stringify(manifests, null, 2)}\n`;
  const withApi = apps.some((app) => app.dir === 'shell') && !options['no-api'];
  try {
    for (const app of apps) {
      const shell = app.dir === 'shell' ? { remotesJson, apiUrl } : {};
      servers.push(await listen(app, await createAppServer({ name: app.dir, root: distDir(app), ...shell })));
    }
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
