import type { UserPlan } from '@palco/contracts';

/** A Lisbon calendar day (YYYY-MM-DD) written in the viewer's language, e.g. "5 de maio de 2026". */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The day after `date` (YYYY-MM-DD): when a change of plan, or a next period, starts (spec section 4). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The translation key of how a plan is paid: its method, a voucher, or something else. */
export function paymentKey(plan: Pick<UserPlan, 'payment_type' | 'payment_method'>): string {
  if (plan.payment_method) return `MANAGE_METHOD_${plan.payment_method.toUpperCase()}`;
  return plan.payment_type === 'voucher' ? 'MANAGE_METHOD_VOUCHER' : 'MANAGE_METHOD_UNKNOWN';
}

/** A plan paid through a provider, which renews there and has a method to change; not a voucher's. */
export const isPaidPlan = (plan: Pick<UserPlan, 'payment_type'>): boolean =>
  plan.payment_type !== 'voucher' && plan.payment_type !== 'unknown';
