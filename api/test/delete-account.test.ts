/** @jest-environment ./test/pglite-environment.cjs */
import { DoneSchema, LoginResponseSchema } from '@palco/contracts';
import { CODE_MAX_FAILURES, CODE_TTL_SECONDS } from '../src/accounts/codes';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import {
  call,
  errorOf,
  latestCode,
  login,
  mailsTo,
  newAddress,
  newEmail,
  otherCode,
  signUp,
} from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let clock = Date.UTC(2026, 3, 8, 15);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

interface Member {
  id: string;
  email: string;
  token: string;
}

/** An activated, signed-in account of the test's own. */
async function member(label: string): Promise<Member> {
  const email = newEmail(label);
  const account = await signUp(t, email);
  const code = await latestCode(t, email, 'activation');
  expect(
    (await call(t, 'POST', '/api/v1/validate', { address: newAddress(), json: { id: account.id, code } }))
      .statusCode,
  ).toBe(200);
  const reply = await login(t, email, DEMO_PASSWORD);
  expect(reply.statusCode).toBe(200);
  return { id: account.id, email, token: LoginResponseSchema.parse(reply.json()).access_token };
}

async function requestCode(who: Member): Promise<string> {
  const reply = await call(t, 'POST', '/api/v1/account/delete/code', {
    address: newAddress(),
    token: who.token,
  });
  expect(reply.statusCode).toBe(200);
  expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
  return latestCode(t, who.email, 'account_deletion');
}

const confirm = (token: string | undefined, json: unknown, address = newAddress()) =>
  call(t, 'POST', '/api/v1/account/delete', { address, token, json });

/** How many rows of the account's own (and of its profiles, `profileIds`) the tables still hold. */
async function rowsOf(accountId: string, profileIds: readonly string[]): Promise<Record<string, number>> {
  const count = async (sql: string): Promise<number> =>
    (await t.db.query<{ n: number }>(sql, [accountId]))[0]?.n ?? -1;
  const byProfile = async (table: string): Promise<number> =>
    (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE profile_id = ANY($1)`, [
        profileIds,
      ])
    )[0]?.n ?? -1;
  return {
    accounts: await count('SELECT count(*)::int AS n FROM accounts WHERE id = $1'),
    profiles: await count('SELECT count(*)::int AS n FROM profiles WHERE account_id = $1'),
    sessions: await count('SELECT count(*)::int AS n FROM sessions WHERE account_id = $1'),
    account_codes: await count('SELECT count(*)::int AS n FROM account_codes WHERE account_id = $1'),
    device_codes: await count('SELECT count(*)::int AS n FROM device_codes WHERE account_id = $1'),
    stream_pings: await count('SELECT count(*)::int AS n FROM stream_pings WHERE account_id = $1'),
    favorites: await byProfile('favorites'),
    viewing_progress: await byProfile('viewing_progress'),
    ratings: await byProfile('ratings'),
  };
}

describe('deleting the account in two steps', () => {
  it('mails a code, then deletes the account and everything it owns, and its sign-in fails like no account', async () => {
    const who = await member('delete-me');
    // Things the account owns: a favourite, progress, a rating, a live ping, a TV code it linked.
    for (const [method, url, json] of [
      ['POST', '/api/v1/content/favorite/mv-001', undefined],
      ['PUT', '/api/v1/content/item/mv-001/progress', { progress: 12 }],
      ['PUT', '/api/v1/content/item/mv-001/classification', { classification: 4 }],
      ['GET', '/api/v1/content/ping', undefined],
    ] as const) {
      expect((await call(t, method, url, { token: who.token, json })).statusCode).toBe(200);
    }
    const tvCode = (await call(t, 'GET', '/api/v1/device/code', { address: newAddress() })).json() as {
      code: string;
    };
    expect(
      (await call(t, 'POST', '/api/v1/device/link', { token: who.token, json: tvCode })).statusCode,
    ).toBe(200);
    const code = await requestCode(who);
    const [mail] = await mailsTo(t, who.email);
    expect(mail).toMatchObject({ kind: 'account_deletion', code, locale: 'pt_PT' });
    expect(mail?.text).toContain(code);
    const profileIds = (
      await t.db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [who.id])
    ).map((row) => row.id);
    const before = await rowsOf(who.id, profileIds);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const deleted = await confirm(who.token, { email: who.email.toUpperCase(), code });
    expect(deleted.statusCode).toBe(200);
    expect(DoneSchema.parse(deleted.json())).toEqual({ ok: true });

    expect(await rowsOf(who.id, profileIds)).toEqual(
      Object.fromEntries(Object.keys(before).map((k) => [k, 0])),
    );
    expect(errorOf(await call(t, 'GET', '/api/v1/account', { token: who.token }))).toEqual({
      status: 401,
      code: 401,
    });
    const oldLogin = await login(t, who.email, DEMO_PASSWORD);
    const unknown = await login(t, newEmail('never-had-an-account'), DEMO_PASSWORD);
    expect(errorOf(oldLogin)).toEqual({ status: 401, code: 'invalid_credentials' });
    expect(oldLogin.json()).toEqual(unknown.json());
  });

  it('ends every session of the account, on every device', async () => {
    const who = await member('delete-sessions');
    const second = LoginResponseSchema.parse(
      (
        await call(t, 'POST', '/api/v1/login', {
          address: newAddress(),
          form: { email: who.email, password: DEMO_PASSWORD },
          headers: { 'x-device-id': 'second-device' },
        })
      ).json(),
    ).access_token;
    const code = await requestCode(who);
    expect((await confirm(who.token, { email: who.email, code })).statusCode).toBe(200);
    expect(errorOf(await call(t, 'GET', '/api/v1/devices', { token: second }))).toEqual({
      status: 401,
      code: 401,
    });
  });

  it('DELETE /v1/account is step 1: it mails the code, answers 202 and deletes nothing', async () => {
    const who = await member('delete-verb');
    const reply = await call(t, 'DELETE', '/api/v1/account', { address: newAddress(), token: who.token });
    expect(reply.statusCode).toBe(202);
    expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
    const code = await latestCode(t, who.email, 'account_deletion');
    expect((await call(t, 'GET', '/api/v1/account', { token: who.token })).statusCode).toBe(200);
    expect((await confirm(who.token, { email: who.email, code })).statusCode).toBe(200);
  });
});

describe('deleting the account: what is refused', () => {
  it('needs a signed-in caller at each step', async () => {
    expect(errorOf(await call(t, 'POST', '/api/v1/account/delete/code'))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await call(t, 'DELETE', '/api/v1/account'))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await confirm(undefined, { email: 'demo@palco.pt', code: '123456' }))).toEqual({
      status: 401,
      code: 401,
    });
  });

  it('cannot delete another account: its e-mail is refused, and its code is not this account’s', async () => {
    const victim = await member('delete-victim');
    const intruder = await member('delete-intruder');
    const code = await requestCode(victim);

    const withTheirEmail = await confirm(intruder.token, { email: victim.email, code });
    expect(errorOf(withTheirEmail)).toEqual({ status: 400, code: 'email_mismatch' });
    expect(withTheirEmail.json()).toMatchObject({
      message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_EMAIL_MISMATCH,
    });
    expect(errorOf(await confirm(intruder.token, { email: intruder.email, code }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect((await call(t, 'GET', '/api/v1/account', { token: victim.token })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/v1/account', { token: intruder.token })).statusCode).toBe(200);
    // The victim's code is still good for the victim.
    expect((await confirm(victim.token, { email: victim.email, code })).statusCode).toBe(200);
  });

  it('voids the code after a few wrong tries, and limits tries per account and address', async () => {
    const who = await member('delete-guess');
    const code = await requestCode(who);
    const address = newAddress();
    for (let n = 0; n < CODE_MAX_FAILURES; n += 1) {
      expect(errorOf(await confirm(who.token, { email: who.email, code: otherCode(code) }, address))).toEqual(
        {
          status: 400,
          code: 'invalid_code',
        },
      );
    }
    // Void now, even the right one.
    expect(errorOf(await confirm(who.token, { email: who.email, code }, address)).code).toBe('invalid_code');
    for (let n = 0; n < 10; n += 1)
      await confirm(who.token, { email: who.email, code: otherCode(code) }, address);
    expect(errorOf(await confirm(who.token, { email: who.email, code }, address))).toEqual({
      status: 429,
      code: 'too_many_attempts',
    });
    expect((await call(t, 'GET', '/api/v1/account', { token: who.token })).statusCode).toBe(200);
  });

  it('says when the code has expired', async () => {
    const who = await member('delete-late');
    const code = await requestCode(who);
    clock += CODE_TTL_SECONDS * 1000 + 1000;
    expect(errorOf(await confirm(who.token, { email: who.email, code }))).toEqual({
      status: 400,
      code: 'code_expired',
    });
  });

  it('words its refusals in every language', () => {
    for (const locale of ['pt_PT', 'en', 'fr_FR'] as const) {
      for (const key of ['SERVER_ERROR_EMAIL_MISMATCH', 'SERVER_ERROR_CODE_ALREADY_USED'] as const) {
        expect(SERVER_TRANSLATIONS[locale][key].length).toBeGreaterThan(10);
      }
    }
  });
});
