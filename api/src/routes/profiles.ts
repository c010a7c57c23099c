import { randomBytes } from 'node:crypto';
import {
  PIN_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_NAME_MIN_LENGTH,
  PROFILES_PER_ACCOUNT,
  type AvatarList,
  type Done,
  type Profile,
  type RestrictionList,
} from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consumeCode } from '../accounts/codes';
import { profileOf, toProfile, type ProfileRow } from '../accounts/profiles';
import { isRestrictionId, KIDS_RESTRICTION_ID, RESTRICTIONS } from '../accounts/restrictions';
import type { AttemptGuards } from '../auth/attempts';
import { hashSecret, verifySecret } from '../auth/secrets';
import { requireSession } from '../auth/sessions';
import type { Db, SqlParam } from '../db';
import type { Deps } from '../deps';
import {
  badRequest,
  codeExpired,
  formRuleBroken,
  invalidCode,
  invalidPin,
  managerRequired,
  masterProfileProtected,
  notFound,
  pinNotSet,
  profileLimitReached,
  profileNotChosen,
} from '../http/errors';
import { Id, IdParams, NoQuery, typedText, type Api } from '../http/schema';
import { resolveLocale } from '../seed/translations';
import { Flag, orEmpty } from './account-fields';

// Fields of the profile calls' bodies. As for the account calls, the schemas check shapes and sizes; the
// form rules of spec section 5 (profile name, PIN) answer with the rule's own token.

/** A PIN or code as typed: text (spaces and dashes dropped), or a number, which gets its leading zeros back. */
const CodeInput = z.union([
  typedText(32).transform((code) => code.replace(/[\s-]/g, '')),
  z
    .number()
    .int()
    .min(0)
    .max(10 ** PIN_LENGTH - 1)
    .transform((n) => String(n).padStart(PIN_LENGTH, '0')),
]);

/** The languages of the server dictionaries (`pt` reads as `pt_PT`, as in `GET /v1/translation/{locale}`). */
const Locale = typedText(16)
  .refine((locale) => resolveLocale(locale) !== null, 'must be pt_PT, en or fr_FR')
  .transform((locale) => resolveLocale(locale) ?? 'pt_PT');

/** A subtitle or audio language (`pt`, `en`, `pt-BR`); empty or null is none chosen. */
const MediaLanguage = z
  .union([
    z.literal('').transform(() => null),
    typedText(16).regex(/^[a-z]{2,3}([_-][A-Za-z]{2})?$/, 'must be a language code'),
  ])
  .nullish();

const RestrictionId = z.string().refine(isRestrictionId, 'must be a level of GET /v1/content/restriction');

const ProfileFields = {
  name: typedText(200).optional(),
  avatar_id: Id.nullish(),
  locale: Locale.optional(),
  kids: Flag.optional(),
  restriction_id: RestrictionId.nullish(),
};

/**
 * `POST /v1/profile {name, pin, code, avatar_id, locale}` (spec section 7); `code` repeats `pin`. `guest`
 * (beyond the spec) makes a guest profile; it is only set here, so the edit calls leave it out.
 */
const CreateBody = z.preprocess(
  orEmpty,
  z.object({ ...ProfileFields, pin: CodeInput.nullish(), code: CodeInput.nullish(), guest: Flag.optional() }),
);

/** `PUT /v1/profile[/{id}]`: what is left out stays; `code` is the PIN of a locked profile (section 4). */
const UpdateBody = z.preprocess(
  orEmpty,
  z.object({
    ...ProfileFields,
    subtitle_language: MediaLanguage,
    audio_language: MediaLanguage,
    code: CodeInput.nullish(),
  }),
);

const DeleteBody = z.preprocess(orEmpty, z.object({ code: CodeInput.nullish() }));

const RestrictionBody = z.preprocess(
  orEmpty,
  z.object({ profile_id: Id, restriction_id: RestrictionId.nullable(), code: CodeInput.nullish() }),
);

const PreferenceBody = z.preprocess(
  orEmpty,
  z.object({ subtitle_language: MediaLanguage, audio_language: MediaLanguage }),
);

const PinChangeBody = z.preprocess(
  orEmpty,
  z.object({ profile_id: Id, old_code: CodeInput.nullish(), new_code: CodeInput.nullish() }),
);

const PinCheckBody = z.preprocess(orEmpty, z.object({ profile_id: Id, code: CodeInput.nullish() }));

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);
/** Six digits: the code `POST /v1/profile/recover` mails, which the PIN calls take in place of the old PIN. */
const RECOVERY_CODE_PATTERN = /^\d{6}$/;

/** Section 5: exactly 4 digits ('Please insert a valid PIN'). */
function checkPin(pin: string | null | undefined): string {
  if (!pin || !PIN_PATTERN.test(pin)) throw formRuleBroken('AUTHENTICATION_ERROR_PIN_INVALID');
  return pin;
}

/** Section 5: at least 2 characters, letters, spaces, apostrophe and hyphen only; spaces are tidied. */
function checkName(name: string | undefined): string {
  const tidy = (name ?? '').trim().replace(/\s+/g, ' ');
  if (
    tidy.length < PROFILE_NAME_MIN_LENGTH ||
    tidy.length > PROFILE_NAME_MAX_LENGTH ||
    !/^[\p{L}\p{M}' ’-]+$/u.test(tidy) ||
    !/\p{L}/u.test(tidy)
  ) {
    throw formRuleBroken('AUTHENTICATION_ERROR_PROFILE_NAME_INVALID');
  }
  return tidy;
}

async function checkAvatar(db: Db, avatarId: string): Promise<void> {
  const [avatar] = await db.query('SELECT 1 FROM avatars WHERE id = $1', [avatarId]);
  if (!avatar) throw badRequest('body.avatar_id: must be an avatar of GET /v1/avatars');
}

const newProfileId = (): string => `pf-${randomBytes(9).toString('base64url')}`;

/**
 * Profiles beyond the list and the choice (account.ts): create, edit and delete them, their avatar, language,
 * preferences, parental restriction and PIN (spec sections 4 to 7).
 *
 * Who may do what (section 6): every call acts on the caller's own account only, and another account's
 * profile is as unknown as a made-up id (404). The master (manager) profile creates and deletes profiles,
 * edits any of them and sets restrictions; any other profile edits only itself, and not its kids flag or
 * restriction (403 `manager_profile_required`). Touching a PIN-protected profile other than the session's own
 * needs its PIN as `code`, as the locked mode of section 4 keeps it for edits. Every PIN check counts against
 * the PIN limits (auth/attempts.ts), as choosing a protected profile does.
 */
export function profileRoutes(app: Api, deps: Deps, guards: AttemptGuards): void {
  const { db } = deps;

  /** The session's chosen profile; without one, 423 `profile_not_chosen` as for every per-profile call. */
  const currentProfile = async (request: FastifyRequest): Promise<ProfileRow> => {
    const { accountId, profileId } = requireSession(request);
    const me = profileId ? await profileOf(db, accountId, profileId) : undefined;
    if (!me) throw profileNotChosen();
    return me;
  };

  /** The account's profile `id`, or 404. */
  const accountProfile = async (request: FastifyRequest, id: string): Promise<ProfileRow> => {
    const { accountId } = requireSession(request);
    const profile = await profileOf(db, accountId, id);
    if (!profile) throw notFound();
    return profile;
  };

  /** A PIN guess: wrong or missing is 403 `invalid_pin`, and each counts against the limits. */
  const checkPinGuess = async (
    request: FastifyRequest,
    profile: ProfileRow,
    code: string | null | undefined,
  ): Promise<void> => {
    if (!profile.pin_hash) return;
    await guards.pin.attempt(request, profile.account_id);
    if (!code || !(await verifySecret(code, profile.pin_hash))) throw invalidPin();
    guards.pin.succeeded(request, profile.account_id);
  };

  /** The session's own profile, or another one as the master: a locked one needs its PIN. */
  const mayManage = async (
    request: FastifyRequest,
    me: ProfileRow,
    target: ProfileRow,
    code: string | null | undefined,
  ): Promise<void> => {
    if (target.id === me.id) return;
    if (!me.is_master) throw managerRequired();
    await checkPinGuess(request, target, code);
  };

  const reread = async (profile: ProfileRow): Promise<Profile> => {
    const row = await profileOf(db, profile.account_id, profile.id);
    if (!row) throw notFound();
    return toProfile(row);
  };

  type Update = z.output<typeof UpdateBody>;

  /** Writes the fields of `body` that were sent; `kids` and the restriction only change by the master. */
  const applyUpdate = async (me: ProfileRow, target: ProfileRow, body: Update): Promise<Profile> => {
    const sets: string[] = [];
    const values: SqlParam[] = [];
    const set = (column: string, value: SqlParam): void => {
      values.push(value);
      sets.push(`${column} = $${values.length + 1}`);
    };
    if (body.name !== undefined) set('name', checkName(body.name));
    if (body.avatar_id) await checkAvatar(db, body.avatar_id);
    if (body.avatar_id !== undefined) set('avatar_id', body.avatar_id);
    if (body.locale !== undefined) set('locale', body.locale);
    if (body.subtitle_language !== undefined) set('subtitle_language', body.subtitle_language);
    if (body.audio_language !== undefined) set('audio_language', body.audio_language);
    const kidsChange = body.kids !== undefined && body.kids !== target.kids;
    const restrictionChange =
      body.restriction_id !== undefined && body.restriction_id !== target.restriction_id;
    if ((kidsChange || restrictionChange) && !me.is_master) throw managerRequired();
    if (kidsChange) set('kids', body.kids ?? false);
    if (restrictionChange) set('restriction_id', body.restriction_id ?? null);
    else if (kidsChange && body.kids && target.restriction_id === null) {
      set('restriction_id', KIDS_RESTRICTION_ID);
    }
    if (sets.length > 0) {
      await db.query(`UPDATE profiles SET ${sets.join(', ')} WHERE id = $1`, [target.id, ...values]);
    }
    return reread(target);
  };

  app.get('/v1/avatars', { schema: { querystring: NoQuery } }, async (): Promise<AvatarList> => {
    const avatars = await db.query<{ id: string; name: string; url: string }>(
      'SELECT id, name, url FROM avatars ORDER BY position',
    );
    return { avatars };
  });

  app.get('/v1/content/restriction', { schema: { querystring: NoQuery } }, (): RestrictionList => {
    return { restrictions: [...RESTRICTIONS] };
  });

  /** Creates a profile (master only, at most `PROFILES_PER_ACCOUNT`); answers 201 with it. */
  app.post(
    '/v1/profile',
    { schema: { querystring: NoQuery, body: CreateBody } },
    async (request, reply): Promise<Profile> => {
      const me = await currentProfile(request);
      if (!me.is_master) throw managerRequired();
      const body = request.body;
      const name = checkName(body.name);
      const pin = body.pin ? checkPin(body.pin) : null;
      if (pin && body.code && body.code !== pin) throw formRuleBroken('AUTHENTICATION_ERROR_PIN_MISMATCH');
      if (body.avatar_id) await checkAvatar(db, body.avatar_id);
      const kids = body.kids ?? false;
      const restrictionId = body.restriction_id ?? (kids ? KIDS_RESTRICTION_ID : null);
      const pinHash = pin ? await hashSecret(pin) : null;
      const id = newProfileId();
      await db.transaction(async (tx) => {
        // The account row is locked, so two creations at once cannot both pass the limit.
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [me.account_id]);
        const [count] = await tx.query<{ n: number; last: number }>(
          'SELECT count(*)::int AS n, coalesce(max(position), 0)::int AS last FROM profiles WHERE account_id = $1',
          [me.account_id],
        );
        if ((count?.n ?? 0) >= PROFILES_PER_ACCOUNT) throw profileLimitReached();
        // Without a choice, the first avatar none of the account's profiles wears yet.
        const [avatar] = body.avatar_id
          ? [{ id: body.avatar_id }]
          : await tx.query<{ id: string }>(
              `SELECT id FROM avatars
               ORDER BY (id IN (SELECT avatar_id FROM profiles WHERE account_id = $1 AND avatar_id IS NOT NULL)),
                        position
               LIMIT 1`,
              [me.account_id],
            );
        await tx.query(
          `INSERT INTO profiles (id, account_id, position, name, avatar_id, locale, pin_hash, restriction_id,
             kids, guest, is_master)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false)`,
          [
            id,
            me.account_id,
            (count?.last ?? 0) + 1,
            name,
            avatar?.id ?? null,
            body.locale ?? me.locale,
            pinHash,
            restrictionId,
            kids,
            body.guest ?? false,
          ],
        );
      });
      reply.code(201);
      const created = await profileOf(db, me.account_id, id);
      if (!created) throw notFound();
      return toProfile(created);
    },
  );

  /** Edits the session's own profile (the avatar, language and name pages of `/profile`). */
  app.put(
    '/v1/profile',
    { schema: { querystring: NoQuery, body: UpdateBody } },
    async (request): Promise<Profile> => {
      const me = await currentProfile(request);
      return applyUpdate(me, me, request.body);
    },
  );

  app.get(
    '/v1/profile/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    async (request): Promise<Profile> => toProfile(await accountProfile(request, request.params.id)),
  );

  app.put(
    '/v1/profile/:id',
    { schema: { params: IdParams, querystring: NoQuery, body: UpdateBody } },
    async (request): Promise<Profile> => {
      const target = await accountProfile(request, request.params.id);
      const me = await currentProfile(request);
      await mayManage(request, me, target, request.body.code);
      return applyUpdate(me, target, request.body);
    },
  );

  /**
   * Deletes a profile (master only; never the master profile). Its history, favourites and ratings go with
   * it; a session that had it chosen, on any device, is left without a profile and is asked to choose again
   * (423 `profile_not_chosen`).
   */
  app.delete(
    '/v1/profile/:id',
    { schema: { params: IdParams, querystring: NoQuery, body: DeleteBody } },
    async (request): Promise<Done> => {
      const target = await accountProfile(request, request.params.id);
      const me = await currentProfile(request);
      if (!me.is_master) throw managerRequired();
      if (target.is_master) throw masterProfileProtected();
      await checkPinGuess(request, target, request.body.code);
      await db.query('DELETE FROM profiles WHERE id = $1 AND account_id = $2', [
        target.id,
        target.account_id,
      ]);
      return { ok: true };
    },
  );

  /** `PUT /v1/profile/restriction {profile_id, restriction_id}` (master only; null lifts it). */
  app.put(
    '/v1/profile/restriction',
    { schema: { querystring: NoQuery, body: RestrictionBody } },
    async (request): Promise<Profile> => {
      const target = await accountProfile(request, request.body.profile_id);
      const me = await currentProfile(request);
      if (!me.is_master) throw managerRequired();
      await mayManage(request, me, target, request.body.code);
      await db.query('UPDATE profiles SET restriction_id = $2 WHERE id = $1', [
        target.id,
        request.body.restriction_id,
      ]);
      return reread(target);
    },
  );

  /** `PUT /v1/profile/preference {subtitle_language, audio_language}`: the session's profile's. */
  app.put(
    '/v1/profile/preference',
    { schema: { querystring: NoQuery, body: PreferenceBody } },
    async (request): Promise<Profile> => {
      const me = await currentProfile(request);
      const { subtitle_language, audio_language } = request.body;
      return applyUpdate(me, me, { subtitle_language, audio_language });
    },
  );

  /**
   * `POST /v1/profile/pin {profile_id, old_code, new_code}`: sets a PIN on a profile without one, changes it
   * with the current PIN as `old_code`, or resets it with the code `POST /v1/profile/recover` mailed as
   * `old_code`. The mailed code proves the account's e-mail, so it works from any session of the account,
   * also one without a chosen profile (a forgotten PIN locks its profile); otherwise the caller is the
   * profile itself or the master.
   */
  app.post(
    '/v1/profile/pin',
    { schema: { querystring: NoQuery, body: PinChangeBody } },
    async (request): Promise<Profile> => {
      const target = await accountProfile(request, request.body.profile_id);
      const newPin = checkPin(request.body.new_code);
      const oldCode = request.body.old_code ?? null;
      if (oldCode !== null && RECOVERY_CODE_PATTERN.test(oldCode)) {
        await guards.code.attempt(request, target.account_id);
        const outcome = await consumeCode(db, target.account_id, 'pin_recovery', oldCode, deps.now());
        if (outcome.status === 'expired') throw codeExpired();
        if (outcome.status !== 'ok' || outcome.profileId !== target.id) throw invalidCode();
        guards.code.succeeded(request, target.account_id);
        // Whoever forgot the PIN may have spent their tries: they start afresh.
        guards.pin.succeeded(request, target.account_id);
      } else {
        if (oldCode !== null && target.pin_hash) checkPin(oldCode);
        const me = await currentProfile(request);
        if (target.id !== me.id && !me.is_master) throw managerRequired();
        await checkPinGuess(request, target, oldCode);
      }
      await db.query('UPDATE profiles SET pin_hash = $2 WHERE id = $1', [
        target.id,
        await hashSecret(newPin),
      ]);
      return reread(target);
    },
  );

  /** `DELETE /v1/profile/pin {profile_id, code}`: the profile itself or the master, with the current PIN. */
  app.delete(
    '/v1/profile/pin',
    { schema: { querystring: NoQuery, body: PinCheckBody } },
    async (request): Promise<Profile> => {
      const target = await accountProfile(request, request.body.profile_id);
      const me = await currentProfile(request);
      if (target.id !== me.id && !me.is_master) throw managerRequired();
      if (!target.pin_hash) throw pinNotSet();
      await checkPinGuess(request, target, request.body.code);
      await db.query('UPDATE profiles SET pin_hash = NULL WHERE id = $1', [target.id]);
      return reread(target);
    },
  );

  /**
   * `POST /v1/profile/pin/validate {profile_id, code}`: whether the PIN is right, for the locked mode of
   * section 4 (the page keeps the PIN for the edits that follow). Any session of the account may ask;
   * every wrong answer counts.
   */
  app.post(
    '/v1/profile/pin/validate',
    { schema: { querystring: NoQuery, body: PinCheckBody } },
    async (request): Promise<Done> => {
      const target = await accountProfile(request, request.body.profile_id);
      if (!target.pin_hash) throw pinNotSet();
      await checkPinGuess(request, target, request.body.code);
      return { ok: true };
    },
  );
}
