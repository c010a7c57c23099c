import type { Account, LoginResponse, Profile } from '@palco/contracts';
import { z } from 'zod';
import { accountServicesOf } from '../accounts/services';
import { PROFILE_SELECT, profileOf, profilesOf, toProfile, type ProfileRow } from '../accounts/profiles';
import { accountView } from '../accounts/store';
import type { AttemptGuards } from '../auth/attempts';
import { hashSecret, verifySecret } from '../auth/secrets';
import { createSession, requireSession } from '../auth/sessions';
import { timestamp } from '../db';
import type { Deps } from '../deps';
import {
  accountNotActivated,
  invalidCredentials,
  invalidPin,
  notFound,
  profileNotChosen,
} from '../http/errors';
import { IdParams, IgnoredBody, NoQuery, typedText, type Api } from '../http/schema';
import { lisbonToday } from '../payments/periods';
import { expireSubscriptions } from '../payments/subscriptions';
import { passwordRoutes } from './passwords';
import { profileRoutes } from './profiles';
import { registrationRoutes } from './registration';

/** An e-mail or user name as typed: at most an e-mail's 254 characters. */
const loginName = typedText(254).trim().toLowerCase().optional();

/** Form-encoded or JSON; no body at all is a missing e-mail and password, like an empty form. */
const LoginBody = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      email: loginName,
      username: loginName,
      password: z.string().min(1, 'password is required').max(256),
    })
    .transform(({ email, username, password }) => ({ login: email || username || '', password }))
    .refine((b) => b.login.length > 0, { message: 'email is required', path: ['email'] }),
);

/** A PIN is exactly 4 digits (spec section 5), as text or as a number (`123` is `0123`). */
const Pin = z.union([
  z.string().regex(/^\d{4}$/, 'must be 4 digits'),
  z
    .number()
    .int()
    .min(0)
    .max(9999)
    .transform((n) => String(n).padStart(4, '0')),
]);

/** `{profile_id, code}` (spec section 7): the path names the profile, so only the code is read. */
const SelectBody = z
  .object({ code: Pin.optional() })
  .nullable()
  .transform((b) => ({ code: b?.code ?? null }));

/** Unknown e-mails still cost one hash check, so response time does not tell which accounts exist. */
let decoyHash: Promise<string> | undefined;

async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  decoyHash ??= hashSecret('decoy password');
  const ok = await verifySecret(password, stored ?? (await decoyHash));
  return ok && stored !== undefined;
}

/**
 * Sign-in by e-mail, the account and its profiles; sign-up, activation and passwords (registration.ts,
 * passwords.ts), which send mail and check a captcha through the services the environment selects.
 */
export function accountRoutes(app: Api, deps: Deps, guards: AttemptGuards): void {
  const { db } = deps;
  const services = accountServicesOf(deps);
  registrationRoutes(app, deps, guards, services);
  passwordRoutes(app, deps, guards, services);
  profileRoutes(app, deps, guards);

  app.post(
    '/v1/login',
    { schema: { querystring: NoQuery, body: LoginBody } },
    async (request): Promise<LoginResponse> => {
      const { login, password } = request.body;
      // Counted before the password is checked, so a refused guess costs no hashing either.
      await guards.login.attempt(request, login);
      const [account] = await db.query<{ id: string; password_hash: string; activated: boolean }>(
        `SELECT id, password_hash, activated_at IS NOT NULL AS activated FROM accounts
         WHERE lower(email) = $1 OR lower(username) = $1`,
        [login],
      );
      if (!(await checkPassword(password, account?.password_hash)) || !account) throw invalidCredentials();
      guards.login.succeeded(request, login);
      // Only the right password learns that the account waits for its e-mailed code (spec section 4: a
      // locked account is activated by an e-mailed code); a wrong one is refused like any other.
      if (!account.activated) throw accountNotActivated();
      // A paid plan whose last day has passed leaves the account free (payments/subscriptions.ts).
      await expireSubscriptions(db, account.id, lisbonToday(deps.now()));
      // A single profile is chosen at once; with several, the client asks (423 profile_not_chosen).
      const profiles = await db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [
        account.id,
      ]);
      const profileId = profiles.length === 1 ? (profiles[0]?.id ?? null) : null;
      // A device the account has no live session on is refused once it has 10 (403 device_limit_reached).
      const token = await createSession(db, request, account.id, profileId, deps.now());
      return { access_token: token, token_type: 'Bearer' };
    },
  );

  app.post('/v1/logout', { schema: { querystring: NoQuery, body: IgnoredBody } }, async (request) => {
    const { tokenHash } = requireSession(request);
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1', [
      tokenHash,
      timestamp(deps.now()),
    ]);
    return { ok: true };
  });

  app.get('/v1/account', { schema: { querystring: NoQuery } }, async (request): Promise<Account> => {
    const { accountId } = requireSession(request);
    await expireSubscriptions(db, accountId, lisbonToday(deps.now()));
    return accountView(db, accountId);
  });

  app.get(
    '/v1/profiles',
    { schema: { querystring: NoQuery } },
    async (request): Promise<{ profiles: Profile[] }> => {
      const { accountId } = requireSession(request);
      return { profiles: (await profilesOf(db, accountId)).map(toProfile) };
    },
  );

  app.get('/v1/profile', { schema: { querystring: NoQuery } }, async (request): Promise<Profile> => {
    const { profileId } = requireSession(request);
    if (!profileId) throw profileNotChosen();
    const [row] = await db.query<ProfileRow>(`${PROFILE_SELECT} WHERE p.id = $1`, [profileId]);
    if (!row) throw profileNotChosen();
    return toProfile(row);
  });

  /** Makes a profile the session's own; a PIN-protected one needs its `code` (spec section 7). */
  app.post(
    '/v1/profile/select/:id',
    { schema: { params: IdParams, querystring: NoQuery, body: SelectBody } },
    async (request): Promise<Profile> => {
      const { accountId, tokenHash } = requireSession(request);
      const { id } = request.params;
      const { code } = request.body;
      const row = await profileOf(db, accountId, id);
      if (!row) throw notFound();
      if (row.pin_hash) {
        // Only choosing a protected profile is a guess; switching between open ones is never held up.
        await guards.pin.attempt(request, accountId);
        if (code === null || !(await verifySecret(code, row.pin_hash))) throw invalidPin();
        guards.pin.succeeded(request, accountId);
      }
      await db.query('UPDATE sessions SET profile_id = $2 WHERE token_hash = $1', [tokenHash, row.id]);
      return toProfile(row);
    },
  );
}
