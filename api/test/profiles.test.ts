/** @jest-environment ./test/pglite-environment.cjs */
import {
  AvatarListSchema,
  DoneSchema,
  PROFILES_PER_ACCOUNT,
  ProfileListSchema,
  ProfileSchema,
  RestrictionListSchema,
  type Profile,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { imageUrl } from '../src/images/image-url';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf, latestCode, newAddress, otherCode, type CallInit } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
const clock = Date.UTC(2026, 2, 2, 9);

/** Tiago's seeded PIN (1234) as stored, put back after each test. */
let tiagoPin = '';

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  tiagoPin = (await pinOf(TIAGO)) ?? '';
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const FAMILY = 'family@palco.pt';
const TERESA = 'pf-family-teresa';
const TIAGO = 'pf-family-tiago';
const KIDS = 'pf-family-kids';
const SEEDED = [TERESA, TIAGO, KIDS];

/** A session of the family account with `profile` chosen (none: the choice is still to make). */
const family = (profile?: string): Promise<string> => mintToken(t.db, FAMILY, 'live', profile);

/** Each call from an address of its own unless told, so the PIN limits of one test never reach another. */
const send = (method: string, url: string, init: CallInit = {}): Promise<LightMyRequestResponse> =>
  call(t, method, `/api${url}`, { address: init.address ?? newAddress(), ...init });

const profileOf = (reply: LightMyRequestResponse): Profile => ProfileSchema.parse(reply.json());

async function pinOf(id: string): Promise<string | null> {
  const [row] = await t.db.query<{ pin_hash: string | null }>('SELECT pin_hash FROM profiles WHERE id = $1', [
    id,
  ]);
  return row?.pin_hash ?? null;
}

/** Back to the seeded family between tests: its three profiles, Tiago's PIN 1234, Miúdos without one. */
afterEach(async () => {
  await t.db.query("DELETE FROM profiles WHERE account_id = 'acc-family' AND NOT (id = ANY($1))", [SEEDED]);
  await t.db.query('UPDATE profiles SET pin_hash = $2 WHERE id = $1', [TIAGO, tiagoPin]);
  await t.db.query(
    "UPDATE profiles SET pin_hash = NULL, kids = true, restriction_id = 'M6', name = 'Miúdos' WHERE id = $1",
    [KIDS],
  );
});

function expectTooMany(reply: LightMyRequestResponse): void {
  expect(errorOf(reply)).toEqual({ status: 429, code: 'too_many_attempts' });
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
}

describe('avatars and restriction levels', () => {
  it('lists the avatars in order, with the pictures the API draws', async () => {
    const reply = await send('GET', '/v1/avatars');
    expect(reply.statusCode).toBe(200);
    const { avatars } = AvatarListSchema.parse(reply.json());
    expect(avatars).toHaveLength(8);
    expect(avatars[0]).toEqual({ id: 'av-01', name: 'Raposa', url: imageUrl('avatar', 'av-01') });
  });

  it('lists the restriction levels, whose messages the dictionaries translate', async () => {
    const { restrictions } = RestrictionListSchema.parse(
      (await send('GET', '/v1/content/restriction')).json(),
    );
    expect(restrictions.map((r) => r.id)).toEqual(['M6', 'M12', 'M16']);
    for (const r of restrictions) {
      for (const locale of ['pt_PT', 'en', 'fr_FR'] as const) {
        expect(SERVER_TRANSLATIONS[locale]).toHaveProperty(r.message);
      }
    }
  });

  it('seeds the family’s Miúdos as a kids profile with the youngest level', async () => {
    const reply = await send('GET', '/v1/profiles', { token: await family(TERESA) });
    const kids = ProfileListSchema.parse(reply.json()).profiles.find((p) => p.id === KIDS);
    expect(kids).toMatchObject({ kids: true, restriction_id: 'M6', has_pin: false, isMaster: false });
  });
});

describe('creating a profile (POST /v1/profile)', () => {
  it('makes one as the master: 201, in the list, with a free avatar and the master’s language by default', async () => {
    const token = await family(TERESA);
    const reply = await send('POST', '/v1/profile', { token, json: { name: '  Avó   Rosa ' } });
    expect(reply.statusCode).toBe(201);
    const made = profileOf(reply);
    expect(made).toMatchObject({
      name: 'Avó Rosa',
      locale: 'pt_PT',
      has_pin: false,
      kids: false,
      restriction_id: null,
      isMaster: false,
    });
    // Teresa, Tiago and Miúdos wear av-02, av-03 and av-07: the first free one is av-01.
    expect(made.avatar?.id).toBe('av-01');
    const list = ProfileListSchema.parse((await send('GET', '/v1/profiles', { token })).json());
    expect(list.profiles.map((p) => p.id)).toEqual([...SEEDED, made.id]);
  });

  it('takes the avatar, language, kids flag and a PIN with its confirmation', async () => {
    const token = await family(TERESA);
    const reply = await send('POST', '/v1/profile', {
      token,
      json: {
        name: "Zé-Maria D'Ávila",
        avatar_id: 'av-06',
        locale: 'fr',
        kids: true,
        pin: '0042',
        code: '0042',
      },
    });
    expect(reply.statusCode).toBe(201);
    const made = profileOf(reply);
    expect(made).toMatchObject({
      avatar_id: 'av-06',
      locale: 'fr_FR',
      kids: true,
      restriction_id: 'M6',
      has_pin: true,
    });
    // The PIN is stored hashed, and it locks the profile.
    expect(await pinOf(made.id)).not.toContain('0042');
    const select = (code: string) => send('POST', `/v1/profile/select/${made.id}`, { token, json: { code } });
    expect(errorOf(await select('0043'))).toEqual({ status: 403, code: 'invalid_pin' });
    expect((await select('0042')).statusCode).toBe(200);
  });

  it.each([
    ['no name', {}],
    ['a name of one letter', { name: 'A' }],
    ['a name with digits', { name: 'Tiago2' }],
    ['a name of signs only', { name: "'-'" }],
    ['a name over 30 characters', { name: 'A'.repeat(31) }],
  ])('refuses %s with the name rule of section 5', async (_label, json) => {
    const reply = await send('POST', '/v1/profile', { token: await family(TERESA), json });
    expect(errorOf(reply)).toEqual({ status: 400, code: 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID' });
  });

  it('refuses a PIN that is not 4 digits, a confirmation that differs, and unknown avatars, languages and levels', async () => {
    const token = await family(TERESA);
    const create = (json: Record<string, unknown>) =>
      send('POST', '/v1/profile', { token, json: { name: 'Rita', ...json } });
    for (const pin of ['123', '12345', 'abcd', '12 3']) {
      expect(errorOf(await create({ pin }))).toEqual({
        status: 400,
        code: 'AUTHENTICATION_ERROR_PIN_INVALID',
      });
    }
    expect(errorOf(await create({ pin: '1111', code: '2222' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_PIN_MISMATCH',
    });
    expect(errorOf(await create({ avatar_id: 'av-99' }))).toEqual({ status: 400, code: 400 });
    expect(errorOf(await create({ locale: 'de_DE' }))).toEqual({ status: 400, code: 400 });
    expect(errorOf(await create({ restriction_id: 'M99' }))).toEqual({ status: 400, code: 400 });
    const [count] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM profiles WHERE account_id = 'acc-family'",
    );
    expect(count?.n).toBe(3);
  });

  it(`stops at ${PROFILES_PER_ACCOUNT} profiles per account`, async () => {
    const token = await family(TERESA);
    for (const name of ['Rita', 'Rui']) {
      expect((await send('POST', '/v1/profile', { token, json: { name } })).statusCode).toBe(201);
    }
    const sixth = await send('POST', '/v1/profile', { token, json: { name: 'Sara' } });
    expect(errorOf(sixth)).toEqual({ status: 409, code: 'profile_limit_reached' });
    expect(sixth.json()).toMatchObject({ message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_PROFILE_LIMIT });
  });

  it('is the master’s: another profile gets 403, a session without a profile 423, none 401', async () => {
    expect(
      errorOf(await send('POST', '/v1/profile', { token: await family(TIAGO), json: { name: 'Rita' } })),
    ).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    expect(
      errorOf(await send('POST', '/v1/profile', { token: await family(), json: { name: 'Rita' } })),
    ).toEqual({
      status: 423,
      code: 'profile_not_chosen',
    });
    expect(errorOf(await send('POST', '/v1/profile', { json: { name: 'Rita' } }))).toEqual({
      status: 401,
      code: 401,
    });
  });
});

describe('editing a profile (PUT /v1/profile and /v1/profile/{id})', () => {
  it('edits the session’s own profile: name, avatar (the avatar choice), language and preferences', async () => {
    const token = await family(TIAGO);
    const reply = await send('PUT', '/v1/profile', {
      token,
      json: {
        name: 'Tiago Almeida',
        avatar_id: 'av-08',
        locale: 'pt',
        subtitle_language: 'pt',
        audio_language: '',
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(profileOf(reply)).toMatchObject({
      name: 'Tiago Almeida',
      avatar: { id: 'av-08', name: 'Galo', url: imageUrl('avatar', 'av-08') },
      locale: 'pt_PT',
      subtitle_language: 'pt',
      audio_language: null,
    });
    // What was left out stays.
    const again = profileOf(await send('PUT', '/v1/profile', { token, json: {} }));
    expect(again.name).toBe('Tiago Almeida');
    await send('PUT', '/v1/profile', { token, json: { name: 'Tiago', locale: 'en', avatar_id: 'av-03' } });
  });

  it('sets the subtitle and audio languages with PUT /v1/profile/preference', async () => {
    const reply = await send('PUT', '/v1/profile/preference', {
      token: await family(KIDS),
      json: { subtitle_language: 'en', audio_language: 'pt-PT' },
    });
    expect(profileOf(reply)).toMatchObject({ id: KIDS, subtitle_language: 'en', audio_language: 'pt-PT' });
    expect(
      errorOf(
        await send('PUT', '/v1/profile/preference', {
          token: await family(KIDS),
          json: { audio_language: 'klingon!' },
        }),
      ),
    ).toEqual({ status: 400, code: 400 });
  });

  it('lets a profile edit itself by id, and only the master edit the others', async () => {
    const tiago = await family(TIAGO);
    expect(
      (await send('PUT', `/v1/profile/${TIAGO}`, { token: tiago, json: { name: 'Tiago' } })).statusCode,
    ).toBe(200);
    expect(
      errorOf(await send('PUT', `/v1/profile/${KIDS}`, { token: tiago, json: { name: 'Bebés' } })),
    ).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    expect(
      errorOf(await send('PUT', `/v1/profile/${TERESA}`, { token: tiago, json: { name: 'Mãe' } })),
    ).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    const teresa = await family(TERESA);
    const edited = await send('PUT', `/v1/profile/${KIDS}`, { token: teresa, json: { name: 'Pequenos' } });
    expect(profileOf(edited).name).toBe('Pequenos');
  });

  it('keeps the kids flag and restriction to the master, even on a profile’s own page', async () => {
    const kids = await family(KIDS);
    expect(errorOf(await send('PUT', '/v1/profile', { token: kids, json: { kids: false } }))).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    expect(
      errorOf(await send('PUT', '/v1/profile', { token: kids, json: { restriction_id: null } })),
    ).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    // Sending the values it already has changes nothing, and is no refusal.
    expect(
      (await send('PUT', '/v1/profile', { token: kids, json: { kids: true, restriction_id: 'M6' } }))
        .statusCode,
    ).toBe(200);
    const teresa = await family(TERESA);
    const lifted = await send('PUT', `/v1/profile/${KIDS}`, {
      token: teresa,
      json: { kids: false, restriction_id: null },
    });
    expect(profileOf(lifted)).toMatchObject({ kids: false, restriction_id: null });
    // A profile made kids without a level gets the youngest one.
    const again = await send('PUT', `/v1/profile/${KIDS}`, { token: teresa, json: { kids: true } });
    expect(profileOf(again)).toMatchObject({ kids: true, restriction_id: 'M6' });
  });

  it('needs the PIN of a locked profile the master edits (section 4’s locked mode)', async () => {
    const teresa = await family(TERESA);
    const edit = (json: Record<string, unknown>) =>
      send('PUT', `/v1/profile/${TIAGO}`, { token: teresa, json });
    expect(errorOf(await edit({ name: 'Tiaguinho' }))).toEqual({ status: 403, code: 'invalid_pin' });
    expect(errorOf(await edit({ name: 'Tiaguinho', code: '4321' }))).toEqual({
      status: 403,
      code: 'invalid_pin',
    });
    expect(profileOf(await edit({ name: 'Tiaguinho', code: '1234' })).name).toBe('Tiaguinho');
    await edit({ name: 'Tiago', code: 1234 });
  });

  it('sets a restriction with PUT /v1/profile/restriction, as the master only', async () => {
    const teresa = await family(TERESA);
    const reply = await send('PUT', '/v1/profile/restriction', {
      token: teresa,
      json: { profile_id: KIDS, restriction_id: 'M12' },
    });
    expect(profileOf(reply).restriction_id).toBe('M12');
    expect(
      errorOf(
        await send('PUT', '/v1/profile/restriction', {
          token: await family(KIDS),
          json: { profile_id: KIDS, restriction_id: null },
        }),
      ),
    ).toEqual({ status: 403, code: 'manager_profile_required' });
    expect(
      errorOf(
        await send('PUT', '/v1/profile/restriction', {
          token: teresa,
          json: { profile_id: KIDS, restriction_id: 'X' },
        }),
      ),
    ).toEqual({ status: 400, code: 400 });
  });
});

describe('deleting a profile (DELETE /v1/profile/{id})', () => {
  async function made(name: string, pin?: string): Promise<string> {
    const reply = await send('POST', '/v1/profile', {
      token: await family(TERESA),
      json: { name, ...(pin ? { pin } : {}) },
    });
    expect(reply.statusCode).toBe(201);
    return profileOf(reply).id;
  }

  it('deletes as the master; sessions that had it chosen are asked to choose again', async () => {
    const id = await made('Visita');
    const onIt = await family(id);
    await t.db.query("INSERT INTO favorites (profile_id, item_id) VALUES ($1, 'mv-001')", [id]);
    const reply = await send('DELETE', `/v1/profile/${id}`, { token: await family(TERESA) });
    expect(reply.statusCode).toBe(200);
    expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
    expect(errorOf(await send('GET', '/v1/profile', { token: onIt }))).toEqual({
      status: 423,
      code: 'profile_not_chosen',
    });
    expect(await t.db.query('SELECT 1 FROM favorites WHERE profile_id = $1', [id])).toEqual([]);
    expect(errorOf(await send('GET', `/v1/profile/${id}`, { token: await family(TERESA) }))).toEqual({
      status: 404,
      code: 404,
    });
  });

  it('never deletes the master profile, and only the master deletes', async () => {
    const teresa = await family(TERESA);
    expect(errorOf(await send('DELETE', `/v1/profile/${TERESA}`, { token: teresa }))).toEqual({
      status: 403,
      code: 'master_profile',
    });
    expect(errorOf(await send('DELETE', `/v1/profile/${KIDS}`, { token: await family(TIAGO) }))).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
    expect(errorOf(await send('DELETE', `/v1/profile/${TIAGO}`, { token: await family(TIAGO) }))).toEqual({
      status: 403,
      code: 'manager_profile_required',
    });
  });

  it('needs the PIN of a locked profile as `code`', async () => {
    const id = await made('Cofre', '2468');
    const token = await family(TERESA);
    expect(errorOf(await send('DELETE', `/v1/profile/${id}`, { token }))).toEqual({
      status: 403,
      code: 'invalid_pin',
    });
    expect(errorOf(await send('DELETE', `/v1/profile/${id}`, { token, json: { code: '8642' } }))).toEqual({
      status: 403,
      code: 'invalid_pin',
    });
    expect((await send('DELETE', `/v1/profile/${id}`, { token, json: { code: '2468' } })).statusCode).toBe(
      200,
    );
  });
});

describe('only the caller’s own account', () => {
  it('answers 404 for another account’s profile on every profile call', async () => {
    const demo = await mintToken(t.db, 'demo@palco.pt');
    const calls: [string, string, unknown][] = [
      ['GET', `/v1/profile/${TIAGO}`, undefined],
      ['PUT', `/v1/profile/${KIDS}`, { name: 'Intruso' }],
      ['DELETE', `/v1/profile/${KIDS}`, {}],
      ['PUT', '/v1/profile/restriction', { profile_id: KIDS, restriction_id: null }],
      ['POST', '/v1/profile/pin', { profile_id: KIDS, new_code: '0000' }],
      ['POST', '/v1/profile/pin', { profile_id: TIAGO, old_code: '1234', new_code: '0000' }],
      ['DELETE', '/v1/profile/pin', { profile_id: TIAGO, code: '1234' }],
      ['POST', '/v1/profile/pin/validate', { profile_id: TIAGO, code: '1234' }],
      ['POST', `/v1/profile/select/${TIAGO}`, { code: '1234' }],
    ];
    for (const [method, url, json] of calls) {
      const reply = await send(method, url, { token: demo, ...(json === undefined ? {} : { json }) });
      expect({ call: `${method} ${url}`, ...errorOf(reply) }).toEqual({
        call: `${method} ${url}`,
        status: 404,
        code: 404,
      });
    }
    const [kids] = await t.db.query<{ name: string; pin_hash: string | null }>(
      'SELECT name, pin_hash FROM profiles WHERE id = $1',
      [KIDS],
    );
    expect(kids).toEqual({ name: 'Miúdos', pin_hash: null });
  });
});

describe('PINs', () => {
  it('sets a PIN on a profile without one, changes it with the current one, and removes it', async () => {
    const kids = await family(KIDS);
    const set = await send('POST', '/v1/profile/pin', {
      token: kids,
      json: { profile_id: KIDS, new_code: '1357' },
    });
    expect(profileOf(set).has_pin).toBe(true);
    expect(await pinOf(KIDS)).toMatch(/^scrypt\$|^\$/);

    // A PIN is there now: changing it needs the current one.
    const change = (json: Record<string, unknown>) =>
      send('POST', '/v1/profile/pin', { token: kids, json: { profile_id: KIDS, ...json } });
    expect(errorOf(await change({ new_code: '2468' }))).toEqual({ status: 403, code: 'invalid_pin' });
    expect(errorOf(await change({ old_code: '9999', new_code: '2468' }))).toEqual({
      status: 403,
      code: 'invalid_pin',
    });
    expect((await change({ old_code: '1357', new_code: '2468' })).statusCode).toBe(200);

    const validate = (code: string) =>
      send('POST', '/v1/profile/pin/validate', { token: kids, json: { profile_id: KIDS, code } });
    expect(errorOf(await validate('1357'))).toEqual({ status: 403, code: 'invalid_pin' });
    expect(DoneSchema.parse((await validate('2468')).json())).toEqual({ ok: true });

    const remove = (code: string) =>
      send('DELETE', '/v1/profile/pin', { token: kids, json: { profile_id: KIDS, code } });
    expect(errorOf(await remove('1357'))).toEqual({ status: 403, code: 'invalid_pin' });
    expect(profileOf(await remove('2468')).has_pin).toBe(false);
    expect(errorOf(await remove('2468'))).toEqual({ status: 409, code: 'pin_not_set' });
    expect(errorOf(await validate('2468'))).toEqual({ status: 409, code: 'pin_not_set' });
  });

  it.each(['123', '12345', 'abcd', '', '１２３４'])(
    'refuses a new PIN of %j: exactly 4 digits',
    async (pin) => {
      const reply = await send('POST', '/v1/profile/pin', {
        token: await family(KIDS),
        json: { profile_id: KIDS, new_code: pin },
      });
      expect(errorOf(reply)).toEqual({ status: 400, code: 'AUTHENTICATION_ERROR_PIN_INVALID' });
    },
  );

  it('lets only the profile itself or the master set, change or remove it', async () => {
    const kids = await family(KIDS);
    expect(
      errorOf(
        await send('POST', '/v1/profile/pin', {
          token: kids,
          json: { profile_id: TIAGO, old_code: '1234', new_code: '0000' },
        }),
      ),
    ).toEqual({ status: 403, code: 'manager_profile_required' });
    expect(
      errorOf(
        await send('DELETE', '/v1/profile/pin', { token: kids, json: { profile_id: TIAGO, code: '1234' } }),
      ),
    ).toEqual({ status: 403, code: 'manager_profile_required' });
    const teresa = await family(TERESA);
    expect(
      (await send('POST', '/v1/profile/pin', { token: teresa, json: { profile_id: KIDS, new_code: '1111' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('DELETE', '/v1/profile/pin', { token: teresa, json: { profile_id: KIDS, code: '1111' } }))
        .statusCode,
    ).toBe(200);
  });

  it('resets a forgotten PIN with the mailed code, from a session without a profile, once', async () => {
    const noProfile = await family();
    const asked = await send('POST', '/v1/profile/recover', {
      token: noProfile,
      json: { profile_id: TIAGO },
    });
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(t, FAMILY, 'pin_recovery');

    const reset = (old_code: string, new_code = '8080') =>
      send('POST', '/v1/profile/pin', { token: noProfile, json: { profile_id: TIAGO, old_code, new_code } });
    expect(errorOf(await reset(otherCode(code)))).toEqual({ status: 400, code: 'invalid_code' });
    expect((await reset(`${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
    expect(errorOf(await reset(code, '9090'))).toEqual({ status: 400, code: 'invalid_code' });

    const select = (pin: string) =>
      send('POST', `/v1/profile/select/${TIAGO}`, { token: noProfile, json: { code: pin } });
    expect(errorOf(await select('1234'))).toEqual({ status: 403, code: 'invalid_pin' });
    expect((await select('8080')).statusCode).toBe(200);
  });

  it('refuses a recovery code mailed for another profile', async () => {
    const teresa = await family(TERESA);
    await send('POST', '/v1/profile/pin', { token: teresa, json: { profile_id: KIDS, new_code: '5555' } });
    await send('POST', '/v1/profile/recover', { token: teresa, json: { profile_id: KIDS } });
    const code = await latestCode(t, FAMILY, 'pin_recovery');
    const reply = await send('POST', '/v1/profile/pin', {
      token: teresa,
      json: { profile_id: TIAGO, old_code: code, new_code: '0000' },
    });
    expect(errorOf(reply)).toEqual({ status: 400, code: 'invalid_code' });
  });

  it('answers 429 with Retry-After after 10 wrong PINs from one address, and not from another address', async () => {
    const token = await family(TERESA);
    const address = newAddress();
    const validate = (code: string) =>
      send('POST', '/v1/profile/pin/validate', { token, address, json: { profile_id: TIAGO, code } });
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf(await validate('0000'))).toEqual({ status: 403, code: 'invalid_pin' });
    }
    expectTooMany(await validate('1234'));
    // The other PIN calls count against the same limits.
    expectTooMany(
      await send('DELETE', '/v1/profile/pin', { token, address, json: { profile_id: TIAGO, code: '1234' } }),
    );
    expectTooMany(
      await send('POST', `/v1/profile/select/${TIAGO}`, { token, address, json: { code: '1234' } }),
    );
    // Another address of the owner is not held up.
    expect(
      (await send('POST', '/v1/profile/pin/validate', { token, json: { profile_id: TIAGO, code: '1234' } }))
        .statusCode,
    ).toBe(200);
  });
});
