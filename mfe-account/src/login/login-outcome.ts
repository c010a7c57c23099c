import type { TFunction } from 'i18next';
import { accountErrorCodes } from '@palco/contracts';
import type { ApiError, LoginErrorToken } from '@palco/shared';
import { accountErrorText } from '../errors/account-errors';

/** The popup shows every validation message at once, one per line (spec section 5). */
export function loginErrorText(t: TFunction, tokens: readonly LoginErrorToken[]): string {
  return tokens.map((token) => t(token)).join('\n');
}

/** What the popup does after a failed sign-in. */
export type SignInFailure = { kind: 'activate' } | { kind: 'go-home' } | { kind: 'message'; message: string };

/**
 * The right password of an account still waiting for its e-mailed code (423 `account_not_activated`) opens
 * the activation step. Any other 423 at login still sends the viewer home (spec section 8). Before sign-in
 * there is no session to expire, so a 401 from the login call means the e-mail or password is wrong.
 */
export function signInFailure(t: TFunction, error: ApiError, locale: string): SignInFailure {
  if (error.errorStatus === 423 && error.errorCode === accountErrorCodes.accountNotActivated) {
    return { kind: 'activate' };
  }
  if (error.errorStatus === 423) return { kind: 'go-home' };
  if (error.errorStatus === 401 || error.errorCode === 'invalid_credentials') {
    return { kind: 'message', message: t('ACCOUNT_LOGIN_INVALID_CREDENTIALS') };
  }
  return { kind: 'message', message: accountErrorText(t, error, locale) };
}
