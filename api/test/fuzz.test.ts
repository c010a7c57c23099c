/** @jest-environment ./test/pglite-environment.cjs */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { samplesOf, type RouteSample } from './route-samples';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

/**
 * Bad requests, generated, sent to every route of the app (listed by the app itself, so a new route is
 * fuzzed without a change here): broken path parameters, query strings and bodies, wrong methods and
 * content types, odd headers, each with no token, a live one, a revoked one or a made-up one. Whatever
 * comes, the API answers below 500, every error is exactly `{code, message, error}` and repeats nothing
 * of the request, a dead token never gets a success, and the API still answers afterwards.
 *
 * The seed is fixed so that a run is repeatable; `FUZZ_SEED` and `FUZZ_RUNS` (total requests) explore
 * further, and a failure prints the seed and the smallest request that fails.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_107);
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 5_200);

let t: InjectApp;
let samples: RouteSample[];
const tokens = { valid: '', revoked: '' };
let sent = 0;

beforeAll(async () => {
  t = await buildTestApp();
  samples = samplesOf(t.routes, Math.floor(Date.now() / 1000));
  tokens.valid = await mintToken(t.db, 'demo@palco.pt');
  tokens.revoked = await mintToken(t.db, 'demo@palco.pt', 'revoked');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

type TokenKind = 'none' | 'valid' | 'revoked' | 'made-up';

interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  token: TokenKind;
  /** The values the request carries, none of which an error message may repeat. */
  sent: string[];
}

/** Values no call takes: control characters, broken encodings, overlong, wrongly typed, hostile. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0000mv-001',
    'mv-001\u0000',
    '\n',
    '\ud800',
    '\udfff\ud800',
    '\uffff',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '0x10',
    '1e308',
    '-1',
    'NaN',
    'Infinity',
    'true',
    'null',
    '[]',
    '{}',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'binary-ascii', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 120, maxLength: 1_400 }),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** A value as it may sit in a URL: well encoded, or one of the encodings that do not decode. */
const urlPiece = fc.oneof(
  { weight: 6, arbitrary: nastyText.map((text) => ({ raw: encodeLoosely(text), text })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('%', '%zz', '%C3%28', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%%00', '%2', '%c0%af', '%25%00')
      .map((raw) => ({ raw, text: raw })),
  },
);

/** Percent-encodes what a URL cannot hold, as a client would; a lone surrogate goes as its raw UTF-8 bytes. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** Query parameters the calls read, and others. */
const queryKey = fc.oneof(
  fc.constantFrom(
    'page',
    'size',
    'cursor',
    'startDate',
    'endDate',
    'channels',
    'affiliate',
    'q',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
);

const query = fc.array(fc.tuple(queryKey, urlPiece), { minLength: 1, maxLength: 5 }).map((pairs) => ({
  raw: pairs.map(([key, value]) => `${encodeLoosely(key)}=${value.raw}`).join('&'),
  texts: pairs.map(([, value]) => value.text),
}));

/** JSON values, including objects with the fields the calls read holding anything. */
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      progress: fc.jsonValue({ maxDepth: 2 }),
      classification: fc.jsonValue({ maxDepth: 2 }),
      code: fc.jsonValue({ maxDepth: 2 }),
      email: fc.oneof(nastyText, fc.jsonValue({ maxDepth: 1 })),
      username: fc.oneof(nastyText, fc.jsonValue({ maxDepth: 1 })),
      password: fc.oneof(nastyText, fc.jsonValue({ maxDepth: 1 })),
      profile_id: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
);

interface Body {
  contentType?: string;
  payload?: string;
  texts: string[];
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 8,
    arbitrary: jsonBody.map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value),
      texts: textsOf(value),
    })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '{"progress": ',
        '{"email": "a", }',
        '[1, 2',
        'nul',
        '{"__proto__": {"x": 1}}',
        '"\\ud800"',
        '',
      )
      .map((payload) => ({ contentType: 'application/json', payload, texts: [] })),
  },
  {
    weight: 3,
    arbitrary: fc.array(fc.tuple(queryKey, urlPiece), { maxLength: 4 }).map((pairs) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: pairs.map(([key, value]) => `${encodeLoosely(key)}=${value.raw}`).join('&'),
      texts: pairs.map(([, value]) => value.text),
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'text/plain',
          'application/json; charset=latin-9',
          'x/\u0000',
        ),
        fc.string({ maxLength: 40 }),
      )
      .map(([contentType, payload]) => ({ contentType, payload, texts: [payload] })),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Body>({
      contentType: 'application/json',
      payload: `"${'x'.repeat(1_100_000)}"`,
      texts: [],
    }),
  },
  { weight: 2, arbitrary: fc.constant<Body>({ texts: [] }) },
);

/** Latin-1 text, as HTTP headers carry it. */
const headerText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 300 }).map((s) => s.replace(/[\r\n]/g, '')),
  fc.constantFrom('', ' ', '\u0000', 'bytes=-', 'bytes=99999999999999999999-1', 'gzip;q=NaN', '::ffff:zz'),
);

const extraHeaders = fc.record(
  {
    'x-device-id': headerText,
    'x-device-platform': headerText,
    range: headerText,
    'accept-encoding': headerText,
    'x-forwarded-for': headerText,
  },
  { requiredKeys: [] },
);

const tokenKind = fc.constantFrom<TokenKind>('none', 'valid', 'revoked', 'made-up');
const otherMethod = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS');

/** `route` with its path parameters replaced by `pieces` in turn, or kept from the sample. */
function pathOf(sample: RouteSample, pieces: { raw: string }[]): string {
  const samplePath = sample.path.split('?')[0] ?? sample.path;
  if (pieces.length === 0 || !/[:*]/.test(sample.route)) return samplePath;
  let i = 0;
  const path = sample.route
    .replace(/:\w+(\([^/]*\))?/g, () => pieces[i++ % pieces.length]?.raw ?? '')
    .replace('*', () => pieces[i++ % pieces.length]?.raw ?? '');
  // The preflight's route is `*` alone: its paths are the API's.
  return path.startsWith('/') ? path : `/api/${path}`;
}

/** One bad request on `sample`'s route: what is broken is drawn too (the path, query, body, method). */
function badRequestOn(sample: RouteSample): fc.Arbitrary<BadRequest> {
  return fc
    .record({
      brokenPath: fc.boolean(),
      pieces: fc.array(urlPiece, { minLength: 1, maxLength: 3 }),
      brokenQuery: fc.boolean(),
      query,
      body,
      swapMethod: fc.nat(9).map((n) => n === 0),
      method: otherMethod,
      headers: extraHeaders,
      token: tokenKind,
    })
    .map((r) => {
      const path = r.brokenPath ? pathOf(sample, r.pieces) : (sample.path.split('?')[0] ?? sample.path);
      const sampleQuery = sample.path.includes('?') ? sample.path.slice(sample.path.indexOf('?') + 1) : '';
      const queryString = r.brokenQuery ? r.query.raw : sampleQuery;
      const headers: Record<string, string> = { ...r.headers };
      if (r.body.contentType !== undefined) headers['content-type'] = r.body.contentType;
      return {
        method: r.swapMethod ? r.method : sample.method,
        url: queryString ? `${path}?${queryString}` : path,
        headers,
        ...(r.body.payload === undefined ? {} : { payload: r.body.payload }),
        token: r.token,
        sent: [
          ...(r.brokenPath ? r.pieces.map((p) => p.text) : []),
          ...(r.brokenQuery ? r.query.texts : []),
          ...r.body.texts,
          ...Object.values(r.headers),
        ],
      };
    });
}

async function authorizationFor(request: BadRequest): Promise<string | undefined> {
  if (request.token === 'none') return undefined;
  if (request.token === 'revoked') return `Bearer ${tokens.revoked}`;
  if (request.token === 'made-up') return 'Bearer bWFkZS11cC10b2tlbi10aGF0LW5vYm9keS1pc3N1ZWQ';
  // Signing out revokes the token it is sent with, so that call gets a token of its own.
  return `Bearer ${request.url.startsWith('/api/v1/logout') ? await mintToken(t.db, 'demo@palco.pt') : tokens.valid}`;
}

/** What every answer to a bad request must be. */
function checkAnswer(request: BadRequest, reply: { statusCode: number; body: string }): void {
  const where = `${request.method} ${request.url.slice(0, 120)}`;
  if (reply.statusCode >= 500) throw new Error(`${where}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  // A preflight is never signed in: browsers send it without the Authorization header.
  const readsToken = request.url.startsWith('/api/') && request.method !== 'OPTIONS';
  if ((request.token === 'revoked' || request.token === 'made-up') && readsToken && reply.statusCode < 300) {
    throw new Error(`${where}: a dead token got ${reply.statusCode}`);
  }
  if (reply.statusCode < 400 || request.method === 'HEAD') return;
  const body: unknown = JSON.parse(reply.body);
  if (
    typeof body !== 'object' ||
    body === null ||
    Object.keys(body).sort().join() !== 'code,error,message' ||
    !('message' in body && typeof body.message === 'string') ||
    !('error' in body && typeof body.error === 'string') ||
    !('code' in body && (typeof body.code === 'string' || typeof body.code === 'number'))
  ) {
    throw new Error(`${where}: error body not {code, message, error}: ${reply.body.slice(0, 200)}`);
  }
  const { message } = body;
  const echoed = [request.url.split('?')[0] ?? '', ...request.sent].find(
    (text) => text.trim().length >= 8 && message.includes(text),
  );
  if (echoed !== undefined) throw new Error(`${where}: the message repeats the request: ${message}`);
  if (/\/api\/|FST_ERR|\n\s+at |127\.0\.0\.1|::1/.test(message)) {
    throw new Error(`${where}: the message tells internals: ${message}`);
  }
}

async function send(request: BadRequest): Promise<void> {
  const authorization = await authorizationFor(request);
  const reply = await t.app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  sent += 1;
  checkAnswer(request, reply);
}

describe('fuzzing every route with bad requests', () => {
  it('never fails, answers every error in one shape, and keeps answering', async () => {
    // Made-up routes too: the 404 answer is held to the same rules.
    const routes = [
      ...samples,
      { method: 'GET', route: '/api/v1/nowhere/:id', path: '/api/v1/nowhere/x', who: 'visitor' as const },
      { method: 'POST', route: '/api/v1/admin/:id', path: '/api/v1/admin/x', who: 'visitor' as const },
    ];
    const runsPerRoute = Math.ceil(TOTAL_RUNS / routes.length);
    for (const [index, sample] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(badRequestOn(sample), (request) => send(request)),
        { seed: SEED + index, numRuns: runsPerRoute, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(5_000);

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    const signedIn = await t.app.inject({
      url: '/api/v1/account',
      headers: { authorization: `Bearer ${tokens.valid}` },
    });
    expect(signedIn.statusCode).toBe(200);
  }, 120_000);
});
