import { paymentErrorCodes } from '@palco/contracts';
import { HttpError } from '../http/errors';
import { SERVER_TRANSLATIONS } from '../seed/translations';

// The payment calls' errors (contracts' paymentErrorCodes, spec section 8), in the one error shape, with
// the server dictionary's words in the default language; clients translate by `code`.

const messages = SERVER_TRANSLATIONS.pt_PT;

/** 402 while the provider has not taken the money yet: the page keeps asking. */
export const invalidPayment = (): HttpError =>
  new HttpError(402, paymentErrorCodes.invalidPayment, messages.SERVER_ERROR_INVALID_PAYMENT);
export const paymentFailed = (): HttpError =>
  new HttpError(402, paymentErrorCodes.paymentFailed, messages.SERVER_ERROR_PAYMENT_FAILED);
export const paymentCancelled = (): HttpError =>
  new HttpError(402, paymentErrorCodes.paymentCancelled, messages.SERVER_ERROR_PAYMENT_CANCELLED);
export const monetizationDisabled = (): HttpError =>
  new HttpError(403, paymentErrorCodes.monetizationDisabled, messages.SERVER_ERROR_MONETIZATION_DISABLED);
export const paymentMethodNotAllowed = (): HttpError =>
  new HttpError(
    400,
    paymentErrorCodes.paymentMethodNotAllowed,
    messages.SERVER_ERROR_PAYMENT_METHOD_NOT_ALLOWED,
  );
export const subscriptionActive = (): HttpError =>
  new HttpError(409, paymentErrorCodes.subscriptionActive, messages.SERVER_ERROR_SUBSCRIPTION_ACTIVE);
export const planNotFound = (): HttpError =>
  new HttpError(404, paymentErrorCodes.planNotFound, messages.SERVER_ERROR_PLAN_NOT_FOUND);
/** An unknown checkout and another account's are the same answer. */
export const checkoutNotFound = (): HttpError =>
  new HttpError(404, paymentErrorCodes.checkoutNotFound, messages.SERVER_ERROR_CHECKOUT_NOT_FOUND);
export const subscriptionNotFound = (): HttpError =>
  new HttpError(404, paymentErrorCodes.subscriptionNotFound, messages.SERVER_ERROR_SUBSCRIPTION_NOT_FOUND);
/**
 * A voucher code that cannot be used: unknown, outside its dates, used up, already redeemed by this
 * account, or not for this plan or call. One answer for all, so a guess learns nothing more.
 */
export const invalidVoucher = (): HttpError =>
  new HttpError(400, paymentErrorCodes.invalidVoucher, messages.SERVER_ERROR_INVALID_VOUCHER);
