import type { Account, AccountUpdateRequest } from '@palco/contracts';
import { countryByCode } from '../complete-profile/dial-codes';
import type { Gender } from '../complete-profile/GenderField';
import { splitFullName } from '../complete-profile/name-rules';
import type { PhoneValue } from '../complete-profile/PhoneField';
import { fullPhone } from '../complete-profile/phone';
import { checkProfileDetails, draftFromAccount } from '../complete-profile/profile-details-rules';
import { type BirthDate, birthDateFromIso, birthdayText, checkBirthDate } from '../register/birthday';
import { BIRTHDAY_PROBLEMS } from '../register/register-rules';

/** What the personal-data page holds while the viewer edits it. */
export interface AccountDataDraft {
  fullName: string;
  phone: PhoneValue;
  gender: Gender | '';
  birthDate: BirthDate;
  optin: boolean;
}

export type AccountDataField = 'name' | 'phone' | 'gender' | 'birthday';

/** The page's fields in the order they show, which is the order focus looks for the first in error. */
export const ACCOUNT_DATA_FIELDS: readonly AccountDataField[] = ['name', 'phone', 'gender', 'birthday'];

/** The form as the account fills it: the name, the phone split at its longest dial code, gender, birthday, opt-in. */
export function accountDataDraft(account: Account): AccountDataDraft {
  const details = draftFromAccount(account);
  return {
    fullName: details.fullName,
    phone: details.phone,
    gender: details.gender,
    birthDate: birthDateFromIso(account.birthday),
    optin: account.optin ?? false,
  };
}

const phoneOf = (draft: AccountDataDraft): string =>
  fullPhone(countryByCode(draft.phone.country).dial, draft.phone.number);

/** What would be saved, so that a draft differs from another only where the account would change. */
function saved(draft: AccountDataDraft): string {
  return JSON.stringify([
    draft.fullName.trim().split(/\s+/).join(' '),
    phoneOf(draft),
    draft.gender,
    birthdayText(draft.birthDate),
    draft.optin,
  ]);
}

/** Whether `draft` would change nothing of the account `original` came from. */
export function isUnchanged(draft: AccountDataDraft, original: AccountDataDraft): boolean {
  return saved(draft) === saved(original);
}

const noBirthDate = ({ day, month, year }: BirthDate): boolean => !day && !month && !year;

/**
 * The rules of section 5 the page checks before saving: the full-name rule, a phone of 8 to 15 digits when
 * one is given, and a real birth date in a year the picker offers (minimum age 13). An account that has a
 * birthday keeps one; an account without may leave the picker empty. Values are translation keys.
 */
export function checkAccountData(
  draft: AccountDataDraft,
  birthdayRequired: boolean,
  now: Date = new Date(),
): Partial<Record<AccountDataField, string>> {
  const { fields } = checkProfileDetails({ ...draft, agree: true }, false);
  const problems: Partial<Record<AccountDataField, string>> = {
    ...(fields.name ? { name: fields.name } : {}),
    ...(fields.phone ? { phone: fields.phone } : {}),
  };
  if (birthdayRequired || !noBirthDate(draft.birthDate)) {
    const birthday = checkBirthDate(draft.birthDate, now);
    if (!birthday.ok) problems.birthday = BIRTHDAY_PROBLEMS[birthday.problem];
  }
  return problems;
}

/**
 * `PUT /v1/account`'s body: the name split as the API keeps it, the phone as dial code plus number (empty
 * removes it), the gender when chosen, the birthday as `YYYY-MM-DD` when given, and the opt-in. The e-mail
 * is never sent: this API refuses to change it.
 */
export function accountDataRequest(draft: AccountDataDraft, now: Date = new Date()): AccountUpdateRequest {
  const birthday = checkBirthDate(draft.birthDate, now);
  return {
    ...splitFullName(draft.fullName),
    phone: phoneOf(draft),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(birthday.ok ? { birthday: birthday.iso } : {}),
    optin: draft.optin,
  };
}
