/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema, ApiErrorBodySchema, ContentItemSchema, ScreenSchema } from '@palco/contracts';
import { hashToken, SESSION_TTL_SECONDS } from '../src/auth/sessions';
import { timestamp } from '../src/db';
import { bearer, SETUP_TIMEOUT_MS, signIn, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

describe('sign-in, account and profiles', () => {
  it('signs in with a form-encoded e-mail and password, also under `username`', async () => {
    const forms: Record<string, string>[] = [
      { email: 'demo@palco.pt', password: 'palco123' },
      { username: 'DEMO@palco.pt', password: 'palco123' },
    ];
    for (const form of forms) {
      const reply = await t.request('POST', '/api/v1/login', { form });
      expect(reply.status).toBe(200);
      expect(reply.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer' });
    }
  });

  it.each([
    ['a wrong password', { email: 'demo@palco.pt', password: 'wrong-one' }],
    ['an unknown e-mail', { email: 'nobody@palco.pt', password: 'palco123' }],
  ])('refuses %s with 401 invalid_credentials', async (_label, form) => {
    const reply = await t.request('POST', '/api/v1/login', { form });
    expect(reply.status).toBe(401);
    expect(ApiErrorBodySchema.parse(reply.json())).toEqual({
      code: 'invalid_credentials',
      message: expect.any(String),
      error: 'Unauthorized',
    });
  });

  it('answers 400 when the password is missing', async () => {
    const reply = await t.request('POST', '/api/v1/login', { form: { email: 'demo@palco.pt' } });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, error: 'Bad Request' });
  });

  it('gives the account to its bearer only', async () => {
    const token = await signIn(t, 'demo@palco.pt');
    const reply = await t.request('GET', '/api/v1/account', { headers: bearer(token) });
    expect(reply.status).toBe(200);
    expect(AccountSchema.parse(reply.json())).toMatchObject({
      email: 'demo@palco.pt',
      premium: true,
      completed: true,
      is_multi_profile: false,
      profiles: [{ id: 'pf-demo', name: 'Joana' }],
    });

    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const refused = await t.request('GET', '/api/v1/account', { headers });
      expect(refused.status).toBe(401);
      expect(refused.json()).toEqual({ code: 401, message: expect.any(String), error: 'Unauthorized' });
    }
  });

  it('ends the session on logout and after 15 days', async () => {
    const token = await signIn(t, 'free@palco.pt');
    expect((await t.request('POST', '/api/v1/logout', { headers: bearer(token) })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/account', { headers: bearer(token) })).status).toBe(401);

    const old = await signIn(t, 'free@palco.pt');
    await t.db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [
      hashToken(old),
      timestamp(Date.now() - 1000),
    ]);
    expect(SESSION_TTL_SECONDS).toBe(15 * 24 * 3600);
    expect((await t.request('GET', '/api/v1/account', { headers: bearer(old) })).status).toBe(401);
  });

  it('makes a multi-profile account choose, with the PIN where one is set', async () => {
    const token = await signIn(t, 'family@palco.pt');
    const auth = bearer(token);
    const current = await t.request('GET', '/api/v1/profile', { headers: auth });
    expect(current.status).toBe(423);
    expect(current.json()).toMatchObject({ code: 'profile_not_chosen', error: 'Locked' });
    expect(
      (
        await t.request('PUT', '/api/v1/content/item/mv-001/progress', {
          headers: auth,
          json: { progress: 5 },
        })
      ).status,
    ).toBe(423);

    const list = (await t.request('GET', '/api/v1/profiles', { headers: auth })).json() as {
      profiles: { id: string; has_pin: boolean; isMaster: boolean }[];
    };
    expect(list.profiles).toHaveLength(3);
    expect(list.profiles.filter((p) => p.isMaster).map((p) => p.id)).toEqual(['pf-family-teresa']);
    expect(list.profiles.filter((p) => p.has_pin).map((p) => p.id)).toEqual(['pf-family-tiago']);

    const wrong = await t.request('POST', '/api/v1/profile/select/pf-family-tiago', {
      headers: auth,
      json: { code: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'invalid_pin' });
    const noPin = await t.request('POST', '/api/v1/profile/select/pf-family-tiago', { headers: auth });
    expect(noPin.status).toBe(403);

    const chosen = await t.request('POST', '/api/v1/profile/select/pf-family-tiago', {
      headers: auth,
      json: { profile_id: 'pf-family-tiago', code: '1234' },
    });
    expect(chosen.status).toBe(200);
    expect((await t.request('GET', '/api/v1/profile', { headers: auth })).json()).toMatchObject({
      id: 'pf-family-tiago',
    });

    const stranger = await t.request('POST', '/api/v1/profile/select/pf-demo', { headers: auth });
    expect(stranger.status).toBe(404);
  });
});

describe('what a viewer keeps: progress, favourites, ratings', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = bearer(await signIn(t, 'demo@palco.pt'));
  });

  const item = async (id: string, headers: Record<string, string> = auth) =>
    ContentItemSchema.parse((await t.request('GET', `/api/v1/content/item/${id}`, { headers })).json());

  it('persists progress and returns it in user_status', async () => {
    const put = await t.request('PUT', '/api/v1/content/item/mv-003/progress', {
      headers: auth,
      json: { progress: 7.5 },
    });
    expect(put.status).toBe(200);
    expect(put.json()).toEqual({ id: 'mv-003', progress: 7.5 });
    expect((await item('mv-003')).user_status).toMatchObject({
      progress: 7.5,
      continue: true,
      watched: false,
    });

    // Another session of the same profile sees it too: it lives in the database, not the session.
    const other = bearer(await signIn(t, 'demo@palco.pt'));
    expect((await item('mv-003', other)).user_status?.progress).toBe(7.5);
    // Visitors get no status at all.
    expect((await item('mv-003', {})).user_status).toBeUndefined();
  });

  it('puts unfinished titles in the continue-watching rail, one card per series', async () => {
    await t.request('PUT', '/api/v1/content/item/sr-004-t1e01/progress', {
      headers: auth,
      json: { progress: 4 },
    });
    await t.request('PUT', '/api/v1/content/item/sr-004-t1e02/progress', {
      headers: auth,
      json: { progress: 9 },
    });
    await t.request('PUT', '/api/v1/content/item/mv-006/progress', { headers: auth, json: { progress: 20 } });
    const screen = ScreenSchema.parse(
      (await t.request('GET', '/api/v1/content/screen/scr-home', { headers: auth })).json(),
    );
    const rail = screen.rails.find((r) => r.id === 'rl-home-continue');
    expect(rail?.contents.map((c) => c.id)).toEqual(['sr-004-t1e02', 'mv-003']);

    const series = await item('sr-004');
    expect(series.user_status).toMatchObject({
      current_episode: 'sr-004-t1e02',
      progress: 9,
      continue: true,
    });
    expect((await item('mv-006')).user_status).toMatchObject({ watched: true, continue: false });

    const visitor = ScreenSchema.parse((await t.request('GET', '/api/v1/content/screen/scr-home')).json());
    expect(visitor.rails.find((r) => r.id === 'rl-home-continue')?.contents).toEqual([]);
  });

  it('refuses progress from visitors and on a series', async () => {
    expect(
      (await t.request('PUT', '/api/v1/content/item/mv-003/progress', { json: { progress: 1 } })).status,
    ).toBe(401);
    expect(
      (
        await t.request('PUT', '/api/v1/content/item/sr-001/progress', {
          headers: auth,
          json: { progress: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request('PUT', '/api/v1/content/item/mv-003/progress', {
          headers: auth,
          json: { progress: -1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.request('PUT', '/api/v1/content/item/nope/progress', { headers: auth, json: { progress: 1 } }))
        .status,
    ).toBe(404);
  });

  it('keeps favourites and ratings', async () => {
    await t.request('POST', '/api/v1/content/favorite/mv-010', { headers: auth });
    await t.request('POST', '/api/v1/content/favorite/sr-002', { headers: auth });
    const list = (await t.request('GET', '/api/v1/content/favorite/', { headers: auth })).json() as {
      contents: { id: string }[];
    };
    expect(list.contents.map((c) => c.id).sort()).toEqual(['mv-010', 'sr-002']);
    expect((await item('mv-010')).user_status?.favorite).toBe(true);

    await t.request('DELETE', '/api/v1/content/favorite/mv-010', { headers: auth });
    expect((await t.request('GET', '/api/v1/content/favorite/mv-010', { headers: auth })).json()).toEqual({
      id: 'mv-010',
      favorite: false,
    });

    const rated = await t.request('PUT', '/api/v1/content/item/mv-010/classification', {
      headers: auth,
      json: { classification: 5 },
    });
    expect(rated.json()).toEqual({ id: 'mv-010', classification: 5 });
    expect((await item('mv-010')).user_status?.classification).toBe(5);
    expect(
      (
        await t.request('PUT', '/api/v1/content/item/mv-010/classification', {
          headers: auth,
          json: { classification: 6 },
        })
      ).status,
    ).toBe(400);
  });
});
