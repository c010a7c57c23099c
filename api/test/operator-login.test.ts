/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema, ServerSettingsSchema, type OperatorName } from '@palco/contracts';
import * as oauth from 'oauth4webapi';
import { call, errorOf } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const SITE = 'http://localhost:3000';

/** A subscriber signs in at the sandbox operator; the page's code, verifier and nonce come back. */
async function atOperator(
  operator: OperatorName,
  person: { name: string; email: string; share?: boolean },
): Promise<{ code: string; verifier: string; nonce: string; redirectUri: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const nonce = oauth.generateRandomNonce();
  const redirectUri = `${SITE}/auth/${operator}`;
  const reply = await call(t, 'POST', `/sandbox/oauth/${operator}/authorize`, {
    form: {
      response_type: 'code',
      client_id: 'palco-web',
      redirect_uri: redirectUri,
      scope: 'openid profile',
      state: 'st',
      nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      decision: 'allow',
      name: person.name,
      email: person.email,
      ...(person.share ? { share_email: '1' } : {}),
    },
  });
  expect(reply.statusCode).toBe(303);
  const code = new URL(String(reply.headers.location)).searchParams.get('code') ?? '';
  return { code, verifier, nonce, redirectUri };
}

const operatorLogin = (operator: OperatorName, got: Awaited<ReturnType<typeof atOperator>>, extra = {}) =>
  call(t, 'POST', '/api/v1/operator/login', {
    json: {
      operator,
      code: got.code,
      code_verifier: got.verifier,
      redirect_uri: got.redirectUri,
      nonce: got.nonce,
      ...extra,
    },
  });

const accountOf = async (token: string) =>
  AccountSchema.parse((await call(t, 'GET', '/api/v1/account', { token })).json());

describe('operator sign-in (spec sections 1, 4 and 7)', () => {
  it('names both sandbox operators in the settings', async () => {
    const settings = ServerSettingsSchema.parse((await call(t, 'GET', '/api/v1/setting')).json());
    expect(settings.operator_providers?.map((p) => [p.provider, p.oidc])).toEqual([
      ['meo', true],
      ['vodafone', false],
    ]);
  });

  it('makes a MEO subscriber an account of MEO’s origin, without an e-mail until one is given', async () => {
    const first = await operatorLogin(
      'meo',
      await atOperator('meo', { name: 'Rosa Fibra', email: 'rosa@meo.pt' }),
    );
    expect(first.statusCode).toBe(200);
    const made = first.json() as { access_token: string; created: boolean };
    expect(made.created).toBe(true);
    const account = await accountOf(made.access_token);
    expect(account).toMatchObject({
      email: '',
      first_name: 'Rosa',
      completed: false,
      extraParameters: { origin: 'meo' },
    });

    // Another subscriber without an e-mail is an account of their own.
    const other = await operatorLogin(
      'meo',
      await atOperator('meo', { name: 'Rui Cabo', email: 'rui@meo.pt' }),
    );
    expect(other.statusCode).toBe(200);
    expect((await accountOf((other.json() as { access_token: string }).access_token)).id).not.toBe(
      account.id,
    );

    // The same subscriber again: the same account; giving the e-mail completes it.
    const again = await operatorLogin(
      'meo',
      await atOperator('meo', { name: 'Rosa Fibra', email: 'rosa@meo.pt' }),
    );
    const token = (again.json() as { access_token: string; created: boolean }).access_token;
    expect((again.json() as { created: boolean }).created).toBe(false);
    expect((await accountOf(token)).id).toBe(account.id);
    const completed = await call(t, 'PUT', '/api/v1/account', {
      token,
      json: { email: 'rosa.fibra@exemplo.pt' },
    });
    expect(AccountSchema.parse(completed.json())).toMatchObject({
      email: 'rosa.fibra@exemplo.pt',
      completed: true,
    });
  });

  it('takes the e-mail Vodafone shares when no account has it, and never joins one that does', async () => {
    const shared = await operatorLogin(
      'vodafone',
      await atOperator('vodafone', { name: 'Vera Rede', email: 'vera@vodafone.pt', share: true }),
    );
    expect(shared.json()).toMatchObject({ created: true });
    const vera = await accountOf((shared.json() as { access_token: string }).access_token);
    expect(vera).toMatchObject({
      email: 'vera@vodafone.pt',
      completed: true,
      extraParameters: { origin: 'vodafone' },
    });

    const taken = await operatorLogin(
      'vodafone',
      await atOperator('vodafone', { name: 'Demo Palco', email: 'demo@palco.pt', share: true }),
    );
    const stranger = await accountOf((taken.json() as { access_token: string }).access_token);
    expect(stranger.email).toBe('');
    expect(stranger.id).not.toBe('acc-demo');
  });

  it('refuses a replayed code, a wrong verifier and an unregistered redirect', async () => {
    const got = await atOperator('meo', { name: 'Ana Teste', email: 'ana@meo.pt' });
    expect(
      errorOf(await operatorLogin('meo', got, { code_verifier: oauth.generateRandomCodeVerifier() })),
    ).toEqual({
      status: 401,
      code: 'social_login_failed',
    });
    expect(errorOf(await operatorLogin('meo', got)).code).toBe('social_login_failed');
    const other = await atOperator('meo', { name: 'Ana Teste', email: 'ana@meo.pt' });
    expect((await operatorLogin('meo', other, { redirect_uri: `${SITE}/login` })).statusCode).toBe(401);
    expect(
      (await operatorLogin('meo', other, { redirect_uri: 'https://evil.example/auth/meo' })).statusCode,
    ).toBe(400);
  });
});
