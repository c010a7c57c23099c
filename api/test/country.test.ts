/** @jest-environment ./test/pglite-environment.cjs */
import { AccountSchema, ServerSettingsSchema, type OperatorName } from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import * as oauth from 'oauth4webapi';
import { VIEWER_COUNTRY_HEADER, viewerCountry } from '../src/media/viewer-country';
import { call, captchaToken, newAddress, newEmail, signupFields } from './account-helpers';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

/** The deployment as it starts by default: the header believed from a proxy on the same machine. */
let t: InjectApp;
/** A deployment with no CDN in front that pretends, as a whole, to be in Spain. */
let spain: InjectApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
beforeAll(async () => {
  spain = await buildTestApp({ env: { VIEWER_COUNTRY: 'ES', TRUST_VIEWER_COUNTRY: '0' } });
}, SETUP_TIMEOUT_MS);
afterAll(() => Promise.all([t?.close(), spain?.close()]), SETUP_TIMEOUT_MS);

/** The shell's proxy on the API's machine, forwarding a viewer at an address of the test's own. */
const LOCAL_PROXY = '127.0.0.1';
/** Someone who reaches the API directly, not through a proxy it trusts. */
const STRANGER = '203.0.113.77';

interface From {
  /** The connection's peer. */
  peer: string;
  country?: string;
  headers?: Record<string, string>;
}

const headersOf = ({ peer, country, headers }: From): Record<string, string> => ({
  ...headers,
  ...(country ? { [VIEWER_COUNTRY_HEADER]: country } : {}),
  // Through the proxy, the viewer has an address of their own, so the attempt limits do not pile up.
  ...(peer === LOCAL_PROXY ? { 'x-forwarded-for': newAddress() } : {}),
});

const settingsFrom = (app: InjectApp, from: From): Promise<LightMyRequestResponse> =>
  call(app, 'GET', '/api/v1/setting', { address: from.peer, headers: headersOf(from) });

async function visitorCountry(app: InjectApp, from: From): Promise<string | undefined> {
  const reply = await settingsFrom(app, from);
  expect(reply.statusCode).toBe(200);
  return ServerSettingsSchema.parse(reply.json()).visitor_country;
}

async function accountCountry(app: InjectApp, token: string): Promise<string> {
  const reply = await call(app, 'GET', '/api/v1/account', { token });
  expect(reply.statusCode).toBe(200);
  return AccountSchema.parse(reply.json()).country;
}

describe('the settings tell the site where the visitor is', () => {
  it('from the CDN’s header through a trusted proxy, else PT', async () => {
    expect(await visitorCountry(t, { peer: LOCAL_PROXY })).toBe('PT');
    expect(await visitorCountry(t, { peer: LOCAL_PROXY, country: 'FR' })).toBe('FR');
    expect(await visitorCountry(t, { peer: LOCAL_PROXY, country: 'de' })).toBe('DE');
    // Not a country code: as if there were none.
    expect(await visitorCountry(t, { peer: LOCAL_PROXY, country: 'France' })).toBe('PT');
  });

  it('ignores the header from a caller no trusted proxy vouches for', async () => {
    expect(await visitorCountry(t, { peer: STRANGER, country: 'FR' })).toBe('PT');
  });

  it('from VIEWER_COUNTRY where the header is not believed, never from the header then', async () => {
    expect(await visitorCountry(spain, { peer: LOCAL_PROXY })).toBe('ES');
    expect(await visitorCountry(spain, { peer: LOCAL_PROXY, country: 'FR' })).toBe('ES');
    expect(await visitorCountry(spain, { peer: LOCAL_PROXY, country: 'PT' })).toBe('ES');
  });

  it('varies by the header, and is kept by browsers only, revalidated by its ETag on every use', async () => {
    const fr = await settingsFrom(t, { peer: LOCAL_PROXY, country: 'FR' });
    const pt = await settingsFrom(t, { peer: LOCAL_PROXY, country: 'PT' });
    for (const reply of [fr, pt]) {
      const vary = String(reply.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/);
      expect(vary).toEqual(
        expect.arrayContaining(['cloudfront-viewer-country', 'origin', 'accept-encoding']),
      );
      expect(reply.headers['cache-control']).toBe('private, no-cache');
    }
    expect(fr.headers.etag).toEqual(expect.any(String));
    expect(fr.headers.etag).not.toBe(pt.headers.etag);

    // A browser that travelled: the copy it holds from Portugal is not the answer in France.
    const travelled = await settingsFrom(t, {
      peer: LOCAL_PROXY,
      country: 'FR',
      headers: { 'if-none-match': String(pt.headers.etag) },
    });
    expect(travelled.statusCode).toBe(200);
    expect(ServerSettingsSchema.parse(travelled.json()).visitor_country).toBe('FR');
    const same = await settingsFrom(t, {
      peer: LOCAL_PROXY,
      country: 'FR',
      headers: { 'if-none-match': String(fr.headers.etag) },
    });
    expect(same.statusCode).toBe(304);
  });
});

describe('the country refusal (451) believes the header as the settings do', () => {
  it('refuses a stream abroad only when the header is believed', async () => {
    const [channel] = await t.db.query<{ media_id: string }>(
      'SELECT media_id FROM channels WHERE media_id IS NOT NULL ORDER BY position LIMIT 1',
    );
    const media = (from: From) =>
      call(t, 'GET', `/api/v1/content/media/${channel?.media_id}`, {
        address: from.peer,
        headers: headersOf(from),
      });
    expect((await media({ peer: LOCAL_PROXY, country: 'FR' })).statusCode).toBe(451);
    // A stranger claiming Portugal from abroad, or claiming anything: where the deployment says.
    expect((await media({ peer: STRANGER, country: 'FR' })).statusCode).toBe(200);
    expect((await media({ peer: LOCAL_PROXY })).statusCode).toBe(200);
  });
});

describe('which callers’ header is believed (TRUST_VIEWER_COUNTRY, else TRUST_PROXY)', () => {
  const from = (peer: string | undefined, country = 'FR') => ({
    headers: { [VIEWER_COUNTRY_HEADER]: country },
    ...(peer === undefined ? {} : { socket: { remoteAddress: peer } }),
  });

  it('by default from a proxy on the same machine only, IPv4 or IPv6', () => {
    expect(viewerCountry(from('127.0.0.1'), {})).toBe('FR');
    expect(viewerCountry(from('::1'), {})).toBe('FR');
    expect(viewerCountry(from('::ffff:127.0.0.1'), {})).toBe('FR');
    expect(viewerCountry(from('10.0.0.5'), {})).toBe('PT');
    expect(viewerCountry(from('203.0.113.7'), {})).toBe('PT');
    expect(viewerCountry(from(undefined), {})).toBe('PT');
  });

  it('from the proxies TRUST_PROXY names, as Fastify reads it', () => {
    const docker = { TRUST_PROXY: 'loopback,uniquelocal' };
    expect(viewerCountry(from('172.18.0.3'), docker)).toBe('FR');
    expect(viewerCountry(from('::ffff:10.1.2.3'), docker)).toBe('FR');
    expect(viewerCountry(from('203.0.113.7'), docker)).toBe('PT');
    const listed = { TRUST_PROXY: '198.51.100.0/24, 2001:db8::1' };
    expect(viewerCountry(from('198.51.100.20'), listed)).toBe('FR');
    expect(viewerCountry(from('2001:db8::1'), listed)).toBe('FR');
    expect(viewerCountry(from('127.0.0.1'), listed)).toBe('PT');
    expect(viewerCountry(from('203.0.113.7'), { TRUST_PROXY: 'true' })).toBe('FR');
    expect(viewerCountry(from('127.0.0.1'), { TRUST_PROXY: 'false' })).toBe('PT');
    // An entry nobody can read trusts nobody.
    expect(viewerCountry(from('127.0.0.1'), { TRUST_PROXY: 'localhost' })).toBe('PT');
  });

  it('always with TRUST_VIEWER_COUNTRY=1, never with 0, whatever TRUST_PROXY says', () => {
    expect(viewerCountry(from('203.0.113.7'), { TRUST_VIEWER_COUNTRY: '1' })).toBe('FR');
    expect(viewerCountry(from(undefined), { TRUST_VIEWER_COUNTRY: 'true' })).toBe('FR');
    expect(viewerCountry(from('127.0.0.1'), { TRUST_VIEWER_COUNTRY: '0' })).toBe('PT');
    expect(viewerCountry(from('127.0.0.1'), { TRUST_VIEWER_COUNTRY: 'false', TRUST_PROXY: 'true' })).toBe(
      'PT',
    );
    expect(viewerCountry(from('127.0.0.1'), { TRUST_VIEWER_COUNTRY: '0', VIEWER_COUNTRY: 'it' })).toBe('IT');
  });
});

describe('an account’s country is where its viewer was when it was made', () => {
  async function register(app: InjectApp, from: From): Promise<string> {
    const email = newEmail('pais');
    const reply = await call(app, 'POST', '/api/v1/signup?session=1', {
      address: from.peer,
      headers: headersOf(from),
      json: signupFields(email, await captchaToken(app)),
    });
    expect(reply.statusCode).toBe(201);
    return (reply.json() as { access_token: string }).access_token;
  }

  it('at sign-up: the believed header, else the deployment’s country', async () => {
    expect(await accountCountry(t, await register(t, { peer: LOCAL_PROXY, country: 'FR' }))).toBe('FR');
    expect(await accountCountry(t, await register(t, { peer: LOCAL_PROXY }))).toBe('PT');
    expect(await accountCountry(t, await register(t, { peer: STRANGER, country: 'FR' }))).toBe('PT');
    expect(await accountCountry(spain, await register(spain, { peer: LOCAL_PROXY, country: 'FR' }))).toBe(
      'ES',
    );
  });

  const SITE = 'http://localhost:3000';

  /** A person allows the sign-in at a sandbox provider; the code, verifier and nonce the page gets back. */
  async function authorize(
    provider: string,
    redirectUri: string,
    scope: string,
    person: { name: string; email: string },
  ) {
    const verifier = oauth.generateRandomCodeVerifier();
    const nonce = oauth.generateRandomNonce();
    const reply = await call(t, 'POST', `/sandbox/oauth/${provider}/authorize`, {
      form: {
        response_type: 'code',
        client_id: 'palco-web',
        redirect_uri: redirectUri,
        scope,
        state: 'st',
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        decision: 'allow',
        name: person.name,
        email: person.email,
        share_email: '1',
      },
    });
    expect(reply.statusCode).toBe(303);
    const code = new URL(String(reply.headers.location)).searchParams.get('code') ?? '';
    return { code, verifier, nonce };
  }

  it('at a first social sign-in', async () => {
    const redirectUri = `${SITE}/login`;
    const got = await authorize('google', redirectUri, 'openid email', {
      name: 'Rita Viagem',
      email: newEmail('google'),
    });
    const reply = await call(t, 'POST', '/api/v1/social/login', {
      address: LOCAL_PROXY,
      headers: headersOf({ peer: LOCAL_PROXY, country: 'BE' }),
      json: {
        provider: 'google',
        access_token: got.code,
        code_verifier: got.verifier,
        redirect_uri: redirectUri,
        nonce: got.nonce,
      },
    });
    expect(reply.statusCode).toBe(200);
    const made = reply.json() as { access_token: string; created: boolean };
    expect(made.created).toBe(true);
    expect(await accountCountry(t, made.access_token)).toBe('BE');
  });

  it('at a first operator sign-in', async () => {
    const operator: OperatorName = 'meo';
    const redirectUri = `${SITE}/auth/${operator}`;
    const got = await authorize(operator, redirectUri, 'openid profile', {
      name: 'Rui Fibra',
      email: newEmail('meo'),
    });
    const reply = await call(t, 'POST', '/api/v1/operator/login', {
      address: LOCAL_PROXY,
      headers: headersOf({ peer: LOCAL_PROXY, country: 'LU' }),
      json: {
        operator,
        code: got.code,
        code_verifier: got.verifier,
        redirect_uri: redirectUri,
        nonce: got.nonce,
      },
    });
    expect(reply.statusCode).toBe(200);
    const made = reply.json() as { access_token: string; created: boolean };
    expect(made.created).toBe(true);
    expect(await accountCountry(t, made.access_token)).toBe('LU');
  });
});
