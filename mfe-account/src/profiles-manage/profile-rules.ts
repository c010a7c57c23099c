import {
  PIN_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_NAME_MIN_LENGTH,
  PROFILES_PER_ACCOUNT,
  type Avatar,
  type Profile,
  type ProfileCreateRequest,
  type ProfileUpdateRequest,
} from '@palco/contracts';

// The profile forms' rules (spec sections 5 and 9), as plain functions of what was typed, so that they can be
// tested on any input. They are the API's own rules (api/src/routes/profiles.ts), so the page never refuses
// what the API takes, nor sends what it refuses.

/** The interface languages a profile may have (spec section 1), in the order the forms list them. */
export const PROFILE_LOCALES = ['pt_PT', 'en', 'fr_FR'] as const;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

/** Subtitle and audio languages the forms offer; the catalogue's titles carry these codes. */
export const MEDIA_LANGUAGES = ['pt', 'en', 'fr', 'es'] as const;

/** A refused profile name: none at all, or one that breaks the rule (the API's own token for it). */
export type NameProblem = 'PROFILES_NAME_REQUIRED' | 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID';
/** A refused PIN: not exactly 4 digits, or a confirmation that differs (the API's own tokens). */
export type PinProblem = 'AUTHENTICATION_ERROR_PIN_INVALID' | 'AUTHENTICATION_ERROR_PIN_MISMATCH';

/** Letters of any alphabet with their accents, spaces, apostrophes (straight or curly) and hyphens. */
const NAME_CHARACTERS = /^[\p{L}\p{M}' ’-]+$/u;
const HAS_LETTER = /\p{L}/u;
/** ASCII digits only: a full-width `１２３４` is not a PIN the API takes. */
const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/** A profile name as the API keeps it: no spaces at the ends, one space between words. */
export function tidyProfileName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Section 5's profile name: at least 2 characters (at most 30, the API's limit), letters, spaces, apostrophe
 * and hyphen only, and at least one letter. `null` when the name is fine.
 */
export function checkProfileName(name: unknown): NameProblem | null {
  if (typeof name !== 'string') return 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID';
  const tidy = tidyProfileName(name);
  if (tidy === '') return 'PROFILES_NAME_REQUIRED';
  if (
    tidy.length < PROFILE_NAME_MIN_LENGTH ||
    tidy.length > PROFILE_NAME_MAX_LENGTH ||
    !NAME_CHARACTERS.test(tidy) ||
    !HAS_LETTER.test(tidy)
  ) {
    return 'AUTHENTICATION_ERROR_PROFILE_NAME_INVALID';
  }
  return null;
}

/** Section 5: a PIN is exactly 4 digits. */
export function isValidPin(pin: unknown): pin is string {
  return typeof pin === 'string' && PIN_PATTERN.test(pin);
}

/**
 * A new PIN and its confirmation (section 5): 'Please insert a valid PIN' under the PIN, else 'The PIN codes
 * entered do not match.' under the confirmation. Empty when both are fine.
 */
export function checkNewPin(
  pin: unknown,
  confirmation: unknown,
): Partial<Record<'pin' | 'confirmation', PinProblem>> {
  if (!isValidPin(pin)) return { pin: 'AUTHENTICATION_ERROR_PIN_INVALID' };
  if (confirmation !== pin) return { confirmation: 'AUTHENTICATION_ERROR_PIN_MISMATCH' };
  return {};
}

/**
 * Deleting a profile asks the viewer to type the localised word (section 5: APAGAR, DELETE): exactly it, the
 * spaces around it aside. An empty word (a dictionary without it) never confirms.
 */
export function isDeleteConfirmed(typed: string, word: string): boolean {
  return word.trim() !== '' && typed.trim() === word.trim();
}

/** Whether the account may get another profile: the master adds them, up to 5 (sections 6 and 9). */
export function canAddProfile(profileCount: number, isMaster: boolean): boolean {
  return isMaster && profileCount < PROFILES_PER_ACCOUNT;
}

/** Whether the account has as many profiles as it may have. */
export function isAtProfileLimit(profileCount: number): boolean {
  return profileCount >= PROFILES_PER_ACCOUNT;
}

/** One of the forms' interface languages for what a profile or the server says (`pt` is `pt_PT`). */
export function profileLocale(value: string | null | undefined): ProfileLocale {
  const v = (value ?? '').replace('-', '_').toLowerCase();
  if (v.startsWith('en')) return 'en';
  if (v.startsWith('fr')) return 'fr_FR';
  return 'pt_PT';
}

/**
 * The avatar a new profile gets unless the viewer picks one: the first none of the account's profiles wears
 * yet, as the API would choose it, else the first.
 */
export function firstFreeAvatar(avatars: readonly Avatar[], profiles: readonly Profile[]): string | null {
  const worn = new Set(profiles.map((profile) => profile.avatar_id));
  return (avatars.find((avatar) => !worn.has(avatar.id)) ?? avatars[0])?.id ?? null;
}

/** What the edit page holds while the viewer edits a profile. */
export interface ProfileDraft {
  name: string;
  avatarId: string | null;
  locale: ProfileLocale;
  /** `''`: none chosen. */
  subtitleLanguage: string;
  audioLanguage: string;
  kids: boolean;
  restrictionId: string | null;
}

export type DraftField = keyof ProfileDraft;

/** The draft of a profile as the API has it. */
export function profileDraft(profile: Profile): ProfileDraft {
  return {
    name: profile.name,
    avatarId: profile.avatar_id,
    locale: profileLocale(profile.locale),
    subtitleLanguage: profile.subtitle_language ?? '',
    audioLanguage: profile.audio_language ?? '',
    kids: profile.kids ?? false,
    restrictionId: profile.restriction_id,
  };
}

/** The fields of `draft` that would change the profile `original` came from (a name counts once tidied). */
export function changedFields(draft: ProfileDraft, original: ProfileDraft): DraftField[] {
  const fields = Object.keys(original) as DraftField[];
  return fields.filter((field) =>
    field === 'name'
      ? tidyProfileName(draft.name) !== tidyProfileName(original.name)
      : draft[field] !== original[field],
  );
}

export function isUnchanged(draft: ProfileDraft, original: ProfileDraft): boolean {
  return changedFields(draft, original).length === 0;
}

/**
 * The edit's `PUT /v1/profile/{id}` body: only what changed. The session's own subtitle and audio languages
 * go by `PUT /v1/profile/preference` instead (`preferencesApart`), and the restriction level always by
 * `PUT /v1/profile/restriction`; `null` when there is nothing for this call to send.
 */
export function profileUpdate(
  draft: ProfileDraft,
  original: ProfileDraft,
  preferencesApart: boolean,
): ProfileUpdateRequest | null {
  const changed = new Set(changedFields(draft, original));
  const body: ProfileUpdateRequest = {};
  if (changed.has('name')) body.name = tidyProfileName(draft.name);
  if (changed.has('avatarId')) body.avatar_id = draft.avatarId;
  if (changed.has('locale')) body.locale = draft.locale;
  if (changed.has('kids')) body.kids = draft.kids;
  if (!preferencesApart) {
    if (changed.has('subtitleLanguage')) body.subtitle_language = draft.subtitleLanguage || null;
    if (changed.has('audioLanguage')) body.audio_language = draft.audioLanguage || null;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** What the create page holds while the viewer fills it in. */
export interface CreateDraft {
  name: string;
  avatarId: string | null;
  locale: ProfileLocale;
  kids: boolean;
  restrictionId: string | null;
  /** A guest profile: nothing watched on it is kept (set only when it is made). */
  guest: boolean;
  /** Whether the new profile is to be PIN-protected. */
  pinOn: boolean;
  pin: string;
  confirmation: string;
}

export type CreateField = 'name' | 'pin' | 'confirmation';
export type CreateProblems = Partial<Record<CreateField, NameProblem | PinProblem>>;

/** The create form's fields in the order they show, which is the order focus looks for the first in error. */
export const CREATE_FIELDS: readonly CreateField[] = ['name', 'pin', 'confirmation'];

/** The rules the create page checks before sending: the name, and a PIN with its confirmation when asked. */
export function checkCreateDraft(draft: CreateDraft): CreateProblems {
  const name = checkProfileName(draft.name);
  return {
    ...(name ? { name } : {}),
    ...(draft.pinOn ? checkNewPin(draft.pin, draft.confirmation) : {}),
  };
}

/** `POST /v1/profile {name, pin, code, avatar_id, locale}`, with the confirmation as `code`. */
export function createRequest(draft: CreateDraft): ProfileCreateRequest {
  return {
    name: tidyProfileName(draft.name),
    avatar_id: draft.avatarId,
    locale: draft.locale,
    ...(draft.kids ? { kids: true } : {}),
    ...(draft.restrictionId ? { restriction_id: draft.restrictionId } : {}),
    ...(draft.guest ? { guest: true } : {}),
    ...(draft.pinOn ? { pin: draft.pin, code: draft.confirmation } : {}),
  };
}

/** Whether the create form holds anything the viewer would lose by leaving. */
export function hasCreateInput(draft: CreateDraft, initial: CreateDraft): boolean {
  return (
    tidyProfileName(draft.name) !== tidyProfileName(initial.name) ||
    draft.avatarId !== initial.avatarId ||
    draft.locale !== initial.locale ||
    draft.kids !== initial.kids ||
    draft.restrictionId !== initial.restrictionId ||
    draft.guest !== initial.guest ||
    draft.pinOn !== initial.pinOn
  );
}
