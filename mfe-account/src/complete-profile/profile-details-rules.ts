import type { Account, AccountUpdateRequest } from '@palco/contracts';
import { countryByCode, DEFAULT_COUNTRY, detectDialCode } from './dial-codes';
import type { Gender } from './GenderField';
import { isValidFullName, joinName, splitFullName } from './name-rules';
import type { PhoneValue } from './PhoneField';
import { fullPhone, isValidPhone } from './phone';

/** What registration step 2 and the complete-profile popup hold while the viewer fills them in. */
export interface ProfileDetailsDraft {
  fullName: string;
  phone: PhoneValue;
  gender: Gender | '';
  agree: boolean;
  optin: boolean;
}

export type ProfileDetailsField = 'name' | 'phone' | 'gender' | 'agree';

export interface ProfileDetailsProblems {
  /** Translation keys, by field. */
  fields: Partial<Record<ProfileDetailsField, string>>;
  /** AUTHENTICATION_ERROR_COMPLETE_MESSAGE when the name or the agreement is missing or wrong (spec section 5). */
  summary: string | null;
}

const isGender = (value: string | null): value is Gender =>
  value === 'm' || value === 'f' || value === 'other';

/** The form as an account fills it: its name, its phone split at the longest dial code, its gender. */
export function draftFromAccount(account: Account | null): ProfileDetailsDraft {
  const { country, number } = detectDialCode(account?.phone);
  return {
    fullName: account ? joinName(account.first_name, account.last_name) : '',
    phone: { country: account?.phone ? country.code : DEFAULT_COUNTRY.code, number },
    gender: isGender(account?.gender ?? null) ? (account?.gender ?? '') : '',
    agree: false,
    optin: account?.optin ?? true,
  };
}

/**
 * The name (full-name rule), the agreement when asked, and a phone when given; gender is a choice from the
 * list and cannot be wrong here.
 */
export function checkProfileDetails(draft: ProfileDetailsDraft, askTerms: boolean): ProfileDetailsProblems {
  const fields: ProfileDetailsProblems['fields'] = {};
  if (!draft.fullName.trim()) fields.name = 'ACCOUNT_FULL_NAME_REQUIRED';
  else if (!isValidFullName(draft.fullName)) fields.name = 'AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID';
  if (askTerms && !draft.agree) fields.agree = 'ACCOUNT_REGISTER_TERMS_REQUIRED';
  const summary = fields.name || fields.agree ? 'AUTHENTICATION_ERROR_COMPLETE_MESSAGE' : null;
  const phone = fullPhone(countryByCode(draft.phone.country).dial, draft.phone.number);
  if (phone && !isValidPhone(phone)) fields.phone = 'AUTHENTICATION_ERROR_PHONE_INVALID';
  return { fields, summary };
}

/** `PUT /v1/account`'s body: the name split as the API keeps it, the phone as dial code plus number. */
export function profileDetailsRequest(draft: ProfileDetailsDraft, askTerms: boolean): AccountUpdateRequest {
  const phone = fullPhone(countryByCode(draft.phone.country).dial, draft.phone.number);
  return {
    ...splitFullName(draft.fullName),
    ...(phone ? { phone } : {}),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(askTerms ? { agree: draft.agree, optin: draft.optin } : {}),
  };
}
