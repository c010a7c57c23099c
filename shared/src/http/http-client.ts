import axios, { type AxiosInstance } from 'axios';
import type { StoreApi } from 'zustand/vanilla';
import { endpointPath, type EndpointName, endpoints } from '@palco/contracts';
import type { PalcoBus } from '../events/bus';
import type { SessionState } from '../session/session-store';
import { normaliseError } from './api-error';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 15000;

export interface HttpClientDeps {
  session: StoreApi<SessionState>;
  bus: PalcoBus;
  deviceId: () => string;
  baseURL?: string;
}

function isLockReason(code: string): code is 'profile_not_chosen' | 'subscription_required' {
  return code === 'profile_not_chosen' || code === 'subscription_required';
}

/**
 * The HTTP client every app uses: base `/api`, the section 7 headers, errors normalised to ApiError,
 * the 401 rule of section 8 (clear account and profile, drop the token, ask the viewer to sign in)
 * and the 423 signal (profile not chosen, subscription required) that the shell turns into navigation.
 */
export function createHttpClient({
  session,
  bus,
  deviceId,
  baseURL = API_BASE_URL,
}: HttpClientDeps): AxiosInstance {
  // fetch first, so a call can outlive the page (keepalive) when the viewer leaves; XHR where fetch is missing.
  const client = axios.create({ baseURL, timeout: API_TIMEOUT_MS, adapter: ['fetch', 'xhr'] });
  client.interceptors.request.use((config) => {
    config.headers.set('x-device-id', deviceId());
    config.headers.set('x-device-platform', 'web');
    const token = session.getState().token;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = normaliseError(error);
      if (apiError.errorStatus === 401 && session.getState().token) {
        session.getState().clear();
        bus.emit('session:expired', { reason: 'unauthorized' });
      }
      if (apiError.errorStatus === 423 && isLockReason(apiError.errorCode)) {
        bus.emit('session:locked', { reason: apiError.errorCode });
      }
      return Promise.reject(apiError);
    },
  );
  return client;
}

/** Calls an endpoint of the contracts' map and validates the body when the contract gives a schema. */
export async function callEndpoint<T = unknown>(
  client: AxiosInstance,
  name: EndpointName,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
    /** Let the request finish after the page is gone (e.g. saving progress as the tab closes). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const def = endpoints[name];
  const isForm = 'encoding' in def && def.encoding === 'form';
  const data =
    isForm && options.body && typeof options.body === 'object'
      ? new URLSearchParams(Object.entries(options.body as Record<string, string>))
      : options.body;
  const response = await client.request({
    method: def.method,
    url: endpointPath(name, options.params),
    params: options.query,
    data,
    headers: isForm ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
    ...(options.keepalive ? { fetchOptions: { keepalive: true } } : {}),
  });
  if ('response' in def && def.response) {
    const parsed = def.response.safeParse(response.data);
    if (!parsed.success)
      throw normaliseError(new Error(`Unexpected response from ${name}: ${parsed.error.message}`));
    return parsed.data as T;
  }
  return response.data as T;
}
