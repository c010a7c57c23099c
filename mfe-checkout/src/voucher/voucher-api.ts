import type { TFunction } from 'i18next';
import {
  endpoints,
  paymentErrorCodes,
  type SubscribeResponse,
  type UserPlan,
  type Voucher,
} from '@palco/contracts';
import { callEndpoint, http, normaliseError, type ApiError } from '@palco/shared';

/** What a code unlocks (`GET /v1/voucher/{code}`), for visitors too; the code as typed, trimmed. */
export function checkVoucher(code: string): Promise<Voucher> {
  return callEndpoint(http, endpoints.getVoucher, { params: { code: code.trim() } });
}

/** Redeems a prepaid or promotion voucher (`POST /v1/subscription`): the plan it granted. */
export async function redeemVoucher(voucher: Voucher): Promise<UserPlan> {
  const answer: SubscribeResponse = await callEndpoint(http, endpoints.subscribe, {
    body: { plan_id: voucher.plan.id, is_voucher: true, voucher: voucher.code },
  });
  return answer.user_plan;
}

/** A voucher that was redeemed, as the success popup tells it. */
export interface VoucherRedeemed {
  voucher: Voucher;
  userPlan: UserPlan;
  /** The viewer signed in (or signed up) on the way, after pressing redeem as a visitor. */
  joinedDuringFlow: boolean;
}

/** The API's code for too many tries (a 429 with `Retry-After`), as the attempt guards answer. */
const TOO_MANY_ATTEMPTS = 'too_many_attempts';

/**
 * The words for a failed voucher call. `invalid_voucher` is the server's message (spec section 8): its
 * dictionary's words in the viewer's language when the shell merged them, else the message as sent.
 * Anything else is a message of the form's own, `fallbackKey` when nothing more precise applies.
 */
export function voucherErrorText(t: TFunction, caught: unknown, fallbackKey: string): string {
  const error: ApiError = normaliseError(caught);
  if (error.errorCode === paymentErrorCodes.invalidVoucher) {
    return t('SERVER_ERROR_INVALID_VOUCHER', { defaultValue: error.errorMessage || t(fallbackKey) });
  }
  if (error.errorCode === paymentErrorCodes.subscriptionActive) return t('VOUCHER_SUBSCRIPTION_ACTIVE');
  if (error.errorCode === paymentErrorCodes.monetizationDisabled) return t('APP_MONETIZATION_DISABLED');
  if (error.errorStatus === 429 || error.errorCode === TOO_MANY_ATTEMPTS) return t('VOUCHER_ERROR_TOO_MANY');
  return t(fallbackKey);
}

/** Whether a failed call was the server refusing the code itself (the message goes under the field). */
export const isInvalidVoucher = (caught: unknown): boolean =>
  normaliseError(caught).errorCode === paymentErrorCodes.invalidVoucher;
