import type { PalcoEvents } from '@palco/contracts';
import { bus } from '@palco/shared';
import { makePlan } from '@palco/shared/testing';
import {
  planAnalyticsParams,
  trackAffiliateArrival,
  trackPurchase,
  trackSubscribeStart,
} from './plan-analytics';

const events: PalcoEvents['analytics:event'][] = [];
const record = (event: PalcoEvents['analytics:event']): void => void events.push(event);
beforeEach(() => bus.on('analytics:event', record));
afterEach(() => {
  bus.off('analytics:event', record);
  events.length = 0;
});

const vodafone = makePlan({
  id: 'plan-vodafone-monthly',
  name: 'Vodafone Palco Mensal',
  price: 5.49,
  period_type: 'M',
  affiliate: 'vodafone',
});
const regular = makePlan({ id: 'plan-monthly', name: 'Mensal', price: 6.99, period_type: 'M' });

describe('plan analytics (spec section 3)', () => {
  it('sends a subscribe start with the plan and its partner', () => {
    trackSubscribeStart(vodafone, 'vodafone');
    expect(events).toEqual([
      {
        event: 'subscribe_start',
        params: {
          plan_id: 'plan-vodafone-monthly',
          plan_name: 'Vodafone Palco Mensal',
          plan_price: '5.49',
          plan_type: 'M',
          plan_affiliate: 'vodafone',
        },
      },
    ]);
  });

  it('carries the marker the viewer came with even on a plan no partner sells', () => {
    expect(planAnalyticsParams(regular, 'nos').plan_affiliate).toBe('nos');
  });

  it('names no partner when there is none', () => {
    expect(planAnalyticsParams(regular, null)).not.toHaveProperty('plan_affiliate');
  });

  it('sends a purchase with the plan, its partner and how it was paid', () => {
    trackPurchase(vodafone, null, 'mbway');
    expect(events).toEqual([
      {
        event: 'subscribe_purchase',
        params: {
          plan_id: 'plan-vodafone-monthly',
          plan_name: 'Vodafone Palco Mensal',
          plan_price: '5.49',
          plan_type: 'M',
          plan_affiliate: 'vodafone',
          payment_method: 'mbway',
        },
      },
    ]);
  });

  it('sends a purchase of a regular plan with no partner and the method paid with', () => {
    trackPurchase(makePlan({ id: 'plan-yearly', name: 'Anual', price: 69.99, period_type: 'Y' }), null, 'cc');
    expect(events).toEqual([
      {
        event: 'subscribe_purchase',
        params: {
          plan_id: 'plan-yearly',
          plan_name: 'Anual',
          plan_price: '69.99',
          plan_type: 'Y',
          payment_method: 'cc',
        },
      },
    ]);
  });

  it('says which partner’s route the viewer arrived on', () => {
    trackAffiliateArrival('samsung', 'signup');
    expect(events).toEqual([
      { event: 'affiliate_arrival', params: { affiliate: 'samsung', affiliate_route: 'signup' } },
    ]);
  });
});
