/** @jest-environment ./test/pglite-environment.cjs */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ServerSettingsSchema } from '@palco/contracts';
import {
  CaptchaUnavailableError,
  SANDBOX_CAPTCHA_SECRET,
  SANDBOX_CAPTCHA_SITE_KEY,
  siteverifyCaptcha,
  type CaptchaVerifier,
} from '../src/accounts/captcha';
import { call, captchaToken, errorOf, newAddress, newEmail, signupFields } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** `fetch` that answers with what `respond` makes of the form it was sent. */
function fakeFetch(respond: (form: URLSearchParams) => Promise<Response>): typeof fetch {
  return async (_input, init) => respond(new URLSearchParams(String(init?.body ?? '')));
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The production verifier, talking to the sandbox provider's siteverify route in-process. */
function viaSandbox(secret = SANDBOX_CAPTCHA_SECRET): CaptchaVerifier {
  return siteverifyCaptcha({
    secret,
    verifyUrl: 'http://sandbox.invalid/sandbox/captcha/siteverify',
    minScore: 0.5,
    fetch: fakeFetch(async (form) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/sandbox/captcha/siteverify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    }),
  });
}

describe('the sandbox captcha provider', () => {
  it('issues tokens for an action, good once, through its siteverify call', async () => {
    const reply = await call(t, 'POST', '/sandbox/captcha/token', { json: { action: 'login' } });
    expect(reply.statusCode).toBe(200);
    const { token, action, expires_in } = reply.json() as {
      token: string;
      action: string;
      expires_in: number;
    };
    expect({ action, expires_in }).toEqual({ action: 'login', expires_in: 120 });
    expect(token).toMatch(/^[\w-]{43}$/);

    const verifier = viaSandbox();
    expect(await verifier.verify(token, 'login', '198.51.100.1')).toBe(true);
    expect(await verifier.verify(token, 'login', '198.51.100.1')).toBe(false);
    expect(await verifier.verify(await captchaToken(t, 'checkout'), 'login', '198.51.100.1')).toBe(false);
    expect(await viaSandbox('wrong-secret').verify(await captchaToken(t), 'login', '198.51.100.1')).toBe(
      false,
    );
  });

  it('answers siteverify as reCAPTCHA does', async () => {
    const verify = async (form: Record<string, string>) =>
      (await call(t, 'POST', '/sandbox/captcha/siteverify', { form })).json();
    expect(await verify({})).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect(await verify({ secret: 'x', response: 'y' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await verify({ secret: SANDBOX_CAPTCHA_SECRET })).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
    const token = await captchaToken(t, 'login');
    expect(await verify({ secret: SANDBOX_CAPTCHA_SECRET, response: token })).toEqual({
      success: true,
      action: 'login',
      challenge_ts: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      hostname: 'localhost',
    });
    expect(await verify({ secret: SANDBOX_CAPTCHA_SECRET, response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('refuses an action that is not one', async () => {
    for (const action of ['', 'a b', 'x'.repeat(65), 5]) {
      expect(errorOf(await call(t, 'POST', '/sandbox/captcha/token', { json: { action } }))).toEqual({
        status: 400,
        code: 400,
      });
    }
  });

  it('serves a widget the site frames, running only its own script', async () => {
    const page = await call(t, 'GET', '/sandbox/captcha/widget?action=login&hl=en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-action="login"');
    expect(page.body).toContain('I&#39;m not a robot');
    const policy = String(page.headers['content-security-policy']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain('frame-ancestors http://localhost:3000');
    expect(policy).toContain("connect-src 'self'");
    expect((await call(t, 'GET', '/sandbox/captcha/widget')).body).toContain('Não sou um robô');
  });

  it('is named in the settings, for the registration to frame', async () => {
    const settings = ServerSettingsSchema.parse((await call(t, 'GET', '/api/v1/setting')).json());
    expect(settings).toMatchObject({
      captcha_site_key: SANDBOX_CAPTCHA_SITE_KEY,
      captcha_widget_url: 'http://localhost:4000/sandbox/captcha/widget',
    });
  });
});

describe('the production verifier (siteverify)', () => {
  const verifier = (answer: () => Promise<Response>, minScore = 0.5) =>
    siteverifyCaptcha({
      secret: 's3cret',
      verifyUrl: 'https://captcha.invalid/siteverify',
      minScore,
      fetch: answer,
    });

  it('posts the secret, the token and the address as a form', async () => {
    let sent: URLSearchParams | undefined;
    let url = '';
    const check = siteverifyCaptcha({
      secret: 's3cret',
      verifyUrl: 'https://captcha.invalid/siteverify',
      minScore: 0.5,
      fetch: async (input, init) => {
        url = String(input);
        sent = new URLSearchParams(String(init?.body));
        expect(init?.method).toBe('POST');
        return json({ success: true });
      },
    });
    expect(await check.verify('tok', 'login', '203.0.113.9')).toBe(true);
    expect(url).toBe('https://captcha.invalid/siteverify');
    expect(Object.fromEntries(sent ?? [])).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '203.0.113.9',
    });
  });

  it.each<[string, unknown, boolean]>([
    ['a success without action or score (reCAPTCHA v2)', { success: true }, true],
    ['a success for the action, scored high', { success: true, action: 'login', score: 0.9 }, true],
    ['a failure', { success: false, 'error-codes': ['invalid-input-response'] }, false],
    ['another action', { success: true, action: 'homepage', score: 0.9 }, false],
    ['a low score', { success: true, action: 'login', score: 0.1 }, false],
    ['a success that is not true', { success: 'true' }, false],
    ['not an object', 'ok', false],
  ])('reads %s', async (_label, answer, expected) => {
    expect(await verifier(async () => json(answer)).verify('tok', 'login', '203.0.113.9')).toBe(expected);
  });

  it('says the provider is unavailable when it cannot be asked', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => json({ error: 'busy' }, 503),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      await expect(verifier(answer).verify('tok', 'login', '203.0.113.9')).rejects.toBeInstanceOf(
        CaptchaUnavailableError,
      );
    }
  });
});

/**
 * An app whose captcha is the production verifier (CAPTCHA_SECRET set), pointed at an HTTP server on the
 * loopback that hands each request to that same app's sandbox siteverify route, or answers 503.
 */
describe('sign-up with CAPTCHA_SECRET set', () => {
  let app: InjectApp;
  let server: Server;
  let down = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (down) {
          response.writeHead(503).end();
          return;
        }
        void app.app
          .inject({
            method: 'POST',
            url: '/sandbox/captcha/siteverify',
            headers: { 'content-type': String(request.headers['content-type']) },
            payload: body,
          })
          .then((reply) =>
            response.writeHead(reply.statusCode, { 'content-type': 'application/json' }).end(reply.body),
          );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await buildTestApp({
      env: {
        CAPTCHA_SECRET: SANDBOX_CAPTCHA_SECRET,
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/sandbox/captcha/siteverify`,
        CAPTCHA_SITE_KEY: 'site-key-of-the-real-provider',
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }, SETUP_TIMEOUT_MS);

  it('asks the provider over HTTP: a good token once, a reused one never', async () => {
    const token = await captchaToken(app);
    const first = await call(app, 'POST', '/api/v1/signup', {
      address: newAddress(),
      json: signupFields(newEmail('real'), token),
    });
    expect(first.statusCode).toBe(201);
    const again = await call(app, 'POST', '/api/v1/signup', {
      address: newAddress(),
      json: signupFields(newEmail('real'), token),
    });
    expect(errorOf(again)).toEqual({ status: 400, code: 'captcha_invalid' });
  });

  it('answers 502 captcha_unavailable while the provider is down, and makes no account', async () => {
    down = true;
    const email = newEmail('down');
    const reply = await call(app, 'POST', '/api/v1/signup', {
      address: newAddress(),
      json: signupFields(email, await captchaToken(app)),
    });
    down = false;
    expect(errorOf(reply)).toEqual({ status: 502, code: 'captcha_unavailable' });
    expect(await app.db.query('SELECT 1 FROM accounts WHERE email = $1', [email])).toEqual([]);
  });

  it('gives the real provider’s site key in the settings, and no sandbox widget', async () => {
    expect((await call(app, 'GET', '/api/v1/setting')).json()).toMatchObject({
      captcha_site_key: 'site-key-of-the-real-provider',
      captcha_widget_url: '',
    });
  });
});
