import useSWR, { type SWRResponse } from 'swr';
import { endpoints, type DayAllowance } from '@palco/contracts';
import { type ApiError, callEndpoint, http, useSession } from '@palco/shared';

/**
 * Today's free time on premium VOD for whoever looks (`GET /v1/content/allowance`), asked only when it
 * matters: a premium title and a viewer without premium. Asked again when the viewer changes.
 */
export function useDayAllowance(ask: boolean): SWRResponse<DayAllowance, ApiError> {
  const token = useSession((state) => state.token);
  return useSWR<DayAllowance, ApiError>(
    ask ? ['getAllowance', token] : null,
    () => callEndpoint(http, endpoints.getAllowance),
    { revalidateOnFocus: true },
  );
}
