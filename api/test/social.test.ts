/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema, ServerSettingsSchema, type SocialProviderName } from '@palco/contracts';
import * as oauth from 'oauth4webapi';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { call, errorOf, latestCode, login, newEmail } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let clock = Date.UTC(2026, 10, 24, 9);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const SITE = 'http://localhost:3000';
const CALLBACK = `${SITE}/login`;
const FORM_POST_CALLBACK = `${SITE}/api/v1/social/callback`;

/** An authorization request as the login popup makes it: PKCE, state and, for OpenID providers, a nonce. */
interface Started {
  provider: SocialProviderName;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  params: Record<string, string>;
}

async function start(provider: SocialProviderName, overrides: Record<string, string> = {}): Promise<Started> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const redirectUri = provider === 'apple' ? FORM_POST_CALLBACK : CALLBACK;
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: 'palco-web',
    redirect_uri: redirectUri,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
    ...overrides,
  };
  return { provider, verifier, state, nonce, redirectUri, params };
}

/** The person's answer on the sandbox page; the redirect's (or the posting page's) parameters. */
async function decide(
  s: Started,
  person: { name?: string; email: string; share?: boolean; decision?: 'allow' | 'deny' },
): Promise<URLSearchParams> {
  const reply = await call(t, 'POST', `/sandbox/oauth/${s.provider}/authorize`, {
    form: {
      ...s.params,
      decision: person.decision ?? 'allow',
      name: person.name ?? 'Rita Social',
      email: person.email,
      ...(person.share === false ? {} : { share_email: '1' }),
    },
  });
  if (s.params.response_mode === 'form_post') {
    expect(reply.statusCode).toBe(200);
    const fields = [...reply.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)];
    return new URLSearchParams(
      fields.map(([, key, value]): [string, string] => [
        key ?? '',
        (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]),
    );
  }
  expect(reply.statusCode).toBe(303);
  const location = new URL(String(reply.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(s.redirectUri);
  return location.searchParams;
}

function socialLogin(s: Started, code: string | undefined, extra: Record<string, unknown> = {}) {
  return call(t, 'POST', '/api/v1/social/login', {
    json: {
      provider: s.provider,
      ...(code === undefined ? {} : { access_token: code }),
      code_verifier: s.verifier,
      redirect_uri: s.redirectUri,
      nonce: s.nonce,
      ...extra,
    },
  });
}

async function signInWith(provider: SocialProviderName, email: string, name?: string) {
  const s = await start(provider);
  const answer = await decide(s, { email, ...(name ? { name } : {}) });
  return socialLogin(s, answer.get('code') ?? '');
}

async function accountOf(token: string) {
  const reply = await call(t, 'GET', '/api/v1/account', { token });
  expect(reply.statusCode).toBe(200);
  return AccountSchema.parse(reply.json());
}

describe('settings', () => {
  it('tell the page where each sandbox provider signs people in, with no secret', async () => {
    const reply = await call(t, 'GET', '/api/v1/setting');
    const settings = ServerSettingsSchema.parse(reply.json());
    expect(settings.social_providers?.map((p) => p.provider)).toEqual(['facebook', 'apple', 'google']);
    const apple = settings.social_providers?.find((p) => p.provider === 'apple');
    expect(apple).toMatchObject({
      authorization_endpoint: 'http://localhost:4000/sandbox/oauth/apple/authorize',
      client_id: 'palco-web',
      response_mode: 'form_post',
      oidc: true,
    });
    expect(reply.body).not.toContain('palco-sandbox-social-secret');
  });
});

describe('the sandbox provider', () => {
  it('shows its sign-in page only for the site’s own redirect addresses', async () => {
    const good = await start('google');
    const page = await call(t, 'GET', `/sandbox/oauth/google/authorize?${new URLSearchParams(good.params)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="code_challenge"');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SITE}`);

    for (const redirect of ['https://evil.example/login', `${SITE}/profile`, `${SITE}/login?next=/x`]) {
      const bad = await start('google', { redirect_uri: redirect });
      const refused = await call(
        t,
        'GET',
        `/sandbox/oauth/google/authorize?${new URLSearchParams(bad.params)}`,
      );
      expect(errorOf(refused).status).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('requires PKCE (S256) and says so to the client', async () => {
    const s = await start('google', { code_challenge_method: 'plain' });
    const reply = await call(t, 'GET', `/sandbox/oauth/google/authorize?${new URLSearchParams(s.params)}`);
    expect(reply.statusCode).toBe(303);
    const back = new URL(String(reply.headers.location)).searchParams;
    expect(back.get('error')).toBe('invalid_request');
    expect(back.get('state')).toBe(s.state);
  });

  it('sends a person who cancels back with access_denied', async () => {
    const s = await start('facebook');
    const back = await decide(s, { email: newEmail('cancel'), decision: 'deny' });
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
  });
});

describe('POST /v1/social/login', () => {
  it('makes an account on the first Google sign-in and signs the same person in after', async () => {
    const email = newEmail('google');
    const first = await signInWith('google', email, 'Rita Sousa');
    expect(first.statusCode).toBe(200);
    const made = first.json() as { access_token: string; created: boolean };
    expect(made.created).toBe(true);
    const account = await accountOf(made.access_token);
    expect(account.email).toBe(email);
    expect(account.first_name).toBe('Rita');
    // The terms were not accepted yet: the page shows complete-profile (spec section 4).
    expect(account.completed).toBe(false);

    const again = await signInWith('google', email);
    expect(again.statusCode).toBe(200);
    const second = again.json() as { access_token: string; created: boolean };
    expect(second.created).toBe(false);
    expect((await accountOf(second.access_token)).id).toBe(account.id);
  });

  it('refuses a replayed code, a wrong verifier, a wrong nonce and an unregistered redirect', async () => {
    const s = await start('google');
    const code = (await decide(s, { email: newEmail('replay') })).get('code') ?? '';
    expect(
      (await socialLogin(s, code, { code_verifier: oauth.generateRandomCodeVerifier() })).statusCode,
    ).toBe(401);
    // The failed exchange spent the code.
    expect(errorOf(await socialLogin(s, code))).toEqual({ status: 401, code: 'social_login_failed' });

    const n = await start('google');
    const nonceCode = (await decide(n, { email: newEmail('nonce') })).get('code') ?? '';
    expect(errorOf(await socialLogin(n, nonceCode, { nonce: 'another-nonce' }))).toEqual({
      status: 401,
      code: 'social_login_failed',
    });

    const r = await start('google');
    const rCode = (await decide(r, { email: newEmail('redirect') })).get('code') ?? '';
    expect((await socialLogin(r, rCode, { redirect_uri: 'https://evil.example/login' })).statusCode).toBe(
      400,
    );
  });

  it('never lets a sandbox provider open an account that exists: it vouches for any address typed', async () => {
    expect(errorOf(await signInWith('facebook', 'family@palco.pt', 'Teresa Family'))).toEqual({
      status: 409,
      code: 'email_in_use',
    });
    // The account is untouched: no identity joined it, and its password still works.
    const [linked] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM social_identities s JOIN accounts a ON a.id = s.account_id
       WHERE a.email = 'family@palco.pt'`,
    );
    expect(linked?.n).toBe(0);
    expect((await login(t, 'family@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the e-mail a provider kept back, then makes an account that waits for its code', async () => {
    const email = newEmail('withheld');
    const s = await start('facebook');
    const code = (await decide(s, { email, share: false, name: 'Nuno Calado' })).get('code') ?? '';
    expect(errorOf(await socialLogin(s, code))).toEqual({ status: 400, code: 'missing_user_information' });

    // Complete-account: the same verifier stands for the sign-in; the form's rules apply.
    expect(errorOf(await socialLogin(s, undefined, { email, fullname: 'Nuno', agree: 1 })).code).toBe(
      'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
    );
    expect(errorOf(await socialLogin(s, undefined, { email, fullname: 'Nuno Calado' })).code).toBe(
      'AUTHENTICATION_ERROR_COMPLETE_MESSAGE',
    );
    expect(
      errorOf(
        await socialLogin(s, undefined, { email: 'family@palco.pt', fullname: 'Nuno Calado', agree: 1 }),
      ),
    ).toEqual({ status: 409, code: 'email_in_use' });
    expect(errorOf(await socialLogin(s, undefined, { email, fullname: 'Nuno Calado', agree: 1 }))).toEqual({
      status: 423,
      code: 'account_not_activated',
    });
    // Another page's verifier cannot finish it.
    const other = await start('facebook');
    expect(
      errorOf(await socialLogin(other, undefined, { email: newEmail(), fullname: 'Nuno Calado', agree: 1 })),
    ).toEqual({ status: 401, code: 'social_login_failed' });

    // Until the e-mailed code is entered, the identity cannot sign in.
    const early = await start('facebook');
    const earlyCode = (await decide(early, { email, share: false })).get('code') ?? '';
    expect(errorOf(await socialLogin(early, earlyCode))).toEqual({
      status: 423,
      code: 'account_not_activated',
    });

    const [row] = await t.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    const activation = await latestCode(t, email, 'activation');
    expect(
      (await call(t, 'POST', '/api/v1/validate', { json: { id: row?.id, code: activation } })).statusCode,
    ).toBe(200);
    const later = await start('facebook');
    const laterCode = (await decide(later, { email, share: false })).get('code') ?? '';
    const signedIn = await socialLogin(later, laterCode);
    expect(signedIn.statusCode).toBe(200);
    const account = await accountOf((signedIn.json() as { access_token: string }).access_token);
    expect(account).toMatchObject({ email, first_name: 'Nuno', last_name: 'Calado', completed: true });
  });

  it('forgets a kept-back sign-in after 15 minutes', async () => {
    const s = await start('facebook');
    const code = (await decide(s, { email: newEmail('late'), share: false })).get('code') ?? '';
    expect(errorOf(await socialLogin(s, code)).code).toBe('missing_user_information');
    clock += 16 * 60_000;
    expect(
      errorOf(await socialLogin(s, undefined, { email: newEmail(), fullname: 'Ana Lenta', agree: 1 })),
    ).toEqual({ status: 401, code: 'social_login_failed' });
  });
});

describe('Apple’s form_post', () => {
  it('posts the code to the API, which sends the browser to the login callback with it', async () => {
    const email = newEmail('apple');
    const s = await start('apple');
    const posted = await decide(s, { email, name: 'Inês Maçã' });
    expect(posted.get('state')).toBe(s.state);
    expect(JSON.parse(posted.get('user') ?? '{}')).toMatchObject({
      name: { firstName: 'Inês', lastName: 'Maçã' },
    });

    const callback = await call(t, 'POST', '/api/v1/social/callback', {
      form: Object.fromEntries(posted.entries()),
    });
    expect(callback.statusCode).toBe(303);
    const location = new URL(String(callback.headers.location), SITE);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('provider')).toBe('apple');
    expect(location.searchParams.get('code')).toBe(posted.get('code'));

    // Apple's ID token has no name: the page passes on the one from `user`.
    const reply = await socialLogin(s, posted.get('code') ?? '', { fullname: 'Inês Maçã' });
    expect(reply.statusCode).toBe(200);
    const account = await accountOf((reply.json() as { access_token: string }).access_token);
    expect(account).toMatchObject({ email, first_name: 'Inês', last_name: 'Maçã' });
  });
});
