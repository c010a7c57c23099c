import {
  AUTO_SELECTED_METHODS,
  MBWAY_COUNTRY,
  PAYMENT_METHOD_PREFERENCE,
  paymentMethodEnabled,
  type PaymentMethod,
  type Plan,
  type Settings,
} from '@palco/contracts';

/**
 * The methods a viewer may pay a plan with, in the order of section 4's preference (card, MB Way, PayPal,
 * direct debit, then a Multibanco reference and a bank transfer): the plan's own, less MB Way outside
 * Portugal and any method section 9's switches turned off.
 */
export function methodsFor(
  plan: Pick<Plan, 'payment_methods'>,
  country: string | null,
  settings: Pick<Settings, 'payment_methods_enabled'> = {},
): PaymentMethod[] {
  return PAYMENT_METHOD_PREFERENCE.filter(
    (method) =>
      plan.payment_methods.includes(method) &&
      paymentMethodEnabled(settings, method) &&
      (method !== 'mbway' || country === MBWAY_COUNTRY),
  );
}

/**
 * A plan with one method takes it without asking (section 4: card, MB Way, PayPal, direct debit); with
 * several, or with only a reference or a transfer (paid later, outside the site), the viewer chooses.
 */
export function autoMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  const only = methods.length === 1 ? methods[0] : undefined;
  return only && AUTO_SELECTED_METHODS.includes(only) ? only : null;
}
