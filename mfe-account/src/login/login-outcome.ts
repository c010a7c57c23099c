import type { TFunction } from 'i18next';
import type { LoginErrorToken } from '@palco/shared';
import { errorMessageFor, type ApiError } from '@palco/shared';

/** The popup shows every validation message at once, one per line (spec section 5). */
export function loginErrorText(t: TFunction, tokens: readonly LoginErrorToken[]): string {
  return tokens.map((token) => t(token)).join('\n');
}

/** What the popup does after a failed sign-in. */
export type SignInFailure = { kind: 'go-home' } | { kind: 'message'; message: string };

/**
 * A 423 at login still sends the viewer home (spec section 8). Before sign-in there is no session to
 * expire, so a 401 from the login call means the e-mail or password is wrong.
 */
export function signInFailure(t: TFunction, error: ApiError): SignInFailure {
  if (error.errorStatus === 423) return { kind: 'go-home' };
  if (error.errorStatus === 401 || error.errorCode === 'invalid_credentials') {
    return { kind: 'message', message: t('ACCOUNT_LOGIN_INVALID_CREDENTIALS') };
  }
  return { kind: 'message', message: errorMessageFor(t, error) };
}
