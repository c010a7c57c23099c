/** @jest-environment ./test/pglite-environment.cjs */
import {
  AccountSchema,
  DeviceCodeSchema,
  DEVICES_PER_ACCOUNT,
  DeviceLoginPendingSchema,
  DoneSchema,
  LoginResponseSchema,
  TV_CODE_ALPHABET,
  TV_CODE_LENGTH,
  TV_CODE_POLL_SECONDS,
  TV_CODE_TTL_SECONDS,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { call, errorOf, newAddress } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let clock = Date.UTC(2026, 3, 7, 20);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** A screen: its device id, and the address it calls from. */
interface Screen {
  device: string;
  address: string;
}

let nextScreen = 1;
const newScreen = (): Screen => ({ device: `tv-${nextScreen++}`, address: newAddress() });

async function codeFor(screen: Screen): Promise<string> {
  const reply = await call(t, 'GET', '/api/v1/device/code', {
    address: screen.address,
    headers: { 'x-device-id': screen.device, 'x-device-platform': 'tv' },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return DeviceCodeSchema.parse(reply.json()).code;
}

function poll(screen: Screen, code: string): Promise<LightMyRequestResponse> {
  return call(t, 'POST', '/api/v1/device/login', {
    address: screen.address,
    json: { code },
    headers: { 'x-device-id': screen.device, 'x-device-platform': 'tv' },
  });
}

function link(token: string | undefined, code: string, address = newAddress()) {
  return call(t, 'POST', '/api/v1/device/link', { address, token, json: { code } });
}

async function signIn(email: string, device = 'phone'): Promise<string> {
  const reply = await call(t, 'POST', '/api/v1/login', {
    address: newAddress(),
    form: { email, password: DEMO_PASSWORD },
    headers: { 'x-device-id': device },
  });
  expect(reply.statusCode).toBe(200);
  return LoginResponseSchema.parse(reply.json()).access_token;
}

/** The code as a viewer might type it: lower case, with a space in the middle. */
const typed = (code: string): string => `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;

describe('GET /v1/device/code', () => {
  it('gives 6 characters without look-alikes, good for the contracts’ time, to anyone', async () => {
    const codes = new Set<string>();
    for (let n = 0; n < 20; n += 1) {
      const reply = await call(t, 'GET', '/api/v1/device/code', { address: newAddress() });
      const answer = DeviceCodeSchema.parse(reply.json());
      expect(answer).toMatchObject({ expires_in: TV_CODE_TTL_SECONDS, interval: TV_CODE_POLL_SECONDS });
      expect(answer.code).toMatch(new RegExp(`^[${TV_CODE_ALPHABET}]{${TV_CODE_LENGTH}}$`));
      codes.add(answer.code);
    }
    expect(TV_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(codes.size).toBe(20);
  });
});

describe('TV sign-in by code, the full cycle', () => {
  it('is pending until linked, then signs the screen in once, and the code is spent', async () => {
    const screen = newScreen();
    const code = await codeFor(screen);

    const pending = await poll(screen, code);
    expect(pending.statusCode).toBe(202);
    expect(DeviceLoginPendingSchema.parse(pending.json())).toEqual({
      status: 'authorization_pending',
      expires_in: TV_CODE_TTL_SECONDS,
      interval: TV_CODE_POLL_SECONDS,
    });

    const viewer = await signIn('demo@palco.pt');
    const linked = await link(viewer, typed(code));
    expect(linked.statusCode).toBe(200);
    expect(DoneSchema.parse(linked.json())).toEqual({ ok: true });
    // A second press of the same viewer changes nothing.
    expect((await link(viewer, code)).statusCode).toBe(200);

    const signedIn = await poll(screen, code);
    expect(signedIn.statusCode).toBe(200);
    const { access_token } = LoginResponseSchema.parse(signedIn.json());
    const account = await call(t, 'GET', '/api/v1/account', { token: access_token });
    expect(AccountSchema.parse(account.json()).email).toBe('demo@palco.pt');
    // A single-profile account has its profile chosen, as at a password sign-in.
    expect((await call(t, 'GET', '/api/v1/profile', { token: access_token })).statusCode).toBe(200);
    // The screen is one of the account's devices now.
    const devices = await call(t, 'GET', '/api/v1/devices', {
      token: access_token,
      headers: { 'x-device-id': screen.device },
    });
    expect(devices.json()).toMatchObject({
      devices: expect.arrayContaining([expect.objectContaining({ platform: 'tv', current: true })]),
    });

    // Exactly once: the code is spent.
    expect(errorOf(await poll(screen, code))).toEqual({ status: 400, code: 'invalid_code' });
    expect(errorOf(await link(viewer, code))).toEqual({ status: 400, code: 'invalid_code' });
  });

  it('signs a family account in without a profile, which it then chooses', async () => {
    const screen = newScreen();
    const code = await codeFor(screen);
    expect((await link(await signIn('family@palco.pt'), code)).statusCode).toBe(200);
    const { access_token } = LoginResponseSchema.parse((await poll(screen, code)).json());
    expect(errorOf(await call(t, 'GET', '/api/v1/profile', { token: access_token }))).toEqual({
      status: 423,
      code: 'profile_not_chosen',
    });
  });

  it('answers only the screen that asked for the code', async () => {
    const screen = newScreen();
    const code = await codeFor(screen);
    expect((await link(await signIn('demo@palco.pt'), code)).statusCode).toBe(200);
    const thief = { device: 'somebody-else', address: screen.address };
    expect(errorOf(await poll(thief, code))).toEqual({ status: 400, code: 'invalid_code' });
    expect((await poll(screen, code)).statusCode).toBe(200);
  });

  it('runs out after the code’s time: the screen hears it expired, and linking it fails', async () => {
    const screen = newScreen();
    const code = await codeFor(screen);
    clock += (TV_CODE_TTL_SECONDS - 1) * 1000;
    expect(DeviceLoginPendingSchema.parse((await poll(screen, code)).json()).expires_in).toBe(1);
    clock += 2000;
    expect(errorOf(await poll(screen, code))).toEqual({ status: 400, code: 'code_expired' });
    expect(errorOf(await link(await signIn('demo@palco.pt'), code))).toEqual({
      status: 400,
      code: 'code_expired',
    });
  });
});

describe('POST /v1/device/link', () => {
  it('needs a signed-in caller', async () => {
    const code = await codeFor(newScreen());
    expect(errorOf(await link(undefined, code))).toEqual({ status: 401, code: 401 });
  });

  it('refuses unknown codes and codes another account linked', async () => {
    const viewer = await signIn('free@palco.pt');
    expect(errorOf(await link(viewer, 'ZZZZZZ'))).toEqual({ status: 400, code: 'invalid_code' });
    expect(errorOf(await link(viewer, 'not a code'))).toEqual({ status: 400, code: 'invalid_code' });

    const screen = newScreen();
    const code = await codeFor(screen);
    expect((await link(await signIn('demo@palco.pt'), code)).statusCode).toBe(200);
    const taken = await link(viewer, code);
    expect(errorOf(taken)).toEqual({ status: 409, code: 'code_already_used' });
    // The screen still signs in to the account that linked it first.
    const { access_token } = LoginResponseSchema.parse((await poll(screen, code)).json());
    const account = await call(t, 'GET', '/api/v1/account', { token: access_token });
    expect(AccountSchema.parse(account.json()).email).toBe('demo@palco.pt');
  });

  it('limits guessing per account and address: 429 after 10 wrong codes', async () => {
    const viewer = await signIn('free@palco.pt', 'guesser');
    const address = newAddress();
    for (let n = 0; n < 10; n += 1) {
      expect(errorOf(await link(viewer, `ZZZZZ${TV_CODE_ALPHABET[n] ?? 'A'}`, address)).code).toBe(
        'invalid_code',
      );
    }
    const code = await codeFor(newScreen());
    const refused = await link(viewer, code, address);
    expect(errorOf(refused)).toEqual({ status: 429, code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock += ATTEMPT_WINDOW_MS;
    expect((await link(viewer, await codeFor(newScreen()), address)).statusCode).toBe(200);
  });

  it('refuses a screen that would be the account’s 11th device', async () => {
    const [account] = await t.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE email = 'free@palco.pt'",
    );
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE account_id = $1', [account?.id ?? '']);
    const viewer = await signIn('free@palco.pt', 'full-1');
    for (let n = 2; n <= DEVICES_PER_ACCOUNT; n += 1) await signIn('free@palco.pt', `full-${n}`);
    const screen = newScreen();
    const code = await codeFor(screen);
    expect(errorOf(await link(viewer, code))).toEqual({ status: 403, code: 'device_limit_reached' });
    expect(DeviceLoginPendingSchema.parse((await poll(screen, code)).json()).status).toBe(
      'authorization_pending',
    );
  });
});

describe('POST /v1/device/login: guessing', () => {
  it('limits wrong codes per address, while the screen’s own polls never count', async () => {
    const screen = newScreen();
    const code = await codeFor(screen);
    for (let n = 0; n < 12; n += 1) expect((await poll(screen, code)).statusCode).toBe(202);
    for (let n = 0; n < 10; n += 1) {
      expect(errorOf(await poll(screen, `YYYYY${TV_CODE_ALPHABET[n] ?? 'A'}`)).code).toBe('invalid_code');
    }
    expect(errorOf(await poll(screen, 'YYYYYY'))).toEqual({ status: 429, code: 'too_many_attempts' });
  });
});
