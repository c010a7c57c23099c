import { ACCOUNT_CODE_DIGITS } from '@palco/contracts';

/**
 * How long "send a new code" waits after a code went out (activation, password reset), so a viewer does
 * not flood their own inbox, nor spend the API's few mails per address.
 */
export const RESEND_CODE_COOLDOWN_SECONDS = 60;

/** An e-mailed code as typed: the digits, whatever spaces or dashes came with them. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Translation key of what is wrong with an e-mailed code, or null. */
export function codeProblem(code: string): string | null {
  return codeDigits(code).length === ACCOUNT_CODE_DIGITS ? null : 'ACCOUNT_CODE_REQUIRED';
}
