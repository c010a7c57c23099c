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

// Managing a plan, billing and invoices. Their words live with the checkout remote, which translates by
// `code`; the message is the default language's, for other clients.

/** A change of plan already paid for waits for the plan in force to end. */
export const planChangePending = (): HttpError =>
  new HttpError(
    409,
    paymentErrorCodes.planChangePending,
    'Já tens uma mudança de plano paga: podes mudar outra vez quando ela começar.',
  );
/** Section 8: changing the payment method is switched off. */
export const paymentMethodUpdateDisabled = (): HttpError =>
  new HttpError(
    403,
    paymentErrorCodes.paymentMethodUpdateDisabled,
    'A alteração do método de pagamento não está disponível de momento.',
  );
/** Section 5: billing details are editable only with a plan. */
export const billingRequiresPlan = (): HttpError =>
  new HttpError(
    409,
    paymentErrorCodes.billingRequiresPlan,
    'Os dados de faturação só podem ser alterados com um plano ativo.',
  );
/** An unknown invoice and another account's are the same answer. */
export const invoiceNotFound = (): HttpError =>
  new HttpError(404, paymentErrorCodes.invoiceNotFound, 'Não encontrámos esta fatura.');

// Paying by direct debit and by Multibanco reference. Translated by the checkout remote, by `code`.

/** Direct debit without a valid IBAN (section 5), or without the holder's name. */
export const invalidIban = (): HttpError =>
  new HttpError(400, paymentErrorCodes.invalidIban, 'O IBAN não é válido. Confirma-o e tenta novamente.');
/** A Multibanco reference nobody paid before it expired. */
export const paymentExpired = (): HttpError =>
  new HttpError(
    402,
    paymentErrorCodes.paymentExpired,
    'A referência Multibanco expirou sem ser paga. Podes gerar uma nova.',
  );
