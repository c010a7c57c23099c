/** @jest-environment ./test/pglite-environment.cjs */
// Every call refuses another account's token (issue 11). Account A makes one of everything an account can
// own; account B then sends every call of the API that names such a thing, aimed at A's, with its own
// token. B must neither read nor change them: a refusal in the one error shape (404 for an id, as for one
// that does not exist), or an answer about B's own things only. Afterwards A reads everything back with
// its own token and finds it as it was, and the secrets B tried (PIN, e-mailed codes, the TV code) still
// work for A.
//
// `VERDICTS` judges every route of the app. A route added without a verdict fails the first test, so the
// sweep keeps up with the API: whoever adds one says whether it names something an account owns, and if
// it does, how B is to try it on A's.
import {
  AccountSchema,
  BillingSchema,
  CheckoutSchema,
  ContentItemSchema,
  DeviceCodeSchema,
  DeviceListSchema,
  FavoriteListSchema,
  FavoriteStateSchema,
  LoginResponseSchema,
  PaymentStatusSchema,
  PlaylistPageSchema,
  ProfileListSchema,
  ProfileSchema,
  ScreenSchema,
  CardScreenSchema,
  SubscriptionSchema,
  TransactionListSchema,
  type UserStatus,
} from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ATTEMPT_WINDOW_MS } from '../src/auth/attempts';
import { programmesForDay } from '../src/epg/programmes';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import { call, errorOf, latestCode, mailsTo, newAddress, newEmail, signUp } from './account-helpers';
import { routeKey } from './route-samples';
import { buildTestApp, SETUP_TIMEOUT_MS, type InjectApp, type RouteInfo } from './test-app';

let t: InjectApp;
/** Fixed but for one step past the attempt window (below), so that A's answers read the same twice. */
let clock = Date.UTC(2026, 3, 8, 10);

/** The PIN of A's second profile. */
const PIN = '1357';
/** Titles A marks: watching (progress), rated, and on the watchlist. */
const WATCHING = 'mv-001';
/** A programme of the day before the test's clock, kept as catch-up. */
const recorded = (): string =>
  programmesForDay({ id: 'ch-01', logo: '', dvr: true }, addDays(lisbonDate(Math.floor(clock / 1000)), -1))[3]
    ?.id ?? '';
const RATED = 'mv-002';
const LISTED = 'mv-003';
/** Where A is in WATCHING: in progress, so it is in A's Continue Watching. */
const A_PROGRESS = 10;
const A_RATING = 4;
/** A seeded promotion voucher A redeems: a month of the monthly plan. */
const VOUCHER = 'VERAO';
/** A's billing details, saved while A has a plan. */
const A_BILLING = {
  name: 'Olga Dona',
  address: 'Rua Direita, 5',
  zip_code: '3000-001',
  city: 'Coimbra',
  country: 'PT',
  tax_id_number: '123456789',
};

/** An account of the test's own, activated and signed in on `device`, its only profile chosen. */
interface Person {
  id: string;
  email: string;
  token: string;
  /** The master profile, chosen by the sign-in. */
  profile: string;
  /** The `x-device-id` it signed in with and sends on every call. */
  device: string;
}

/** Everything of A's that B could name, and the secrets A was given for them. */
interface Owned extends Person {
  /** A second profile of A's, PIN-protected (`PIN`). */
  kid: string;
  /** A's laptop as `GET /v1/devices` names it. */
  publicDevice: string;
  /** A's paid checkout, and the invoice it was given. */
  checkout: string;
  invoice: string;
  /** A TV's code that A linked, which the TV has not collected yet. */
  screenCode: string;
  screenDevice: string;
  /** The code `POST /v1/account/delete/code` mailed A. */
  deletionCode: string;
  /** The code `POST /v1/profile/recover` mailed A for `kid`. */
  recoveryCode: string;
  /** The address A is moving to, and the code mailed there. */
  pendingEmail: string;
  emailChangeCode: string;
  /** A live stream A is playing. */
  stream: string;
}

interface Intruder extends Person {
  /** A password-reset code mailed to B for B's own account. */
  resetCode: string;
}

let owner: Owned;
let intruder: Intruder;

/**
 * What B is to get. `refused`: that error, in the error shape. `answered`: that status, the call acting
 * on B's own things only (the probe's `then` checks what it says). `as-visitor`: exactly the answer a
 * caller without a token gets, so B's token gains B nothing over anyone.
 */
type Expectation =
  { refused: { status: number; code: string | number } } | { answered: number } | 'as-visitor';

interface Probe {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  expect: Expectation;
  /** What the answer tells B: only B's own things. */
  then?: (reply: LightMyRequestResponse) => void | Promise<void>;
}

type Probes = (a: Owned, b: Intruder) => Probe[];

/**
 * A route's verdict. `owns nothing`: it names nothing any account owns (the catalogue, sign-in with
 * credentials, a new account or code). `caller's own`: it reads or changes the caller's own account or
 * profile, which only the token names. `names owned`: a path, query or body names something an account
 * owns (a profile, a device, a checkout, a code, an e-mail), and B tries it on A's. `stand-in`: a sandbox
 * page standing for a third party's service (captcha, mailbox, identity or payment provider), outside
 * the API; it reads no token.
 */
type Verdict =
  | { kind: 'owns nothing'; why: string }
  | { kind: "caller's own"; why: string; probes?: Probes }
  | { kind: 'names owned'; why: string; probes: Probes }
  | { kind: 'stand-in'; why: string; probes?: Probes };

const notFound = { refused: { status: 404, code: 404 } } as const;
const refused = (status: number, code: string | number): Expectation => ({ refused: { status, code } });

const nothing = (why: string): Verdict => ({ kind: 'owns nothing', why });
const standIn = (why: string, probes?: Probes): Verdict => ({ kind: 'stand-in', why, probes });
const callers = (why: string, probes?: Probes): Verdict => ({ kind: "caller's own", why, probes });
const names = (why: string, probes: Probes): Verdict => ({ kind: 'names owned', why, probes });

/** B's calls: B's token and device, from an address of their own (the limits count per address). */
function asIntruder(method: string, path: string, probe: Partial<Probe> = {}) {
  return call(t, method, path, {
    address: newAddress(),
    token: intruder.token,
    headers: { 'x-device-id': intruder.device, ...probe.headers },
    ...(probe.form ? { form: probe.form } : {}),
    ...(probe.json === undefined ? {} : { json: probe.json }),
  });
}

function asOwner(method: string, path: string, json?: unknown) {
  return call(t, method, path, {
    address: newAddress(),
    token: owner.token,
    headers: { 'x-device-id': owner.device },
    ...(json === undefined ? {} : { json }),
  });
}

/** Any answer, unread. */
const ANY = { parse: (value: unknown): unknown => value };

/** The answer of a call that must succeed (with `status`), read with `schema`; a failure shows its body. */
function parsed<T>(reply: LightMyRequestResponse, schema: { parse(value: unknown): T }, status = 200): T {
  expect({ status: reply.statusCode, body: reply.statusCode === status ? '' : reply.body }).toEqual({
    status,
    body: '',
  });
  return schema.parse(reply.json());
}

const statusOf = async (person: Person, id: string): Promise<UserStatus | undefined> => {
  const reply = await call(t, 'GET', `/api/v1/content/item/${id}`, {
    address: newAddress(),
    token: person.token,
  });
  return parsed(reply, ContentItemSchema).user_status ?? undefined;
};

/** B's own marks on a title: what B's writes aimed at A's profile must have changed instead. */
const intruderStatus = (id: string): Promise<UserStatus | undefined> => statusOf(intruder, id);

const idsOf = (list: { id: string }[]): string[] => list.map((entry) => entry.id);

/**
 * Every route of the API, judged. HEAD routes are their GET route's. The list is checked against the
 * app's own routes both ways, so neither a new route nor a gone one goes unnoticed.
 */
const VERDICTS: Record<string, Verdict> = {
  // The catalogue, the guide and what every visitor reads.
  'OPTIONS *': nothing('the CORS preflight; it reads nothing'),
  'GET /api/health': nothing('the database answers'),
  'GET /api/v1/setting': nothing('the settings everyone gets'),
  'GET /api/v1/translation/:locale': nothing('a dictionary'),
  'GET /api/v1/plan': nothing('the plans on sale'),
  'GET /api/v1/avatars': nothing('the avatars to choose from'),
  'GET /api/v1/content/restriction': nothing('the restriction levels'),
  'GET /api/v1/content/channel': nothing('the line-up'),
  'GET /api/v1/content/channel/:id': nothing('a channel'),
  'GET /api/v1/content/epg': nothing('the guide, the same for everyone'),
  'GET /api/v1/content/item/:id(^ch-\\d+_\\d{8}_\\d+$)': callers(
    'a past programme, with where the caller’s profile is in it; the caller’s restriction applies',
  ),
  // As a title's: written to the session's profile whatever profile id is sent along.
  'PUT /api/v1/content/item/:id(^ch-\\d+_\\d{8}_\\d+$)/progress': callers(
    'where the caller’s profile is in a recorded programme',
    (a) => [
      {
        method: 'PUT',
        path: `/api/v1/content/item/${recorded()}/progress?profile_id=${a.profile}`,
        json: { progress: 15, profile_id: a.profile },
        headers: { 'x-profile-id': a.profile },
        expect: { answered: 200 },
        then: async () => expect((await intruderStatus(recorded()))?.progress).toBe(15),
      },
    ],
  ),
  'GET /api/images/:kind/:file': nothing('a picture of the catalogue or an avatar'),
  'GET /api/media/:token/*': nothing('a stream file; the signed address is the permission, for a title'),
  'GET /api/v1/device/code': nothing('a new code for the screen that asks'),
  'POST /api/v1/signup': nothing('makes a new account'),
  'POST /api/v1/login': nothing('signs in with a password'),
  'POST /api/v1/social/login': nothing('signs in with a provider’s grant'),
  'POST /api/v1/operator/login': nothing('signs in with an operator’s grant'),
  'POST /api/v1/social/callback': nothing('hands a provider’s form_post on to the page'),

  // The catalogue with the caller's own marks on each title (progress, rating, favourite), and the
  // personal rails: the profile is the session's, never one the call names.
  'GET /api/v1/content/section': callers('the sections, with the caller’s restriction'),
  'GET /api/v1/content/section/:id': callers('a section, with the caller’s restriction'),
  'GET /api/v1/content/section/:id/filter': callers('titles with the caller’s marks (probed on items)'),
  'GET /api/v1/content/filter/:id': callers('titles with the caller’s marks (probed on items)'),
  'GET /api/v1/content/search/:query': callers('titles with the caller’s marks (probed on items)'),
  'GET /api/v1/content/item/:id/season/:seasonId': callers('episodes with the caller’s marks'),
  'GET /api/v1/content/item/:id/next': callers('what the caller plays next, from the caller’s progress'),
  'GET /api/v1/content/screen/:id': callers('a screen; its personal rails are the caller’s', () => [
    {
      method: 'GET',
      path: '/api/v1/content/screen/scr-home',
      expect: { answered: 200 },
      then: (reply) => {
        const personal = ScreenSchema.parse(reply.json()).rails.filter((rail) => rail.personal);
        expect(personal.length).toBeGreaterThan(0);
        expect(personal.map((rail) => idsOf(rail.contents))).toEqual(personal.map(() => []));
      },
    },
  ]),
  'GET /api/v1/content/screen/:id/cards': callers(
    'a screen as cards; its personal rails are the caller’s',
    () => [
      {
        method: 'GET',
        path: '/api/v1/content/screen/scr-home/cards',
        expect: { answered: 200 },
        then: (reply) => {
          const personal = CardScreenSchema.parse(reply.json()).rails.filter((rail) => rail.personal);
          expect(personal.length).toBeGreaterThan(0);
          expect(personal.map((rail) => idsOf(rail.contents))).toEqual(personal.map(() => []));
        },
      },
    ],
  ),
  'GET /api/v1/content/playlist/:id': callers(
    'a rail; `continue-watching` and `watchlist` are the caller’s',
    () =>
      ['continue-watching', 'watchlist'].map((id) => ({
        method: 'GET',
        path: `/api/v1/content/playlist/${id}`,
        expect: { answered: 200 },
        then: (reply: LightMyRequestResponse) => {
          expect({ id, contents: idsOf(PlaylistPageSchema.parse(reply.json()).contents) }).toEqual({
            id,
            contents: [],
          });
        },
      })),
  ),
  'GET /api/v1/content/item/:id': callers('a title with the caller’s marks', () => [
    ...[WATCHING, RATED, LISTED].map((id) => ({
      method: 'GET',
      path: `/api/v1/content/item/${id}`,
      expect: { answered: 200 },
      then: (reply: LightMyRequestResponse) => {
        expect({ id, status: ContentItemSchema.parse(reply.json()).user_status }).toEqual({
          id,
          status: expect.objectContaining({ progress: 0, classification: null, favorite: false }),
        });
      },
    })),
  ]),
  'GET /api/v1/content/favorite/': callers('the caller’s watchlist', () => [
    {
      method: 'GET',
      path: '/api/v1/content/favorite/',
      expect: { answered: 200 },
      then: (reply) => expect(idsOf(FavoriteListSchema.parse(reply.json()).contents)).toEqual([]),
    },
  ]),
  'GET /api/v1/content/favorite/:id': callers('whether a title is on the caller’s watchlist', () => [
    {
      method: 'GET',
      path: `/api/v1/content/favorite/${LISTED}`,
      expect: { answered: 200 },
      then: (reply) =>
        expect(FavoriteStateSchema.parse(reply.json())).toEqual({ id: LISTED, favorite: false }),
    },
  ]),
  // Marks are written to the session's profile; a profile id sent along (body, query or a header) is
  // ignored, and A's marks stay as they were (the read-back below).
  'PUT /api/v1/content/item/:id/progress': callers('where the caller’s profile is in a title', (a) => [
    {
      method: 'PUT',
      path: `/api/v1/content/item/${WATCHING}/progress?profile_id=${a.profile}`,
      json: { progress: 15, profile_id: a.profile },
      headers: { 'x-profile-id': a.profile },
      expect: { answered: 200 },
      then: async () => expect((await intruderStatus(WATCHING))?.progress).toBe(15),
    },
  ]),
  'PUT /api/v1/content/item/:id/classification': callers('the caller’s profile’s rating', (a) => [
    {
      method: 'PUT',
      path: `/api/v1/content/item/${RATED}/classification?profile_id=${a.profile}`,
      json: { classification: 1, profile_id: a.profile },
      headers: { 'x-profile-id': a.profile },
      expect: { answered: 200 },
      then: async () => expect((await intruderStatus(RATED))?.classification).toBe(1),
    },
  ]),
  'POST /api/v1/content/favorite/:id': callers('adds to the caller’s watchlist', (a) => [
    {
      method: 'POST',
      path: `/api/v1/content/favorite/${LISTED}?profile_id=${a.profile}`,
      json: { profile_id: a.profile },
      expect: { answered: 200 },
      then: async () => expect((await intruderStatus(LISTED))?.favorite).toBe(true),
    },
  ]),
  'DELETE /api/v1/content/favorite/:id': callers('takes off the caller’s watchlist', (a) => [
    {
      method: 'DELETE',
      path: `/api/v1/content/favorite/${LISTED}?profile_id=${a.profile}`,
      json: { profile_id: a.profile },
      expect: { answered: 200 },
      then: async () => expect((await intruderStatus(LISTED))?.favorite).toBe(false),
    },
  ]),
  'GET /api/v1/content/media/:id': callers('a title’s stream, against the caller’s own allowance'),
  'POST /api/v1/content/media/:id/watched': callers('charges the caller’s own allowance'),
  'GET /api/v1/content/allowance': callers('the caller’s own allowance'),
  // Stream ids are the player's, counted per account: A's id in B's ping is a stream of B's.
  'GET /api/v1/content/ping': callers('counts the caller’s account’s live streams', (a) => [
    { method: 'GET', path: `/api/v1/content/ping?stream=${a.stream}`, expect: { answered: 200 } },
  ]),
  'DELETE /api/v1/content/ping': callers('ends a live stream of the caller’s account', (a) => [
    { method: 'DELETE', path: `/api/v1/content/ping?stream=${a.stream}`, expect: { answered: 200 } },
  ]),

  // The caller's account, named by the token alone.
  'POST /api/v1/logout': callers('ends the caller’s session'),
  'GET /api/v1/account': callers('the caller’s account', (_a, b) => [
    {
      method: 'GET',
      path: '/api/v1/account',
      expect: { answered: 200 },
      then: (reply) => expect(AccountSchema.parse(reply.json())).toMatchObject({ id: b.id, email: b.email }),
    },
  ]),
  'PUT /api/v1/account': callers('the caller’s account; another’s e-mail is taken', (a) => [
    {
      method: 'PUT',
      path: '/api/v1/account',
      json: { email: a.email },
      expect: refused(409, 'email_in_use'),
    },
  ]),
  'PUT /api/v1/account/password': callers('the caller’s password, with the current one'),
  'DELETE /api/v1/account': callers('mails the caller’s own account a deletion code'),
  'POST /api/v1/account/delete/code': callers('mails the caller’s own account a deletion code'),
  'GET /api/v1/profiles': callers('the caller’s profiles', (a) => [
    {
      method: 'GET',
      path: '/api/v1/profiles',
      expect: { answered: 200 },
      then: (reply) => {
        const ids = idsOf(ProfileListSchema.parse(reply.json()).profiles);
        expect(ids).not.toContain(a.profile);
        expect(ids).not.toContain(a.kid);
      },
    },
  ]),
  'GET /api/v1/profile': callers('the session’s profile', (_a, b) => [
    {
      method: 'GET',
      path: '/api/v1/profile',
      expect: { answered: 200 },
      then: (reply) => expect(ProfileSchema.parse(reply.json()).id).toBe(b.profile),
    },
  ]),
  'POST /api/v1/profile': callers('a new profile in the caller’s account'),
  'PUT /api/v1/profile': callers('the session’s own profile'),
  'PUT /api/v1/profile/preference': callers('the session’s own profile’s languages'),
  'GET /api/v1/devices': callers('the caller’s devices', (a) => [
    {
      method: 'GET',
      path: '/api/v1/devices',
      expect: { answered: 200 },
      then: (reply) =>
        expect(idsOf(DeviceListSchema.parse(reply.json()).devices)).not.toContain(a.publicDevice),
    },
  ]),
  'GET /api/v1/subscription': callers('the caller’s plan', () => [
    {
      method: 'GET',
      path: '/api/v1/subscription',
      expect: { answered: 200 },
      then: (reply) => expect(SubscriptionSchema.parse(reply.json())).toEqual({ user_plan: null }),
    },
  ]),
  'DELETE /api/v1/subscription': callers('cancels the caller’s plan: B has none, A’s stays', () => [
    { method: 'DELETE', path: '/api/v1/subscription', expect: refused(404, 'subscription_not_found') },
  ]),
  'POST /api/v1/subscription/token': callers('opens a checkout for the caller’s account'),
  'GET /api/v1/account/billing': callers('the caller’s billing details: B has none', () => [
    {
      method: 'GET',
      path: '/api/v1/account/billing',
      expect: { answered: 200 },
      then: (reply) => expect(BillingSchema.parse(reply.json())).toEqual({ billing: null, editable: false }),
    },
  ]),
  'PUT /api/v1/account/billing': callers('the caller’s billing details: B, with no plan, may not', () => [
    {
      method: 'PUT',
      path: '/api/v1/account/billing',
      json: { ...A_BILLING, name: 'Intruso Malvado' },
      expect: refused(409, 'billing_requires_plan'),
    },
  ]),
  'GET /api/v1/account/transaction': callers('the caller’s invoices: B has none', () => [
    {
      method: 'GET',
      path: '/api/v1/account/transaction',
      expect: { answered: 200 },
      then: (reply) => expect(TransactionListSchema.parse(reply.json())).toEqual({ transactions: [] }),
    },
  ]),
  'POST /api/v1/subscription': callers('redeems a voucher for the caller’s own account'),
  // A code is the seller's, for anyone; whether it is still good is judged for the caller's own account,
  // so A's redemption neither refuses B nor shows: B's token gets what a visitor gets.
  'GET /api/v1/voucher/:code': callers('what a voucher unlocks, for the caller', () => [
    { method: 'GET', path: `/api/v1/voucher/${VOUCHER.toLowerCase()}`, expect: 'as-visitor' },
  ]),

  // Calls that name something an account owns.
  'GET /api/v1/profile/:id': names('a profile, by id: another account’s is 404', (a) => [
    { method: 'GET', path: `/api/v1/profile/${a.profile}`, expect: notFound },
    { method: 'GET', path: `/api/v1/profile/${a.kid}`, expect: notFound },
  ]),
  'PUT /api/v1/profile/:id': names('a profile, by id: another account’s is 404', (a) => [
    {
      method: 'PUT',
      path: `/api/v1/profile/${a.kid}`,
      json: { name: 'Intruso', code: PIN },
      expect: notFound,
    },
    { method: 'PUT', path: `/api/v1/profile/${a.profile}`, json: { kids: true }, expect: notFound },
  ]),
  'DELETE /api/v1/profile/:id': names('a profile, by id: another account’s is 404', (a) => [
    { method: 'DELETE', path: `/api/v1/profile/${a.kid}`, json: { code: PIN }, expect: notFound },
  ]),
  'POST /api/v1/profile/select/:id': names('a profile to choose: another account’s is 404', (a) => [
    { method: 'POST', path: `/api/v1/profile/select/${a.profile}`, json: {}, expect: notFound },
    { method: 'POST', path: `/api/v1/profile/select/${a.kid}`, json: { code: PIN }, expect: notFound },
  ]),
  'PUT /api/v1/profile/restriction': names('`profile_id`: another account’s is 404', (a) => [
    {
      method: 'PUT',
      path: '/api/v1/profile/restriction',
      json: { profile_id: a.kid, restriction_id: 'M6', code: PIN },
      expect: notFound,
    },
  ]),
  'POST /api/v1/profile/pin': names('`profile_id`: another account’s is 404, whatever code comes', (a) => [
    {
      method: 'POST',
      path: '/api/v1/profile/pin',
      json: { profile_id: a.kid, old_code: PIN, new_code: '0000' },
      expect: notFound,
    },
    {
      method: 'POST',
      path: '/api/v1/profile/pin',
      json: { profile_id: a.kid, old_code: a.recoveryCode, new_code: '0000' },
      expect: notFound,
    },
    {
      method: 'POST',
      path: '/api/v1/profile/pin',
      json: { profile_id: a.profile, new_code: '0000' },
      expect: notFound,
    },
  ]),
  'DELETE /api/v1/profile/pin': names('`profile_id`: another account’s is 404', (a) => [
    {
      method: 'DELETE',
      path: '/api/v1/profile/pin',
      json: { profile_id: a.kid, code: PIN },
      expect: notFound,
    },
  ]),
  'POST /api/v1/profile/pin/validate': names(
    '`profile_id`: another account’s is 404, no PIN is checked',
    (a) => [
      {
        method: 'POST',
        path: '/api/v1/profile/pin/validate',
        json: { profile_id: a.kid, code: PIN },
        expect: notFound,
      },
    ],
  ),
  'POST /api/v1/profile/recover': names('`profile_id`: another account’s is 404, nothing is mailed', (a) => [
    { method: 'POST', path: '/api/v1/profile/recover', json: { profile_id: a.kid }, expect: notFound },
  ]),
  'DELETE /api/v1/device/:id': names('a device, by the id the list gives: another account’s is 404', (a) => [
    { method: 'DELETE', path: `/api/v1/device/${a.publicDevice}`, expect: notFound },
    { method: 'DELETE', path: `/api/v1/device/${a.device}`, expect: notFound },
  ]),
  'POST /api/v1/device/link': names('a TV’s code: one another account linked is 409', (a) => [
    {
      method: 'POST',
      path: '/api/v1/device/link',
      json: { code: a.screenCode },
      expect: refused(409, 'code_already_used'),
    },
  ]),
  'POST /api/v1/device/login': names(
    'a TV’s code, good only with the TV’s own device id; a token adds nothing',
    (a) => [
      { method: 'POST', path: '/api/v1/device/login', json: { code: a.screenCode }, expect: 'as-visitor' },
    ],
  ),
  'GET /api/v1/account/transaction/pdf/:id': names('an invoice: another account’s is 404', (a) => [
    {
      method: 'GET',
      path: `/api/v1/account/transaction/pdf/${a.invoice}`,
      expect: refused(404, 'invoice_not_found'),
    },
  ]),
  'POST /api/v1/payment/status': names('a checkout: another account’s is 404 checkout_not_found', (a) => [
    {
      method: 'POST',
      path: '/api/v1/payment/status',
      json: { payment_type: 'thinkpay', params: { checkoutId: a.checkout } },
      expect: refused(404, 'checkout_not_found'),
    },
  ]),
  'POST /api/v1/account/delete': names('an e-mail and its code: only the caller’s own account’s', (a, b) => [
    {
      method: 'POST',
      path: '/api/v1/account/delete',
      json: { email: a.email, code: a.deletionCode },
      expect: refused(400, 'email_mismatch'),
    },
    {
      method: 'POST',
      path: '/api/v1/account/delete',
      json: { email: b.email, code: a.deletionCode },
      expect: refused(400, 'invalid_code'),
    },
  ]),
  'POST /api/v1/account/email/confirm': names('a code: only one mailed for the caller’s own change', (a) => [
    {
      method: 'POST',
      path: '/api/v1/account/email/confirm',
      json: { code: a.emailChangeCode },
      expect: refused(400, 'invalid_code'),
    },
  ]),
  'PUT /api/v1/account/reset': names(
    'an e-mail and the code mailed to it: another’s code is refused',
    (a, b) => [
      {
        method: 'PUT',
        path: '/api/v1/account/reset',
        json: { email: a.email, code: b.resetCode, password: 'outra-palavra-passe' },
        expect: refused(400, 'invalid_code'),
      },
    ],
  ),
  'POST /api/v1/validate': names('an account id and its activation code', (a) => [
    {
      method: 'POST',
      path: '/api/v1/validate',
      json: { id: a.id, code: '000000' },
      expect: refused(400, 'invalid_code'),
    },
  ]),
  // E-mails: the answer is the one anyone gets, and any mail goes to the address, never to the caller.
  'POST /api/v1/account/check': names('an e-mail: what any visitor learns', (a) => [
    { method: 'POST', path: '/api/v1/account/check', json: { email: a.email }, expect: 'as-visitor' },
  ]),
  'PUT /api/v1/account/activate': names('an e-mail: mails its owner, if anyone', (a, b) => [
    mailsOnlyTheOwner('PUT', '/api/v1/account/activate', a, b),
  ]),
  'POST /api/v1/recover': names('an e-mail: mails its owner a reset code', (a, b) => [
    mailsOnlyTheOwner('POST', '/api/v1/recover', a, b),
  ]),
  'PUT /api/v1/account/forgot': names('an e-mail: mails its owner a reset code', (a, b) => [
    mailsOnlyTheOwner('PUT', '/api/v1/account/forgot', a, b),
  ]),

  // Sandbox stand-ins for third parties: not calls of the API, and they read no token.
  'GET /sandbox/international/signup': standIn('the partner’s sign-up frame'),
  'GET /sandbox/captcha/widget': standIn('the captcha provider’s widget'),
  'POST /sandbox/captcha/token': standIn('the captcha provider’s token'),
  'POST /sandbox/captcha/siteverify': standIn('the captcha provider’s check'),
  'GET /sandbox/mailbox': standIn('people’s mailboxes, only while no SMTP server is set up'),
  'GET /sandbox/mailbox/view': standIn('people’s mailboxes, only while no SMTP server is set up'),
  'GET /sandbox/oauth/:provider/authorize': standIn('an identity provider’s sign-in page'),
  'POST /sandbox/oauth/:provider/authorize': standIn('an identity provider’s sign-in page'),
  'POST /sandbox/oauth/:provider/token': standIn('an identity provider’s token endpoint'),
  'GET /sandbox/oauth/:provider/userinfo': standIn('an identity provider’s userinfo'),
  'GET /sandbox/oauth/:provider/jwks': standIn('an identity provider’s keys'),
  'GET /sandbox/oauth/:provider/.well-known/openid-configuration': standIn('an identity provider’s metadata'),
  // The payment provider's page of a checkout: its unguessable id is the permission, as at a real
  // provider; a token changes nothing, and a settled checkout takes no other outcome.
  'GET /sandbox/pay/:id': standIn('the payment provider’s page of a checkout', (a) => [
    { method: 'GET', path: `/sandbox/pay/${a.checkout}`, expect: 'as-visitor' },
  ]),
  'POST /sandbox/pay/:id': standIn('the payment provider’s page of a checkout', (a) => [
    {
      method: 'POST',
      path: `/sandbox/pay/${a.checkout}`,
      form: { outcome: 'failure' },
      expect: refused(409, 'checkout_settled'),
    },
  ]),
  // The sandbox ad server: the same documents and video for everyone; an ad's random id is all its
  // pixels and record name, as at a real ad server.
  'GET /sandbox/ads/vast/:slot': standIn('an ad server’s VAST document'),
  'GET /sandbox/ads/creative.mp4': standIn('an ad server’s video'),
  'GET /sandbox/ads/track': standIn('an ad server’s tracking pixel'),
  'GET /sandbox/ads/click': standIn('an advertiser’s page'),
  'GET /sandbox/ads/events': standIn('what the sandbox ad server was told, for tests'),
};

/** A call that mails whoever owns the e-mail it names: B gets `{ok: true}` and no mail of A's. */
function mailsOnlyTheOwner(method: string, path: string, a: Owned, b: Intruder): Probe {
  return {
    method,
    path,
    json: { email: a.email },
    expect: { answered: 200 },
    then: async (reply) => {
      expect(reply.json()).toEqual({ ok: true });
      // B's mailbox holds what B was sent before the sweep, and nothing more.
      expect((await mailsTo(t, b.email)).map((mail) => mail.kind)).toEqual(['password_reset', 'activation']);
    },
  };
}

/** The verdict of an app route; HEAD routes are their GET route's. */
const verdictKey = (route: RouteInfo): string =>
  route.method === 'HEAD' ? `GET ${route.url}` : routeKey(route);

/** An account of the test's own, activated and signed in on `device`. */
async function activatedAccount(label: string, device: string): Promise<Person> {
  const email = newEmail(label);
  const { id } = await signUp(t, email);
  const code = await latestCode(t, email, 'activation');
  const validated = await call(t, 'POST', '/api/v1/validate', { address: newAddress(), json: { id, code } });
  expect(validated.statusCode).toBe(200);
  const signedIn = await call(t, 'POST', '/api/v1/login', {
    address: newAddress(),
    form: { email, password: DEMO_PASSWORD },
    headers: { 'x-device-id': device, 'x-device-platform': 'web' },
  });
  const { access_token: token } = parsed(signedIn, LoginResponseSchema);
  const profile = parsed(
    await call(t, 'GET', '/api/v1/profile', { address: newAddress(), token }),
    ProfileSchema,
  );
  return { id, email, token, profile: profile.id, device };
}

/** A makes one of everything an account can own. */
async function ownEverything(a: Person): Promise<Owned> {
  const as = async (method: string, path: string, json?: unknown) =>
    call(t, method, path, {
      address: newAddress(),
      token: a.token,
      headers: { 'x-device-id': a.device },
      ...(json === undefined ? {} : { json }),
    });

  // A full name, which the change of e-mail below asks for; then a second profile, with a PIN.
  parsed(await as('PUT', '/api/v1/account', { first_name: 'Olga', last_name: 'Dona' }), AccountSchema);
  const kid = parsed(
    await as('POST', '/api/v1/profile', { name: 'Rita', pin: PIN, code: PIN }),
    ProfileSchema,
    201,
  ).id;
  // Marks of the master profile: progress, a rating, the watchlist.
  parsed(await as('PUT', `/api/v1/content/item/${WATCHING}/progress`, { progress: A_PROGRESS }), ANY);
  parsed(await as('PUT', `/api/v1/content/item/${RATED}/classification`, { classification: A_RATING }), ANY);
  parsed(await as('POST', `/api/v1/content/favorite/${LISTED}`), ANY);
  // E-mailed codes A holds: deleting the account, the second profile's PIN, a new address.
  parsed(await as('POST', '/api/v1/account/delete/code'), ANY);
  const deletionCode = await latestCode(t, a.email, 'account_deletion');
  parsed(await as('POST', '/api/v1/profile/recover', { profile_id: kid }), ANY);
  const recoveryCode = await latestCode(t, a.email, 'pin_recovery');
  const pendingEmail = newEmail('owner-new');
  parsed(await as('PUT', '/api/v1/account', { email: pendingEmail }), AccountSchema);
  const emailChangeCode = await latestCode(t, pendingEmail, 'email_change');

  // B's probes send mail to A's address (who owns it gets it); a new window of the mail limits, which
  // count per recipient, leaves them room. The codes above are good for longer.
  clock += ATTEMPT_WINDOW_MS;

  // A plan from a voucher, and the next one paid at the sandbox provider (a change of plan, `update`).
  const voucherPlan = { plan_id: 'plan-monthly', is_voucher: true, voucher: VOUCHER };
  parsed(await as('POST', '/api/v1/subscription', voucherPlan), ANY);
  const { id: checkout } = parsed(
    await as('POST', '/api/v1/subscription/token', {
      payment_type: 'thinkpay',
      payment_method: 'cc',
      plan_id: 'plan-monthly',
      update: true,
    }),
    CheckoutSchema,
  );
  const payment = { address: newAddress(), form: { outcome: 'success' } };
  expect((await call(t, 'POST', `/sandbox/pay/${checkout}`, payment)).statusCode).toBe(200);
  const paid = parsed(
    await as('POST', '/api/v1/payment/status', {
      payment_type: 'thinkpay',
      params: { checkoutId: checkout },
    }),
    PaymentStatusSchema,
  );
  expect(paid.user_plan.status).toBe('ACTIVE');
  // Billing details, and the invoice of that payment.
  parsed(await as('PUT', '/api/v1/account/billing', A_BILLING), BillingSchema);
  const [invoice] = parsed(
    await as('GET', '/api/v1/account/transaction'),
    TransactionListSchema,
  ).transactions;
  expect(invoice).toBeDefined();
  // A TV paired: A linked its code; the TV has not collected its sign-in yet.
  const screenDevice = 'owner-tv';
  const screen = { address: newAddress(), headers: { 'x-device-id': screenDevice } };
  const { code: screenCode } = parsed(await call(t, 'GET', '/api/v1/device/code', screen), DeviceCodeSchema);
  parsed(await as('POST', '/api/v1/device/link', { code: screenCode }), ANY);
  // A live stream playing.
  const stream = 'owner-live-stream-0001';
  parsed(await as('GET', `/api/v1/content/ping?stream=${stream}`), ANY);
  const { devices } = parsed(await as('GET', '/api/v1/devices'), DeviceListSchema);
  const publicDevice = devices.find((device) => device.current)?.id ?? '';
  expect(publicDevice).not.toBe('');

  return {
    ...a,
    kid,
    publicDevice,
    checkout,
    invoice: invoice?.id ?? '',
    screenCode,
    screenDevice,
    deletionCode,
    recoveryCode,
    pendingEmail,
    emailChangeCode,
    stream,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  const a = await activatedAccount('owner', 'owner-laptop');
  const b = await activatedAccount('intruder', 'intruder-phone');
  const reset = await call(t, 'POST', '/api/v1/recover', { address: newAddress(), json: { email: b.email } });
  expect(reset.statusCode).toBe(200);
  intruder = { ...b, resetCode: await latestCode(t, b.email, 'password_reset') };
  owner = await ownEverything(a);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** All that A reads of its own, and its live streams (which only the ping, a write, would show). */
async function ownerView(): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  for (const path of [
    '/api/v1/account',
    '/api/v1/profiles',
    `/api/v1/profile/${owner.kid}`,
    '/api/v1/devices',
    '/api/v1/subscription',
    '/api/v1/account/billing',
    '/api/v1/account/transaction',
    '/api/v1/content/favorite/',
    `/api/v1/content/favorite/${LISTED}`,
    '/api/v1/content/playlist/continue-watching',
    '/api/v1/content/playlist/watchlist',
    `/api/v1/content/item/${WATCHING}`,
    `/api/v1/content/item/${RATED}`,
    `/api/v1/content/item/${LISTED}`,
  ]) {
    const reply = await asOwner('GET', path);
    expect({ path, status: reply.statusCode }).toEqual({ path, status: 200 });
    view[path] = reply.json();
  }
  view.streams = await t.db.query('SELECT stream_id FROM stream_pings WHERE account_id = $1 ORDER BY 1', [
    owner.id,
  ]);
  return view;
}

const probeLabel = (route: string, probe: Probe): string => `${route}: ${probe.method} ${probe.path}`;

async function tryProbe(route: string, verdict: Verdict, probe: Probe): Promise<void> {
  const label = probeLabel(route, probe);
  const reply = await asIntruder(probe.method, probe.path, probe);
  const { expect: wanted } = probe;
  if (wanted === 'as-visitor') {
    const visitor = await call(t, probe.method, probe.path, {
      address: newAddress(),
      ...(probe.form ? { form: probe.form } : {}),
      ...(probe.json === undefined ? {} : { json: probe.json }),
    });
    expect({ call: label, status: reply.statusCode, body: reply.body }).toEqual({
      call: label,
      status: visitor.statusCode,
      body: visitor.body,
    });
    if (reply.statusCode >= 400) errorOf(reply);
  } else if ('refused' in wanted) {
    expect({ call: label, ...errorOf(reply) }).toEqual({ call: label, ...wanted.refused });
  } else {
    expect({ call: label, status: reply.statusCode }).toEqual({ call: label, status: wanted.answered });
  }
  // A HEAD of a call that names an id is refused as its GET is.
  if (verdict.kind === 'names owned' && probe.method === 'GET') {
    const head = await asIntruder('HEAD', probe.path, probe);
    expect({ call: `HEAD of ${label}`, status: head.statusCode }).toEqual({
      call: `HEAD of ${label}`,
      status: reply.statusCode,
    });
  }
  await probe.then?.(reply);
}

describe('the verdicts', () => {
  it('judge every route of the API, and no route it does not have', () => {
    const routes = new Set(t.routes.map(verdictKey));
    const unjudged = [...routes].filter((key) => !(key in VERDICTS));
    // A route here is new: judge it in VERDICTS (and if it names something an account owns, probe it).
    expect(unjudged).toEqual([]);
    expect(Object.keys(VERDICTS).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('probe every call that names something an account owns', () => {
    for (const [route, verdict] of Object.entries(VERDICTS)) {
      if (verdict.kind !== 'names owned') continue;
      const probes = verdict.probes(owner, intruder);
      expect({ route, probed: probes.length > 0 }).toEqual({ route, probed: true });
      // Each probe is of its own route.
      for (const probe of probes) expect(probe.method).toBe(route.split(' ')[0]);
    }
  });
});

describe('another account’s token', () => {
  it('neither reads nor changes A’s things on any call, and A finds them as they were', async () => {
    const before = await ownerView();
    const probes = Object.entries(VERDICTS).flatMap(([route, verdict]) =>
      verdict.kind === 'owns nothing'
        ? []
        : (verdict.probes?.(owner, intruder) ?? []).map((probe) => ({ route, verdict, probe })),
    );
    expect(probes.length).toBeGreaterThan(40);
    // Reads first, while B has no marks of its own: whatever B then reads is all B's.
    const reads = probes.filter(({ probe }) => probe.method === 'GET');
    const writes = probes.filter(({ probe }) => probe.method !== 'GET');
    for (const { route, verdict, probe } of [...reads, ...writes]) await tryProbe(route, verdict, probe);

    expect(await ownerView()).toEqual(before);
    // Still premium, still with both profiles, and B's session is still B's.
    expect(AccountSchema.parse(before['/api/v1/account'])).toMatchObject({ id: owner.id, premium: true });
    expect(ProfileSchema.parse((await asIntruder('GET', '/api/v1/profile')).json()).id).toBe(
      intruder.profile,
    );
  });

  it('leaves A every secret B tried: the PIN, the TV’s sign-in, the mailed codes', async () => {
    // The PIN is unchanged and its profile unlocked by it.
    expect(
      (await asOwner('POST', '/api/v1/profile/pin/validate', { profile_id: owner.kid, code: PIN }))
        .statusCode,
    ).toBe(200);
    // The TV collects its sign-in, to A's account.
    const polled = await call(t, 'POST', '/api/v1/device/login', {
      address: newAddress(),
      json: { code: owner.screenCode },
      headers: { 'x-device-id': owner.screenDevice },
    });
    const { access_token: tv } = parsed(polled, LoginResponseSchema);
    const seen = await call(t, 'GET', '/api/v1/account', { address: newAddress(), token: tv });
    expect(AccountSchema.parse(seen.json()).id).toBe(owner.id);
    // The PIN recovery code resets the PIN, once.
    const repinned = await asOwner('POST', '/api/v1/profile/pin', {
      profile_id: owner.kid,
      old_code: owner.recoveryCode,
      new_code: '2468',
    });
    expect(repinned.statusCode).toBe(200);
    // The change of e-mail goes through with A's code.
    const confirmed = await asOwner('POST', '/api/v1/account/email/confirm', { code: owner.emailChangeCode });
    expect(parsed(confirmed, AccountSchema).email).toBe(owner.pendingEmail);
    // And the deletion code deletes A, at A's (new) address: B's tries spent nothing of it.
    const deleted = await asOwner('POST', '/api/v1/account/delete', {
      email: owner.pendingEmail,
      code: owner.deletionCode,
    });
    expect(deleted.statusCode).toBe(200);
    expect(errorOf(await asOwner('GET', '/api/v1/account'))).toEqual({ status: 401, code: 401 });
    // B is untouched by all of it.
    expect((await asIntruder('GET', '/api/v1/account')).statusCode).toBe(200);
  });
});

describe('progress and ratings of another account', () => {
  /** Titles of these tests' own, which the sweep above leaves alone: B writes to the first two. */
  const FILM = 'mv-020';
  const OTHER_FILM = 'mv-021';
  /** A title only A watches and rates. */
  const A_ONLY = 'mv-022';
  let a: Person;
  let aKid: string;

  beforeAll(async () => {
    a = await activatedAccount('marks-owner', 'marks-laptop');
    const made = await call(t, 'POST', '/api/v1/profile', {
      address: newAddress(),
      token: a.token,
      json: { name: 'Tomás' },
    });
    aKid = parsed(made, ProfileSchema, 201).id;
    for (const [path, body] of [
      [`/api/v1/content/item/${FILM}/progress`, { progress: A_PROGRESS }],
      [`/api/v1/content/item/${OTHER_FILM}/classification`, { classification: A_RATING }],
      [`/api/v1/content/item/${A_ONLY}/progress`, { progress: A_PROGRESS }],
      [`/api/v1/content/item/${A_ONLY}/classification`, { classification: 5 }],
    ] as const) {
      const reply = await call(t, 'PUT', path, { address: newAddress(), token: a.token, json: body });
      expect(reply.statusCode).toBe(200);
    }
  }, SETUP_TIMEOUT_MS);

  const aStatus = (id: string): Promise<UserStatus | undefined> => statusOf(a, id);
  const continueWatching = async (person: Person): Promise<string[]> => {
    const reply = await call(t, 'GET', '/api/v1/content/playlist/continue-watching', {
      address: newAddress(),
      token: person.token,
    });
    return idsOf(parsed(reply, PlaylistPageSchema).contents);
  };

  it('cannot make one of A’s profiles B’s own to write as it', async () => {
    for (const profile of [a.profile, aKid]) {
      const reply = await asIntruder('POST', `/api/v1/profile/select/${profile}`, { json: {} });
      expect(errorOf(reply)).toEqual({ status: 404, code: 404 });
    }
    expect(parsed(await asIntruder('GET', '/api/v1/profile'), ProfileSchema).id).toBe(intruder.profile);
  });

  it('writes B’s progress and rating to B’s own profile, whichever of A’s profiles B names', async () => {
    for (const target of [a.profile, aKid]) {
      const aimed = { 'x-profile-id': target };
      const progress = await asIntruder('PUT', `/api/v1/content/item/${FILM}/progress?profile_id=${target}`, {
        json: { progress: 3, profile_id: target },
        headers: aimed,
      });
      expect(progress.json()).toEqual({ id: FILM, progress: 3 });
      const rating = await asIntruder(
        'PUT',
        `/api/v1/content/item/${OTHER_FILM}/classification?profile_id=${target}`,
        { json: { classification: 1, profile_id: target }, headers: aimed },
      );
      expect(rating.json()).toEqual({ id: OTHER_FILM, classification: 1 });
      // Taking a rating away names no profile either: B's own goes, A's stays.
      const unrated = await asIntruder('PUT', `/api/v1/content/item/${OTHER_FILM}/classification`, {
        json: { classification: 0, profile_id: target },
        headers: aimed,
      });
      expect(unrated.json()).toEqual({ id: OTHER_FILM, classification: 0 });
    }
    expect(await aStatus(FILM)).toMatchObject({ progress: A_PROGRESS, continue: true });
    expect(await aStatus(OTHER_FILM)).toMatchObject({ classification: A_RATING });
    expect(await intruderStatus(FILM)).toMatchObject({ progress: 3 });
    expect(await intruderStatus(OTHER_FILM)).toMatchObject({ classification: null });
    // Nothing at all was written for A's second profile.
    const rows = await t.db.query(
      `SELECT item_id FROM viewing_progress WHERE profile_id = $1
       UNION ALL SELECT item_id FROM ratings WHERE profile_id = $1`,
      [aKid],
    );
    expect(rows).toEqual([]);
  });

  it('never shows B A’s progress, Continue Watching or rating', async () => {
    expect(await continueWatching(a)).toContain(A_ONLY);
    expect(await aStatus(A_ONLY)).toMatchObject({ progress: A_PROGRESS, continue: true, classification: 5 });

    expect(await intruderStatus(A_ONLY)).toMatchObject({
      progress: 0,
      continue: false,
      classification: null,
    });
    const bWatching = await continueWatching(intruder);
    expect(bWatching).not.toContain(A_ONLY);
    // What B's Continue Watching holds is what B watched, and nothing else.
    const bRows = await t.db.query<{ item_id: string }>(
      `SELECT item_id FROM viewing_progress WHERE profile_id = $1
       UNION SELECT programme_id FROM programme_progress WHERE profile_id = $1`,
      [intruder.profile],
    );
    expect(bWatching.filter((id) => !bRows.some((row) => row.item_id === id))).toEqual([]);
    // Nor the home screen's personal rails.
    const home = parsed(await asIntruder('GET', '/api/v1/content/screen/scr-home'), ScreenSchema);
    const personal = home.rails.filter((rail) => rail.personal).flatMap((rail) => idsOf(rail.contents));
    expect(personal).not.toContain(A_ONLY);
  });
});
