import { randomBytes } from 'node:crypto';
import { issueSandboxCaptchaToken, SANDBOX_CAPTCHA_SECRET } from '../src/accounts/captcha';
import { issueCode } from '../src/accounts/codes';
import { findDeviceCode, issueDeviceCode, linkDeviceCode } from '../src/accounts/device-codes';
import { publicDeviceId } from '../src/accounts/devices';
import { hashSecret } from '../src/auth/secrets';
import type { Db } from '../src/db';
import { programmesForDay } from '../src/epg/programmes';
import { scopeOf, StreamSigner } from '../src/media/signed-url';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import { issueSandboxGrant } from '../src/social/sandbox-idp';
import { TEST_MEDIA_URL_SECRET, type RouteInfo } from './test-app';

/** A request a route answers with success, and who may send it. */
export interface RouteSample {
  method: string;
  /** The route's pattern, e.g. `/api/v1/content/item/:id`. */
  route: string;
  path: string;
  json?: unknown;
  /** `visitor`: open to anyone; `viewer`: needs the demo account's token (one profile, chosen). */
  who: 'visitor' | 'viewer';
  /** The account whose token a `viewer` call carries, when it is not the demo account. */
  account?: string;
  /** The profile that token has chosen, for an account of several profiles. */
  profile?: string;
  /**
   * For calls whose input is good once (a captcha token, an e-mailed code, an e-mail not yet taken): a
   * good body made afresh for each request, in place of `json`.
   */
  freshJson?: (app: { db: Db }) => Promise<unknown>;
}

type SampleSpec = Omit<RouteSample, 'method' | 'route'>;

/** The body to send with a sample: made afresh when the call's input is good once. */
export function sampleBody(sample: RouteSample, app: { db: Db }): Promise<unknown> {
  return sample.freshJson ? sample.freshJson(app) : Promise.resolve(sample.json);
}

/** An account that waits for its activation code, written straight into the database (no hashing). */
async function waitingAccount(db: Db): Promise<{ id: string; email: string }> {
  const id = `acc-sample-${randomBytes(6).toString('hex')}`;
  const email = `${id}@palco.pt`;
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin)
     VALUES ($1, $2, '-', '', '', 'PT', false, false, false, 'palco')`,
    [id, email],
  );
  return { id, email };
}

/** A PKCE pair (RFC 7636's example): the verifier the social sign-in sample sends, and its S256 challenge. */
const SAMPLE_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const SAMPLE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** The live stream the ping samples name: one stream, so the demo account's single slot holds it. */
const SAMPLE_STREAM = 'sample-stream-0001';
/** A device of the demo account that the device samples sign out. */
const SAMPLE_DEVICE = 'sample-device';
/** The account the confirmation of deleting an account deletes, again and again. */
const DOOMED_ID = 'acc-sample-doomed';
const DOOMED_EMAIL = 'doomed-sample@palco.pt';
/** The account whose e-mail change the confirmation sample confirms, again and again. */
const MOVER_ID = 'acc-sample-mover';
const MOVER_EMAIL = 'mover-sample@palco.pt';

/** The account the payment samples pay with and cancel for, again and again. */
const PAYER_ID = 'acc-sample-payer';
const PAYER_EMAIL = 'payer-sample@palco.pt';

/** The account the voucher sample redeems with, again and again: free, with no plan and nothing redeemed. */
const REDEEMER_ID = 'acc-sample-redeemer';
const REDEEMER_EMAIL = 'redeemer-sample@palco.pt';

async function freshRedeemer(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, '-', 'Rita', 'Amostra', 'PT', true, false, false, 'palco', now(), now())
     ON CONFLICT (id) DO UPDATE SET premium = false`,
    [REDEEMER_ID, REDEEMER_EMAIL],
  );
  await db.query('DELETE FROM subscriptions WHERE account_id = $1', [REDEEMER_ID]);
  await db.query('DELETE FROM voucher_redemptions WHERE account_id = $1', [REDEEMER_ID]);
}

async function payerAccount(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, '-', 'Paula', 'Amostra', 'PT', true, false, false, 'palco', now(), now())
     ON CONFLICT (id) DO NOTHING`,
    [PAYER_ID, PAYER_EMAIL],
  );
}

/**
 * The account the billing and invoice samples use, again and again: a plan in force (billing details are
 * editable only with one) and one invoice, of a payment granted.
 */
const BILLER_ID = 'acc-sample-biller';
const BILLER_EMAIL = 'biller-sample@palco.pt';
const SAMPLE_INVOICE = 'inv-sample-0001';

async function billerAccount(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
       is_multi_profile, premium, origin, activated_at, terms_accepted_at)
     VALUES ($1, $2, '-', 'Bruno', 'Amostra', 'PT', true, false, true, 'palco', now(), now())
     ON CONFLICT (id) DO NOTHING`,
    [BILLER_ID, BILLER_EMAIL],
  );
  await db.query(
    `INSERT INTO subscriptions (account_id, plan_id, status, payment_type, payment_method, started_on, end_date)
     VALUES ($1, 'plan-monthly', 'ACTIVE', 'thinkpay', 'cc', current_date, current_date + 30)
     ON CONFLICT (account_id) DO UPDATE SET status = 'ACTIVE', end_date = current_date + 30`,
    [BILLER_ID],
  );
  await db.query(
    `INSERT INTO payments (id, account_id, plan_id, payment_type, payment_method, status, outcome, amount, created_at)
     VALUES ('chk-sample-invoiced', $1, 'plan-monthly', 'thinkpay', 'cc', 'applied', 'success', 6.99, now())
     ON CONFLICT (id) DO NOTHING`,
    [BILLER_ID],
  );
  await db.query(
    `INSERT INTO invoices (id, account_id, payment_id, number, issued_at, issued_on, plan_id, plan_name,
       period_start, period_end, amount, currency, vat_rate, payment_type, payment_method, billing)
     VALUES ($2, $1, 'chk-sample-invoiced', 'FT SAMPLE/1', now(), current_date, 'plan-monthly', 'Mensal',
       current_date, current_date + 30, 6.99, 'EUR', 0.23, 'thinkpay', 'cc', NULL)
     ON CONFLICT (id) DO NOTHING`,
    [BILLER_ID, SAMPLE_INVOICE],
  );
}

/** The family account's seeded profiles (api/src/seed/accounts.ts). */
const FAMILY_PROFILES = ['pf-family-teresa', 'pf-family-tiago', 'pf-family-kids'];

/** A stream file's address as the media call of a test app gives it (signed with the test key), for an hour. */
export function signedStreamPath(file: string, nowSeconds: number): string {
  const signer = new StreamSigner(Buffer.from(TEST_MEDIA_URL_SECRET, 'utf8'));
  return `/api/media/${signer.token(scopeOf({ path: file, type: 'hls' }), nowSeconds + 3600)}/${file}`;
}

/** `GET /api/v1/content/item/:id` for a route; HEAD routes are their GET route's. */
export const routeKey = (route: RouteInfo): string => `${route.method} ${route.url}`;

/**
 * One good request for every route of the API, by `routeKey`. The suites that go through every route
 * take the list from the app itself, so a route added without a sample here fails them.
 */
export function routeSamples(nowSeconds: number): Record<string, SampleSpec> {
  const yesterday = addDays(lisbonDate(nowSeconds), -1);
  const catchup = programmesForDay({ id: 'ch-01', logo: '', dvr: true }, yesterday)[3]?.id ?? '';
  const visitor = (path: string, json?: unknown): SampleSpec => ({ path, who: 'visitor', json });
  const viewer = (path: string, json?: unknown): SampleSpec => ({ path, who: 'viewer', json });
  const fresh = (path: string, freshJson: SampleSpec['freshJson']): SampleSpec => ({
    path,
    who: 'visitor',
    freshJson,
  });
  /** A call of the family account's master profile. */
  const family = (spec: SampleSpec): SampleSpec => ({
    ...spec,
    who: 'viewer',
    account: 'family@palco.pt',
    profile: 'pf-family-teresa',
  });
  return {
    'OPTIONS *': visitor('/api/v1/login'),
    'GET /api/health': visitor('/api/health'),
    'GET /api/v1/setting': visitor('/api/v1/setting'),
    'GET /api/v1/translation/:locale': visitor('/api/v1/translation/pt'),
    'GET /api/v1/plan': visitor('/api/v1/plan?affiliate=nos'),
    'GET /api/v1/content/section': visitor('/api/v1/content/section'),
    'GET /api/v1/content/section/:id': visitor('/api/v1/content/section/home'),
    'GET /api/v1/content/section/:id/filter': visitor(
      '/api/v1/content/section/exclusivos/filter?page=1&size=5',
    ),
    'GET /api/v1/content/filter/:id': visitor('/api/v1/content/filter/exclusivos~filmes?page=1&size=5'),
    'GET /api/v1/content/screen/:id': visitor('/api/v1/content/screen/scr-home'),
    'GET /api/v1/content/screen/:id/cards': visitor('/api/v1/content/screen/scr-home/cards'),
    'GET /api/v1/content/playlist/:id': visitor('/api/v1/content/playlist/rl-home-channels?cursor=ch-30'),
    'GET /api/v1/content/search/:query': visitor('/api/v1/content/search/mar'),
    'GET /api/v1/content/item/:id': visitor('/api/v1/content/item/mv-001'),
    'GET /api/v1/content/item/:id/season/:seasonId': visitor('/api/v1/content/item/sr-001/season/sr-001-t1'),
    'GET /api/v1/content/item/:id/next': visitor('/api/v1/content/item/sr-001-t1e01/next'),
    'PUT /api/v1/content/item/:id/classification': viewer('/api/v1/content/item/mv-001/classification', {
      classification: 4,
    }),
    'PUT /api/v1/content/item/:id/progress': viewer('/api/v1/content/item/mv-001/progress', { progress: 12 }),
    'GET /api/v1/content/favorite/': viewer('/api/v1/content/favorite/'),
    'GET /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'POST /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'DELETE /api/v1/content/favorite/:id': viewer('/api/v1/content/favorite/mv-002'),
    'GET /api/v1/content/channel': visitor('/api/v1/content/channel'),
    'GET /api/v1/content/channel/:id': visitor('/api/v1/content/channel/ch-01'),
    'GET /api/v1/content/epg': visitor(
      `/api/v1/content/epg?startDate=${nowSeconds - 3600}&endDate=${nowSeconds + 3600}&channels=ch-01,ch-02`,
    ),
    'GET /api/v1/content/item/:id(^ch-\\d+_\\d{8}_\\d+$)': visitor(`/api/v1/content/item/${catchup}`),
    'PUT /api/v1/content/item/:id(^ch-\\d+_\\d{8}_\\d+$)/progress': viewer(
      `/api/v1/content/item/${catchup}/progress`,
      { progress: 12 },
    ),
    'GET /api/v1/content/ping': visitor(`/api/v1/content/ping?stream=${SAMPLE_STREAM}`),
    'DELETE /api/v1/content/ping': visitor(`/api/v1/content/ping?stream=${SAMPLE_STREAM}`),
    'GET /api/v1/content/media/:id': visitor('/api/v1/content/media/vod-mv-001'),
    // A premium title: counted for a visitor (200 with what is left), nothing to count for the demo (204).
    'POST /api/v1/content/media/:id/watched': visitor('/api/v1/content/media/vod-mv-003/watched', {
      seconds: 10,
    }),
    'GET /api/media/:token/*': visitor(signedStreamPath('demo/master.m3u8', nowSeconds)),
    'POST /api/v1/login': visitor('/api/v1/login', { email: 'demo@palco.pt', password: DEMO_PASSWORD }),
    'POST /api/v1/logout': viewer('/api/v1/logout'),
    'GET /api/v1/account': viewer('/api/v1/account'),
    'GET /api/v1/profiles': viewer('/api/v1/profiles'),
    'GET /api/v1/profile': viewer('/api/v1/profile'),
    'POST /api/v1/profile/select/:id': viewer('/api/v1/profile/select/pf-demo', { code: '1234' }),
    'POST /api/v1/signup': fresh('/api/v1/signup', async ({ db }) => ({
      email: `sample-${randomBytes(6).toString('hex')}@palco.pt`,
      password: DEMO_PASSWORD,
      birthday: '1990-05-17',
      agree: true,
      google_recaptcha_token: (await issueSandboxCaptchaToken(db, 'login', Date.now())).token,
    })),
    'POST /api/v1/validate': fresh('/api/v1/validate', async ({ db }) => {
      const { id } = await waitingAccount(db);
      return { id, code: await issueCode(db, id, 'activation', Date.now()) };
    }),
    'PUT /api/v1/account/activate': visitor('/api/v1/account/activate', { email: 'demo@palco.pt' }),
    'POST /api/v1/account/check': visitor('/api/v1/account/check', { email: 'demo@palco.pt' }),
    'PUT /api/v1/account': viewer('/api/v1/account', { first_name: 'Joana', last_name: 'Silva' }),
    'POST /api/v1/recover': visitor('/api/v1/recover', { email: 'free@palco.pt' }),
    // An e-mail without an account gets the same answer, and no mail.
    'PUT /api/v1/account/forgot': visitor('/api/v1/account/forgot', { email: 'nobody@palco.pt' }),
    'PUT /api/v1/account/reset': fresh('/api/v1/account/reset', async ({ db }) => {
      const { id, email } = await waitingAccount(db);
      return { email, code: await issueCode(db, id, 'password_reset', Date.now()), password: DEMO_PASSWORD };
    }),
    'PUT /api/v1/account/password': viewer('/api/v1/account/password', {
      password: DEMO_PASSWORD,
      new_password: DEMO_PASSWORD,
    }),
    // Recovering a PIN needs a profile with one: the family's Tiago.
    'POST /api/v1/profile/recover': {
      ...viewer('/api/v1/profile/recover', { profile_id: 'pf-family-tiago' }),
      account: 'family@palco.pt',
    },
    'GET /api/v1/avatars': visitor('/api/v1/avatars'),
    'GET /api/v1/content/restriction': visitor('/api/v1/content/restriction'),
    // Managing profiles: the family's master profile (Teresa) manages Tiago (PIN 1234) and Miúdos.
    'POST /api/v1/profile': family(
      fresh('/api/v1/profile', async ({ db }) => {
        // Back to the seeded three, so that creating one never meets the limit of 5.
        await db.query(`DELETE FROM profiles WHERE account_id = 'acc-family' AND NOT (id = ANY($1))`, [
          FAMILY_PROFILES,
        ]);
        return { name: 'Convidado', avatar_id: 'av-05', locale: 'en' };
      }),
    ),
    'PUT /api/v1/profile': family(viewer('/api/v1/profile', { name: 'Teresa' })),
    'GET /api/v1/profile/:id': family(viewer('/api/v1/profile/pf-family-tiago')),
    'PUT /api/v1/profile/:id': family(viewer('/api/v1/profile/pf-family-kids', { avatar_id: 'av-07' })),
    'DELETE /api/v1/profile/:id': family(
      fresh('/api/v1/profile/pf-family-doomed', async ({ db }) => {
        await db.query(
          `INSERT INTO profiles (id, account_id, position, name, locale, is_master)
           VALUES ('pf-family-doomed', 'acc-family', 9, 'Visita', 'pt_PT', false) ON CONFLICT (id) DO NOTHING`,
        );
        return {};
      }),
    ),
    'PUT /api/v1/profile/restriction': family(
      viewer('/api/v1/profile/restriction', { profile_id: 'pf-family-kids', restriction_id: 'M6' }),
    ),
    'PUT /api/v1/profile/preference': family(
      viewer('/api/v1/profile/preference', { subtitle_language: 'pt', audio_language: 'en' }),
    ),
    // Tiago's PIN changed to itself, so that it stays 1234.
    'POST /api/v1/profile/pin': family(
      viewer('/api/v1/profile/pin', { profile_id: 'pf-family-tiago', old_code: '1234', new_code: '1234' }),
    ),
    'DELETE /api/v1/profile/pin': family(
      fresh('/api/v1/profile/pin', async ({ db }) => {
        await db.query("UPDATE profiles SET pin_hash = $1 WHERE id = 'pf-family-kids'", [
          await hashSecret('4321'),
        ]);
        return { profile_id: 'pf-family-kids', code: '4321' };
      }),
    ),
    'POST /api/v1/profile/pin/validate': family(
      viewer('/api/v1/profile/pin/validate', { profile_id: 'pf-family-tiago', code: '1234' }),
    ),
    // Devices and TV codes: the demo account's.
    'GET /api/v1/devices': viewer('/api/v1/devices'),
    'DELETE /api/v1/device/:id': {
      path: `/api/v1/device/${publicDeviceId('acc-demo', SAMPLE_DEVICE)}`,
      who: 'viewer',
      freshJson: async ({ db }) => {
        await db.query(
          `INSERT INTO sessions (token_hash, account_id, profile_id, device_id, created_at, expires_at)
           VALUES ($1, 'acc-demo', 'pf-demo', $2, now(), now() + interval '1 day')`,
          [randomBytes(16).toString('hex'), SAMPLE_DEVICE],
        );
        return undefined;
      },
    },
    'GET /api/v1/device/code': visitor('/api/v1/device/code'),
    // The screen's poll once a signed-in device has linked its code (a screen without a device id).
    'POST /api/v1/device/login': fresh('/api/v1/device/login', async ({ db }) => {
      const code = await issueDeviceCode(db, null, Date.now());
      const row = await findDeviceCode(db, code, Date.now());
      if (row) await linkDeviceCode(db, row.code_hash, 'acc-demo', Date.now());
      return { code };
    }),
    'POST /api/v1/device/link': {
      path: '/api/v1/device/link',
      who: 'viewer',
      freshJson: async ({ db }) => ({ code: (await issueDeviceCode(db, null, Date.now())).toLowerCase() }),
    },
    // Deleting an account: step 1 mails the demo account a code (DELETE is step 1 too); the confirmation
    // deletes an account of its own, made again (with a fresh code) before each request. Its body is made
    // before the token is, so the account exists by the time a sample's token is minted for it.
    'DELETE /api/v1/account': viewer('/api/v1/account'),
    'POST /api/v1/account/delete/code': viewer('/api/v1/account/delete/code'),
    'POST /api/v1/account/delete': {
      path: '/api/v1/account/delete',
      who: 'viewer',
      account: DOOMED_EMAIL,
      freshJson: async ({ db }) => {
        await db.query(
          `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
             is_multi_profile, premium, origin, activated_at)
           VALUES ($1, $2, '-', 'Ida', 'Embora', 'PT', true, false, false, 'palco', now())
           ON CONFLICT (id) DO NOTHING`,
          [DOOMED_ID, DOOMED_EMAIL],
        );
        return { email: DOOMED_EMAIL, code: await issueCode(db, DOOMED_ID, 'account_deletion', Date.now()) };
      },
    },
    // Confirming a new e-mail: an account of its own, its address put back and a new one pending (with a
    // fresh code) before each request, so every confirmation has something to confirm.
    'POST /api/v1/account/email/confirm': {
      path: '/api/v1/account/email/confirm',
      who: 'viewer',
      account: MOVER_EMAIL,
      freshJson: async ({ db }) => {
        await db.query(
          `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
             is_multi_profile, premium, origin, activated_at, terms_accepted_at)
           VALUES ($1, $2, '-', 'Rui', 'Mudança', 'PT', true, false, false, 'palco', now(), now())
           ON CONFLICT (id) DO NOTHING`,
          [MOVER_ID, MOVER_EMAIL],
        );
        await db.query('UPDATE accounts SET email = $2, pending_email = $3 WHERE id = $1', [
          MOVER_ID,
          MOVER_EMAIL,
          `mover-${randomBytes(4).toString('hex')}@palco.pt`,
        ]);
        return { code: await issueCode(db, MOVER_ID, 'email_change', Date.now()) };
      },
    },
    'GET /api/images/:kind/:file': visitor('/api/images/poster/mv-001.svg'),
    'GET /sandbox/international/signup': visitor('/sandbox/international/signup'),
    // A code as the sandbox provider's sign-in page issues it: the first makes the account, the rest sign in.
    'POST /api/v1/social/login': {
      ...visitor('/api/v1/social/login'),
      freshJson: async ({ db }) => ({
        provider: 'google',
        access_token: await issueSandboxGrant(
          db,
          {
            kind: 'code',
            provider: 'google',
            person: { subject: 'sample-subject', name: 'Sara Amostra', email: 'social-sample@palco.pt' },
            redirectUri: 'http://localhost:3000/login',
            codeChallenge: SAMPLE_CHALLENGE,
          },
          Date.UTC(2100, 0, 1),
        ),
        code_verifier: SAMPLE_VERIFIER,
        redirect_uri: 'http://localhost:3000/login',
      }),
    },
    'POST /api/v1/operator/login': {
      ...visitor('/api/v1/operator/login'),
      freshJson: async ({ db }) => ({
        operator: 'vodafone',
        code: await issueSandboxGrant(
          db,
          {
            kind: 'code',
            provider: 'vodafone',
            person: { subject: 'sample-subscriber', name: 'Vitor Amostra', email: null },
            redirectUri: 'http://localhost:3000/auth/vodafone',
            codeChallenge: SAMPLE_CHALLENGE,
          },
          Date.UTC(2100, 0, 1),
        ),
        code_verifier: SAMPLE_VERIFIER,
        redirect_uri: 'http://localhost:3000/auth/vodafone',
      }),
    },
    'POST /api/v1/social/callback': visitor('/api/v1/social/callback', { code: 'c', state: 's' }),
    'GET /sandbox/oauth/:provider/authorize': visitor(
      `/sandbox/oauth/google/authorize?response_type=code&client_id=palco-web&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flogin&code_challenge=${SAMPLE_CHALLENGE}&code_challenge_method=S256&state=s`,
    ),
    'POST /sandbox/oauth/:provider/authorize': visitor('/sandbox/oauth/google/authorize', {
      response_type: 'code',
      client_id: 'palco-web',
      redirect_uri: 'http://localhost:3000/login',
      code_challenge: SAMPLE_CHALLENGE,
      code_challenge_method: 'S256',
      decision: 'allow',
      name: 'Ana Sandbox',
      email: 'ana@sandbox.palco.pt',
      share_email: '1',
    }),
    'POST /sandbox/oauth/:provider/token': visitor('/sandbox/oauth/google/token', {
      grant_type: 'authorization_code',
      code: 'a-code-nobody-issued',
      client_id: 'palco-web',
      client_secret: 'palco-sandbox-social-secret',
    }),
    'GET /sandbox/oauth/:provider/userinfo': visitor('/sandbox/oauth/google/userinfo'),
    'GET /sandbox/oauth/:provider/jwks': visitor('/sandbox/oauth/google/jwks'),
    'GET /sandbox/oauth/:provider/.well-known/openid-configuration': visitor(
      '/sandbox/oauth/google/.well-known/openid-configuration',
    ),
    'GET /sandbox/captcha/widget': visitor('/sandbox/captcha/widget?action=login&hl=en'),
    'POST /sandbox/captcha/token': visitor('/sandbox/captcha/token', { action: 'login' }),
    'POST /sandbox/captcha/siteverify': visitor('/sandbox/captcha/siteverify', {
      secret: SANDBOX_CAPTCHA_SECRET,
      response: 'a-token-nobody-issued',
    }),
    'GET /sandbox/mailbox': visitor('/sandbox/mailbox?to=free@palco.pt'),
    'GET /sandbox/mailbox/view': visitor('/sandbox/mailbox/view?to=free@palco.pt'),
    'GET /api/v1/subscription': viewer('/api/v1/subscription'),
    // The free demo account: the premium one pays for its plan in force already.
    'POST /api/v1/subscription/token': {
      ...viewer('/api/v1/subscription/token', {
        payment_type: 'thinkpay',
        payment_method: 'cc',
        plan_id: 'plan-monthly',
      }),
      account: 'free@palco.pt',
    },
    'POST /api/v1/payment/status': {
      path: '/api/v1/payment/status',
      who: 'viewer',
      account: PAYER_EMAIL,
      freshJson: async ({ db }) => {
        await payerAccount(db);
        const checkoutId = `chk-sample-${randomBytes(6).toString('hex')}`;
        await db.query(
          `INSERT INTO payments (id, account_id, plan_id, payment_type, payment_method, status, outcome, amount, created_at)
           VALUES ($1, $2, 'plan-monthly', 'thinkpay', 'cc', 'succeeded', 'success', 6.99, now())`,
          [checkoutId, PAYER_ID],
        );
        return { payment_type: 'thinkpay', params: { checkoutId } };
      },
    },
    'DELETE /api/v1/subscription': {
      path: '/api/v1/subscription',
      who: 'viewer',
      account: PAYER_EMAIL,
      freshJson: async ({ db }) => {
        await payerAccount(db);
        await db.query(
          `INSERT INTO subscriptions (account_id, plan_id, status, payment_type, payment_method, started_on, end_date)
           VALUES ($1, 'plan-monthly', 'ACTIVE', 'thinkpay', 'cc', current_date, current_date + 30)
           ON CONFLICT (account_id) DO UPDATE SET status = 'ACTIVE', end_date = current_date + 30`,
          [PAYER_ID],
        );
        return undefined;
      },
    },
    'GET /api/v1/content/allowance': visitor('/api/v1/content/allowance'),
    // A seeded code, as typed: spaces around it and any case.
    'GET /api/v1/voucher/:code': visitor('/api/v1/voucher/%20palco30%20'),
    'POST /api/v1/subscription': {
      path: '/api/v1/subscription',
      who: 'viewer',
      account: REDEEMER_EMAIL,
      freshJson: async ({ db }) => {
        await freshRedeemer(db);
        return { plan_id: 'plan-monthly', is_voucher: true, voucher: 'PALCO30' };
      },
    },
    'GET /api/v1/account/billing': viewer('/api/v1/account/billing'),
    'PUT /api/v1/account/billing': {
      path: '/api/v1/account/billing',
      who: 'viewer',
      account: BILLER_EMAIL,
      freshJson: async ({ db }) => {
        await billerAccount(db);
        return {
          name: 'Bruno Amostra',
          address: 'Rua da Amostra, 1',
          zip_code: '1000-001',
          city: 'Lisboa',
          country: 'PT',
          tax_id_number: '123456789',
        };
      },
    },
    'GET /api/v1/account/transaction': viewer('/api/v1/account/transaction'),
    'GET /api/v1/account/transaction/pdf/:id': {
      path: `/api/v1/account/transaction/pdf/${SAMPLE_INVOICE}?lang=en`,
      who: 'viewer',
      account: BILLER_EMAIL,
      freshJson: async ({ db }) => {
        await billerAccount(db);
        return undefined;
      },
    },
    'GET /sandbox/pay/:id': visitor('/sandbox/pay/chk-sample?lang=en'),
    'POST /sandbox/pay/:id': visitor('/sandbox/pay/chk-sample', { outcome: 'success', lang: 'en' }),
    // The sandbox ad server: an ad's document, video, pixel, advertiser's page and what was tracked.
    'GET /sandbox/ads/vast/:slot': visitor('/sandbox/ads/vast/preroll'),
    'GET /sandbox/ads/creative.mp4': visitor('/sandbox/ads/creative.mp4'),
    'GET /sandbox/ads/track': visitor('/sandbox/ads/track?ad=sample-ad&event=start'),
    'GET /sandbox/ads/click': visitor('/sandbox/ads/click?ad=sample-ad'),
    'GET /sandbox/ads/events': visitor('/sandbox/ads/events'),
  };
}

/** The sample of every route of `routes`; throws for a route that has none. */
export function samplesOf(routes: readonly RouteInfo[], nowSeconds: number): RouteSample[] {
  const specs = routeSamples(nowSeconds);
  return routes.map((route) => {
    const spec = specs[routeKey(route)] ?? (route.method === 'HEAD' ? specs[`GET ${route.url}`] : undefined);
    if (!spec) throw new Error(`No sample request for ${routeKey(route)}: add one to route-samples.ts`);
    return { ...spec, method: route.method, route: route.url };
  });
}
