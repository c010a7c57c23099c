import useSWR, { type SWRResponse } from 'swr';
import {
  endpointPath,
  endpoints,
  type Billing,
  type Plan,
  type Subscription,
  type Transaction,
} from '@palco/contracts';
import { type ApiError, callEndpoint, http, useSession } from '@palco/shared';

// The calls of the profile area's subscription and billing pages, and their cache keys (each app's SWR cache
// is its own and the viewer's: shared's AppProviders).

export const SUBSCRIPTION_KEY = 'manage/subscription';
export const PLANS_KEY = 'manage/plans';
export const BILLING_KEY = 'manage/billing';
export const TRANSACTIONS_KEY = 'manage/transactions';

/** Whether a viewer is signed in: the pages ask nothing of a visitor. */
const useSignedIn = (): boolean => useSession((state) => state.token !== null);

/** The plan in force (`GET /v1/subscription`). */
export function useSubscription(): SWRResponse<Subscription, ApiError> {
  return useSWR(useSignedIn() ? SUBSCRIPTION_KEY : null, () => callEndpoint(http, endpoints.getSubscription));
}

/** The plans on sale, to change to; none asked for while `enabled` is false (monetization off). */
export function usePlansOnSale(enabled: boolean): SWRResponse<Plan[], ApiError> {
  return useSWR(useSignedIn() && enabled ? PLANS_KEY : null, async () => {
    return (await callEndpoint(http, endpoints.getPlans)).plans;
  });
}

export function useBilling(): SWRResponse<Billing, ApiError> {
  return useSWR(useSignedIn() ? BILLING_KEY : null, () => callEndpoint(http, endpoints.getBilling));
}

export function useTransactions(): SWRResponse<Transaction[], ApiError> {
  return useSWR(useSignedIn() ? TRANSACTIONS_KEY : null, async () => {
    return (await callEndpoint(http, endpoints.getTransactions)).transactions;
  });
}

/** The name a downloaded invoice is saved as, as the API names it (e.g. `fatura-FT-PALCO2026-1.pdf`). */
export const invoiceFileName = (invoice: Pick<Transaction, 'number'>): string =>
  `fatura-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/**
 * Downloads an invoice's PDF, written by the API in the viewer's language: fetched with the session's token
 * (a plain link would carry none), then saved through a temporary link to the file.
 */
export async function downloadInvoice(invoice: Transaction, language: string): Promise<void> {
  const response = await http.request<Blob>({
    method: endpoints.getTransactionPdf.method,
    url: endpointPath(endpoints.getTransactionPdf, { id: invoice.id }),
    params: { lang: language },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser has taken the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
