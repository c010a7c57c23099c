/** @jest-environment ./test/pglite-environment.cjs */
import { DeviceListSchema, DEVICES_PER_ACCOUNT, DoneSchema, LoginResponseSchema } from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { publicDeviceId } from '../src/accounts/devices';
import { userAgentParts } from '../src/accounts/user-agent';
import { LAST_USED_RESOLUTION_MS, SESSION_TTL_SECONDS } from '../src/auth/sessions';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { call, errorOf, latestCode, newAddress, newEmail, signUp } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
let clock = Date.UTC(2026, 3, 6, 10);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** An activated account of the test's own: its e-mail, with the demo password. */
async function newAccount(label: string): Promise<string> {
  const email = newEmail(label);
  const account = await signUp(t, email);
  const code = await latestCode(t, email, 'activation');
  const reply = await call(t, 'POST', '/api/v1/validate', {
    address: newAddress(),
    json: { id: account.id, code },
  });
  expect(reply.statusCode).toBe(200);
  return email;
}

function signInOn(
  email: string,
  device: string | null,
  userAgent = CHROME_ON_LINUX,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', '/api/v1/login', {
    address: newAddress(),
    form: { email, password: DEMO_PASSWORD },
    headers: {
      'user-agent': userAgent,
      'x-device-platform': 'web',
      ...(device ? { 'x-device-id': device } : {}),
    },
  });
}

async function tokenOn(email: string, device: string | null, userAgent?: string): Promise<string> {
  const reply = await signInOn(email, device, userAgent);
  expect(reply.statusCode).toBe(200);
  return LoginResponseSchema.parse(reply.json()).access_token;
}

async function devicesSeenBy(token: string, device: string | null = null) {
  const reply = await call(t, 'GET', '/api/v1/devices', {
    token,
    headers: device ? { 'x-device-id': device } : {},
  });
  expect(reply.statusCode).toBe(200);
  return DeviceListSchema.parse(reply.json());
}

const accountIdOf = async (email: string): Promise<string> => {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
  if (!row) throw new Error(`No account ${email}`);
  return row.id;
};

describe('GET /v1/devices', () => {
  it('lists the account’s devices with their names’ parts, platform, first and last use, and this one', async () => {
    const email = await newAccount('devices-list');
    const laptop = await tokenOn(email, 'laptop-1');
    const signedInAt = clock;
    clock += 60_000;
    await tokenOn(email, 'phone-1', SAFARI_ON_IPHONE);

    const list = await devicesSeenBy(laptop);
    expect(list.max_devices).toBe(DEVICES_PER_ACCOUNT);
    expect(list.devices).toEqual([
      {
        id: publicDeviceId(await accountIdOf(email), 'phone-1'),
        browser: 'Safari',
        os: 'iOS',
        platform: 'web',
        first_seen: Math.floor(clock / 1000),
        last_seen: Math.floor(clock / 1000),
        current: false,
      },
      {
        id: publicDeviceId(await accountIdOf(email), 'laptop-1'),
        browser: 'Chrome',
        os: 'Linux',
        platform: 'web',
        first_seen: Math.floor(signedInAt / 1000),
        last_seen: Math.floor(signedInAt / 1000),
        current: true,
      },
    ]);
    // The raw device ids never leave the API.
    expect(JSON.stringify(list)).not.toContain('laptop-1');
  });

  it('moves a device’s last use forward as its session is used, every few minutes', async () => {
    const email = await newAccount('devices-seen');
    const token = await tokenOn(email, 'tablet-1');
    const start = clock;
    clock += LAST_USED_RESOLUTION_MS + 1000;
    await devicesSeenBy(token);
    clock += 1000;
    const [device] = (await devicesSeenBy(token)).devices;
    expect(device?.first_seen).toBe(Math.floor(start / 1000));
    expect(device?.last_seen).toBe(Math.floor((start + LAST_USED_RESOLUTION_MS + 1000) / 1000));
  });

  it('counts sessions without a device id as one device, and one device signed in twice once', async () => {
    const email = await newAccount('devices-once');
    const token = await tokenOn(email, null);
    await tokenOn(email, null);
    await tokenOn(email, 'box-1');
    await tokenOn(email, 'box-1');
    const { devices } = await devicesSeenBy(token);
    expect(devices).toHaveLength(2);
    expect(devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('shows only the caller’s account, and refuses a visitor', async () => {
    const email = await newAccount('devices-mine');
    const other = await newAccount('devices-theirs');
    await tokenOn(email, 'mine-1');
    const theirs = await tokenOn(other, 'theirs-1');
    const { devices } = await devicesSeenBy(theirs);
    expect(devices.map((device) => device.id)).toEqual([
      publicDeviceId(await accountIdOf(other), 'theirs-1'),
    ]);
    expect(errorOf(await call(t, 'GET', '/api/v1/devices'))).toEqual({ status: 401, code: 401 });
  });
});

describe('at most 10 devices per account', () => {
  it('refuses a sign-in from an 11th device, saying how to make room, and never a known device', async () => {
    const email = await newAccount('devices-limit');
    const tokens: string[] = [];
    for (let n = 1; n <= DEVICES_PER_ACCOUNT; n += 1) tokens.push(await tokenOn(email, `device-${n}`));

    const eleventh = await signInOn(email, 'device-11');
    expect(errorOf(eleventh)).toEqual({ status: 403, code: 'device_limit_reached' });
    expect(eleventh.json()).toMatchObject({
      message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_DEVICE_LIMIT_REACHED,
    });
    for (const locale of ['pt_PT', 'en', 'fr_FR'] as const) {
      expect(SERVER_TRANSLATIONS[locale].SERVER_ERROR_DEVICE_LIMIT_REACHED).toMatch(/10/);
    }
    // A device without an id is one more device too.
    expect(errorOf(await signInOn(email, null))).toEqual({ status: 403, code: 'device_limit_reached' });
    // Signing in again on a device the account has is never refused.
    expect((await signInOn(email, 'device-3')).statusCode).toBe(200);
    expect((await devicesSeenBy(tokens[0] ?? '')).devices).toHaveLength(DEVICES_PER_ACCOUNT);

    // Removing one makes room.
    const removed = await call(
      t,
      'DELETE',
      `/api/v1/device/${publicDeviceId(await accountIdOf(email), 'device-5')}`,
      {
        token: tokens[0],
      },
    );
    expect(removed.statusCode).toBe(200);
    expect((await signInOn(email, 'device-11')).statusCode).toBe(200);
  });

  it('frees the place of a device whose sessions expired', async () => {
    const email = await newAccount('devices-expiry');
    for (let n = 1; n <= DEVICES_PER_ACCOUNT; n += 1) await tokenOn(email, `old-${n}`);
    expect((await signInOn(email, 'new-1')).statusCode).toBe(403);
    clock += SESSION_TTL_SECONDS * 1000 + 1000;
    expect((await signInOn(email, 'new-1')).statusCode).toBe(200);
  });
});

describe('DELETE /v1/device/{id}', () => {
  it('signs every session of the device out, and the list no longer has it', async () => {
    const email = await newAccount('devices-remove');
    const laptop = await tokenOn(email, 'laptop-2');
    const tv = await tokenOn(email, 'tv-2');
    const tvAgain = await tokenOn(email, 'tv-2');
    const tvId = publicDeviceId(await accountIdOf(email), 'tv-2');

    const reply = await call(t, 'DELETE', `/api/v1/device/${tvId}`, { token: laptop });
    expect(reply.statusCode).toBe(200);
    expect(DoneSchema.parse(reply.json())).toEqual({ ok: true });
    for (const token of [tv, tvAgain]) {
      expect(errorOf(await call(t, 'GET', '/api/v1/account', { token }))).toEqual({ status: 401, code: 401 });
    }
    expect((await devicesSeenBy(laptop)).devices.map((device) => device.id)).not.toContain(tvId);
    // Gone already: a second removal finds nothing.
    expect(errorOf(await call(t, 'DELETE', `/api/v1/device/${tvId}`, { token: laptop }))).toEqual({
      status: 404,
      code: 404,
    });
  });

  it('signs this device out when it is the one removed', async () => {
    const email = await newAccount('devices-self');
    const token = await tokenOn(email, 'self-1');
    const { devices } = await devicesSeenBy(token, 'self-1');
    const own = devices.find((device) => device.current);
    expect(own).toBeDefined();
    expect((await call(t, 'DELETE', `/api/v1/device/${own?.id ?? ''}`, { token })).statusCode).toBe(200);
    expect(errorOf(await call(t, 'GET', '/api/v1/devices', { token }))).toEqual({ status: 401, code: 401 });
  });

  it('cannot touch another account’s device: 404 in the error shape, and the device stays', async () => {
    const email = await newAccount('devices-victim');
    const other = await newAccount('devices-intruder');
    const victim = await tokenOn(email, 'victim-1');
    const intruder = await tokenOn(other, 'intruder-1');
    const victimDevice = publicDeviceId(await accountIdOf(email), 'victim-1');

    const reply = await call(t, 'DELETE', `/api/v1/device/${victimDevice}`, { token: intruder });
    expect(errorOf(reply)).toEqual({ status: 404, code: 404 });
    expect((await call(t, 'GET', '/api/v1/account', { token: victim })).statusCode).toBe(200);
    expect(errorOf(await call(t, 'DELETE', `/api/v1/device/${victimDevice}`))).toEqual({
      status: 401,
      code: 401,
    });
  });
});

describe('a device’s name parts, from the User-Agent of its sign-in', () => {
  it.each([
    [CHROME_ON_LINUX, 'Chrome', 'Linux'],
    [SAFARI_ON_IPHONE, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) 94.0.4606.31/7.0 TV Safari/537.36',
      null,
      'Tizen',
    ],
    ['curl/8.5.0', null, null],
    [undefined, null, null],
  ])('%s', (userAgent, browser, os) => {
    expect(userAgentParts(userAgent)).toEqual({ browser, os });
  });
});
