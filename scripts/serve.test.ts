// What a deployment relies on from the app servers of `npm run serve` (scripts/lib/app-server.mjs): cache
// headers and revalidation, the build's precompressed files, CORS, the shell's deep links (200 on a route of
// the route table, the same page with 404 elsewhere) and /remotes.json, and the proxy to the API with its
// body limit. Jest cannot load the servers' ES modules, so a plain Node process runs them on free ports over
// fake builds in a temporary folder, against a stand-in API in this process.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { fastify, type FastifyInstance } from 'fastify';
import { REQUEST_BODY_MAX_BYTES } from '../contracts/src/apps.cjs';

const root = path.resolve(__dirname, '..');
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Starts each server described in argv[1] on a free port and prints their origins as one JSON line.
const START_SERVERS = `
import { createAppServer } from ${JSON.stringify(pathToFileURL(path.join(root, 'scripts/lib/app-server.mjs')).href)};
const origins = {};
for (const [key, options] of Object.entries(JSON.parse(process.argv[1]))) {
  const server = await createAppServer({ ...options, apiUrl: options.apiUrl && new URL(options.apiUrl) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origins[key] = 'http://127.0.0.1:' + server.server.address().port;
}
process.stdout.write(JSON.stringify(origins) + '\\n');
`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection, the body as it came (nothing decompressed). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // As a browser does, a body goes with its length (Node would send DELETE's unannounced), unless chunked.
    const chunked = options.body === undefined || options.headers?.['transfer-encoding'] === 'chunked';
    const length = chunked ? {} : { 'content-length': Buffer.byteLength(options.body!) };
    const headers = { ...length, ...options.headers };
    const outgoing = http.request(url, { method: options.method ?? 'GET', headers, agent: false });
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    // A server that answers before reading the whole body may close while it is still being sent.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    outgoing.end(options.body);
  });
}

/** Waits a little for the servers' log to show `pattern`: it arrives on its own schedule. */
async function logged(pattern: RegExp): Promise<void> {
  for (let wait = 0; wait < 40 && !pattern.test(serverLog); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString('utf8'));

// The fake builds: big enough to be compressed where it matters, with the `.br` and `.gz` siblings that the
// production build writes for text files from 1 kB (scripts/webpack/create-config.cjs).
const script = (label: string): string =>
  `${Array.from({ length: 400 }, (_, i) => `export const ${label}${i} = () => '${label} ${i}';`).join('\n')}\n`;
// Production stylesheets are files of their own (mini-css-extract-plugin), content-hashed like the scripts.
const stylesheet = (label: string): string =>
  `${Array.from({ length: 60 }, (_, i) => `.${label}${i} { color: #${String(i).padStart(6, '0')}; }`).join('\n')}\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Palco</title><script defer src="/main.0a1b2c3d.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>\n`;
const SHELL_FILES: Record<string, string | Buffer> = {
  'index.html': INDEX_HTML,
  'main.0a1b2c3d.js': script('main'),
  '333.e0409271.css': stylesheet('shell'),
  'sw.js': script('worker'),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>\n`,
  'logo.5f3e2d1c.png': randomBytes(4096),
  'intro.mp4': randomBytes(65536),
};
const REMOTE_FILES: Record<string, string | Buffer> = {
  'remoteEntry.js': script('entry'),
  'mf-manifest.json': `${JSON.stringify({ name: 'mfe_catalogue', padding: 'x'.repeat(2000) })}\n`,
  '123.89abcdef.js': script('chunk'),
  '670.9150c088.css': stylesheet('chunk'),
  'index.html': '<!doctype html><title>standalone</title>',
};
const SITE = 'http://localhost:3000';
const REMOTES_JSON = `${JSON.stringify({ mfe_catalogue: 'http://localhost:3001/mf-manifest.json' }, null, 2)}\n`;

/**
 * The shell's page as its server sends it: the build's index.html with the remotes list inline and, on a
 * route whose owner the list names (here only the catalogue), a preload of that remote's manifest and a
 * preconnect to its origin for its scripts.
 */
const shellPageHtml = (preloadCatalogue: boolean): string =>
  INDEX_HTML.replace(
    '</head>',
    '<script type="application/json" id="palco-remotes">{"mfe_catalogue":"http://localhost:3001/mf-manifest.json"}</script>' +
      (preloadCatalogue
        ? '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:3001/mf-manifest.json">' +
          '<link rel="preconnect" href="http://localhost:3001">'
        : '') +
      '</head>',
  );
const VIDEO = randomBytes(1000);

let folder: string;
let shellRoot: string;
let remoteRoot: string;
let api: FastifyInstance;
let servers: ChildProcessWithoutNullStreams;
let serverLog = '';
let origins: { shell: string; remote: string; shellWithoutApi: string; shellWithoutCountry: string };
let apiSaw: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

const PRECOMPRESSED = /\.(js|css|html|json|svg|map|txt|webmanifest)$/;

/** Writes a file as the build does: with its precompressed siblings if it is text over 1 kB. */
function writeBuilt(file: string, content: string | Buffer): void {
  writeFileSync(file, content);
  if (!PRECOMPRESSED.test(file) || Buffer.byteLength(content) <= 1024) return;
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeBuilt(path.join(dir, name), content);
}

/**
 * A port nothing listens on: the discard port, below 1024, where the system never hands out a port to
 * `listen(0)`. A port taken and freed again would not do: the next server this file or another test file
 * starts may be given the same port, and the proxy's "unreachable" API then answered (a 404 from an app
 * server). Checked before use: a connection to it must be refused.
 */
async function closedPort(): Promise<number> {
  const port = 9;
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`something listens on port ${port}; the proxy tests need a closed port`));
    });
    socket.once('error', () => resolve());
  });
  return port;
}

/** A stand-in for the reference API: Fastify with the API's body limit, errors in the API's shape. */
async function startApi(): Promise<string> {
  api = fastify({ bodyLimit: REQUEST_BODY_MAX_BYTES });
  api.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    return reply
      .code(status)
      .send({ code: status, message: error.message, error: http.STATUS_CODES[status] });
  });
  api.addHook('onRequest', async (request) => {
    apiSaw.push({ method: request.method, url: request.url, headers: request.headers, body: '' });
  });
  api.addHook('preHandler', async (request) => {
    apiSaw[apiSaw.length - 1]!.body = JSON.stringify(request.body);
  });
  api.post('/api/v1/echo', (request, reply) =>
    reply
      .code(201)
      .header('set-cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/'])
      .header('x-api', 'stand-in')
      .send({ received: request.body, padding: 'x'.repeat(3000) }),
  );
  api.get('/api/v1/redirect', (_request, reply) =>
    reply.header('set-cookie', 'moved=1; Path=/').redirect('/api/v1/elsewhere?from=redirect', 302),
  );
  api.get('/api/media/clip.mp4', (request, reply) => {
    const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    reply.header('accept-ranges', 'bytes').type('video/mp4');
    if (!match) return reply.send(VIDEO);
    const [start, end] = [Number(match[1]), Number(match[2])];
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${VIDEO.length}`)
      .send(VIDEO.subarray(start, end + 1));
  });
  api.put('/api/v1/content/item/:id/progress', async () => ({ ok: true }));
  api.put('/api/v1/upload', async (request) => ({
    bytes: Buffer.byteLength(request.body as string),
    sha256: createHash('sha256')
      .update(request.body as string)
      .digest('hex'),
  }));
  api.get('/sandbox/checkout', (_request, reply) => reply.type('text/html').send('<p>sandbox</p>'));
  await api.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.server.address() as net.AddressInfo).port}`;
}

function startServers(config: Record<string, unknown>): Promise<typeof origins> {
  servers = spawn(process.execPath, ['--input-type=module', '-e', START_SERVERS, JSON.stringify(config)], {
    cwd: root,
  });
  servers.stderr.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    servers.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(JSON.parse(output) as typeof origins);
    });
    servers.on('exit', (code) => reject(new Error(`The servers exited (${code}): ${serverLog}`)));
  });
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'palco-serve-'));
  shellRoot = path.join(folder, 'shell');
  remoteRoot = path.join(folder, 'mfe-catalogue');
  writeFiles(shellRoot, SHELL_FILES);
  writeFiles(remoteRoot, REMOTE_FILES);
  const apiUrl = await startApi();
  origins = await startServers({
    shell: { name: 'shell', root: shellRoot, remotesJson: REMOTES_JSON, apiUrl },
    remote: { name: 'mfe-catalogue', root: remoteRoot },
    shellWithoutApi: {
      name: 'shell',
      root: shellRoot,
      remotesJson: REMOTES_JSON,
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
    },
    // As TRUST_VIEWER_COUNTRY=0 makes it.
    shellWithoutCountry: {
      name: 'shell',
      root: shellRoot,
      remotesJson: REMOTES_JSON,
      apiUrl,
      passViewerCountry: false,
    },
  });
}, 30_000);

afterAll(async () => {
  servers?.kill();
  await api?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Clean-ups of the running test. */
let after: (() => void)[] = [];

beforeEach(() => {
  apiSaw = [];
});

afterEach(() => {
  for (const cleanUp of after) cleanUp();
  after = [];
});

describe('cache headers', () => {
  it.each([
    ['shell', '/main.0a1b2c3d.js', IMMUTABLE],
    ['shell', '/logo.5f3e2d1c.png', IMMUTABLE],
    ['shell', '/index.html', 'no-cache'],
    ['shell', '/', 'no-cache'],
    ['shell', '/sw.js', 'no-cache'],
    ['shell', '/remotes.json', 'no-cache'],
    ['remote', '/remoteEntry.js', 'no-cache'],
    ['remote', '/mf-manifest.json', 'no-cache'],
    ['remote', '/123.89abcdef.js', IMMUTABLE],
    ['shell', '/333.e0409271.css', IMMUTABLE],
    ['remote', '/670.9150c088.css', IMMUTABLE],
  ] as const)('%s %s: %s', async (server, file, cacheControl) => {
    const answer = await request(`${origins[server]}${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['shell', '/main.0a1b2c3d.js', IMMUTABLE],
    ['remote', '/remoteEntry.js', 'no-cache'],
  ] as const)('%s %s: revalidates with the ETag of each encoding: 304, no body', async (server, file, cc) => {
    const etags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await request(`${origins[server]}${file}`, { headers: { 'accept-encoding': encoding } });
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      etags.add(etag);
      const again = await request(`${origins[server]}${file}`, {
        headers: { 'if-none-match': etag, 'accept-encoding': encoding },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['cache-control']).toBe(cc);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    }
    // Each encoding is a representation of its own, with its own validator.
    expect(etags.size).toBe(3);
    const changed = await request(`${origins[server]}${file}`, { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
  });

  it('serves a redeployed file fresh: new ETag, new content in every encoding', async () => {
    const url = `${origins.remote}/remoteEntry.js`;
    const before = await request(url, { headers: { 'accept-encoding': 'br' } });
    const redeployed = `${script('entry')}export const release = 2;\n`;
    writeBuilt(path.join(remoteRoot, 'remoteEntry.js'), redeployed);
    try {
      const after = await request(url, {
        headers: { 'accept-encoding': 'br', 'if-none-match': before.headers.etag! },
      });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(zlib.brotliDecompressSync(after.body).toString()).toBe(redeployed);
      const gzipped = await request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gzipped.body).toString()).toBe(redeployed);
    } finally {
      writeBuilt(path.join(remoteRoot, 'remoteEntry.js'), REMOTE_FILES['remoteEntry.js']!);
    }
  });
});

describe('precompressed files', () => {
  const file = (name: string): Buffer => readFileSync(path.join(shellRoot, name));

  it.each([
    ['br', 'gzip, deflate, br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip', 'br;q=0.5, gzip'],
    ['gzip', 'gzip, br;q=0'],
  ])('sends %s for Accept-Encoding: %s, with Vary', async (encoding, acceptEncoding) => {
    const answer = await request(`${origins.shell}/main.0a1b2c3d.js`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body);
    expect(decoded.equals(file('main.0a1b2c3d.js'))).toBe(true);
    // The build's file, as it is: nothing is compressed at run time.
    expect(answer.body.equals(file(`main.0a1b2c3d.js.${encoding === 'br' ? 'br' : 'gz'}`))).toBe(true);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['shell', '/333.e0409271.css', 'br'],
    ['remote', '/670.9150c088.css', 'gzip'],
  ] as const)(
    '%s: sends the stylesheet %s as text/css, precompressed (%s), to the site',
    async (server, name, encoding) => {
      const answer = await request(`${origins[server]}${name}`, {
        headers: { 'accept-encoding': encoding, accept: 'text/css,*/*;q=0.1', origin: SITE },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['access-control-allow-origin']).toBe(SITE);
      const root = server === 'shell' ? shellRoot : remoteRoot;
      expect(
        answer.body.equals(
          readFileSync(path.join(root, `${name.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`)),
        ),
      ).toBe(true);
    },
  );

  it.each(['/icon.svg', '/sw.js'])('sends %s precompressed', async (name) => {
    const answer = await request(`${origins.shell}${name}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).equals(file(name.slice(1)))).toBe(true);
  });

  it.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip, br;q=0', zlib.gunzipSync],
  ] as const)(
    'sends the shell’s page compressed (%s), with its own ETag per encoding',
    async (encoding, accept, decode) => {
      const answer = await request(`${origins.shell}/index.html`, { headers: { 'accept-encoding': accept } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(answer.body).toString()).toBe(shellPageHtml(true));
      const again = await request(`${origins.shell}/index.html`, {
        headers: { 'accept-encoding': accept, 'if-none-match': answer.headers.etag! },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    },
  );

  it('sends a remote manifest precompressed', async () => {
    const answer = await request(`${origins.remote}/mf-manifest.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(answer.body).toString())).toMatchObject({ name: 'mfe_catalogue' });
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of variants) {
      const answer = await request(`${origins.shell}/main.0a1b2c3d.js`, { headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(file('main.0a1b2c3d.js'))).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const answer = await request(`${origins.shell}/main.0a1b2c3d.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('sends a text file the build did not compress (1 kB or less) as it is, with Vary', async () => {
    const answer = await request(`${origins.shell}/robots.txt`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(file('robots.txt'))).toBe(true);
  });

  it.each([
    ['shell', '/main.0a1b2c3d.js.br'],
    ['shell', '/main.0a1b2c3d.js.gz'],
    ['remote', '/remoteEntry.js.br'],
    ['remote', '/mf-manifest.json.gz'],
    ['remote', '/670.9150c088.css.br'],
  ] as const)('%s: never sends %s by its own name', async (server, name) => {
    const answer = await request(`${origins[server]}${name}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(`Not found: ${name}\n`);
  });

  it('answers a page navigation to a precompressed name with the page (not found), not that file', async () => {
    const answer = await request(`${origins.shell}/index.html.br`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toBe(shellPageHtml(false));
  });

  it('never compresses an image or a video', async () => {
    for (const name of ['logo.5f3e2d1c.png', 'intro.mp4']) {
      const answer = await request(`${origins.shell}/${name}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(file(name))).toBe(true);
    }
  });

  it('answers a byte range of a video with 206, uncompressed', async () => {
    const answer = await request(`${origins.shell}/intro.mp4`, {
      headers: { range: 'bytes=100-199', 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 100-199/${file('intro.mp4').length}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(file('intro.mp4').subarray(100, 200))).toBe(true);
  });
});

describe('the shell’s pages', () => {
  // The route table decides: contracts/src/route-paths.cjs, the list the page's layout is built from.
  it('answers a deep link with index.html, the remotes list inline', async () => {
    const answer = await request(`${origins.shell}/vod/123`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    // The player, which owns /vod, is not in this list: nothing to preload.
    expect(answer.body.toString()).toBe(shellPageHtml(false));
  });

  it('preloads the manifest of the remote that owns the route', async () => {
    const answer = await request(`${origins.shell}/movie/os-maias/m1`);
    expect(answer.body.toString()).toBe(shellPageHtml(true));
  });

  it('answers a page navigation to a name with an extension with index.html', async () => {
    const answer = await request(`${origins.shell}/content/os.maias`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(shellPageHtml(true));
  });

  it.each([
    ['/', true],
    ['/guia-tv', true],
    ['/search?query=maias', true],
    ['/series/os-maias/s1', true],
    ['/profile/switch-profile', false],
    ['/international/subscribe', false],
    ['/contactos/', false],
    ['/TERMOS-E-CONDICOES', false],
    ['/tv', false],
    ['/logout', false],
  ] as const)('answers %s, a route of the route table (or a redirect), with 200', async (path, preload) => {
    const answer = await request(`${origins.shell}${path}`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(shellPageHtml(preload));
  });

  it.each(['/nada-disto-existe', '/contactos/outra', '/content', '/tv/', '/promo.html'])(
    'answers %s, a path of no route, with index.html (its 404 page) and status 404',
    async (page) => {
      const answer = await request(`${origins.shell}${page}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3001;");
      // Compressed like any page, but never revalidated: a 304 under a 404 would leave an empty page.
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.etag).toBeUndefined();
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(shellPageHtml(false));
    },
  );

  it('answers a path of no route with the whole page even to a revalidation or a byte range', async () => {
    const { etag } = (await request(`${origins.shell}/index.html`)).headers;
    const answer = await request(`${origins.shell}/nada-disto-existe`, {
      headers: { 'if-none-match': etag!, range: 'bytes=0-9' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(shellPageHtml(false));
  });

  it('answers HEAD on a path of no route with 404 and no body', async () => {
    const answer = await request(`${origins.shell}/nada-disto-existe`, { method: 'HEAD' });
    expect(answer.status).toBe(404);
    expect(answer.body.length).toBe(0);
  });

  it('leaves files and the API to themselves: no route needed', async () => {
    expect((await request(`${origins.shell}/main.0a1b2c3d.js`)).status).toBe(200);
    expect((await request(`${origins.shell}/remotes.json`)).status).toBe(200);
    const missing = await request(`${origins.shell}/missing.0123abcd.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not found: /missing.0123abcd.js\n');
    const api = await request(`${origins.shell}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: '{}',
    });
    expect(api.status).toBe(201);
    expect(apiSaw.map(({ url }) => url)).toEqual(['/api/v1/echo']);
  });

  it('sends the index.html of a deep link precompressed', async () => {
    const answer = await request(`${origins.shell}/profile/account`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(shellPageHtml(false));
  });

  it('keeps a missing script, stylesheet or image a 404, for the chunk-error guard', async () => {
    for (const [name, accept] of [
      ['/missing.0123abcd.js', '*/*'],
      ['/missing.0123abcd.css', 'text/css,*/*;q=0.1'],
      ['/img/missing.png', '*/*'],
    ] as const) {
      const answer = await request(`${origins.shell}${name}`, { headers: { accept, origin: SITE } });
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe(`Not found: ${name}\n`);
      expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    }
  });

  it('gives a remote no fallback page', async () => {
    const answer = await request(`${origins.remote}/vod/123`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
  });

  it('serves /remotes.json as given', async () => {
    const answer = await request(`${origins.shell}/remotes.json`, { headers: { origin: SITE } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.body.toString()).toBe(REMOTES_JSON);
  });
});

describe('CORS and methods', () => {
  it.each(['shell', 'remote'] as const)('%s: lets the site’s origin read every file', async (server) => {
    const answer = await request(`${origins[server]}/`, { headers: { origin: SITE } });
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers.vary).toMatch(/\borigin\b/i);
  });

  it.each(['shell', 'remote'] as const)('%s: lets no other origin read across origins', async (server) => {
    for (const origin of ['https://evil.example', `${SITE}.evil.example`, 'null']) {
      const answer = await request(`${origins[server]}/`, { headers: { origin } });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it.each(['shell', 'remote'] as const)('%s: answers a preflight with 204', async (server) => {
    const answer = await request(`${origins[server]}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-device-id',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toBe('x-device-id');
    expect(answer.headers['access-control-max-age']).toBe('86400');
  });

  it.each([
    ['shell', 'POST'],
    ['shell', 'PUT'],
    ['remote', 'DELETE'],
    ['remote', 'PATCH'],
  ] as const)('%s: answers %s with 405 and Allow', async (server, method) => {
    const answer = await request(`${origins[server]}/main.0a1b2c3d.js`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers', () => {
  it.each([
    ['the page', '/'],
    ['a deep link', '/profile/account'],
    ['a path of no route', '/nada-disto-existe'],
  ])('the shell sends its page’s policy with %s', async (_what, file) => {
    const answer = await request(`${origins.shell}${file}`, { headers: { accept: 'text/html' } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = answer.headers['content-security-policy'] ?? '';
    // Scripts from the site and the remotes' origins, none inline; the page is never framed.
    expect(policy).toContain("script-src 'self' http://localhost:3001;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('frame-src http://localhost:4000 http://127.0.0.1:4000');
    // The sandbox ad server: its VAST documents, ad videos and tracking pixels.
    expect(policy).toContain("media-src 'self' blob: http://localhost:4000;");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('keeps the page’s policy on a revalidated page, whose headers replace those the browser kept', async () => {
    for (const page of ['/', '/index.html']) {
      const { etag } = (await request(`${origins.shell}${page}`)).headers;
      const answer = await request(`${origins.shell}${page}`, { headers: { 'if-none-match': etag! } });
      expect(answer.status).toBe(304);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3001;");
    }
  });

  it.each([
    ['a script', '/main.0a1b2c3d.js'],
    ['a missing file', '/missing.0123abcd.js'],
    ['the remotes list', '/remotes.json'],
  ])('the shell sends %s with a policy under which nothing runs', async (_what, file) => {
    const answer = await request(`${origins.shell}${file}`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    // Preflights alone are told the methods.
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('a remote’s own page allows its own origin only', async () => {
    const answer = await request(`${origins.remote}/index.html`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const policy = answer.headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the proxy to the API', () => {
  it('forwards method, path, query, body and headers, and streams the answer back as it is', async () => {
    const answer = await request(`${origins.shell}/api/v1/echo?q=a+b&tag=%C3%A9&tag=2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=old',
        authorization: 'Bearer token',
        'accept-encoding': 'br',
      },
      body: JSON.stringify({ progress: 42 }),
    });
    expect(apiSaw).toHaveLength(1);
    const [saw] = apiSaw;
    expect(saw).toMatchObject({ method: 'POST', url: '/api/v1/echo?q=a+b&tag=%C3%A9&tag=2' });
    expect(JSON.parse(saw!.body)).toEqual({ progress: 42 });
    const host = new URL(origins.shell).host;
    expect(saw!.headers).toMatchObject({
      host,
      cookie: 'session=old',
      authorization: 'Bearer token',
      'accept-encoding': 'br',
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });

    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
    expect(answer.headers['x-api']).toBe('stand-in');
    // The API's answer as it is: the shell adds no compression and no CORS of its own.
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(json(answer)).toMatchObject({ received: { progress: 42 } });
  });

  it('passes a browser’s viewer-country header on: how a local run pretends a country per request', async () => {
    await request(`${origins.shell}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-country': 'FR' },
      body: '{}',
    });
    expect(apiSaw[0]?.headers['cloudfront-viewer-country']).toBe('FR');
  });

  it('drops the viewer-country header when told no CDN sets it (TRUST_VIEWER_COUNTRY=0)', async () => {
    await request(`${origins.shellWithoutCountry}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-country': 'FR' },
      body: '{}',
    });
    expect(apiSaw).toHaveLength(1);
    expect(apiSaw[0]?.headers).not.toHaveProperty('cloudfront-viewer-country');
    expect(apiSaw[0]?.headers['x-forwarded-proto']).toBe('http');

    // What the servers of `npm run serve` do, by TRUST_VIEWER_COUNTRY: pass it unless told 0 or false.
    const values = [null, '', '1', 'true', '0', 'false', 'FALSE', ' 0 '];
    const script = `import { passesViewerCountry } from ${JSON.stringify(
      pathToFileURL(path.join(root, 'scripts/lib/api-proxy.mjs')).href,
    )};
const values = JSON.parse(process.argv[1]);
const env = (value) => (value === null ? {} : { TRUST_VIEWER_COUNTRY: value });
process.stdout.write(JSON.stringify(values.map((value) => passesViewerCountry(env(value)))));`;
    const passed = execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      script,
      JSON.stringify(values),
    ]);
    expect(JSON.parse(passed.toString())).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('passes redirects on without following or rewriting them', async () => {
    const answer = await request(`${origins.shell}/api/v1/redirect`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/api/v1/elsewhere?from=redirect');
    expect(answer.headers['set-cookie']).toEqual(['moved=1; Path=/']);
    expect(apiSaw).toHaveLength(1);
  });

  it('passes a byte range of a video through', async () => {
    const answer = await request(`${origins.shell}/api/media/clip.mp4`, {
      headers: { range: 'bytes=10-19', 'accept-encoding': 'br, gzip' },
    });
    expect(apiSaw[0]!.headers.range).toBe('bytes=10-19');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 10-19/${VIDEO.length}`);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.body.equals(VIDEO.subarray(10, 20))).toBe(true);
  });

  it('proxies /sandbox too, path kept', async () => {
    const answer = await request(`${origins.shell}/sandbox/checkout`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<p>sandbox</p>');
    expect(apiSaw[0]!.url).toBe('/sandbox/checkout');
  });

  const upload = (body: Buffer | string, headers: Record<string, string> = {}): Promise<Answer> =>
    request(`${origins.shell}/api/v1/upload`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain', ...headers },
      body,
    });
  // Text of exactly `bytes` bytes, different each time.
  const text = (bytes: number): string => randomBytes(bytes / 2).toString('hex');
  const TOO_LARGE = { code: 413, message: 'Request body is too large', error: 'Payload Too Large' };

  it.each([
    ['with a Content-Length', {}],
    ['chunked', { 'transfer-encoding': 'chunked' }],
  ])('forwards a body of exactly the API’s limit intact, %s', async (_label, headers) => {
    const body = text(REQUEST_BODY_MAX_BYTES);
    const answer = await upload(body, headers);
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({
      bytes: REQUEST_BODY_MAX_BYTES,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
  });

  it.each([
    ['a Content-Length', {}],
    ['a chunked body', { 'transfer-encoding': 'chunked' }],
  ])('answers 413 itself for %s over the API’s limit, forwarding nothing', async (_label, headers) => {
    const answer = await upload(text(REQUEST_BODY_MAX_BYTES + 2), headers);
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(answer)).toEqual(TOO_LARGE);
    expect(apiSaw).toHaveLength(0);
  });

  it('answers a body over the limit as the API itself does', async () => {
    const body = text(2 * REQUEST_BODY_MAX_BYTES);
    const headers = { 'content-type': 'application/json' };
    const route = '/api/v1/content/item/1/progress';
    const fromApi = await request(`${api.listeningOrigin}${route}`, { method: 'PUT', headers, body });
    const fromProxy = await request(`${origins.shell}${route}`, { method: 'PUT', headers, body });
    expect(fromApi.status).toBe(413);
    expect(fromProxy.status).toBe(413);
    expect(json(fromProxy)).toEqual(json(fromApi));
    expect(fromProxy.headers['content-type']).toBe(fromApi.headers['content-type']);
  });

  it('lets a browser that is still sending finish, then read the 413, on a connection kept open', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const chunks = 40;
    const { host, port } = new URL(origins.shell);
    const outcome = await new Promise<{ sent: number; error?: string; answer: string }>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      let sent = 0;
      socket.on('data', (data: Buffer) => (answer += data.toString()));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve({ sent, error: error.code, answer }));
      socket.write(
        `PUT /api/v1/content/item/1/progress HTTP/1.1\r\nHost: ${host}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${chunk.length * chunks}\r\n\r\n`,
      );
      // The body goes at a browser's pace, long after the shell has refused it (10 MB, over the limit).
      const next = (): void => {
        if (sent === chunks) {
          setTimeout(() => resolve({ sent, answer }), 100);
          return;
        }
        socket.write(chunk, (error) => {
          if (error) return;
          sent += 1;
          setTimeout(next, 5);
        });
      };
      next();
      after.push(() => socket.destroy());
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.sent).toBe(chunks);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('answers 502 in the API’s error shape, without the API’s address or the socket error', async () => {
    const answer = await request(`${origins.shellWithoutApi}/api/v1/content/home`);
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(answer)).toEqual({
      code: 'api_unreachable',
      message: 'API unreachable',
      error: 'Bad Gateway',
    });
    expect(answer.body.toString()).not.toMatch(/127\.0\.0\.1|localhost|ECONNREFUSED|:\d{2,5}/);
    // The cause is for whoever runs the site.
    await logged(/no answer from the API/);
    expect(serverLog).toMatch(
      /GET \/api\/v1\/content\/home: no answer from the API at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED/,
    );
  });
});
