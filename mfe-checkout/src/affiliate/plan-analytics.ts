import type { AffiliateId, AffiliateRouteKind, PaymentMethod, Plan } from '@palco/contracts';
import { bus } from '@palco/shared';

/**
 * Spec section 3's plan analytics: plan_id, plan_name, plan_price, plan_type (the period) and
 * plan_affiliate, the partner that sells the plan or that the viewer came through. (The spec's internal code,
 * a product's extraParameters.code, is in neither the plan contract nor the API's plans, so plan_internal_code
 * is left out until a plan carries one.) The shell cuts each value to 99 characters on its way to the data
 * layer, and adds the device info.
 */
export function planAnalyticsParams(plan: Plan, affiliate: AffiliateId | null): Record<string, string> {
  const planAffiliate = plan.affiliate ?? affiliate;
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_price: plan.price.toFixed(2),
    plan_type: plan.period_type,
    ...(planAffiliate ? { plan_affiliate: planAffiliate } : {}),
  };
}

/** The viewer confirmed a plan and goes on to pay for it (the plans page, the popup, a partner's page). */
export function trackSubscribeStart(plan: Plan, affiliate: AffiliateId | null): void {
  bus.emit('analytics:event', { event: 'subscribe_start', params: planAnalyticsParams(plan, affiliate) });
}

/**
 * The viewer paid for a plan with `method`: the plan's params and payment_method (cc, mbway, paypal, …). For
 * the payment flow to call once the payment is confirmed, not when it starts.
 */
export function trackPurchase(plan: Plan, affiliate: AffiliateId | null, method: PaymentMethod): void {
  bus.emit('analytics:event', {
    event: 'subscribe_purchase',
    params: { ...planAnalyticsParams(plan, affiliate), payment_method: method },
  });
}

/** The viewer arrived on one of a partner's routes, and now carries its marker. */
export function trackAffiliateArrival(affiliate: AffiliateId, route: AffiliateRouteKind): void {
  bus.emit('analytics:event', { event: 'affiliate_arrival', params: { affiliate, affiliate_route: route } });
}
