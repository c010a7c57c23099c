import type { SocialProvider } from '@palco/contracts';
import {
  clearPending,
  completionBody,
  exchangeBody,
  readPending,
  readSocialAnswer,
  redirectUriFor,
  savePending,
  SOCIAL_PENDING_TTL_MS,
  startSocialSignIn,
} from './social-flow';
import { isSocialAnswer } from './social-answer';

const google: SocialProvider = {
  provider: 'google',
  issuer: 'http://localhost:4000/sandbox/oauth/google',
  authorization_endpoint: 'http://localhost:4000/sandbox/oauth/google/authorize',
  client_id: 'palco-web',
  scope: 'openid email profile',
  response_mode: 'query',
  oidc: true,
};
const apple: SocialProvider = { ...google, provider: 'apple', response_mode: 'form_post' };
const facebook: SocialProvider = { ...google, provider: 'facebook', oidc: false, scope: 'email' };
const ORIGIN = 'http://localhost:3000';

const start = (provider: SocialProvider, now = 1_000) =>
  startSocialSignIn(provider, { returnTo: '/series/x', locale: 'pt_PT', origin: ORIGIN, now });

afterEach(() => window.localStorage.clear());

describe('startSocialSignIn', () => {
  it('asks for a code with a S256 PKCE challenge of a fresh verifier, a state and, for OpenID, a nonce', async () => {
    const { url, pending } = await start(google);
    const params = url.searchParams;
    expect(`${url.origin}${url.pathname}`).toBe(google.authorization_endpoint);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('palco-web');
    expect(params.get('redirect_uri')).toBe(`${ORIGIN}/login`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge')).not.toBe(pending.codeVerifier);
    expect(params.get('state')).toBe(pending.state);
    expect(params.get('nonce')).toBe(pending.nonce);
    expect(params.get('ui_locales')).toBe('pt-PT');
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pending.returnTo).toBe('/series/x');
    // Each sign-in its own secrets.
    const again = await start(google);
    expect(again.pending.codeVerifier).not.toBe(pending.codeVerifier);
    expect(again.pending.state).not.toBe(pending.state);
  });

  it('sends Apple’s answer to the API’s form_post receiver and Facebook no nonce', async () => {
    const a = await start(apple);
    expect(a.url.searchParams.get('response_mode')).toBe('form_post');
    expect(a.pending.redirectUri).toBe(`${ORIGIN}/api/v1/social/callback`);
    expect(redirectUriFor(apple, ORIGIN)).toBe(`${ORIGIN}/api/v1/social/callback`);
    const f = await start(facebook);
    expect(f.url.searchParams.has('nonce')).toBe(false);
    expect(f.pending.nonce).toBeNull();
  });
});

describe('the sign-in kept across the trip', () => {
  it('is read back, and forgotten when cleared, malformed or older than ten minutes', async () => {
    const { pending } = await start(google, 5_000);
    savePending(pending);
    expect(readPending(window.localStorage, 5_000 + 60_000)).toEqual(pending);
    expect(readPending(window.localStorage, 5_000 + SOCIAL_PENDING_TTL_MS + 1)).toBeNull();
    clearPending();
    expect(readPending()).toBeNull();
    window.localStorage.setItem('palco.social-sign-in', '{not json');
    expect(readPending()).toBeNull();
    window.localStorage.setItem('palco.social-sign-in', JSON.stringify({ provider: 'google' }));
    expect(readPending()).toBeNull();
  });
});

describe('readSocialAnswer', () => {
  it('takes the code of an answer to this sign-in', async () => {
    const { pending } = await start(google);
    const search = `?code=abc&state=${pending.state}&iss=${encodeURIComponent(google.issuer)}`;
    expect(isSocialAnswer(search)).toBe(true);
    expect(readSocialAnswer(search, pending)).toEqual({ kind: 'code', code: 'abc', fullname: null });
    expect(exchangeBody(pending, 'abc', null)).toEqual({
      provider: 'google',
      access_token: 'abc',
      code_verifier: pending.codeVerifier,
      redirect_uri: `${ORIGIN}/login`,
      nonce: pending.nonce,
    });
  });

  it('refuses an answer with another state or from another issuer', async () => {
    const { pending } = await start(google);
    expect(readSocialAnswer('?code=abc&state=someone-else', pending)).toEqual({ kind: 'failed' });
    expect(
      readSocialAnswer(`?code=abc&state=${pending.state}&iss=https%3A%2F%2Fevil.example`, pending),
    ).toEqual({ kind: 'failed' });
    expect(readSocialAnswer(`?state=${pending.state}`, pending)).toEqual({ kind: 'failed' });
  });

  it('tells a cancelled sign-in from a failed one', async () => {
    const { pending } = await start(google);
    expect(readSocialAnswer(`?error=access_denied&state=${pending.state}`, pending)).toEqual({
      kind: 'cancelled',
    });
    expect(readSocialAnswer(`?error=server_error&state=${pending.state}`, pending)).toEqual({
      kind: 'failed',
    });
  });

  it('reads the name Apple shares in its first answer, and ignores a broken one', async () => {
    const { pending } = await start(apple);
    const user = encodeURIComponent(JSON.stringify({ name: { firstName: 'Inês', lastName: 'Maçã' } }));
    expect(readSocialAnswer(`?provider=apple&code=c&state=${pending.state}&user=${user}`, pending)).toEqual({
      kind: 'code',
      code: 'c',
      fullname: 'Inês Maçã',
    });
    expect(readSocialAnswer(`?code=c&state=${pending.state}&user=%7Bnope`, pending)).toMatchObject({
      fullname: null,
    });
  });

  it('is not mistaken for a plain visit to /login', () => {
    expect(isSocialAnswer('')).toBe(false);
    expect(isSocialAnswer('?redirect=/x')).toBe(false);
    expect(isSocialAnswer('?code=1')).toBe(false);
  });
});

describe('completionBody', () => {
  it('sends the verifier with the trimmed name and the trimmed, lower-cased e-mail', async () => {
    const { pending } = await start(facebook);
    expect(
      completionBody(pending, {
        fullname: ' Nuno Calado ',
        email: ' Nuno@Exemplo.PT ',
        agree: true,
        optin: false,
      }),
    ).toEqual({
      provider: 'facebook',
      code_verifier: pending.codeVerifier,
      redirect_uri: `${ORIGIN}/login`,
      fullname: 'Nuno Calado',
      email: 'nuno@exemplo.pt',
      agree: true,
      optin: false,
    });
  });
});
