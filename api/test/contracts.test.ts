/** @jest-environment ./test/pglite-environment.cjs */
import { endpointPath, endpoints, LoginResponseSchema, type EndpointName } from '@palco/contracts';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { bearer, SETUP_TIMEOUT_MS, signIn, startTestApp, type TestApp } from './test-app';

/** Shapes of the calls whose response the contracts leave open; the clients rely on these. */
const openShapes: Partial<Record<EndpointName, z.ZodType>> = {
  logout: z.object({ ok: z.literal(true) }),
  recoverPin: z.object({ ok: z.literal(true) }),
};

interface Call {
  name: EndpointName;
  params?: Record<string, string>;
  query?: string;
  body?: Record<string, unknown>;
  token?: 'demo' | 'family' | 'free';
}

describe('every implemented call answers in the shape of @palco/contracts', () => {
  let t: TestApp;
  const tokens = { demo: '', family: '', free: '' };
  beforeAll(async () => {
    t = await startTestApp();
    tokens.demo = await signIn(t, 'demo@palco.pt');
    tokens.family = await signIn(t, 'family@palco.pt');
    tokens.free = await signIn(t, 'free@palco.pt');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  const now = Math.floor(Date.now() / 1000);
  const calls: Call[] = [
    { name: 'getSettings' },
    { name: 'getTranslation', params: { locale: 'pt' } },
    { name: 'getTranslation', params: { locale: 'en' } },
    { name: 'getTranslation', params: { locale: 'fr_FR' } },
    { name: 'getPlans' },
    { name: 'getPlans', query: 'affiliate=nos' },
    { name: 'getSections' },
    { name: 'getSection', params: { id: 'home' } },
    { name: 'getScreen', params: { id: 'scr-home' } },
    { name: 'getScreen', params: { id: 'scr-home' }, token: 'demo' },
    { name: 'getScreen', params: { id: 'scr-filmes-drama' } },
    { name: 'getScreenCards', params: { id: 'scr-home' } },
    { name: 'getScreenCards', params: { id: 'scr-home' }, token: 'demo' },
    { name: 'getScreenCards', params: { id: 'scr-filmes-drama' } },
    { name: 'getPlaylist', params: { id: 'rl-home-movies' } },
    { name: 'getPlaylist', params: { id: 'rl-home-channels' }, query: 'cursor=ch-30' },
    { name: 'getPlaylist', params: { id: 'continue-watching' }, token: 'demo' },
    { name: 'getPlaylist', params: { id: 'watchlist' }, token: 'demo' },
    { name: 'getPlaylist', params: { id: 'watchlist' } },
    { name: 'getSectionFilter', params: { id: 'exclusivos' } },
    { name: 'getSectionFilter', params: { id: 'exclusivos' }, query: 'page=2&size=30' },
    { name: 'getFilter', params: { id: 'exclusivos~filmes' }, query: 'page=1&size=30' },
    { name: 'search', params: { query: 'mar' } },
    { name: 'getChannels' },
    { name: 'getChannel', params: { id: 'ch-01' } },
    { name: 'getEpg', query: `startDate=${now - 3600}&endDate=${now + 3600}&channels=ch-01,ch-02` },
    { name: 'getItem', params: { id: 'mv-001' } },
    { name: 'getItem', params: { id: 'sr-001' }, token: 'demo' },
    { name: 'getItem', params: { id: 'sr-001-t1e01' } },
    { name: 'getSeason', params: { id: 'sr-001', seasonId: 'sr-001-t1' } },
    { name: 'getNext', params: { id: 'sr-001-t1e01' } },
    { name: 'getNext', params: { id: 'mv-001' } },
    { name: 'getMedia', params: { id: 'vod-mv-001' } },
    { name: 'getMedia', params: { id: 'live-ch-01' } },
    { name: 'getMedia', params: { id: 'trailer-mv-001' } },
    { name: 'watchedMedia', params: { id: 'vod-mv-003' }, body: { seconds: 10 } },
    { name: 'getAllowance' },
    { name: 'getAllowance', token: 'demo' },
    { name: 'putClassification', params: { id: 'mv-001' }, body: { classification: 4 }, token: 'demo' },
    { name: 'putProgress', params: { id: 'mv-001' }, body: { progress: 12 }, token: 'demo' },
    { name: 'ping', query: 'stream=contract-test-stream', token: 'demo' },
    { name: 'ping', query: 'stream=contract-test-stream' },
    { name: 'endStream', query: 'stream=contract-test-stream', token: 'demo' },
    { name: 'addFavorite', params: { id: 'mv-002' }, token: 'demo' },
    { name: 'getFavorites', token: 'demo' },
    { name: 'getFavorite', params: { id: 'mv-002' }, token: 'demo' },
    { name: 'removeFavorite', params: { id: 'mv-002' }, token: 'demo' },
    { name: 'getAccount', token: 'demo' },
    { name: 'getProfiles', token: 'family' },
    { name: 'selectProfile', params: { id: 'pf-family-tiago' }, body: { code: '1234' }, token: 'family' },
    { name: 'getCurrentProfile', token: 'family' },
    { name: 'checkAccount', body: { email: 'demo@palco.pt' } },
    { name: 'reactivate', body: { email: 'demo@palco.pt' } },
    { name: 'recover', body: { email: 'free@palco.pt' } },
    { name: 'forgot', body: { email: 'nobody@palco.pt' } },
    { name: 'putAccount', body: { first_name: 'Joana', last_name: 'Silva' }, token: 'demo' },
    { name: 'putPassword', body: { password: DEMO_PASSWORD, new_password: DEMO_PASSWORD }, token: 'demo' },
    // The family's session is on Tiago by now (selectProfile above); the master's calls are in profiles.test.ts.
    { name: 'getAvatars' },
    { name: 'getRestrictions' },
    { name: 'getProfile', params: { id: 'pf-family-kids' }, token: 'family' },
    { name: 'putCurrentProfile', body: { name: 'Tiago', locale: 'en' }, token: 'family' },
    { name: 'putPreference', body: { subtitle_language: 'pt', audio_language: 'en' }, token: 'family' },
    { name: 'validatePin', body: { profile_id: 'pf-family-tiago', code: '1234' }, token: 'family' },
    {
      name: 'setPin',
      body: { profile_id: 'pf-family-tiago', old_code: '1234', new_code: '1234' },
      token: 'family',
    },
    { name: 'recoverPin', body: { profile_id: 'pf-family-tiago' }, token: 'family' },
    { name: 'logout', token: 'family' },
    { name: 'getVoucher', params: { code: 'anual20' } },
    { name: 'getVoucher', params: { code: 'PALCO30' }, token: 'free' },
    {
      name: 'subscribe',
      body: { plan_id: 'plan-monthly', is_voucher: true, voucher: 'palco30' },
      token: 'free',
    },
    // The free account has the voucher's plan by now: its plan, billing details and invoices.
    { name: 'getSubscription', token: 'free' },
    { name: 'getSubscription', token: 'demo' },
    {
      name: 'putBilling',
      body: {
        name: 'Rui Costa',
        address: 'Rua de Santa Catarina, 1',
        zip_code: '4000-442',
        city: 'Porto',
        country: 'PT',
        tax_id_number: '123456789',
      },
      token: 'free',
    },
    { name: 'getBilling', token: 'free' },
    { name: 'getBilling', token: 'demo' },
    { name: 'getTransactions', token: 'free' },
  ];

  it.each(calls.map((c) => [`${c.name} ${JSON.stringify(c.params ?? {})} ${c.query ?? ''}`, c] as const))(
    '%s',
    async (_label, call) => {
      const def = endpoints[call.name];
      const schema = def.response ?? openShapes[call.name];
      if (!schema) throw new Error(`No shape to check ${call.name} against`);
      const reply = await t.request(
        def.method,
        `/api${endpointPath(endpoints[call.name], call.params)}${call.query ? `?${call.query}` : ''}`,
        {
          headers: {
            'x-device-id': 'contract-test',
            'x-device-platform': 'web',
            ...(call.token ? bearer(tokens[call.token]) : {}),
          },
          ...(call.body ? { json: call.body } : {}),
        },
      );
      expect(reply.status).toBe(200);
      expect(() => schema.parse(reply.json())).not.toThrow();
    },
  );

  it('covers every catalogue call of the endpoint map', () => {
    // The parental restrictions list sits under /v1/content but belongs to the profiles' calls.
    const catalogue = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => endpoints[name].path.startsWith('/v1/content/') && name !== 'getRestrictions',
    );
    const called = new Set(calls.map((c) => c.name));
    expect(catalogue.filter((name) => !called.has(name))).toEqual([]);
  });

  it('sign-up, activation and the reset by code answer in their shapes', async () => {
    const json = (name: EndpointName, body: unknown, query = '') =>
      t.request(endpoints[name].method, `/api${endpointPath(endpoints[name])}${query}`, { json: body });
    const token = (
      await t.request('POST', '/sandbox/captcha/token', { json: { action: 'login' } })
    ).json() as {
      token: string;
    };
    const email = 'contrato@exemplo.pt';
    const signup = await json(
      'signup',
      {
        email,
        password: DEMO_PASSWORD,
        birthday: '1990-05-17',
        agree: true,
        google_recaptcha_token: token.token,
      },
      '?session=1',
    );
    expect(signup.status).toBe(201);
    const account = endpoints.signup.response.parse(signup.json());
    const mailbox = (await t.request('GET', `/sandbox/mailbox?to=${email}`)).json() as {
      messages: { kind: string; code: string }[];
    };
    const validated = await json('validate', { id: account.id, code: mailbox.messages[0]?.code });
    expect(validated.status).toBe(200);
    expect(() => endpoints.validate.response.parse(validated.json())).not.toThrow();

    await json('recover', { email });
    const again = (await t.request('GET', `/sandbox/mailbox?to=${email}`)).json() as typeof mailbox;
    const reset = await json('resetPassword', {
      email,
      code: again.messages[0]?.code,
      password: DEMO_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(() => endpoints.resetPassword.response.parse(reset.json())).not.toThrow();
  });

  it('login, form-encoded as the clients send it, answers LoginResponseSchema', async () => {
    const reply = await t.request('POST', `/api${endpointPath(endpoints.login)}`, {
      form: { email: 'free@palco.pt', password: DEMO_PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect(LoginResponseSchema.parse(reply.json()).token_type).toBe('Bearer');
  });
});
