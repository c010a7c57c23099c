import {
  DEVICES_PER_ACCOUNT,
  TV_CODE_POLL_SECONDS,
  TV_CODE_TTL_SECONDS,
  type DeviceCode,
  type DeviceList,
  type DeviceLoginResponse,
  type Done,
} from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  findDeviceCode,
  isTvCodeShaped,
  issueDeviceCode,
  linkDeviceCode,
  normaliseTvCode,
  spendDeviceCode,
} from '../accounts/device-codes';
import { devicesOf, exceedsDeviceLimit, revokeDevice } from '../accounts/devices';
import type { AttemptGuards } from '../auth/attempts';
import { createSession, deviceOf, requireSession } from '../auth/sessions';
import type { Deps } from '../deps';
import { codeAlreadyUsed, codeExpired, deviceLimitReached, invalidCode, notFound } from '../http/errors';
import { IdParams, IgnoredBody, NoQuery, typedText, type Api } from '../http/schema';
import { orEmpty } from './account-fields';

/** `{code}` as typed or shown: case, spaces and dashes do not matter. */
const CodeBody = z.preprocess(orEmpty, z.object({ code: typedText(32).transform(normaliseTvCode) }));

/**
 * Subjects of the attempt limits for TV codes. Redeeming counts per caller's address (the screen is not
 * signed in; only its own code's polls succeed); linking per account and address, as PINs are.
 */
const redeemSubject = (request: FastifyRequest): string => `tv-login ${request.ip}`;
const linkSubject = (accountId: string): string => `tv-link ${accountId}`;

/**
 * The account's devices and the TV sign-in by code (spec sections 1, 4, 7 and 9).
 *
 * - `GET /v1/devices` lists the account's devices (auth/sessions.ts counts them at sign-in: at most
 *   `DEVICES_PER_ACCOUNT`); `DELETE /v1/device/{id}` signs one out, the caller's own included. The spec names
 *   no paths for these two.
 * - `GET /v1/device/code` gives a screen a code to show; `POST /v1/device/link {code}` links it to the
 *   signed-in caller's account (at /apptv); `POST /v1/device/login {code}`, polled by the screen, answers
 *   202 pending until then, and then the sign-in's answer, once.
 */
export function deviceRoutes(app: Api, deps: Deps, guards: AttemptGuards): void {
  const { db } = deps;

  app.get(
    '/v1/devices',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<DeviceList> => {
      const { accountId, deviceId } = requireSession(request);
      reply.header('cache-control', 'private, no-store');
      return {
        devices: await devicesOf(db, accountId, deviceId, deps.now()),
        max_devices: DEVICES_PER_ACCOUNT,
      };
    },
  );

  /** Signs the device out everywhere it is signed in to the account; the caller's own device ends this session. */
  app.delete(
    '/v1/device/:id',
    { schema: { params: IdParams, querystring: NoQuery, body: IgnoredBody } },
    async (request): Promise<Done> => {
      const { accountId } = requireSession(request);
      const revoked = await revokeDevice(db, accountId, request.params.id, deps.now());
      if (revoked === null) throw notFound();
      return { ok: true };
    },
  );

  /**
   * A new code for the screen that asks, signed in or not. Every request counts against the address's
   * look-up limit, so nobody fills the table with codes.
   */
  app.get(
    '/v1/device/code',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<DeviceCode> => {
      await guards.lookup.attempt(request, '');
      const code = await issueDeviceCode(db, deviceOf(request).id, deps.now());
      reply.header('cache-control', 'no-store');
      return { code, expires_in: TV_CODE_TTL_SECONDS, interval: TV_CODE_POLL_SECONDS };
    },
  );

  /**
   * The screen's poll. An unknown code, another device's, or one already spent is `invalid_code` (and counts
   * as a guess: a linked code not yet collected is worth stealing); an expired one `code_expired`. Linked,
   * it signs in as a password does (one profile is chosen at once), and the code is spent.
   */
  app.post(
    '/v1/device/login',
    { schema: { querystring: NoQuery, body: CodeBody } },
    async (request, reply): Promise<DeviceLoginResponse> => {
      const { code } = request.body;
      const nowMs = deps.now();
      const subject = redeemSubject(request);
      await guards.code.attempt(request, subject);
      const row = isTvCodeShaped(code) ? await findDeviceCode(db, code, nowMs) : undefined;
      if (!row || row.device_id !== deviceOf(request).id) throw invalidCode();
      guards.code.succeeded(request, subject);
      reply.header('cache-control', 'no-store');
      if (row.expired) throw codeExpired();
      if (row.account_id === null) {
        reply.code(202);
        return {
          status: 'authorization_pending',
          expires_in: row.expires_in,
          interval: TV_CODE_POLL_SECONDS,
        };
      }
      const accountId = await spendDeviceCode(db, row.code_hash);
      if (accountId === null) throw invalidCode();
      const profiles = await db.query<{ id: string }>('SELECT id FROM profiles WHERE account_id = $1', [
        accountId,
      ]);
      const profileId = profiles.length === 1 ? (profiles[0]?.id ?? null) : null;
      const token = await createSession(db, request, accountId, profileId, nowMs);
      return { access_token: token, token_type: 'Bearer' };
    },
  );

  /**
   * Links a screen's code to the caller's account (signed in, with a profile chosen or not). Codes are
   * guessed like PINs and limited like them, per account and address. A code the caller linked already
   * links again without complaint (a second press); another account's is `code_already_used`. A screen
   * that would be the account's device past the limit is refused here already.
   */
  app.post(
    '/v1/device/link',
    { schema: { querystring: NoQuery, body: CodeBody } },
    async (request): Promise<Done> => {
      const { accountId } = requireSession(request);
      const { code } = request.body;
      const nowMs = deps.now();
      const subject = linkSubject(accountId);
      await guards.code.attempt(request, subject);
      const row = isTvCodeShaped(code) ? await findDeviceCode(db, code, nowMs) : undefined;
      if (!row) throw invalidCode();
      guards.code.succeeded(request, subject);
      if (row.expired) throw codeExpired();
      if (row.account_id === accountId) return { ok: true };
      if (row.account_id !== null) throw codeAlreadyUsed();
      if (await exceedsDeviceLimit(db, accountId, row.device_id, nowMs)) throw deviceLimitReached();
      if (!(await linkDeviceCode(db, row.code_hash, accountId, nowMs))) throw codeAlreadyUsed();
      return { ok: true };
    },
  );
}
