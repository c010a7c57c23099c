import { createHash, randomBytes } from 'node:crypto';
import {
  operatorNames,
  siteOriginsOf,
  socialProviderNames,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_FORM_POST_CALLBACK_PATH,
  type SocialLoginResponse,
} from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { isValidEmail, normaliseEmail, personName } from '../accounts/rules';
import {
  accountByEmail,
  accountById,
  insertMasterProfile,
  isCompleted,
  newId,
  signupLocale,
  type AccountRow,
} from '../accounts/store';
import type { AccountServices } from '../accounts/services';
import { hashSecret } from '../auth/secrets';
import { createSession } from '../auth/sessions';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import {
  accountNotActivated,
  badRequest,
  emailInUse,
  formRuleBroken,
  missingUserInformation,
  socialLoginFailed,
} from '../http/errors';
import { NoQuery, typedText, type Api } from '../http/schema';
import { viewerCountry } from '../media/viewer-country';
import { Flag } from '../routes/account-fields';
import { sendActivationCode } from '../routes/registration';
import { OWN_ORIGIN } from '../seed/accounts';
import { operatorSetupsOf, socialSetupsOf, type SocialSetup } from './providers';
import { isAllowedRedirect } from './redirects';

/** How long a sign-in whose provider kept the e-mail back waits for the viewer to give one. */
const PENDING_TTL_MS = 15 * 60_000;

const SocialLoginBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    provider: z.enum(socialProviderNames),
    // The authorization code the provider returned (the spec's field name); none when completing.
    access_token: typedText(2048).nullish(),
    refresh_token: typedText(2048).nullish(),
    // RFC 7636: 43 to 128 characters of the unreserved set.
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier'),
    redirect_uri: typedText(2048),
    nonce: typedText(512).nullish(),
    fullname: typedText(401).nullish(),
    email: typedText(320).nullish(),
    agree: Flag.nullish(),
    optin: Flag.nullish(),
  }),
);
type SocialLoginInput = z.infer<typeof SocialLoginBody>;

/** `POST /v1/operator/login {operator, code, code_verifier, redirect_uri, nonce?}`. */
const OperatorLoginBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    operator: z.enum(operatorNames),
    code: typedText(2048),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier'),
    redirect_uri: typedText(2048),
    nonce: typedText(512).nullish(),
  }),
);

/** What the API needs to exchange a code: the page's PKCE verifier, its redirect URI and its nonce. */
interface CodeExchange {
  code: string;
  code_verifier: string;
  redirect_uri: string;
  nonce?: string | null;
}

/** What a provider tells about who signed in. */
interface Identity {
  provider: SocialSetup['name'];
  subject: string;
  /** Only an address the provider vouches for. */
  email: string | null;
  name: string | null;
}

/** The form_post answer (Apple): the code, the state, perhaps the first sign-in's `user`, or an error. */
const CallbackBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    code: typedText(2048).optional(),
    state: typedText(512).optional(),
    user: typedText(2048).optional(),
    error: typedText(128).optional(),
    error_description: typedText(512).optional(),
    iss: typedText(512).optional(),
  }),
);

const verifierKey = (provider: string, verifier: string): string =>
  createHash('sha256').update(`${provider}:${verifier}`).digest('base64url');

/** Calls to the sandbox providers this API serves go in-process; others over the network. */
function fetchFor(app: Api, setup: SocialSetup): typeof fetch {
  if (!setup.sandbox) return fetch;
  const origin = new URL(setup.as.issuer).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.href.slice(origin.length),
      headers,
      ...(typeof body === 'string' || body instanceof URLSearchParams ? { payload: String(body) } : {}),
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)] as [string, string]],
      ),
    });
  };
}

/** Exchanges the code (PKCE) and reads who signed in: the ID token's claims, or the userinfo (Facebook's `me`). */
async function identityFromCode(
  app: Api,
  setup: SocialSetup,
  input: CodeExchange,
  nowMs: number,
): Promise<Identity> {
  // The ID token's times are checked against the API's clock (tests pin it), not the machine's.
  const client: oauth.Client = {
    ...setup.client,
    [oauth.clockSkew]: Math.round((nowMs - Date.now()) / 1000),
  };
  const options = {
    [oauth.customFetch]: fetchFor(app, setup),
    [oauth.allowInsecureRequests]: setup.sandbox,
  };
  try {
    const params = oauth.validateAuthResponse(
      setup.as,
      client,
      new URLSearchParams({ code: input.code }),
      oauth.skipStateCheck,
    );
    const response = await oauth.authorizationCodeGrantRequest(
      setup.as,
      client,
      oauth.ClientSecretPost(setup.clientSecret),
      params,
      input.redirect_uri,
      input.code_verifier,
      options,
    );
    const oidc = setup.profileFrom === 'id_token';
    // A nonce is an OpenID Connect matter: with plain OAuth (Facebook) there is no ID token to carry it.
    const result = await oauth.processAuthorizationCodeResponse(setup.as, client, response, {
      expectedNonce: oidc && input.nonce ? input.nonce : oauth.expectNoNonce,
      requireIdToken: oidc,
    });
    if (oidc) {
      const claims = oauth.getValidatedIdTokenClaims(result);
      if (!claims) throw socialLoginFailed();
      const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
      // Apple sends the flag as a string.
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        provider: setup.name,
        subject: claims.sub,
        email: email && verified && isValidEmail(email) ? email : null,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    }
    const me = await oauth.protectedResourceRequest(
      result.access_token,
      'GET',
      new URL(setup.as.userinfo_endpoint ?? ''),
      undefined,
      undefined,
      options,
    );
    if (!me.ok) throw socialLoginFailed();
    const profile: unknown = await me.json();
    // Facebook's `me` names the person `id`; OAuth userinfo calls (Vodafone's) name them `sub`.
    const fields = z
      .object({
        id: z.string().min(1).optional(),
        sub: z.string().min(1).optional(),
        name: z.string().optional(),
        email: z.string().optional(),
        email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
      })
      .safeParse(profile);
    const subject = fields.success ? (fields.data.sub ?? fields.data.id) : undefined;
    if (!fields.success || !subject) throw socialLoginFailed();
    // Facebook only hands out addresses it has confirmed; a userinfo answer says whether it has.
    const verified = fields.data.sub === undefined || String(fields.data.email_verified) === 'true';
    const email = normaliseEmail(fields.data.email ?? '');
    return {
      provider: setup.name,
      subject,
      email: verified && email && isValidEmail(email) ? email : null,
      name: fields.data.name ?? null,
    };
  } catch (error) {
    // A spent, forged or mismatched code, a wrong verifier or a bad token: the provider said no.
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.OperationProcessingError) {
      throw socialLoginFailed();
    }
    throw error;
  }
}

async function accountOfIdentity(db: Db, identity: Identity): Promise<AccountRow | undefined> {
  const [row] = await db.query<{ account_id: string }>(
    'SELECT account_id FROM social_identities WHERE provider = $1 AND subject = $2',
    [identity.provider, identity.subject],
  );
  return row ? accountById(db, row.account_id) : undefined;
}

async function linkIdentity(db: Db, accountId: string, identity: Identity, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO social_identities (provider, subject, account_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [identity.provider, identity.subject, accountId, timestamp(nowMs)],
  );
}

interface NewAccount {
  email: string;
  first_name: string;
  last_name: string;
  /** This service's, or the operator's that signed the person in. */
  origin: string;
  /** Proven by the provider, or an operator's customer: usable at once. Otherwise it waits for the mailed code. */
  activated: boolean;
  agreed: boolean;
  optin: boolean;
  /** The master profile's name until the viewer gives one. */
  profileName: string;
  /**
   * Where the viewer was when the account was made (viewerCountry), as for a sign-up: the account keeps it
   * as its country, whatever the provider or operator says of the person.
   */
  country: string;
}

/**
 * An account reached through an identity (a social provider's or an operator's): a master profile, the
 * identity, and a password nobody knows until a reset. Null when another account has the e-mail.
 */
async function createAccount(
  db: Db,
  request: FastifyRequest,
  input: NewAccount,
  identity: Identity,
  nowMs: number,
): Promise<string | null> {
  const id = newId('acc');
  const now = timestamp(nowMs);
  const terms = input.agreed ? now : null;
  const completed = isCompleted({ ...input, terms_accepted_at: terms });
  const passwordHash = await hashSecret(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, completed,
         is_multi_profile, premium, origin, activated_at, terms_accepted_at, marketing_optin, created_at)
       VALUES ($1, $2, $3, $4, $5, $12, $6, false, false, $7, $8, $9, $10, $11)
       ON CONFLICT (email) WHERE email <> '' DO NOTHING
       RETURNING id`,
      [
        id,
        input.email,
        passwordHash,
        input.first_name,
        input.last_name,
        completed,
        input.origin,
        input.activated ? now : null,
        terms,
        input.optin,
        now,
        input.country,
      ],
    );
    if (!inserted) return null;
    await insertMasterProfile(tx, id, input.profileName.slice(0, 20), signupLocale(request, null));
    await tx.query(
      'INSERT INTO social_identities (provider, subject, account_id, created_at) VALUES ($1, $2, $3, $4)',
      [identity.provider, identity.subject, id, now],
    );
    return id;
  });
}

/** A name as providers give it, kept only when it passes the full-name rule; otherwise the viewer gives it. */
function nameOf(fullname: string | null | undefined): { first_name: string; last_name: string } {
  try {
    return personName({ fullname: fullname ?? '' }) ?? { first_name: '', last_name: '' };
  } catch {
    return { first_name: '', last_name: '' };
  }
}

/**
 * An account made by an operator's sign-in (spec sections 3 and 4): marked by the operator as its origin,
 * usable at once (the operator knows its customer), with the e-mail the operator shares when no account has
 * it, else none until the reduced complete-profile step asks for one.
 */
async function createOperatorAccount(
  db: Db,
  request: FastifyRequest,
  identity: Identity,
  country: string,
  nowMs: number,
): Promise<string> {
  const email = identity.email && !(await accountByEmail(db, identity.email)) ? identity.email : '';
  const name = nameOf(identity.name);
  try {
    const id = await createAccount(
      db,
      request,
      {
        email,
        ...name,
        origin: identity.provider,
        activated: true,
        agreed: false,
        optin: false,
        profileName: name.first_name || identity.provider.toUpperCase(),
        country,
      },
      identity,
      nowMs,
    );
    if (!id) throw emailInUse();
    return id;
  } catch (error) {
    // The same sign-in sent twice: the first made the account.
    const made = await accountOfIdentity(db, identity);
    if (made) return made.id;
    throw error;
  }
}

async function signIn(
  db: Db,
  request: FastifyRequest,
  accountId: string,
  created: boolean,
  nowMs: number,
): Promise<SocialLoginResponse> {
  const profiles = await db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [
    accountId,
  ]);
  const profileId = profiles.length === 1 ? (profiles[0]?.id ?? null) : null;
  const token = await createSession(db, request, accountId, profileId, nowMs);
  return { access_token: token, token_type: 'Bearer', created };
}

/**
 * Social sign-in (spec sections 4 and 7): `POST /v1/social/login` exchanges the provider's code with the
 * page's PKCE verifier and signs the viewer in, making the account on a first visit. A known identity
 * signs in its account; a new one with an address the provider vouches for joins the account of that
 * address or makes one; without an address the answer is `missing_user_information`, and the same verifier
 * with `email`, `fullname` and `agree` then makes an account that waits for its e-mailed code, like a
 * sign-up. `POST /v1/social/callback` takes Apple's form_post and sends the browser to the login callback.
 */
export function socialRoutes(app: Api, deps: Deps, services: AccountServices): void {
  const { db } = deps;
  const setups = new Map(socialSetupsOf(deps.env).map((s) => [s.name, s]));
  const siteOrigins = siteOriginsOf(deps.env);

  app.post(
    '/v1/social/login',
    { schema: { querystring: NoQuery, body: SocialLoginBody } },
    async (request): Promise<SocialLoginResponse> => {
      const input = request.body;
      const setup = setups.get(input.provider);
      if (!setup) throw socialLoginFailed();
      if (!isAllowedRedirect(input.redirect_uri, siteOrigins))
        throw badRequest('redirect_uri is not registered');
      const nowMs = deps.now();
      const key = verifierKey(input.provider, input.code_verifier);

      if (!input.access_token) return completeSignup(request, input, key, nowMs);

      const identity = await identityFromCode(app, setup, { ...input, code: input.access_token }, nowMs);
      const known = await accountOfIdentity(db, identity);
      if (known) return signInChecked(request, known, false, nowMs);

      if (identity.email) {
        const existing = await accountByEmail(db, identity.email);
        // A sandbox provider vouches for whatever address is typed into it: it may make an account, but never
        // open one that exists, or anyone could sign in as anyone on a deployment without real providers.
        if (existing && setup.sandbox) throw emailInUse();
        if (existing) {
          // The provider proves the address, so the identity joins its account, which it also unlocks.
          await linkIdentity(db, existing.id, identity, nowMs);
          if (!existing.activated_at) {
            await db.query('UPDATE accounts SET activated_at = $2 WHERE id = $1', [
              existing.id,
              timestamp(nowMs),
            ]);
          }
          return signIn(db, request, existing.id, false, nowMs);
        }
        const name = nameOf(input.fullname ?? identity.name);
        const id = await createAccount(
          db,
          request,
          {
            email: identity.email,
            ...name,
            origin: OWN_ORIGIN,
            activated: true,
            agreed: input.agree === true,
            optin: input.optin ?? true,
            profileName: name.first_name || identity.email.split('@')[0] || identity.email,
            country: viewerCountry(request, deps.env),
          },
          identity,
          nowMs,
        );
        // Another sign-in made the same account a moment ago: sign in to it.
        const accountId = id ?? (await accountOfIdentity(db, identity))?.id;
        if (!accountId) throw emailInUse();
        return signIn(db, request, accountId, id !== null, nowMs);
      }

      await db.query(
        `INSERT INTO social_pending (verifier_key, provider, subject, name, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (verifier_key) DO UPDATE SET subject = $3, name = $4, expires_at = $5`,
        [
          key,
          identity.provider,
          identity.subject,
          input.fullname ?? identity.name,
          timestamp(nowMs + PENDING_TTL_MS),
        ],
      );
      throw missingUserInformation();
    },
  );

  const operators = new Map(operatorSetupsOf(deps.env).map((s) => [s.name, s]));

  /**
   * Operator sign-in (spec sections 1 and 7, no path given): the operator's code, exchanged with the page's
   * PKCE verifier. A known subscriber signs in; a new one gets an account of the operator's origin. A refusal
   * is `401 social_login_failed`, which the page shows as 'Unable to log in'.
   */
  app.post(
    '/v1/operator/login',
    { schema: { querystring: NoQuery, body: OperatorLoginBody } },
    async (request): Promise<SocialLoginResponse> => {
      const input = request.body;
      const setup = operators.get(input.operator);
      if (!setup) throw socialLoginFailed();
      if (!isAllowedRedirect(input.redirect_uri, siteOrigins))
        throw badRequest('redirect_uri is not registered');
      const nowMs = deps.now();
      const identity = await identityFromCode(app, setup, input, nowMs);
      const known = await accountOfIdentity(db, identity);
      if (known) return signIn(db, request, known.id, false, nowMs);
      const country = viewerCountry(request, deps.env);
      const id = await createOperatorAccount(db, request, identity, country, nowMs);
      return signIn(db, request, id, true, nowMs);
    },
  );

  /** A known identity signs in, unless its account still waits for its code (then 423, as a login). */
  async function signInChecked(
    request: FastifyRequest,
    account: AccountRow,
    created: boolean,
    nowMs: number,
  ): Promise<SocialLoginResponse> {
    if (!account.activated_at) throw accountNotActivated();
    return signIn(db, request, account.id, created, nowMs);
  }

  async function completeSignup(
    request: FastifyRequest,
    input: SocialLoginInput,
    key: string,
    nowMs: number,
  ): Promise<SocialLoginResponse> {
    const [pending] = await db.query<{ subject: string; name: string | null }>(
      `SELECT subject, name FROM social_pending WHERE verifier_key = $1 AND provider = $2 AND expires_at > $3`,
      [key, input.provider, timestamp(nowMs)],
    );
    if (!pending) throw socialLoginFailed();
    const email = normaliseEmail(input.email ?? '');
    if (!isValidEmail(email)) throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
    const name = personName({ fullname: input.fullname ?? pending.name ?? '' });
    if (!name) throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID');
    if (input.agree !== true) throw formRuleBroken('AUTHENTICATION_ERROR_COMPLETE_MESSAGE');
    const identity: Identity = { provider: input.provider, subject: pending.subject, email, name: null };
    const known = await accountOfIdentity(db, identity);
    if (known) return signInChecked(request, known, false, nowMs);
    // An address nobody vouched for never joins an existing account.
    if (await accountByEmail(db, email)) throw emailInUse();
    const id = await createAccount(
      db,
      request,
      {
        email,
        ...name,
        origin: OWN_ORIGIN,
        activated: false,
        agreed: true,
        optin: input.optin ?? true,
        profileName: name.first_name,
        country: viewerCountry(request, deps.env),
      },
      identity,
      nowMs,
    );
    if (!id) throw emailInUse();
    await db.query('DELETE FROM social_pending WHERE verifier_key = $1', [key]);
    try {
      await sendActivationCode(db, services, { id, email, first_name: name.first_name }, nowMs);
    } catch (error) {
      await db.query('DELETE FROM accounts WHERE id = $1', [id]);
      throw error;
    }
    // As after a sign-up: the account is there and waits for the e-mailed code.
    throw accountNotActivated();
  }

  app.post(
    SOCIAL_FORM_POST_CALLBACK_PATH,
    { schema: { querystring: NoQuery, body: CallbackBody } },
    (request, reply) => {
      const target = new URLSearchParams({ provider: 'apple' });
      for (const [key, value] of Object.entries(request.body)) {
        if (typeof value === 'string') target.set(key, value);
      }
      // Relative, so the browser stays on the site origin it posted to (the API sits under its /api).
      return reply
        .code(303)
        .header('location', `${SOCIAL_CALLBACK_PATH}?${target.toString()}`)
        .header('cache-control', 'no-store')
        .send();
    },
  );
}
