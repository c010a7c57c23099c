import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type Plan } from '@palco/contracts';
import { type ApiError, callEndpoint, http } from '@palco/shared';

/** `GET /v1/plan`: the plans on offer. */
export async function getPlans(): Promise<Plan[]> {
  return (await callEndpoint(http, endpoints.getPlans)).plans;
}

export const PLANS_KEY = '/v1/plan';

/** Plans are fetched only when the viewer may see them (`enabled`). */
export function usePlans(enabled: boolean): SWRResponse<Plan[], ApiError> {
  return useSWR<Plan[], ApiError>(enabled ? PLANS_KEY : null, getPlans);
}
