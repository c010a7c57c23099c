import { useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { accountErrorCodes, type AffiliateId, endpoints, type Plan } from '@palco/contracts';
import {
  addTranslations,
  callEndpoint,
  clearAffiliate,
  getAffiliate,
  http,
  normaliseError,
} from '@palco/shared';
import { affiliateDictionaries } from './affiliate-i18n';

// Whatever shows the plans may have to say that a partner's offer has ended: its words come with it.
addTranslations(affiliateDictionaries);

/** Where a chosen plan goes on to be paid for (`/adira-ja?plan=`). */
export const PLANS_PATH = '/adira-ja';

/** The SWR key of the regular plans (`GET /v1/plan`); an affiliate's have their own (`plansKey`). */
export const PLANS_KEY = '/v1/plan';

/** The plans on offer, and whose: the affiliate asked for, or null for the regular plans. */
export interface OfferedPlans {
  plans: readonly Plan[];
  affiliate: AffiliateId | null;
  /** The API refused the affiliate asked for (its offer has ended): these are the regular plans. */
  refused: boolean;
}

/** One cache entry per affiliate, so a page never shows one partner's plans for another's. */
export const plansKey = (affiliate: AffiliateId | null): string =>
  affiliate ? `${PLANS_KEY}?affiliate=${affiliate}` : PLANS_KEY;

const regularPlans = async (): Promise<readonly Plan[]> =>
  (await callEndpoint(http, endpoints.getPlans)).plans;

/**
 * `GET /v1/plan`, with `?affiliate=` when the viewer came through a partner (spec section 7): that
 * partner's own plans. A partner the API refuses (400 `unknown_affiliate`: unknown, or its offer has
 * ended) is forgotten, and the regular plans come instead.
 */
export async function loadPlans(affiliate: AffiliateId | null): Promise<OfferedPlans> {
  if (affiliate) {
    try {
      const { plans } = await callEndpoint(http, endpoints.getPlans, { query: { affiliate } });
      return { plans, affiliate, refused: false };
    } catch (caught) {
      const error = normaliseError(caught);
      if (error.errorCode !== accountErrorCodes.unknownAffiliate) throw error;
      clearAffiliate();
      return { plans: await regularPlans(), affiliate: null, refused: true };
    }
  }
  return { plans: await regularPlans(), affiliate: null, refused: false };
}

/**
 * The affiliate marker as the component found it when it mounted (shared's `getAffiliate`): read once, so
 * that clearing a refused marker does not ask for the plans a second time.
 */
export function useAffiliateMarker(): AffiliateId | null {
  const [marker] = useState(getAffiliate);
  return marker;
}

/** The plans to offer, once `enabled` (e.g. monetization known to be on); `affiliate` picks whose. */
export function usePlans(affiliate: AffiliateId | null, enabled = true): SWRResponse<OfferedPlans, unknown> {
  return useSWR(enabled ? plansKey(affiliate) : null, () => loadPlans(affiliate));
}
