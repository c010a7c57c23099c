/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema } from '@palco/contracts';
import { call, errorOf } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;

beforeAll(async () => {
  t = await buildTestApp();
  // An account made through an operator (MEO): no e-mail yet, so not completed (spec section 4).
  await t.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at)
     VALUES ('acc-meo', '', '-', 'Rosa', 'Operadora', 'PT', false, false, false, 'meo', now())`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const operatorToken = async (): Promise<string> => mintToken(t.db, '');

describe('completing an operator account (spec sections 4 and 5)', () => {
  it('is asked only for an e-mail: a taken or broken one is refused, a free one completes it', async () => {
    const token = await operatorToken();
    const before = AccountSchema.parse((await call(t, 'GET', '/api/v1/account', { token })).json());
    expect(before).toMatchObject({ completed: false, extraParameters: { origin: 'meo' } });

    expect(errorOf(await call(t, 'PUT', '/api/v1/account', { token, json: { email: 'nope' } }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    });
    expect(
      errorOf(await call(t, 'PUT', '/api/v1/account', { token, json: { email: 'demo@palco.pt' } })),
    ).toEqual({ status: 409, code: 'email_in_use' });

    const done = await call(t, 'PUT', '/api/v1/account', { token, json: { email: ' Rosa@Operadora.PT ' } });
    expect(done.statusCode).toBe(200);
    expect(AccountSchema.parse(done.json())).toMatchObject({ email: 'rosa@operadora.pt', completed: true });
  });

  it('never moves an account of this service to a new e-mail here: that waits for a mailed code', async () => {
    const token = await mintToken(t.db, 'demo@palco.pt');
    const reply = await call(t, 'PUT', '/api/v1/account', {
      token,
      json: { email: 'someone.else@palco.pt', first_name: 'Demo', last_name: 'Palco', agree: true },
    });
    expect(AccountSchema.parse(reply.json())).toMatchObject({
      email: 'demo@palco.pt',
      pending_email: 'someone.else@palco.pt',
    });
  });
});
