import type { TFunction } from 'i18next';
import { accountErrorCodes } from '@palco/contracts';
import { type ApiError, errorMessageFor } from '@palco/shared';

/** The API's code for too many tries (sign-in, codes, mails): a 429 with `Retry-After`. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

/** The account calls' named codes, each with its words under `SERVER_ERROR_<CODE>` (spec section 8). */
const NAMED_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.values(accountErrorCodes),
  TOO_MANY_ATTEMPTS,
]);

const translated = (t: TFunction, key: string): string | null => t(key, { defaultValue: '' }) || null;

/**
 * Named codes whose words the API's dictionaries keep under a token of their own rather than
 * `SERVER_ERROR_<CODE>` (the profile calls'); the profile pages bring the same tokens for when the server's
 * dictionary has not come.
 */
const TOKEN_OF_CODE: Readonly<Partial<Record<string, string>>> = {
  [accountErrorCodes.managerRequired]: 'SERVER_ERROR_MANAGER_REQUIRED',
  [accountErrorCodes.profileLimitReached]: 'SERVER_ERROR_PROFILE_LIMIT',
};

/** `pt_PT` as a language tag (`pt-PT`), for the browser's formatters. */
export const languageTagOf = (locale: string): string => locale.replace('_', '-');

/** A wait in words of the page's language: seconds under a minute, whole minutes (rounded up) after. */
export function formatWait(seconds: number, languageTag: string): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const [value, unit] = wait < 60 ? [wait, 'second'] : [Math.ceil(wait / 60), 'minute'];
  return new Intl.NumberFormat(languageTag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * The translated message for a refused account call. A 429 says when to try again (its `Retry-After`); a
 * broken form rule comes back as the rule's own token (`AUTHENTICATION_ERROR_...`, spec section 5); the
 * named codes of the account calls (`email_in_use`, `invalid_code`, ...) have their own words; anything
 * else goes through the catalogue's generic lookup (`SERVER_ERROR_{STATUS}`, spec section 8).
 */
export function accountErrorText(t: TFunction, error: ApiError, locale: string): string {
  if (error.errorStatus === 429) {
    if (error.retryAfterSeconds !== undefined) {
      return t('ACCOUNT_ERROR_RETRY_AFTER', {
        wait: formatWait(error.retryAfterSeconds, languageTagOf(locale)),
      });
    }
    return t('SERVER_ERROR_TOO_MANY_ATTEMPTS');
  }
  if (error.errorCode.startsWith('AUTHENTICATION_ERROR_')) {
    const rule = translated(t, error.errorCode);
    if (rule) return rule;
  }
  if (NAMED_CODES.has(error.errorCode)) {
    const named = translated(
      t,
      TOKEN_OF_CODE[error.errorCode] ?? `SERVER_ERROR_${error.errorCode.toUpperCase()}`,
    );
    if (named) return named;
  }
  return errorMessageFor(t, error);
}

/** The field a refused call's code is about on a given form, if any (the message then goes under it). */
export function fieldOfError<F extends string>(
  error: ApiError,
  fieldsByCode: Readonly<Partial<Record<string, F>>>,
): F | null {
  return fieldsByCode[error.errorCode] ?? null;
}
