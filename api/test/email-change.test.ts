/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema } from '@palco/contracts';
import { call, errorOf, latestCode, login, newEmail, otherCode } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';
import { DEMO_PASSWORD } from '../src/seed/accounts';

let t: InjectApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const account = async (token: string) =>
  AccountSchema.parse((await call(t, 'GET', '/api/v1/account', { token })).json());

/** A session of a fresh copy of the demo account, so each test changes an address of its own. */
async function freshAccount(): Promise<{ token: string; email: string }> {
  const email = newEmail('mover');
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed, is_multi_profile,
       premium, origin, activated_at, terms_accepted_at)
     SELECT $1, $2, password_hash, first_name, last_name, country, true, false, false, 'palco', now(), now()
     FROM accounts WHERE email = 'demo@palco.pt'`,
    [`acc-${email}`, email],
  );
  return { token: await mintToken(t.db, email), email };
}

const changeTo = (token: string, email: string) =>
  call(t, 'PUT', '/api/v1/account', { token, json: { email } });
const confirm = (token: string, code: string) =>
  call(t, 'POST', '/api/v1/account/email/confirm', { token, json: { code } });

describe('changing the e-mail (flag email_update)', () => {
  it('keeps the old address until the code mailed to the new one comes back', async () => {
    const { token, email } = await freshAccount();
    const wanted = newEmail('new-address');
    const asked = await changeTo(token, ` ${wanted.toUpperCase()} `);
    expect(asked.statusCode).toBe(200);
    expect(AccountSchema.parse(asked.json())).toMatchObject({ email, pending_email: wanted });
    // The old address still signs in; the new one does not yet.
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, wanted, DEMO_PASSWORD)).statusCode).toBe(401);

    const code = await latestCode(t, wanted, 'email_change');
    expect(errorOf(await confirm(token, otherCode(code)))).toEqual({ status: 400, code: 'invalid_code' });
    const done = await confirm(token, code);
    expect(done.statusCode).toBe(200);
    expect(AccountSchema.parse(done.json())).toMatchObject({ email: wanted, pending_email: null });
    expect((await login(t, wanted, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(401);
    // Good once.
    expect(errorOf(await confirm(token, code)).code).toBe('invalid_code');
  });

  it('refuses an address another account has, and one taken while the code was on its way', async () => {
    const { token } = await freshAccount();
    expect(errorOf(await changeTo(token, 'family@palco.pt'))).toEqual({ status: 409, code: 'email_in_use' });

    const wanted = newEmail('contested');
    await changeTo(token, wanted);
    const code = await latestCode(t, wanted, 'email_change');
    const other = await freshAccount();
    await t.db.query('UPDATE accounts SET email = $2 WHERE email = $1', [other.email, wanted]);
    expect(errorOf(await confirm(token, code))).toEqual({ status: 409, code: 'email_in_use' });
    expect((await account(token)).pending_email).toBeNull();
  });

  it('is refused while the flag is off, and to another account’s token nothing changes', async () => {
    const { token, email } = await freshAccount();
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{email_update}', '0') WHERE key = 'flags'`,
    );
    try {
      expect(errorOf(await changeTo(token, newEmail('off'))).status).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{email_update}', '1') WHERE key = 'flags'`,
      );
    }
    const wanted = newEmail('mine');
    await changeTo(token, wanted);
    const code = await latestCode(t, wanted, 'email_change');
    const stranger = await mintToken(t.db, 'family@palco.pt');
    expect(errorOf(await confirm(stranger, code)).code).toBe('invalid_code');
    expect((await account(token)).email).toBe(email);
  });
});
