/** @jest-environment ./test/pglite-environment.cjs */
import { connect } from 'node:net';
import Fastify, { type InjectOptions } from 'fastify';
import { z } from 'zod';
import { installValidation } from '../src/http/schema';
import { samplesOf, signedStreamPath, type RouteSample } from './route-samples';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let samples: RouteSample[];
let auth: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  samples = samplesOf(t.routes, Math.floor(Date.now() / 1000));
  auth = { authorization: `Bearer ${await mintToken(t.db, 'demo@palco.pt')}` };
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** An error answer: the status, the `{code, message, error}` shape and nothing of `sent` in the message. */
function expectError(reply: Answer, status: number, sent: readonly string[] = []): void {
  expect(reply.statusCode).toBe(status);
  const body: unknown = JSON.parse(reply.body);
  expect(body).toEqual({ code: expect.anything(), message: expect.any(String), error: expect.any(String) });
  const { code, message } = body as { code: unknown; message: string };
  expect(typeof code === 'string' || typeof code === 'number').toBe(true);
  for (const text of sent) expect(message).not.toContain(text);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
}

const inject = (
  method: string,
  url: string,
  init: { headers?: Record<string, string>; payload?: string | object } = {},
) =>
  t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: { ...auth, ...init.headers },
    payload: init.payload,
  });

/** `route` with every path parameter (and a wildcard) replaced by `value`. */
const fill = (route: string, value: string): string =>
  route.replace(/:\w+(\([^/]*\))?/g, value).replace('*', value);

describe('path parameters of every route', () => {
  const withParams = (): RouteSample[] =>
    samples.filter((s) => /[:*]/.test(s.route) && s.method !== 'OPTIONS');

  it.each([
    { label: 'a NUL byte', value: '%00', status: 400 },
    { label: 'another control character', value: 'mv%0A001', status: 400 },
    { label: 'an id of 129 characters', value: 'a'.repeat(129), status: 400 },
    { label: 'a space and quotes', value: '%22mv%20001%22', status: 400 },
    { label: 'an id past the router limit', value: 'a'.repeat(1100), status: 414 },
  ])('refuses $label with $status', async ({ value, status }) => {
    expect(withParams().length).toBeGreaterThan(15);
    for (const sample of withParams()) {
      // The search takes free text and media paths are paths, not ids: only what neither can hold is refused.
      const freeText = sample.route.endsWith('/search/:query') || sample.route.endsWith('/*');
      if (freeText && /^a+$|%20/.test(value)) continue;
      const reply = await inject(sample.method, fill(sample.route, value), {
        ...(sample.json === undefined ? {} : { payload: sample.json as object }),
      });
      expect({ route: `${sample.method} ${sample.route}`, status: reply.statusCode }).toEqual({
        route: `${sample.method} ${sample.route}`,
        status,
      });
      if (sample.method !== 'HEAD') expectError(reply, status, [value.slice(0, 40)]);
    }
  });

  it('refuses a media path past 300 characters, and answers 404 for one outside the media folder', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await inject('GET', signedStreamPath(`demo/${'a'.repeat(301)}`, now)), 400);
    expectError(await inject('GET', signedStreamPath('demo/..%2F..%2Fpackage.json', now)), 404, ['package']);
  });

  it('refuses a URL that does not decode, without quoting it', async () => {
    for (const path of [
      '/api/v1/content/item/%zz',
      '/api/v1/content/item/%C3%28',
      '/api/v1/content/search/%E0%A4%A',
    ]) {
      expectError(await inject('GET', path), 400, ['%zz', '%C3', '%E0']);
    }
  });

  it('refuses a URL over 4 KiB with 414', async () => {
    expectError(await inject('GET', `/api/v1/setting?x=${'a'.repeat(5000)}`), 414, ['aaaa']);
  });

  it('answers an unknown route 404 without repeating its path', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/secret-admin-page'],
      ['PATCH', '/api/v1/content/item/mv-001'],
      ['GET', '/somewhere-else?token=abcdef'],
    ] as const) {
      expectError(await inject(method, path), 404, [
        'secret-admin-page',
        'somewhere-else',
        'abcdef',
        'PATCH',
      ]);
    }
  });
});

describe('query strings', () => {
  const now = Math.floor(Date.now() / 1000);
  it.each([
    ['a page in words', '/api/v1/content/section/exclusivos/filter?page=two'],
    ['a page in hexadecimal', '/api/v1/content/section/exclusivos/filter?page=0x10'],
    ['a page in exponent form', '/api/v1/content/filter/exclusivos~filmes?page=1e2'],
    ['an empty size', '/api/v1/content/filter/exclusivos~filmes?size='],
    ['a page given twice', '/api/v1/content/filter/exclusivos~filmes?page=1&page=2'],
    ['a cursor with a NUL byte', '/api/v1/content/playlist/rl-home-movies?cursor=mv%00'],
    ['an unknown cursor', '/api/v1/content/item/sr-001/season/sr-001-t1?cursor=nowhere-to-be-seen'],
    ['a start date in hexadecimal', `/api/v1/content/epg?startDate=0x10&endDate=${now}`],
    ['a start date of true', `/api/v1/content/epg?startDate=true&endDate=${now}`],
    [
      'a channel with a NUL byte',
      `/api/v1/content/epg?startDate=${now}&endDate=${now + 60}&channels=ch-01,ch%00`,
    ],
    [
      'an unknown channel',
      `/api/v1/content/epg?startDate=${now}&endDate=${now + 60}&channels=nowhere-to-be-seen`,
    ],
    ['an affiliate with a NUL byte', '/api/v1/plan?affiliate=n%00s'],
  ])('refuses %s with 400', async (_label, url) => {
    expectError(await inject('GET', url), 400, ['nowhere-to-be-seen', '0x10']);
  });

  it('ignores parameters a call does not read', async () => {
    expect((await inject('GET', '/api/v1/setting?utm_source=x&_=1')).statusCode).toBe(200);
  });
});

describe('request bodies', () => {
  const progress = (value: unknown) =>
    inject('PUT', '/api/v1/content/item/mv-003/progress', {
      payload: JSON.stringify({ progress: value }),
      headers: { 'content-type': 'application/json' },
    });

  it.each([
    ['true', true],
    ['null', null],
    ['an array', []],
    ['an empty string', ''],
    ['hexadecimal text', '0x10'],
    ['exponent text', '1e3'],
    ['1e308', 1e308],
    ['a negative number', -1],
    ['more than a day', 86_401],
    ['an object', { seconds: 5 }],
  ])('refuses a progress of %s with 400 and stores nothing', async (_label, value) => {
    expectError(await progress(value), 400);
    const rows = await t.db.query('SELECT 1 FROM viewing_progress WHERE profile_id = $1 AND item_id = $2', [
      'pf-demo',
      'mv-003',
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a progress past the end of the title', async () => {
    const [item] = await t.db.query<{ duration: number }>('SELECT duration FROM items WHERE id = $1', [
      'mv-004',
    ]);
    const duration = item?.duration ?? 0;
    expectError(
      await inject('PUT', '/api/v1/content/item/mv-004/progress', { payload: { progress: duration + 1 } }),
      400,
    );
    expect(
      (await inject('PUT', '/api/v1/content/item/mv-004/progress', { payload: { progress: duration } }))
        .statusCode,
    ).toBe(200);
  });

  it.each<[string, number | string, number]>([
    ['0', 0, 0],
    ['12.5 seconds', 12.5, 12.5],
    ['digits as form clients send them', '7.25', 7.25],
  ])('stores a progress of %s as it is', async (_label, value, stored) => {
    const reply = await progress(value);
    expect(reply.statusCode).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ id: 'mv-003', progress: stored });
    const [row] = await t.db.query<{ progress: number }>(
      'SELECT progress FROM viewing_progress WHERE profile_id = $1 AND item_id = $2',
      ['pf-demo', 'mv-003'],
    );
    expect(Number(row?.progress)).toBe(stored);
  });

  it.each([
    ['a rating of true', '/api/v1/content/item/mv-001/classification', 'PUT', { classification: true }],
    ['a rating in a list', '/api/v1/content/item/mv-001/classification', 'PUT', { classification: [3] }],
    ['a PIN of five digits', '/api/v1/profile/select/pf-demo', 'POST', { code: '12345' }],
    ['a PIN in letters', '/api/v1/profile/select/pf-demo', 'POST', { code: 'abcd' }],
    ['a PIN as an object', '/api/v1/profile/select/pf-demo', 'POST', { code: { $ne: 1 } }],
    ['a login e-mail as a number', '/api/v1/login', 'POST', { email: 5, password: 'palco123' }],
    [
      'a login e-mail with a NUL byte',
      '/api/v1/login',
      'POST',
      { email: 'demo\u0000@palco.pt', password: 'x' },
    ],
    [
      'a password of 10 000 characters',
      '/api/v1/login',
      'POST',
      { email: 'demo@palco.pt', password: 'p'.repeat(10_000) },
    ],
    ['a body that is a list', '/api/v1/login', 'POST', [{ email: 'demo@palco.pt' }]],
    ['a body that is a string', '/api/v1/login', 'POST', 'demo@palco.pt'],
  ])('refuses %s with 400', async (_label, url, method, payload) => {
    expectError(
      await inject(method, url, {
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      }),
      400,
      ['demo@palco', '$ne'],
    );
  });

  it('refuses bodies Fastify cannot read, in the same shape', async () => {
    const url = '/api/v1/login';
    const json = { 'content-type': 'application/json' };
    expectError(await inject('POST', url, { headers: json, payload: '{"email": demo-secret' }), 400, [
      'demo-secret',
    ]);
    expectError(await inject('POST', url, { headers: json, payload: '' }), 400);
    expectError(
      await inject('POST', url, { headers: json, payload: '{"__proto__": {"admin": true}}' }),
      400,
      ['admin'],
    );
    expectError(
      await inject('POST', url, { headers: { 'content-type': 'text/x-secret-type' }, payload: 'x' }),
      415,
      ['x-secret-type'],
    );
    expectError(
      await inject('POST', url, { headers: json, payload: `{"password": "${'x'.repeat(1_100_000)}"}` }),
      413,
    );
  });
});

/** One raw HTTP/1.1 exchange, to reach what Node's parser refuses before Fastify sees a request. */
function rawExchange(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (Number.isNaN(status)) reject(new Error(`No HTTP answer: ${data.slice(0, 200)}`));
      else resolve({ status, body });
    });
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  let port = 0;
  beforeAll(async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(origin).port);
  });

  it.each([
    [
      'headers over 16 KiB',
      `GET /api/v1/setting HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a request line over 16 KiB',
      `GET /api/v1/setting?q=${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      414,
    ],
    ['a malformed request line', 'NOT AN HTTP REQUEST\r\n\r\n', 400],
    [
      'a header with a NUL byte',
      'GET /api/v1/setting HTTP/1.1\r\nHost: x\r\nX-Device-Id: a\u0000b\r\n\r\n',
      400,
    ],
  ])('answers %s with %s in the error shape', async (_label, request, status) => {
    const reply = await rawExchange(port, request);
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body)).toEqual({
      code: status,
      message: expect.any(String),
      error: expect.any(String),
    });
    expect(reply.body).not.toContain('bbbb');
    expect(reply.body).not.toContain('qqqq');
  });
});

describe('declared input', () => {
  it('refuses at start-up a route that reads input it does not declare', () => {
    const app = Fastify();
    installValidation(app);
    const NoQuery = z.object({});
    expect(() => app.get('/a/:id', { schema: { querystring: NoQuery } }, () => 'a')).toThrow(/params/);
    expect(() => app.post('/b', { schema: { querystring: NoQuery } }, () => 'b')).toThrow(/body/);
    expect(() => app.get('/c', () => 'c')).toThrow(/querystring/);
    expect(() =>
      app.get(
        '/d/:id',
        { schema: { querystring: NoQuery, params: z.object({ id: z.string() }) } },
        () => 'd',
      ),
    ).not.toThrow();
  });
});
