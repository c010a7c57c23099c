import { getDeviceId } from './device/device-id';
import { bus } from './events/bus';
import { createHttpClient } from './http/http-client';
import { sessionStore } from './session/session-store';

/** The page's HTTP client, wired to the session singleton and the bus. */
export const http = createHttpClient({ session: sessionStore, bus, deviceId: getDeviceId });

/** SWR fetcher: keys are API paths under `/api`. */
export async function swrFetcher<T>(key: string): Promise<T> {
  const response = await http.get<T>(key);
  return response.data;
}
