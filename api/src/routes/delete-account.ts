import type { Done } from '@palco/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consumeCode, issueCode } from '../accounts/codes';
import { normaliseEmail } from '../accounts/rules';
import { accountServicesOf, sendMail } from '../accounts/services';
import { accountById, mailLocaleOf } from '../accounts/store';
import type { AttemptGuards } from '../auth/attempts';
import { requireSession } from '../auth/sessions';
import type { Deps } from '../deps';
import { codeExpired, emailMismatch, invalidCode, notFound } from '../http/errors';
import { IgnoredBody, NoQuery, type Api } from '../http/schema';
import { codeMail } from '../mail/messages';
import { CodeText, EmailText, orEmpty } from './account-fields';

/** `{email, code}` (spec section 7): the account's e-mail and the code `POST /v1/account/delete/code` sent. */
const DeleteBody = z.preprocess(orEmpty, z.object({ email: EmailText, code: CodeText }));

/**
 * Deleting the account, in two steps (spec sections 4 and 7): `POST /v1/account/delete/code` e-mails the
 * account a code, and `POST /v1/account/delete {email, code}` deletes the account and everything it owns
 * (profiles with their progress, favourites and ratings, sessions, codes: the foreign keys cascade), which
 * ends every session of it. `DELETE /v1/account`, the spec's other name for it, is step 1: it answers 202
 * and deletes nothing, so a client that calls it alone cannot lose an account to one request.
 */
export function deleteAccountRoutes(app: Api, deps: Deps, guards: AttemptGuards): void {
  const { db } = deps;
  const services = accountServicesOf(deps);

  /** Mails the code; limited like every call that sends a mail, per recipient and per address. */
  const sendDeletionCode = async (request: FastifyRequest): Promise<Done> => {
    const { accountId } = requireSession(request);
    const account = await accountById(db, accountId);
    if (!account) throw notFound();
    await guards.mail.attempt(request, account.email.toLowerCase());
    const code = await issueCode(db, accountId, 'account_deletion', deps.now());
    await sendMail(
      services,
      codeMail('account_deletion', {
        to: account.email,
        locale: await mailLocaleOf(db, accountId),
        name: account.first_name || null,
        code,
      }),
    );
    return { ok: true };
  };

  app.post(
    '/v1/account/delete/code',
    { schema: { querystring: NoQuery, body: IgnoredBody } },
    async (request): Promise<Done> => sendDeletionCode(request),
  );

  app.delete(
    '/v1/account',
    { schema: { querystring: NoQuery, body: IgnoredBody } },
    async (request, reply: FastifyReply): Promise<Done> => {
      const done = await sendDeletionCode(request);
      reply.code(202);
      return done;
    },
  );

  /**
   * The confirmation. The e-mail must be the session's account's; the code is guessed like the other
   * e-mailed codes and limited like them (and void after five wrong tries). Afterwards the old e-mail and
   * password sign in to nothing, like an e-mail that never had an account.
   */
  app.post(
    '/v1/account/delete',
    { schema: { querystring: NoQuery, body: DeleteBody } },
    async (request): Promise<Done> => {
      const { accountId } = requireSession(request);
      const account = await accountById(db, accountId);
      if (!account) throw notFound();
      const email = account.email.toLowerCase();
      if (normaliseEmail(request.body.email) !== email) throw emailMismatch();
      await guards.code.attempt(request, email);
      const outcome = await consumeCode(db, accountId, 'account_deletion', request.body.code, deps.now());
      if (outcome.status === 'expired') throw codeExpired();
      if (outcome.status !== 'ok') throw invalidCode();
      guards.code.succeeded(request, email);
      await db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
      return { ok: true };
    },
  );
}
