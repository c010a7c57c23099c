import type { TFunction } from 'i18next';
import type { ApiError } from './api-error';

/** Fills %1%, %2%, ... placeholders (spec section 8). */
export function fillPlaceholders(text: string, params: readonly string[]): string {
  return text.replace(/%(\d+)%/g, (match, index: string) => params[Number(index) - 1] ?? match);
}

/**
 * The message for a server error: token SERVER_ERROR_{STATUS}; otherwise GENERIC_ERROR_DESC with %1%
 * the status and %2% the generic no-message text. Code 2001 or forceMessage shows the server's message.
 */
export function errorMessageFor(
  t: TFunction,
  error: ApiError,
  options: { forceMessage?: boolean } = {},
): string {
  if ((options.forceMessage || error.errorCode === '2001') && error.errorMessage) return error.errorMessage;
  const token = `SERVER_ERROR_${String(error.errorStatus).toUpperCase()}`;
  if (t(token, { defaultValue: '' })) return t(token);
  return fillPlaceholders(t('GENERIC_ERROR_DESC'), [
    String(error.errorStatus),
    t('GENERIC_ERROR_DESC_NO_MESSAGE'),
  ]);
}
