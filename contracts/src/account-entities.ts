// Profiles, the account and the session's token (spec sections 3, 5 and 7). Apart from entities.ts so that
// an app's bundle places them with the code that signs in and manages profiles (shared's session, the
// account's pages), not in the first file of every page that imports a content schema.
import * as z from './zod';

export const AvatarSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type Avatar = z.infer<typeof AvatarSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.nullable(AvatarSchema),
  avatar_id: z.nullable(z.string()),
  locale: z.string(),
  subtitle_language: z.nullable(z.string()),
  audio_language: z.nullable(z.string()),
  has_pin: z.boolean(),
  restriction_id: z.nullable(z.string()),
  /** A children's profile (the reference API always sends it). */
  kids: z.optional(z.boolean()),
  /**
   * A guest profile: nothing watched on it is kept (no progress, Continue Watching, favourites or ratings).
   * Set only when the profile is made; the reference API always sends it.
   */
  guest: z.optional(z.boolean()),
  isMaster: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileListSchema = z.object({ profiles: z.array(ProfileSchema) });

/** `GET /v1/avatars`: the pictures a profile may wear, in order. */
export const AvatarListSchema = z.object({ avatars: z.array(AvatarSchema) });
export type AvatarList = z.infer<typeof AvatarListSchema>;

/**
 * A parental restriction level (spec section 3): titles up to the age rating `value` (M/6 is 6). `message`
 * is a token of the server dictionaries (`GET /v1/translation/{locale}`).
 */
export const RestrictionSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string(),
  value: z.int().check(z.nonnegative()),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

/** `GET /v1/content/restriction`. */
export const RestrictionListSchema = z.object({ restrictions: z.array(RestrictionSchema) });
export type RestrictionList = z.infer<typeof RestrictionListSchema>;

/** Profiles per account (spec section 9), PIN length and the shortest profile name (section 5). */
export const PROFILES_PER_ACCOUNT = 5;
export const PIN_LENGTH = 4;
export const PROFILE_NAME_MIN_LENGTH = 2;
export const PROFILE_NAME_MAX_LENGTH = 30;

/**
 * `POST /v1/profile` (master profile only): `pin` protects the new profile from the start and `code`, when
 * sent, must repeat it; `kids` without a `restriction_id` gets the youngest level; `guest` makes a guest
 * profile, which counts toward the limit like any other.
 */
export interface ProfileCreateRequest {
  name: string;
  avatar_id?: string | null;
  locale?: string;
  pin?: string;
  code?: string;
  kids?: boolean;
  restriction_id?: string | null;
  /** A guest profile, which keeps nothing watched on it (beyond the spec); only set when it is made. */
  guest?: boolean;
}

/**
 * `PUT /v1/profile` (the session's profile) and `PUT /v1/profile/{id}`: fields left out keep their value.
 * `kids` and `restriction_id` are the master's to change; a PIN-protected profile other than the session's
 * needs its PIN as `code`.
 */
export interface ProfileUpdateRequest {
  name?: string;
  avatar_id?: string | null;
  locale?: string;
  subtitle_language?: string | null;
  audio_language?: string | null;
  kids?: boolean;
  restriction_id?: string | null;
  code?: string;
}

/** `DELETE /v1/profile/{id}` (master only): `code` is the PIN of a PIN-protected profile. */
export interface ProfileDeleteRequest {
  code?: string;
}

/** `PUT /v1/profile/restriction` (master only). */
export interface RestrictionUpdateRequest {
  profile_id: string;
  restriction_id: string | null;
  code?: string;
}

/** `PUT /v1/profile/preference`: the session's profile's subtitle and audio languages (null: none chosen). */
export interface PreferenceUpdateRequest {
  subtitle_language?: string | null;
  audio_language?: string | null;
}

/**
 * `POST /v1/profile/pin`: sets (`old_code` not needed when the profile has no PIN), changes (`old_code` is the
 * current PIN) or resets (`old_code` is the 6-digit code `POST /v1/profile/recover` e-mailed) a PIN.
 */
export interface PinChangeRequest {
  profile_id: string;
  old_code?: string;
  new_code: string;
}

/** `DELETE /v1/profile/pin` and `POST /v1/profile/pin/validate`: `code` is the profile's PIN. */
export interface PinCheckRequest {
  profile_id: string;
  code: string;
}

export const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  city: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  gender: z.nullable(z.enum(['m', 'f', 'other'])),
  phone: z.nullable(z.string()),
  username: z.nullable(z.string()),
  photo_url: z.nullable(z.string()),
  avatar: z.nullable(z.object({ url: z.string() })),
  completed: z.boolean(),
  is_multi_profile: z.boolean(),
  premium: z.boolean(),
  affiliate: z.nullable(z.string()),
  profiles: z.array(z.object({ id: z.string(), name: z.string() })),
  extraParameters: z.object({ origin: z.nullable(z.string()) }),
  /** Whether the e-mail is proven (activation by e-mailed code); until then sign-in answers 423. */
  activated: z.optional(z.boolean()),
  /** The marketing opt-in. */
  optin: z.optional(z.boolean()),
  /** A new e-mail the account asked for (flag `email_update`), until the code mailed to it comes back. */
  pending_email: z.optional(z.nullable(z.string())),
});
export type Account = z.infer<typeof AccountSchema>;

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
