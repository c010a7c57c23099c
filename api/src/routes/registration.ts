import {
  SIGNUP_CAPTCHA_ACTION,
  type Account,
  type AccountCheck,
  type Activation,
  type Done,
  type SignupResponse,
} from '@palco/contracts';
import { z } from 'zod';
import { activeAffiliate } from '../accounts/affiliates';
import { consumeCode, issueCode } from '../accounts/codes';
import {
  checkGender,
  checkPhone,
  checkSignup,
  isAllowedBirthday,
  isValidEmail,
  normaliseEmail,
  parseBirthday,
  personName,
} from '../accounts/rules';
import { captchaPasses, sendMail, type AccountServices } from '../accounts/services';
import {
  accountByEmail,
  accountById,
  accountView,
  isCompleted,
  insertMasterProfile,
  isOperatorAccount,
  mailLocaleOf,
  newId,
  signupLocale,
  type AccountRow,
} from '../accounts/store';
import type { AttemptGuards } from '../auth/attempts';
import { hashSecret } from '../auth/secrets';
import { createSession, requireSession } from '../auth/sessions';
import { timestamp, type Db } from '../db';
import type { Deps } from '../deps';
import {
  captchaInvalid,
  codeExpired,
  emailInUse,
  forbidden,
  formRuleBroken,
  invalidCode,
  notFound,
} from '../http/errors';
import { loadSettings } from '../content/settings';
import { Id, NoQuery, type Api } from '../http/schema';
import { codeMail } from '../mail/messages';
import { viewerCountry } from '../media/viewer-country';
import { OWN_ORIGIN } from '../seed/accounts';
import { CodeText, EmailText, Flag, optionalText, orEmpty, PasswordText } from './account-fields';

/** Names are a person's: 100 characters is plenty, and keeps a full name inside any mail or header. */
const NAME_MAX = 100;

/** `?session=1` asks for a session with the new account, for registration step 2 (spec section 3). */
const SignupQuery = z
  .object({ session: z.enum(['1', 'true', '0', 'false']).optional() })
  .transform((query) => ({ session: query.session === '1' || query.session === 'true' }));

const SignupBody = z.preprocess(
  orEmpty,
  z.object({
    email: EmailText.nullish(),
    password: PasswordText.nullish(),
    birthday: optionalText(32),
    agree: Flag.nullish(),
    optin: Flag.nullish(),
    first_name: optionalText(NAME_MAX),
    last_name: optionalText(NAME_MAX),
    fullname: optionalText(2 * NAME_MAX + 1),
    phone: optionalText(32),
    gender: optionalText(16),
    affiliate: z.union([z.literal(''), Id.max(64)]).nullish(),
    google_recaptcha_token: optionalText(4096),
    locale: optionalText(16),
  }),
);

/** `{code, id}` (spec section 7); `email` may stand for `id`, as after a sign-in refused with 423. */
const ValidateBody = z.preprocess(
  orEmpty,
  z
    .object({ code: CodeText, id: Id.nullish(), email: EmailText.nullish() })
    .refine((body) => Boolean(body.id || body.email), { message: 'id or email is required', path: ['id'] }),
);

const EmailBody = z.preprocess(orEmpty, z.object({ email: EmailText.nullish() }));

/** `{code}`: the code mailed to the address an account asked to change to. */
const ConfirmEmailBody = z.preprocess(orEmpty, z.object({ code: CodeText }));

/** Registration step 2 and the complete-profile popup (spec section 7, `PUT /v1/account`). */
const AccountUpdateBody = z.preprocess(
  orEmpty,
  z.object({
    email: EmailText.nullish(),
    first_name: optionalText(NAME_MAX),
    last_name: optionalText(NAME_MAX),
    fullname: optionalText(2 * NAME_MAX + 1),
    phone: optionalText(32),
    gender: optionalText(16),
    birthday: optionalText(32),
    agree: Flag.nullish(),
    optin: Flag.nullish(),
  }),
);

/** The master profile's name until the viewer gives theirs: the first name, or the e-mail's local part. */
function placeholderProfileName(first_name: string, email: string): string {
  return first_name || (email.split('@')[0] ?? email).slice(0, 20);
}

/** An e-mail from a body, trimmed and lower-cased, held to the pattern (an empty one too). */
function emailOf(text: string | null | undefined): string {
  const email = normaliseEmail(text ?? '');
  if (!isValidEmail(email)) throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
  return email;
}

export async function sendActivationCode(
  db: Db,
  services: AccountServices,
  account: Pick<AccountRow, 'id' | 'email' | 'first_name'>,
  nowMs: number,
): Promise<void> {
  const code = await issueCode(db, account.id, 'activation', nowMs);
  const locale = await mailLocaleOf(db, account.id);
  await sendMail(
    services,
    codeMail('activation', { to: account.email, locale, name: account.first_name || null, code }),
  );
}

/**
 * Sign-up and activation (spec sections 4 and 7): `POST /v1/signup`, `POST /v1/validate`,
 * `PUT /v1/account/activate`, `POST /v1/account/check` and `PUT /v1/account` (step 2, complete profile).
 */
export function registrationRoutes(
  app: Api,
  deps: Deps,
  guards: AttemptGuards,
  services: AccountServices,
): void {
  const { db } = deps;

  app.post(
    '/v1/signup',
    { schema: { querystring: SignupQuery, body: SignupBody } },
    async (request, reply): Promise<SignupResponse> => {
      const body = request.body;
      // Cheap checks first; only a request that could make an account counts, costs a captcha and a hash.
      const input = checkSignup(body, deps.now());
      // The marker of an affiliate's sign-up route: refused, before the captcha is spent, when it names no
      // affiliate or one whose offer has ended, so the form can say so and keep what was typed.
      const affiliate = body.affiliate ? await activeAffiliate(db, body.affiliate) : null;
      const token = body.google_recaptcha_token?.trim();
      if (!token) throw captchaInvalid();
      await guards.mail.attempt(request, input.email);
      if (!(await captchaPasses(services, token, SIGNUP_CAPTCHA_ACTION, request.ip))) throw captchaInvalid();
      if (await accountByEmail(db, input.email)) throw emailInUse();

      const nowMs = deps.now();
      const passwordHash = await hashSecret(input.password);
      const first_name = input.name?.first_name ?? '';
      const row = {
        id: newId('acc'),
        email: input.email,
        first_name,
        last_name: input.name?.last_name ?? '',
        origin: OWN_ORIGIN,
        terms_accepted_at: timestamp(nowMs),
        // An account's country is where its viewer was when it was made (viewerCountry: the CDN's
        // viewer-country header where believed, else VIEWER_COUNTRY, else PT), and stays so: it decides
        // MB Way (PT only) and, once signed in, the site's base layout. Where the viewer is at each call
        // is what decides what plays (451).
        country: viewerCountry(request, deps.env),
      };
      const completed = isCompleted(row);
      const profileId = await db.transaction(async (tx) => {
        // A second submission of the same form finds the first one's account: one account, one 409.
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country, birthday, gender, phone,
             completed, is_multi_profile, premium, affiliate, origin, activated_at, terms_accepted_at,
             marketing_optin, created_at)
           VALUES ($1, $2, $3, $4, $5, $14, $6, $7, $8, $9, false, false, $10, $11, NULL, $12, $13, $12)
           ON CONFLICT (email) WHERE email <> '' DO NOTHING
           RETURNING id`,
          [
            row.id,
            row.email,
            passwordHash,
            row.first_name,
            row.last_name,
            input.birthday,
            input.gender,
            input.phone,
            completed,
            affiliate,
            OWN_ORIGIN,
            row.terms_accepted_at,
            input.optin,
            row.country,
          ],
        );
        if (!inserted) return null;
        return insertMasterProfile(
          tx,
          row.id,
          placeholderProfileName(first_name, row.email),
          signupLocale(request, body.locale),
        );
      });
      if (!profileId) throw emailInUse();

      try {
        await sendActivationCode(db, services, row, nowMs);
      } catch (error) {
        // No mail, no way to activate: the account goes, so that the viewer can simply try again.
        await db.query('DELETE FROM accounts WHERE id = $1', [row.id]);
        throw error;
      }
      const session = request.query.session
        ? await createSession(db, request, row.id, profileId, nowMs)
        : null;
      reply.code(201);
      return {
        id: row.id,
        email: row.email,
        activated: false,
        completed,
        ...(session ? { access_token: session, token_type: 'Bearer' as const } : {}),
      };
    },
  );

  app.post(
    '/v1/validate',
    { schema: { querystring: NoQuery, body: ValidateBody } },
    async (request): Promise<Activation> => {
      const { code, id, email } = request.body;
      const account = id ? await accountById(db, id) : await accountByEmail(db, normaliseEmail(email ?? ''));
      // Guesses count per account, however it was named; for no account, per what was sent.
      const subject = account?.id ?? id ?? normaliseEmail(email ?? '');
      await guards.code.attempt(request, subject);
      if (!account || account.activated_at !== null) throw invalidCode();
      const outcome = await consumeCode(db, account.id, 'activation', code, deps.now());
      if (outcome.status === 'expired') throw codeExpired();
      if (outcome.status !== 'ok') throw invalidCode();
      guards.code.succeeded(request, subject);
      await db.query('UPDATE accounts SET activated_at = $2 WHERE id = $1 AND activated_at IS NULL', [
        account.id,
        timestamp(deps.now()),
      ]);
      return { id: account.id, email: account.email, activated: true };
    },
  );

  /**
   * A new activation code, voiding the one before (spec section 7: reactivate). The answer is the same for
   * an e-mail with no account or one already active, so it tells nothing about who has an account.
   */
  app.put(
    '/v1/account/activate',
    { schema: { querystring: NoQuery, body: EmailBody } },
    async (request): Promise<Done> => {
      const sessionEmail =
        !request.body.email && request.session
          ? (await accountById(db, request.session.accountId))?.email
          : undefined;
      const email = emailOf(request.body.email ?? sessionEmail);
      await guards.mail.attempt(request, email);
      const account = await accountByEmail(db, email);
      if (account && account.activated_at === null) {
        await sendActivationCode(db, services, account, deps.now());
      }
      return { ok: true };
    },
  );

  /** Whether an e-mail has an account, and an active one (spec section 7: account check). */
  app.post(
    '/v1/account/check',
    { schema: { querystring: NoQuery, body: EmailBody } },
    async (request): Promise<AccountCheck> => {
      const email = emailOf(request.body.email);
      await guards.lookup.attempt(request, email);
      const account = await accountByEmail(db, email);
      return { exists: account !== undefined, activated: account?.activated_at != null };
    },
  );

  /**
   * Registration step 2 and the complete-profile popup (spec sections 4 and 5): fields left out or null
   * keep their value; an empty phone, gender or birthday clears it. An account of this service needs a
   * full name and the accepted terms to be complete (AUTHENTICATION_ERROR_COMPLETE_MESSAGE otherwise).
   * Only the same e-mail may be sent, except by an operator account without one, which gives it here.
   */
  app.put(
    '/v1/account',
    { schema: { querystring: NoQuery, body: AccountUpdateBody } },
    async (request): Promise<Account> => {
      const { accountId } = requireSession(request);
      const body = request.body;
      const row = await accountById(db, accountId);
      if (!row) throw notFound();
      let email = row.email;
      /** A new address this update asks for, which waits for the code mailed to it. */
      let pendingEmail: string | null = null;
      if (body.email != null && emailOf(body.email) !== row.email.toLowerCase()) {
        const wanted = emailOf(body.email);
        if (await accountByEmail(db, wanted)) throw emailInUse();
        if (isOperatorAccount(row) && row.email === '') {
          // An account made through an operator, which has no e-mail yet, gives one when it completes its
          // profile (spec section 4).
          email = wanted;
        } else {
          // Any other changes its address only with the flag on (spec section 1), and only once the new
          // address proves itself: a typo must not lock the viewer out.
          // An account still waiting for its activation code has no proven address to move from.
          if (!row.activated_at) throw forbidden();
          if ((await loadSettings(db, deps.env)).flags.email_update !== 1) throw forbidden();
          await guards.mail.attempt(request, wanted);
          pendingEmail = wanted;
        }
      }

      const name =
        personName(body) ??
        (row.first_name ? { first_name: row.first_name, last_name: row.last_name } : null);
      const nowMs = deps.now();
      const termsAcceptedAt = row.terms_accepted_at ?? (body.agree === true ? timestamp(nowMs) : null);
      if (!isOperatorAccount(row) && (!name || termsAcceptedAt === null)) {
        throw formRuleBroken('AUTHENTICATION_ERROR_COMPLETE_MESSAGE');
      }
      const phone = body.phone == null ? row.phone : checkPhone(body.phone);
      const gender = body.gender == null ? row.gender : checkGender(body.gender);
      let birthday = row.birthday;
      if (body.birthday != null) {
        birthday = body.birthday.trim() ? parseBirthday(body.birthday.trim()) : null;
        if (body.birthday.trim() && (!birthday || !isAllowedBirthday(birthday, nowMs))) {
          throw formRuleBroken('AUTHENTICATION_ERROR_REGISTER_MESSAGE');
        }
      }
      const updated = {
        ...row,
        email,
        first_name: name?.first_name ?? '',
        last_name: name?.last_name ?? '',
        terms_accepted_at: termsAcceptedAt,
      };
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE accounts SET first_name = $2, last_name = $3, phone = $4, gender = $5, birthday = $6,
             marketing_optin = $7, terms_accepted_at = $8, completed = $9, email = $10
           WHERE id = $1`,
          [
            accountId,
            updated.first_name,
            updated.last_name,
            phone,
            gender,
            birthday,
            body.optin ?? row.marketing_optin,
            termsAcceptedAt === null ? null : new Date(termsAcceptedAt).toISOString(),
            isCompleted(updated),
            email,
          ],
        );
        // The master profile took a stand-in name at sign-up; now it takes the viewer's, unless renamed since.
        if (updated.first_name) {
          await tx.query('UPDATE profiles SET name = $3 WHERE account_id = $1 AND is_master AND name = $2', [
            accountId,
            placeholderProfileName(row.first_name, row.email),
            updated.first_name,
          ]);
        }
      });
      if (pendingEmail !== null) {
        await db.query('UPDATE accounts SET pending_email = $2 WHERE id = $1', [accountId, pendingEmail]);
        const code = await issueCode(db, accountId, 'email_change', nowMs);
        const locale = await mailLocaleOf(db, accountId);
        await sendMail(
          services,
          codeMail('email_change', { to: pendingEmail, locale, name: updated.first_name || null, code }),
        );
      }
      return accountView(db, accountId);
    },
  );

  /**
   * The code mailed to a new address, back from the viewer (beyond the spec, which names no call for it):
   * the account takes the address, unless someone took it meanwhile (409, and the change is dropped).
   */
  app.post(
    '/v1/account/email/confirm',
    { schema: { querystring: NoQuery, body: ConfirmEmailBody } },
    async (request): Promise<Account> => {
      const { accountId } = requireSession(request);
      const row = await accountById(db, accountId);
      if (!row) throw notFound();
      const subject = `email-change ${accountId}`;
      await guards.code.attempt(request, subject);
      const outcome = await consumeCode(db, accountId, 'email_change', request.body.code, deps.now());
      if (outcome.status === 'expired') throw codeExpired();
      if (outcome.status !== 'ok' || !row.pending_email) throw invalidCode();
      guards.code.succeeded(request, subject);
      const wanted = row.pending_email;
      const taken = await accountByEmail(db, wanted);
      if (taken && taken.id !== accountId) {
        await db.query('UPDATE accounts SET pending_email = NULL WHERE id = $1', [accountId]);
        throw emailInUse();
      }
      await db.query('UPDATE accounts SET email = $2, pending_email = NULL WHERE id = $1', [
        accountId,
        wanted,
      ]);
      return accountView(db, accountId);
    },
  );
}
