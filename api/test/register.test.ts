/** @jest-environment ./test/pglite-environment.cjs */
import {
  AccountCheckSchema,
  AccountSchema,
  ActivationSchema,
  DoneSchema,
  SignupResponseSchema,
} from '@palco/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { CODE_TTL_SECONDS } from '../src/accounts/codes';
import { SANDBOX_CAPTCHA_TOKEN_TTL_SECONDS } from '../src/accounts/captcha';
import { pgliteDb } from '../src/db';
import { migrate } from '../src/migrate';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import {
  call,
  captchaToken,
  errorOf,
  latestCode,
  login,
  mailsTo,
  newAddress,
  newEmail,
  otherCode,
  signUp,
  signupFields,
} from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
// The API's clock, moved by the tests to let codes and tokens expire.
let clock = Date.UTC(2026, 5, 15, 12);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const messages = SERVER_TRANSLATIONS.pt_PT;

async function signupReply(fields: Record<string, unknown>, init: { address?: string; query?: string } = {}) {
  return call(t, 'POST', `/api/v1/signup${init.query ?? ''}`, {
    address: init.address ?? newAddress(),
    json: fields,
  });
}

describe('registration step 1: the rules of spec section 5, on the server', () => {
  const email = 'regras@exemplo.pt';

  it.each<[string, Record<string, unknown>, string]>([
    ['no e-mail', { email: '' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a blank e-mail', { email: '   ' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['no password', { password: undefined }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['no birthday', { birthday: null }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['no agreement', { agree: undefined }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['the agreement refused', { agree: false }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['an e-mail without @', { email: 'joana.exemplo.pt' }, 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID'],
    [
      'an e-mail without a domain dot',
      { email: 'joana@exemplo' },
      'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    ],
    [
      'an e-mail with a space',
      { email: 'jo ana@exemplo.pt' },
      'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    ],
    [
      'a password of 7 characters',
      { password: 'abcdefg' },
      'AUTHENTICATION_ERROR_EMAIL_ALERT_PASSWORD_SHORT',
    ],
    ['a birthday of 31 February', { birthday: '1990-02-31' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a birthday in words', { birthday: 'ontem' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a birthday without leading zeros', { birthday: '1-5-1990' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a birthday with slashes', { birthday: '17/05/1990' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a birthday before 1900', { birthday: '1899-12-31' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    [
      'a birthday of someone 12 this year',
      { birthday: '2014-01-01' },
      'AUTHENTICATION_ERROR_REGISTER_MESSAGE',
    ],
    ['a birthday in the future', { birthday: '2030-01-01' }, 'AUTHENTICATION_ERROR_REGISTER_MESSAGE'],
    ['a one-part full name', { fullname: 'Joana' }, 'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID'],
    ['a name part of one letter', { fullname: 'Joana S' }, 'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID'],
    [
      'a name with digits',
      { first_name: 'Joana2', last_name: 'Silva' },
      'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
    ],
    [
      'a first name without a last name',
      { first_name: 'Joana' },
      'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
    ],
    ['a phone without its dial code', { phone: '912345678' }, 'AUTHENTICATION_ERROR_PHONE_INVALID'],
    ['a phone with letters', { phone: '+351 91e345678' }, 'AUTHENTICATION_ERROR_PHONE_INVALID'],
    ['a gender not in the list', { gender: 'x' }, 'AUTHENTICATION_ERROR_GENDER_INVALID'],
  ])('refuses %s with the rule’s token', async (_label, change, token) => {
    const fields = { ...signupFields(email, 'not-checked-before-the-rules'), ...change };
    const reply = await signupReply(fields);
    expect(errorOf(reply)).toEqual({ status: 400, code: token });
    expect((reply.json() as { message: string }).message).toBe(messages[token as keyof typeof messages]);
  });

  it('creates nothing and sends nothing when a rule is broken', async () => {
    const rows = await t.db.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
    expect(rows).toEqual([]);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('refuses fields of the wrong type with a plain 400', async () => {
    for (const change of [{ email: 5 }, { agree: 'maybe' }, { password: ['x'] }, { affiliate: 'a b' }]) {
      const reply = await signupReply({ ...signupFields(email, 'x'), ...change });
      expect(errorOf(reply)).toEqual({ status: 400, code: 400 });
    }
  });

  it('accepts the oldest and the youngest birth year the picker offers, and DD-MM-YYYY as typed', async () => {
    // Minimum age 13 is by year, as the year picker (this year minus 13 down to 1900).
    for (const birthday of ['1900-01-01', '2013-12-31', '31-12-2013']) {
      const account = await signUp(t, newEmail('idade'), { fields: { birthday } });
      const [row] = await t.db.query<{ birthday: string }>('SELECT birthday FROM accounts WHERE id = $1', [
        account.id,
      ]);
      expect(row?.birthday).toBe(birthday === '31-12-2013' ? '2013-12-31' : birthday);
    }
  });

  it('trims and lower-cases the e-mail, and keeps the step-2 fields that come with step 1', async () => {
    const reply = await signupReply({
      ...signupFields('  Ana.Sousa@Exemplo.PT ', await captchaToken(t)),
      first_name: 'Ana Maria',
      last_name: "d'Sousa-Lopes",
      phone: '+351912345678',
      gender: 'female',
      optin: true,
      affiliate: 'nos',
    });
    expect(reply.statusCode).toBe(201);
    const answer = SignupResponseSchema.parse(reply.json());
    expect(answer).toEqual({
      id: expect.any(String),
      email: 'ana.sousa@exemplo.pt',
      activated: false,
      completed: true,
    });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM accounts WHERE id = $1', [
      answer.id,
    ]);
    expect(row).toMatchObject({
      email: 'ana.sousa@exemplo.pt',
      first_name: 'Ana Maria',
      last_name: "d'Sousa-Lopes",
      phone: '+351912345678',
      gender: 'f',
      marketing_optin: true,
      affiliate: 'nos',
      origin: 'palco',
      completed: true,
      premium: false,
      activated_at: null,
    });
    expect(String(row?.password_hash)).toMatch(/^scrypt\$/);
    const profiles = await t.db.query('SELECT name, is_master FROM profiles WHERE account_id = $1', [
      answer.id,
    ]);
    expect(profiles).toEqual([{ name: 'Ana Maria', is_master: true }]);
  });

  it('takes a form-encoded body as well, and opts in to marketing only when asked', async () => {
    const address = newAddress();
    const email = newEmail('form');
    const reply = await call(t, 'POST', '/api/v1/signup', {
      address,
      form: {
        email,
        password: DEMO_PASSWORD,
        birthday: '17-05-1990',
        agree: 'true',
        google_recaptcha_token: await captchaToken(t),
      },
    });
    expect(reply.statusCode).toBe(201);
    const [row] = await t.db.query<{ marketing_optin: boolean; birthday: string }>(
      'SELECT marketing_optin, birthday FROM accounts WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ marketing_optin: false, birthday: '1990-05-17' });
  });
});

describe('the captcha (action "login") through the sandbox provider', () => {
  it('refuses a missing, made-up, reused, expired or other-action token', async () => {
    const email = newEmail('captcha');
    const used = await captchaToken(t);
    await signUp(t, newEmail('captcha-first'), { fields: { google_recaptcha_token: used } });
    const expired = await captchaToken(t);
    const otherAction = await captchaToken(t, 'checkout');

    for (const token of [undefined, '', 'made-up-token', used, otherAction]) {
      const reply = await signupReply({ ...signupFields(email, 'x'), google_recaptcha_token: token });
      expect(errorOf(reply)).toEqual({ status: 400, code: 'captcha_invalid' });
    }
    clock += (SANDBOX_CAPTCHA_TOKEN_TTL_SECONDS + 1) * 1000;
    const late = await signupReply(signupFields(newEmail('captcha-late'), expired));
    expect(errorOf(late)).toEqual({ status: 400, code: 'captcha_invalid' });
    expect(await t.db.query('SELECT 1 FROM accounts WHERE email = $1', [email])).toEqual([]);
  });

  it('spends a token even on a refused sign-up, as real providers do', async () => {
    const token = await captchaToken(t);
    expect(errorOf(await signupReply(signupFields('demo@palco.pt', token)))).toEqual({
      status: 409,
      code: 'email_in_use',
    });
    expect(errorOf(await signupReply(signupFields(newEmail('spent'), token)))).toEqual({
      status: 400,
      code: 'captcha_invalid',
    });
  });
});

describe('one account per e-mail', () => {
  it('answers 409 email_in_use for a taken e-mail, whatever its case', async () => {
    for (const email of ['demo@palco.pt', ' DEMO@Palco.pt']) {
      const reply = await signupReply(signupFields(email, await captchaToken(t)));
      expect(errorOf(reply)).toEqual({ status: 409, code: 'email_in_use' });
      expect((reply.json() as { message: string }).message).toBe(messages.SERVER_ERROR_EMAIL_IN_USE);
    }
  });

  it('makes one account of a form submitted twice at once', async () => {
    const email = newEmail('twice');
    const [a, b] = await Promise.all([
      signupReply(signupFields(email, await captchaToken(t))),
      signupReply(signupFields(email, await captchaToken(t))),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('activation by an e-mailed code', () => {
  it('sends the code, refuses sign-in until it is entered, then lets the viewer in', async () => {
    const email = newEmail('ativar');
    const account = await signUp(t, email);

    const [mail, ...others] = await mailsTo(t, email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: email,
      kind: 'activation',
      locale: 'pt_PT',
      subject: 'Ativa a tua conta Palco',
    });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code ?? '-');
    expect(mail?.text).toContain(`${CODE_TTL_SECONDS / 60} minutos`);
    expect(mail?.html).toContain(mail?.code ?? '-');

    // The right password learns the account is locked; a wrong one learns nothing more than elsewhere.
    expect(errorOf(await login(t, email, 'wrong-password'))).toEqual({
      status: 401,
      code: 'invalid_credentials',
    });
    const locked = await login(t, email, DEMO_PASSWORD);
    expect(errorOf(locked)).toEqual({ status: 423, code: 'account_not_activated' });
    expect((locked.json() as { message: string }).message).toBe(messages.SERVER_ERROR_ACCOUNT_NOT_ACTIVATED);

    const check = await call(t, 'POST', '/api/v1/account/check', { address: newAddress(), json: { email } });
    expect(AccountCheckSchema.parse(check.json())).toEqual({ exists: true, activated: false });

    const validated = await call(t, 'POST', '/api/v1/validate', {
      address: newAddress(),
      json: { id: account.id, code: mail?.code },
    });
    expect(validated.statusCode).toBe(200);
    expect(ActivationSchema.parse(validated.json())).toEqual({ id: account.id, email, activated: true });

    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
    const after = await call(t, 'POST', '/api/v1/account/check', { address: newAddress(), json: { email } });
    expect(after.json()).toEqual({ exists: true, activated: true });
  });

  it('takes the e-mail in place of the id, and the code as a number or spaced out', async () => {
    const email = newEmail('por-email');
    await signUp(t, email);
    const code = await latestCode(t, email, 'activation');
    const reply = await call(t, 'POST', '/api/v1/validate', {
      address: newAddress(),
      json: { email: email.toUpperCase(), code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses a wrong, a reused and an expired code, and an unknown account alike', async () => {
    const email = newEmail('codigos');
    const account = await signUp(t, email);
    const code = await latestCode(t, email, 'activation');
    const validate = (json: unknown) => call(t, 'POST', '/api/v1/validate', { address: newAddress(), json });

    expect(errorOf(await validate({ id: account.id, code: otherCode(code) }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect(errorOf(await validate({ id: 'acc-nobody', code }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect(errorOf(await validate({ email: 'nobody@exemplo.pt', code }))).toEqual({
      status: 400,
      code: 'invalid_code',
    });
    expect((await validate({ id: account.id, code })).statusCode).toBe(200);
    expect(errorOf(await validate({ id: account.id, code }))).toEqual({ status: 400, code: 'invalid_code' });

    const late = newEmail('tarde');
    const lateAccount = await signUp(t, late);
    const lateCode = await latestCode(t, late, 'activation');
    clock += CODE_TTL_SECONDS * 1000;
    expect(errorOf(await validate({ id: lateAccount.id, code: lateCode }))).toEqual({
      status: 400,
      code: 'code_expired',
    });
  });

  it('voids a code after five wrong tries', async () => {
    const email = newEmail('cinco');
    const account = await signUp(t, email);
    const code = await latestCode(t, email, 'activation');
    for (let i = 0; i < 5; i++) {
      const reply = await call(t, 'POST', '/api/v1/validate', {
        address: newAddress(),
        json: { id: account.id, code: otherCode(String((Number(code) + i) % 1_000_000)) },
      });
      expect(errorOf(reply).code).toBe('invalid_code');
    }
    const right = await call(t, 'POST', '/api/v1/validate', {
      address: newAddress(),
      json: { id: account.id, code },
    });
    expect(errorOf(right)).toEqual({ status: 400, code: 'invalid_code' });
  });

  it('sends a new code on reactivation and voids the old one', async () => {
    const email = newEmail('reativar');
    const account = await signUp(t, email);
    const first = await latestCode(t, email, 'activation');

    const reply = await call(t, 'PUT', '/api/v1/account/activate', {
      address: newAddress(),
      json: { email },
    });
    expect(reply.statusCode).toBe(200);
    expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['activation', 'activation']);
    const second = mails[0]?.code ?? '';
    expect(second).toMatch(/^\d{6}$/);

    const validate = (code: string) =>
      call(t, 'POST', '/api/v1/validate', { address: newAddress(), json: { id: account.id, code } });
    if (first !== second) expect(errorOf(await validate(first)).code).toBe('invalid_code');
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('answers reactivation alike for an unknown and an active e-mail, and sends them nothing', async () => {
    for (const email of ['nobody-here@exemplo.pt', 'free@palco.pt']) {
      const reply = await call(t, 'PUT', '/api/v1/account/activate', {
        address: newAddress(),
        json: { email },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ ok: true });
      expect(await mailsTo(t, email)).toEqual([]);
    }
    expect(errorOf(await call(t, 'PUT', '/api/v1/account/activate', { json: { email: 'x' } }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
    });
  });

  it('lets a signed-up session ask again without typing the e-mail', async () => {
    const email = newEmail('sessao');
    const account = await signUp(t, email, { query: '?session=1' });
    const reply = await call(t, 'PUT', '/api/v1/account/activate', {
      address: newAddress(),
      token: account.access_token,
    });
    expect(reply.statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it('writes the mail in the language the viewer signed up in', async () => {
    const en = newEmail('en');
    await signUp(t, en, { fields: { locale: 'en' } });
    expect((await mailsTo(t, en))[0]).toMatchObject({ locale: 'en', subject: 'Activate your Palco account' });

    const fr = newEmail('fr');
    const reply = await call(t, 'POST', '/api/v1/signup', {
      address: newAddress(),
      headers: { 'accept-language': 'de-DE, fr-CA;q=0.9, en;q=0.5' },
      json: signupFields(fr, await captchaToken(t)),
    });
    expect(reply.statusCode).toBe(201);
    const [mail] = await mailsTo(t, fr);
    expect(mail).toMatchObject({ locale: 'fr_FR', subject: 'Activez votre compte Palco' });
    expect(mail?.text).toContain('Bonjour,');
  });
});

describe('registration step 2: completing the profile', () => {
  it('gives a session with ?session=1 and completes the account with PUT /v1/account', async () => {
    const email = newEmail('passo2');
    const signup = await signupReply(signupFields(email, await captchaToken(t)), { query: '?session=1' });
    expect(signup.statusCode).toBe(201);
    const answer = SignupResponseSchema.parse(signup.json());
    expect(answer).toMatchObject({
      completed: false,
      token_type: 'Bearer',
      access_token: expect.any(String),
    });
    const token = answer.access_token ?? '';

    const before = AccountSchema.parse((await call(t, 'GET', '/api/v1/account', { token })).json());
    expect(before).toMatchObject({ email, completed: false, activated: false, first_name: '' });
    expect(before.profiles).toEqual([{ id: expect.any(String), name: email.split('@')[0] }]);

    const put = (json: unknown) => call(t, 'PUT', '/api/v1/account', { token, json });
    expect(errorOf(await put({ phone: '+351912345678' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_COMPLETE_MESSAGE',
    });
    expect(errorOf(await put({ fullname: 'Rita' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID',
    });
    expect(errorOf(await put({ fullname: 'Rita Gomes', phone: '351912' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_PHONE_INVALID',
    });
    expect(errorOf(await put({ fullname: 'Rita Gomes', gender: 'alien' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_GENDER_INVALID',
    });
    expect(errorOf(await put({ fullname: 'Rita Gomes', birthday: '2020-01-01' }))).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_REGISTER_MESSAGE',
    });
    expect(errorOf(await put({ fullname: 'Rita Gomes', email: 'another@exemplo.pt' }))).toEqual({
      status: 403,
      code: 403,
    });

    const done = await put({
      fullname: '  Rita   Gomes Sá ',
      phone: '+33612345678',
      gender: 'f',
      email,
      optin: 'true',
    });
    expect(done.statusCode).toBe(200);
    expect(AccountSchema.parse(done.json())).toMatchObject({
      first_name: 'Rita',
      last_name: 'Gomes Sá',
      phone: '+33612345678',
      gender: 'f',
      completed: true,
      optin: true,
      profiles: [{ name: 'Rita' }],
    });
    // Left out keeps; empty clears.
    const cleared = await put({ phone: '' });
    expect(AccountSchema.parse(cleared.json())).toMatchObject({ phone: null, gender: 'f', completed: true });
  });

  it('asks for the terms of an account that has not accepted them', async () => {
    await t.db.query(
      "UPDATE accounts SET terms_accepted_at = NULL, completed = false WHERE email = 'free@palco.pt'",
    );
    const token = ((await login(t, 'free@palco.pt', DEMO_PASSWORD)).json() as { access_token: string })
      .access_token;
    expect(
      errorOf(await call(t, 'PUT', '/api/v1/account', { token, json: { fullname: 'Rui Costa' } })),
    ).toEqual({
      status: 400,
      code: 'AUTHENTICATION_ERROR_COMPLETE_MESSAGE',
    });
    const reply = await call(t, 'PUT', '/api/v1/account', { token, json: { agree: true } });
    expect(AccountSchema.parse(reply.json())).toMatchObject({ completed: true, first_name: 'Rui' });
  });

  it('needs a session', async () => {
    expect(errorOf(await call(t, 'PUT', '/api/v1/account', { json: { fullname: 'Rita Gomes' } }))).toEqual({
      status: 401,
      code: 401,
    });
  });
});

describe('accounts made before sign-up had activation', () => {
  it('stay activated, with their terms accepted, when the migration adds activation', async () => {
    const db = await pgliteDb(new HostPGlite(), 'PGlite in memory');
    try {
      await db.exec(
        'CREATE TABLE migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const name of ['001_initial.sql', '002_browse.sql']) {
        await db.exec(await readFile(path.join(__dirname, '../src/migrations', name), 'utf8'));
        await db.query('INSERT INTO migrations (name) VALUES ($1)', [name]);
      }
      await db.query(
        `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
           is_multi_profile, premium)
         VALUES ('acc-old', 'old@palco.pt', 'x', 'Velha', 'Conta', 'PT', true, false, false)`,
      );
      expect(await migrate(db)).toContain('003_accounts.sql');
      const [row] = await db.query<{ activated: boolean; terms: boolean; optin: boolean }>(
        `SELECT activated_at IS NOT NULL AS activated, terms_accepted_at IS NOT NULL AS terms,
           marketing_optin AS optin FROM accounts WHERE id = 'acc-old'`,
      );
      expect(row).toEqual({ activated: true, terms: true, optin: false });
    } finally {
      await db.close();
    }
  });
});

describe('the demo accounts', () => {
  it('stay activated and sign in as before', async () => {
    for (const email of ['demo@palco.pt', 'free@palco.pt', 'family@palco.pt']) {
      expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE id LIKE 'acc-%' AND activated_at IS NULL AND email LIKE '%@palco.pt'",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('limits on calls that send mail or look accounts up', () => {
  function expectTooMany(reply: LightMyRequestResponse): void {
    expect(errorOf(reply)).toEqual({ status: 429, code: 'too_many_attempts' });
    const retryAfter = Number(reply.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
  }

  it('sends at most 5 activation mails to one e-mail in 15 minutes, from any address', async () => {
    const email = newEmail('limite');
    await signUp(t, email); // the first mail
    for (let i = 0; i < 4; i++) {
      const reply = await call(t, 'PUT', '/api/v1/account/activate', {
        address: newAddress(),
        json: { email },
      });
      expect(reply.statusCode).toBe(200);
    }
    expectTooMany(
      await call(t, 'PUT', '/api/v1/account/activate', { address: newAddress(), json: { email } }),
    );
    expect(await mailsTo(t, email)).toHaveLength(5);
    clock += ATTEMPT_WINDOW_MS;
    expect(
      (await call(t, 'PUT', '/api/v1/account/activate', { address: newAddress(), json: { email } }))
        .statusCode,
    ).toBe(200);
  });

  it('stops one address sending mail to many e-mails after 30', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      const reply = await call(t, 'PUT', '/api/v1/account/activate', {
        address,
        json: { email: newEmail('muitos') },
      });
      expect(reply.statusCode).toBe(200);
    }
    expectTooMany(
      await call(t, 'PUT', '/api/v1/account/activate', { address, json: { email: newEmail('muitos') } }),
    );
    expectTooMany(await signupReply(signupFields(newEmail('muitos'), await captchaToken(t)), { address }));
  });

  it('counts account checks per address', async () => {
    const address = newAddress();
    for (let i = 0; i < 60; i++) {
      const reply = await call(t, 'POST', '/api/v1/account/check', {
        address,
        json: { email: newEmail('ver') },
      });
      expect(AccountCheckSchema.parse(reply.json())).toEqual({ exists: false, activated: false });
    }
    expectTooMany(
      await call(t, 'POST', '/api/v1/account/check', { address, json: { email: 'demo@palco.pt' } }),
    );
  });

  it('stops guessing activation codes after 10 tries from one address', async () => {
    const email = newEmail('adivinhar');
    const account = await signUp(t, email);
    const code = await latestCode(t, email, 'activation');
    const address = newAddress();
    // New codes keep coming (a code is void after 5 wrong tries), but the guesses are counted all along.
    for (let round = 0; round < 2; round++) {
      await t.db.query('UPDATE account_codes SET failures = 0 WHERE account_id = $1', [account.id]);
      for (let i = 0; i < 5; i++) {
        const reply = await call(t, 'POST', '/api/v1/validate', {
          address,
          json: { id: account.id, code: otherCode(code) },
        });
        expect(reply.statusCode).toBe(400);
      }
    }
    expectTooMany(await call(t, 'POST', '/api/v1/validate', { address, json: { id: account.id, code } }));
  });
});
