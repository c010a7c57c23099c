/** @jest-environment ./test/pglite-environment.cjs */
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { SERVER_TRANSLATIONS } from '../src/seed/translations';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
// The API's clock, moved by the tests to leave a window behind.
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** Each test's callers come from addresses of their own, so the counts of one test never reach another. */
let nextAddress = 1;
const newAddress = (): string => `198.51.100.${nextAddress++}`;

const login = (address: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: address,
    payload: { email, password },
  });

const selectProfile = (address: string, token: string, profile: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/profile/select/${profile}`,
    remoteAddress: address,
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });

function expectTooMany(reply: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): number {
  expect(reply.statusCode).toBe(429);
  expect(JSON.parse(reply.body)).toEqual({
    code: 'too_many_attempts',
    message: SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_TOO_MANY_ATTEMPTS,
    error: 'Too Many Requests',
  });
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
  return retryAfter;
}

describe('guessing passwords', () => {
  it('answers 429 with Retry-After after 10 wrong passwords, and lets the owner in after the window', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 50; i++) {
      const reply = await login(address, 'demo@palco.pt', `wrong-${i}`);
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) retryAfter = expectTooMany(reply);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    // Held up from this address, the right password included, until the window ends.
    expectTooMany(await login(address, 'demo@palco.pt', DEMO_PASSWORD));

    // Nobody else is: the same account from another address, another account from this one.
    const elsewhere = newAddress();
    expect((await login(elsewhere, 'demo@palco.pt', 'wrong')).statusCode).toBe(401);
    expect((await login(elsewhere, 'demo@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(address, 'free@palco.pt', 'wrong')).statusCode).toBe(401);
    expect((await login(address, 'free@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);

    clock += retryAfter * 1000;
    expect((await login(address, 'demo@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) {
        expect((await login(address, 'free@palco.pt', `typo-${i}`)).statusCode).toBe(401);
      }
      expect((await login(address, 'free@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('counts an e-mail in any case as the same account', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? 'FAMILY@palco.pt' : ' family@PALCO.pt ';
      expect((await login(address, email, 'wrong')).statusCode).toBe(401);
    }
    expectTooMany(await login(address, 'family@palco.pt', 'wrong'));
  });

  it('stops one address trying many accounts after 100 failures', async () => {
    const address = newAddress();
    for (let i = 0; i < 100; i++) {
      expect((await login(address, `nobody-${i}@palco.pt`, 'palco123')).statusCode).toBe(401);
    }
    expectTooMany(await login(address, 'somebody-else@palco.pt', 'palco123'));
    expect((await login(newAddress(), 'somebody-else@palco.pt', 'palco123')).statusCode).toBe(401);
  }, 60_000);

  it('does not count a request that is not a guess (no password, a bad body)', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: address,
        payload: { email: 'demo@palco.pt' },
      });
      expect(reply.statusCode).toBe(400);
    }
    expect((await login(address, 'demo@palco.pt', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('guessing a PIN', () => {
  async function familyToken(): Promise<string> {
    const reply = await login(newAddress(), 'family@palco.pt', DEMO_PASSWORD);
    expect(reply.statusCode).toBe(200);
    return (JSON.parse(reply.body) as { access_token: string }).access_token;
  }

  it('answers 429 after 10 wrong PINs from one address, until the window ends', async () => {
    const token = await familyToken();
    const address = newAddress();
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 20; i++) {
      const reply = await selectProfile(address, token, 'pf-family-tiago', String(i).padStart(4, '0'));
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) retryAfter = expectTooMany(reply);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expectTooMany(await selectProfile(address, token, 'pf-family-tiago', '1234'));

    // A profile without a PIN is no guess; another address still gets its own tries.
    expect((await selectProfile(address, token, 'pf-family-teresa', '')).statusCode).toBe(400);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/select/pf-family-teresa',
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(open.statusCode).toBe(200);
    expect((await selectProfile(newAddress(), token, 'pf-family-tiago', '9999')).statusCode).toBe(403);

    clock += retryAfter * 1000;
    expect((await selectProfile(address, token, 'pf-family-tiago', '1234')).statusCode).toBe(200);
  });

  it('stops an account trying its PIN from many addresses after 30 failures', async () => {
    clock += ATTEMPT_WINDOW_MS;
    const token = await familyToken();
    for (let i = 0; i < 30; i++) {
      const address = newAddress();
      expect((await selectProfile(address, token, 'pf-family-tiago', '0000')).statusCode).toBe(403);
    }
    expectTooMany(await selectProfile(newAddress(), token, 'pf-family-tiago', '1234'));
  });
});
