import { MBWAY_COUNTRY, PAYMENT_METHOD_PREFERENCE, type PaymentMethod, type Plan } from '@palco/contracts';

/**
 * The methods a viewer may pay a plan with, in the order of section 4's preference (card, MB Way, PayPal,
 * direct debit): the plan's own, less MB Way outside Portugal (section 9).
 */
export function methodsFor(plan: Pick<Plan, 'payment_methods'>, country: string | null): PaymentMethod[] {
  return PAYMENT_METHOD_PREFERENCE.filter(
    (method) => plan.payment_methods.includes(method) && (method !== 'mbway' || country === MBWAY_COUNTRY),
  );
}

/** A plan with one method takes it without asking (section 4); with several, the viewer chooses. */
export function autoMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.length === 1 ? (methods[0] ?? null) : null;
}
