import type { Done } from '@palco/contracts';
import { z } from 'zod';
import { consumeCode, issueCode } from '../accounts/codes';
import { checkNewPassword, isValidEmail, normaliseEmail } from '../accounts/rules';
import { sendMail, type AccountServices } from '../accounts/services';
import { accountByEmail, accountById, mailLocaleOf } from '../accounts/store';
import type { AttemptGuards } from '../auth/attempts';
import { hashSecret, verifySecret } from '../auth/secrets';
import { requireSession } from '../auth/sessions';
import { timestamp } from '../db';
import type { Deps } from '../deps';
import {
  codeExpired,
  emailNotValidated,
  formRuleBroken,
  invalidCode,
  invalidPassword,
  notFound,
  pinNotSet,
} from '../http/errors';
import { Id, NoQuery, type Api } from '../http/schema';
import { codeMail } from '../mail/messages';
import { CodeText, EmailText, orEmpty, PasswordText } from './account-fields';

const RecoveryBody = z.preprocess(orEmpty, z.object({ email: EmailText.nullish() }));

/** Reset by e-mailed code: `{code, email, password}` (spec section 7). */
const ResetBody = z.preprocess(
  orEmpty,
  z.object({ email: EmailText, code: CodeText, password: PasswordText }),
);

/** `{password, new_password}` (spec section 7): the current password, then the new one. */
const ChangeBody = z.preprocess(
  orEmpty,
  z.object({ password: PasswordText.min(1, 'password is required'), new_password: PasswordText }),
);

const PinRecoveryBody = z.preprocess(orEmpty, z.object({ profile_id: Id }));

/**
 * Passwords (spec sections 2, 4 and 7): forgot password (`POST /v1/recover`, `PUT /v1/account/forgot`) sends
 * a code, the reset by code (`PUT /v1/account/reset`) sets a new password with it, and a signed-in viewer
 * changes theirs with the current one (`PUT /v1/account/password`). Also the PIN's recovery
 * (`POST /v1/profile/recover`), which e-mails a code the same way.
 */
export function passwordRoutes(app: Api, deps: Deps, guards: AttemptGuards, services: AccountServices): void {
  const { db } = deps;

  /**
   * Sends a reset code. The answer is the same whether or not the e-mail has an account, so the call
   * tells nobody who is a customer; the limits count per e-mail either way.
   */
  const sendResetCode = async (email: string): Promise<Done> => {
    const account = await accountByEmail(db, email);
    if (account) {
      const code = await issueCode(db, account.id, 'password_reset', deps.now());
      await sendMail(
        services,
        codeMail('password_reset', {
          to: account.email,
          locale: await mailLocaleOf(db, account.id),
          name: account.first_name || null,
          code,
        }),
      );
    }
    return { ok: true };
  };

  for (const [method, url] of [
    ['POST', '/v1/recover'],
    ['PUT', '/v1/account/forgot'],
  ] as const) {
    app.route({
      method,
      url,
      schema: { querystring: NoQuery, body: RecoveryBody },
      handler: async (request): Promise<Done> => {
        const email = normaliseEmail(request.body.email ?? '');
        if (!isValidEmail(email)) throw formRuleBroken('AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID');
        await guards.mail.attempt(request, email);
        return sendResetCode(email);
      },
    });
  }

  /**
   * The reset by code. The code proves the e-mail, so an account not yet activated is activated too; every
   * session of the account ends, as whoever held the old password may hold one.
   */
  app.put(
    '/v1/account/reset',
    { schema: { querystring: NoQuery, body: ResetBody } },
    async (request): Promise<Done> => {
      const email = normaliseEmail(request.body.email);
      const password = checkNewPassword(request.body.password);
      await guards.code.attempt(request, email);
      const account = await accountByEmail(db, email);
      if (!account) throw invalidCode();
      const outcome = await consumeCode(db, account.id, 'password_reset', request.body.code, deps.now());
      if (outcome.status === 'expired') throw codeExpired();
      if (outcome.status !== 'ok') throw invalidCode();
      guards.code.succeeded(request, email);
      // Whoever forgot their password may have spent their sign-in tries: they start afresh.
      guards.login.succeeded(request, email);
      const nowMs = timestamp(deps.now());
      const passwordHash = await hashSecret(password);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE accounts SET password_hash = $2, activated_at = coalesce(activated_at, $3) WHERE id = $1',
          [account.id, passwordHash, nowMs],
        );
        await tx.query('UPDATE sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [
          account.id,
          nowMs,
        ]);
      });
      return { ok: true };
    },
  );

  /**
   * Change of password, signed in, with the current one. A wrong current password is a guess at the
   * account's password like a sign-in, and counts against the same limits; it answers 403, not 401, which
   * would end the session. The account's other sessions end; this one goes on.
   */
  app.put(
    '/v1/account/password',
    { schema: { querystring: NoQuery, body: ChangeBody } },
    async (request): Promise<Done> => {
      const { accountId, tokenHash } = requireSession(request);
      const newPassword = checkNewPassword(request.body.new_password);
      const account = await accountById(db, accountId);
      if (!account) throw notFound();
      const login = account.email.toLowerCase();
      await guards.login.attempt(request, login);
      if (!(await verifySecret(request.body.password, account.password_hash))) throw invalidPassword();
      guards.login.succeeded(request, login);
      const nowMs = timestamp(deps.now());
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
        await tx.query(
          `UPDATE sessions SET revoked_at = $3
           WHERE account_id = $1 AND token_hash <> $2 AND revoked_at IS NULL`,
          [accountId, tokenHash, nowMs],
        );
      });
      return { ok: true };
    },
  );

  /**
   * PIN recovery (spec section 7, `POST /v1/profile/recover {profile_id}`): e-mails the account a code to
   * choose the profile's PIN again (the PIN calls take it in place of the old PIN). The mail goes to the
   * account's e-mail, so it must be validated first (section 8's forgot-PIN mail error).
   */
  app.post(
    '/v1/profile/recover',
    { schema: { querystring: NoQuery, body: PinRecoveryBody } },
    async (request): Promise<Done> => {
      const { accountId } = requireSession(request);
      const [profile] = await db.query<{ id: string; name: string; pin_hash: string | null }>(
        'SELECT id, name, pin_hash FROM profiles WHERE id = $1 AND account_id = $2',
        [request.body.profile_id, accountId],
      );
      if (!profile) throw notFound();
      if (!profile.pin_hash) throw pinNotSet();
      const account = await accountById(db, accountId);
      if (!account) throw notFound();
      if (account.activated_at === null) throw emailNotValidated();
      await guards.mail.attempt(request, account.email.toLowerCase());
      const code = await issueCode(db, accountId, 'pin_recovery', deps.now(), profile.id);
      await sendMail(
        services,
        codeMail('pin_recovery', {
          to: account.email,
          locale: await mailLocaleOf(db, accountId),
          name: account.first_name || null,
          code,
          profileName: profile.name,
        }),
      );
      return { ok: true };
    },
  );
}
