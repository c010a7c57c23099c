import type { AffiliateId, AffiliateRouteKind, Plan } from '@palco/contracts';
import { bus } from '@palco/shared';

/**
 * Spec section 3's plan analytics: plan_id, plan_name, plan_price, plan_type (the period) and
 * plan_affiliate, the partner that sells the plan or that the viewer came through. (The plans carry no
 * internal code of their own, so plan_internal_code is left out.) The shell cuts each value to 99
 * characters on its way to the data layer.
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

/** The viewer arrived on one of a partner's routes, and now carries its marker. */
export function trackAffiliateArrival(affiliate: AffiliateId, route: AffiliateRouteKind): void {
  bus.emit('analytics:event', { event: 'affiliate_arrival', params: { affiliate, affiliate_route: route } });
}
