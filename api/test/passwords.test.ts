/** @jest-environment ./test/pglite-environment.cjs */
import { DoneSchema } from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { CODE_TTL_SECONDS } from '../src/accounts/codes';
import { ATTEMPT_WINDOW_MS, MAILS_PER_ADDRESS, mailsPerAddressOf } from '../src/auth/attempts';
import { DEMO_PASSWORD } from '../src/seed/accounts';
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
let clock = Date.UTC(2026, 2, 2, 9);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const NEW_PASSWORD = 'outra-palavra-passe';

/** An activated account of the test's own, with its password. */
async function activatedAccount(label: string): Promise<{ id: string; email: string }> {
  const email = newEmail(label);
  const account = await signUp(t, email);
  const code = await latestCode(t, email, 'activation');
  const reply = await call(t, 'POST', '/api/v1/validate', {
    address: newAddress(),
    json: { id: account.id, code },
  });
  expect(reply.statusCode).toBe(200);
  return { id: account.id, email };
}

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const reply = await login(t, email, password);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { access_token: string }).access_token;
}

const reset = (json: unknown, address = newAddress()) =>
  call(t, 'PUT', '/api/v1/account/reset', { address, json });

function expectTooMany(reply: LightMyRequestResponse): void {
  expect(errorOf(reply)).toEqual({ status: 429, code: 'too_many_attempts' });
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
}

describe('forgot password, then reset by the e-mailed code', () => {
  it.each([
    ['POST', '/api/v1/recover'],
    ['PUT', '/api/v1/account/forgot'],
  ])(
    '%s %s e-mails a code; the reset sets the new password and the old one stops working',
    async (method, url) => {
      const { email } = await activatedAccount('esqueci');
      const other = await tokenOf(email);

      const asked = await call(t, method, url, {
        address: newAddress(),
        json: { email: ` ${email.toUpperCase()} ` },
      });
      expect(asked.statusCode).toBe(200);
      expect(DoneSchema.parse(asked.json())).toEqual({ ok: true });
      const [mail] = await mailsTo(t, email);
      expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Recupera a tua palavra-passe Palco' });
      expect(mail?.code).toMatch(/^\d{6}$/);

      const done = await reset({ email, code: mail?.code, password: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(DoneSchema.parse(done.json())).toEqual({ ok: true });

      expect(errorOf(await login(t, email, DEMO_PASSWORD))).toEqual({
        status: 401,
        code: 'invalid_credentials',
      });
      expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
      // Whoever held the old password may hold a session: every session of the account ended.
      expect((await call(t, 'GET', '/api/v1/account', { token: other })).statusCode).toBe(401);
    },
  );

  it('answers an e-mail without an account exactly as one with, and sends nothing', async () => {
    const { email } = await activatedAccount('existe');
    const known = await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const unknown = await call(t, 'POST', '/api/v1/recover', {
      address: newAddress(),
      json: { email: 'ninguem@exemplo.pt' },
    });
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });
    expect(await mailsTo(t, 'ninguem@exemplo.pt')).toEqual([]);
  });

  it('refuses an e-mail that is not one, and a short new password', async () => {
    expect(errorOf(await call(t, 'POST', '/api/v1/recover', { json: { email: 'nao-e-email' } }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    });
    expect(errorOf(await call(t, 'PUT', '/api/v1/account/forgot', { json: {} }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    });
    const { email } = await activatedAccount('curta');
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const code = await latestCode(t, email, 'password_reset');
    expect(errorOf(await reset({ email, code, password: 'curta' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
    });
    // The short password did not spend the code.
    expect((await reset({ email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong, a reused, an expired and an unknown account’s code', async () => {
    const { email } = await activatedAccount('codigo');
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const code = await latestCode(t, email, 'password_reset');

    expect(errorOf(await reset({ email, code: otherCode(code), password: NEW_PASSWORD }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect(errorOf(await reset({ email: 'ninguem@exemplo.pt', code, password: NEW_PASSWORD }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect((await reset({ email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(errorOf(await reset({ email, code, password: 'e-mais-outra' }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);

    await call(t, 'PUT', '/api/v1/account/forgot', { address: newAddress(), json: { email } });
    const late = await latestCode(t, email, 'password_reset');
    clock += CODE_TTL_SECONDS * 1000 + 1;
    expect(errorOf(await reset({ email, code: late, password: 'tarde-demais' }))).toEqual({
      status: 400,
      code: 'code_expired',
    });
  });

  it('keeps only the newest code', async () => {
    const { email } = await activatedAccount('novo');
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const first = await latestCode(t, email, 'password_reset');
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const second = await latestCode(t, email, 'password_reset');
    if (first !== second) {
      expect(errorOf(await reset({ email, code: first, password: NEW_PASSWORD })).code).toBe('invalid_code');
    }
    expect((await reset({ email, code: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('activates an account that was waiting, since the code proves the e-mail', async () => {
    const email = newEmail('espera');
    await signUp(t, email);
    expect(errorOf(await login(t, email, DEMO_PASSWORD)).code).toBe('account_not_activated');
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    const code = await latestCode(t, email, 'password_reset');
    expect((await reset({ email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('change of password, signed in', () => {
  it('needs the current password, refused with 403 (not 401, which would end the session)', async () => {
    const { email } = await activatedAccount('mudar');
    const token = await tokenOf(email);
    const other = await tokenOf(email);
    const change = (json: unknown) =>
      call(t, 'PUT', '/api/v1/account/password', { address: newAddress(), token, json });

    expect(errorOf(await change({ password: 'errada-123', new_password: NEW_PASSWORD }))).toEqual({
      status: 403,
      code: 'invalid_password',
    });
    expect(errorOf(await change({ new_password: NEW_PASSWORD }))).toEqual({ status: 400, code: 400 });
    expect(errorOf(await change({ password: DEMO_PASSWORD, new_password: 'curta' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
    });
    expect((await call(t, 'GET', '/api/v1/account', { token })).statusCode).toBe(200);

    const done = await change({ password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(DoneSchema.parse(done.json())).toEqual({ ok: true });
    expect(errorOf(await login(t, email, DEMO_PASSWORD)).code).toBe('invalid_credentials');
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    // This session goes on; the account's others end.
    expect((await call(t, 'GET', '/api/v1/account', { token })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/v1/account', { token: other })).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const reply = await call(t, 'PUT', '/api/v1/account/password', {
      json: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(errorOf(reply)).toEqual({ status: 401, code: 401 });
  });

  it('counts wrong current passwords with the sign-in guesses of the account', async () => {
    const { email } = await activatedAccount('adivinha');
    const token = await tokenOf(email);
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(t, email, `errada-${i}`, address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const reply = await call(t, 'PUT', '/api/v1/account/password', {
        address,
        token,
        json: { password: `errada-${i}`, new_password: NEW_PASSWORD },
      });
      expect(reply.statusCode).toBe(403);
    }
    expectTooMany(
      await call(t, 'PUT', '/api/v1/account/password', {
        address,
        token,
        json: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      }),
    );
    expectTooMany(await login(t, email, DEMO_PASSWORD, address));
  });
});

describe('limits on password recovery', () => {
  it('sends at most 5 mails to one e-mail in 15 minutes, known or not, then again', async () => {
    // The activation mail of the sign-up was the known e-mail's first of the five.
    const known = (await activatedAccount('limite')).email;
    for (const [email, allowed] of [
      [known, 4],
      ['ninguem-mais@exemplo.pt', 5],
    ] as const) {
      for (let i = 0; i < allowed; i++) {
        const reply = await call(t, 'PUT', '/api/v1/account/forgot', {
          address: newAddress(),
          json: { email },
        });
        expect(reply.statusCode).toBe(200);
      }
      expectTooMany(await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } }));
    }
    expect(await mailsTo(t, known)).toHaveLength(5);
    clock += ATTEMPT_WINDOW_MS;
    const again = await call(t, 'POST', '/api/v1/recover', {
      address: newAddress(),
      json: { email: 'ninguem-mais@exemplo.pt' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('stops one address asking for many e-mails after 30', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      const reply = await call(t, 'POST', '/api/v1/recover', {
        address,
        json: { email: newEmail('varios') },
      });
      expect(reply.statusCode).toBe(200);
    }
    expectTooMany(await call(t, 'POST', '/api/v1/recover', { address, json: { email: newEmail('varios') } }));
  });

  it(
    'lets an operator raise the mails per address, and keeps 30 for a setting that is not a count',
    async () => {
      const raised = await buildTestApp({ now: () => clock, env: { MAIL_LIMIT_PER_ADDRESS: '32' } });
      try {
        const address = newAddress();
        for (let i = 0; i < 32; i++) {
          const reply = await call(raised, 'POST', '/api/v1/recover', {
            address,
            json: { email: newEmail('muitos') },
          });
          expect(reply.statusCode).toBe(200);
        }
        expectTooMany(
          await call(raised, 'POST', '/api/v1/recover', { address, json: { email: newEmail('muitos') } }),
        );
      } finally {
        await raised.close();
      }
      for (const value of ['0', '-5', '2.5', 'muitos', ''])
        expect(mailsPerAddressOf({ MAIL_LIMIT_PER_ADDRESS: value })).toBe(30);
      expect(mailsPerAddressOf({})).toBe(MAILS_PER_ADDRESS);
    },
    SETUP_TIMEOUT_MS,
  );

  it('stops guessing reset codes after 10 tries from one address, and lets the owner in after a reset', async () => {
    const { email } = await activatedAccount('codigos');
    const address = newAddress();
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    let code = await latestCode(t, email, 'password_reset');
    for (let i = 0; i < 10; i++) {
      if (i === 5) {
        // The first code is void after five wrong tries; the guessing goes on against a new one.
        await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
        code = await latestCode(t, email, 'password_reset');
      }
      expect(
        errorOf(await reset({ email, code: otherCode(code), password: NEW_PASSWORD }, address)).code,
      ).toBe('invalid_code');
    }
    expectTooMany(await reset({ email, code, password: NEW_PASSWORD }, address));
    // The owner, from their own address and with a new code, is not held up.
    await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email } });
    code = await latestCode(t, email, 'password_reset');
    expect((await reset({ email, code, password: NEW_PASSWORD }, newAddress())).statusCode).toBe(200);
  });
});

describe('PIN recovery (POST /v1/profile/recover)', () => {
  it('e-mails the account a code for the profile, in the master profile’s language', async () => {
    const token = await tokenOf('family@palco.pt');
    const reply = await call(t, 'POST', '/api/v1/profile/recover', {
      address: newAddress(),
      token,
      json: { profile_id: 'pf-family-tiago' },
    });
    expect(reply.statusCode).toBe(200);
    expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
    const [mail] = await mailsTo(t, 'family@palco.pt');
    expect(mail).toMatchObject({
      kind: 'pin_recovery',
      locale: 'pt_PT',
      subject: 'Recupera o PIN do perfil Tiago',
    });
    expect(mail?.text).toContain('Olá Teresa,');
    const [row] = await t.db.query<{ profile_id: string }>(
      "SELECT profile_id FROM account_codes WHERE account_id = 'acc-family' AND purpose = 'pin_recovery'",
    );
    expect(row?.profile_id).toBe('pf-family-tiago');
  });

  it('refuses a profile without a PIN, another account’s profile, and no session', async () => {
    const family = await tokenOf('family@palco.pt');
    const recover = (json: unknown, token?: string) =>
      call(t, 'POST', '/api/v1/profile/recover', {
        address: newAddress(),
        json,
        ...(token ? { token } : {}),
      });
    expect(errorOf(await recover({ profile_id: 'pf-family-teresa' }, family))).toEqual({
      status: 409,
      code: 'pin_not_set',
    });
    expect(errorOf(await recover({ profile_id: 'pf-demo' }, family))).toEqual({ status: 404, code: 404 });
    expect(errorOf(await recover({ profile_id: 'pf-family-tiago' }))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await recover({}, family))).toEqual({ status: 400, code: 400 });
  });

  it('needs the account’s e-mail validated (section 8’s forgot-PIN mail error)', async () => {
    const email = newEmail('pin');
    const account = await signUp(t, email, { query: '?session=1' });
    const [profile] = await t.db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [
      account.id,
    ]);
    await t.db.query("UPDATE profiles SET pin_hash = 'scrypt$x$y' WHERE id = $1", [profile?.id ?? '']);
    const reply = await call(t, 'POST', '/api/v1/profile/recover', {
      address: newAddress(),
      token: account.access_token,
      json: { profile_id: profile?.id },
    });
    expect(errorOf(reply)).toEqual({ status: 403, code: 'email_not_validated' });
  });
});
