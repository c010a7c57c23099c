/** @jest-environment ./test/pglite-environment.cjs */
import {
  ContentItemSchema,
  FavoriteListSchema,
  PlaylistPageSchema,
  PROFILES_PER_ACCOUNT,
  ProfileListSchema,
  ProfileSchema,
  ScreenSchema,
  type Profile,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf, newAddress, type CallInit } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
/** A fixed clock, so that two answers made moments apart are alike to the byte. */
const clock = Date.UTC(2026, 2, 2, 9);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const FAMILY = 'family@palco.pt';
const TERESA = 'pf-family-teresa';
const TIAGO = 'pf-family-tiago';
const SEEDED = [TERESA, TIAGO, 'pf-family-kids'];
/** A film and a series episode of the demo catalogue, within every restriction's reach of the master. */
const FILM = 'mv-002';
const EPISODE = 'sr-003-t1e01';

const family = (profile?: string): Promise<string> => mintToken(t.db, FAMILY, 'live', profile);

const send = (method: string, url: string, init: CallInit = {}): Promise<LightMyRequestResponse> =>
  call(t, method, `/api${url}`, { address: newAddress(), ...init });

/** Back to the seeded family between tests, and nothing left of any profile made in one. */
afterEach(async () => {
  await t.db.query("DELETE FROM profiles WHERE account_id = 'acc-family' AND NOT (id = ANY($1))", [SEEDED]);
});

/** A profile the family's master makes; `guest` says whether it is a guest profile. */
async function makeProfile(name: string, guest: boolean): Promise<Profile> {
  const reply = await send('POST', '/v1/profile', { token: await family(TERESA), json: { name, guest } });
  expect(reply.statusCode).toBe(201);
  return ProfileSchema.parse(reply.json());
}

async function rowsOf(profileId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['viewing_progress', 'favorites', 'ratings']) {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE profile_id = $1`,
      [profileId],
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

const NOTHING = { viewing_progress: 0, favorites: 0, ratings: 0 };

describe('making a guest profile', () => {
  it('is the master’s to do, and the profile says it is a guest wherever it is read', async () => {
    const guest = await makeProfile('Convidado', true);
    expect(guest).toMatchObject({ name: 'Convidado', guest: true, isMaster: false, kids: false });
    const token = await family(TERESA);
    const list = ProfileListSchema.parse((await send('GET', '/v1/profiles', { token })).json()).profiles;
    expect(list.map((p) => [p.id, p.guest])).toEqual([
      [TERESA, false],
      [TIAGO, false],
      ['pf-family-kids', false],
      [guest.id, true],
    ]);
    expect(ProfileSchema.parse((await send('GET', `/v1/profile/${guest.id}`, { token })).json()).guest).toBe(
      true,
    );
    const own = await send('GET', '/v1/profile', { token: await family(guest.id) });
    expect(ProfileSchema.parse(own.json()).guest).toBe(true);

    const tiago = await send('POST', '/v1/profile', {
      token: await family(TIAGO),
      json: { name: 'Visita', guest: true },
    });
    expect(errorOf(tiago)).toEqual({ status: 403, code: 'manager_profile_required' });
  });

  it('counts toward the limit of profiles like any other', async () => {
    expect(PROFILES_PER_ACCOUNT - SEEDED.length).toBe(2);
    await makeProfile('Convidado', true);
    await makeProfile('Avó Rosa', false);
    const sixth = await send('POST', '/v1/profile', {
      token: await family(TERESA),
      json: { name: 'Outra Visita', guest: true },
    });
    expect(errorOf(sixth)).toEqual({ status: 409, code: 'profile_limit_reached' });
  });

  it('stays a guest: the edit calls do not change the flag', async () => {
    const guest = await makeProfile('Convidado', true);
    const reply = await send('PUT', `/v1/profile/${guest.id}`, {
      token: await family(TERESA),
      json: { name: 'Visita', guest: false },
    });
    expect(ProfileSchema.parse(reply.json())).toMatchObject({ name: 'Visita', guest: true });
  });
});

describe('viewing as a guest', () => {
  it('answers progress as kept, but keeps none: no history, nothing to continue', async () => {
    const guest = await makeProfile('Convidado', true);
    const token = await family(guest.id);
    for (const id of [FILM, EPISODE]) {
      const reply = await send('PUT', `/v1/content/item/${id}/progress`, { token, json: { progress: 10 } });
      expect({ id, status: reply.statusCode, body: reply.json() }).toEqual({
        id,
        status: 200,
        body: { id, progress: 10 },
      });
    }
    // A position past the title's end is refused as for anyone: the checks are the same.
    const late = await send('PUT', `/v1/content/item/${FILM}/progress`, {
      token,
      json: { progress: 86_000 },
    });
    expect(errorOf(late).status).toBe(400);
    expect(await rowsOf(guest.id)).toEqual(NOTHING);
    const item = ContentItemSchema.parse((await send('GET', `/v1/content/item/${FILM}`, { token })).json());
    expect(item.user_status).toMatchObject({ progress: 0, continue: false });
    const continuing = PlaylistPageSchema.parse(
      (await send('GET', '/v1/content/playlist/continue-watching', { token })).json(),
    );
    expect(continuing.contents).toEqual([]);
  });

  it('refuses to add a favourite or a rating with guest_profile, and takes either away as done', async () => {
    const guest = await makeProfile('Convidado', true);
    const token = await family(guest.id);
    const added = await send('POST', `/v1/content/favorite/${FILM}`, { token });
    expect(errorOf(added)).toEqual({ status: 403, code: 'guest_profile' });
    expect((added.json() as { message: string }).message).toBe(
      SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_GUEST_PROFILE,
    );
    const rated = await send('PUT', `/v1/content/item/${FILM}/classification`, {
      token,
      json: { classification: 4 },
    });
    expect(errorOf(rated)).toEqual({ status: 403, code: 'guest_profile' });
    const unrated = await send('PUT', `/v1/content/item/${FILM}/classification`, {
      token,
      json: { classification: 0 },
    });
    expect(unrated.json()).toEqual({ id: FILM, classification: 0 });
    expect((await send('DELETE', `/v1/content/favorite/${FILM}`, { token })).json()).toEqual({
      id: FILM,
      favorite: false,
    });
    expect((await send('GET', `/v1/content/favorite/${FILM}`, { token })).json()).toEqual({
      id: FILM,
      favorite: false,
    });
    expect(FavoriteListSchema.parse((await send('GET', '/v1/content/favorite/', { token })).json())).toEqual({
      contents: [],
    });
    expect(await rowsOf(guest.id)).toEqual(NOTHING);
  });

  it('shows nothing of earlier sessions: every session gets what a fresh profile gets', async () => {
    const guest = await makeProfile('Convidado', true);
    const fresh = await makeProfile('Avó Rosa', false);
    // Whatever got into the tables (say, written before the profile was a guest), the guest reads none of it.
    await t.db.query(
      'INSERT INTO viewing_progress (profile_id, item_id, progress, updated_at) VALUES ($1, $2, 10, now())',
      [guest.id, FILM],
    );
    await t.db.query('INSERT INTO favorites (profile_id, item_id, created_at) VALUES ($1, $2, now())', [
      guest.id,
      FILM,
    ]);
    await t.db.query(
      'INSERT INTO ratings (profile_id, item_id, classification, updated_at) VALUES ($1, $2, 5, now())',
      [guest.id, FILM],
    );
    const first = await family(guest.id);
    await send('PUT', `/v1/content/item/${EPISODE}/progress`, { token: first, json: { progress: 10 } });
    const second = await family(guest.id);
    const freshToken = await family(fresh.id);
    for (const url of [
      '/v1/content/screen/scr-home',
      `/v1/content/item/${FILM}`,
      '/v1/content/item/sr-003',
      '/v1/content/playlist/continue-watching',
      '/v1/content/playlist/watchlist',
      '/v1/content/favorite/',
    ]) {
      const asFresh = await send('GET', url, { token: freshToken });
      expect({ url, status: asFresh.statusCode }).toEqual({ url, status: 200 });
      for (const token of [first, second]) {
        expect({ url, body: (await send('GET', url, { token })).json() }).toEqual({
          url,
          body: asFresh.json(),
        });
      }
    }
    const screen = ScreenSchema.parse(
      (await send('GET', '/v1/content/screen/scr-home', { token: second })).json(),
    );
    const personal = screen.rails.filter((r) => r.personal !== null);
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.map((r) => r.contents)).toEqual(personal.map(() => []));
  });
});

describe('another account', () => {
  it('cannot read, choose, edit, restrict or delete the guest profile', async () => {
    const guest = await makeProfile('Convidado', true);
    const other = await mintToken(t.db, 'demo@palco.pt');
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/profile/${guest.id}`],
      ['PUT', `/v1/profile/${guest.id}`, { name: 'Intruso' }],
      ['POST', `/v1/profile/select/${guest.id}`, {}],
      ['PUT', '/v1/profile/restriction', { profile_id: guest.id, restriction_id: 'M6' }],
      ['DELETE', `/v1/profile/${guest.id}`, {}],
    ];
    for (const [method, url, json] of calls) {
      const reply = await send(method, url, { token: other, json });
      expect({ method, url, status: reply.statusCode }).toEqual({ method, url, status: 404 });
    }
    const still = await send('GET', `/v1/profile/${guest.id}`, { token: await family(TERESA) });
    expect(ProfileSchema.parse(still.json())).toMatchObject({
      name: 'Convidado',
      guest: true,
      restriction_id: null,
    });
  });
});
