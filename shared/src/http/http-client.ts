import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { StoreApi } from 'zustand/vanilla';
import {
  type EndpointDef,
  endpointPath,
  type ParamNameOf,
  type ParamsOf,
  type ResponseOf,
} from '@palco/contracts';
import type { PalcoBus } from '../events/bus';
import type { SessionState } from '../session/session-store';
import { normaliseError } from './api-error';
import { withEarlyAnswers } from './early-answers';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 15000;

export interface HttpClientDeps {
  session: StoreApi<SessionState>;
  bus: PalcoBus;
  /** Ends the session when the server refuses the token (shared's `endSession`). */
  endSession: (reason: 'expired') => unknown;
  deviceId: () => string;
  baseURL?: string;
}

function isLockReason(code: string): code is 'profile_not_chosen' | 'subscription_required' {
  return code === 'profile_not_chosen' || code === 'subscription_required';
}

/**
 * Whether a 401 refused the session's own token. A call made with an explicit token (`CallOptions.token`)
 * that is refused says nothing about the session.
 */
function refusedSessionToken(error: unknown, token: string | null): boolean {
  if (!token) return false;
  const sent = isAxiosError(error) ? error.config?.headers?.get('Authorization') : undefined;
  return typeof sent !== 'string' || sent === `Bearer ${token}`;
}

/**
 * The HTTP client every app uses: base `/api`, the section 7 headers, errors normalised to ApiError,
 * the 401 rule of section 8 (clear account and profile, drop the token, ask the viewer to sign in)
 * and the 423 signal (profile not chosen, subscription required) that the shell turns into navigation.
 */
export function createHttpClient({
  session,
  bus,
  endSession,
  deviceId,
  baseURL = API_BASE_URL,
}: HttpClientDeps): AxiosInstance {
  // fetch first, so a call can outlive the page (keepalive) when the viewer leaves; XHR where fetch is missing;
  // and before either, what the page's first script already asked for (./early-answers).
  // Credentials mode 'include' (axios would say 'omit'): a request is handed what the page preloaded for it
  // only when their modes match, and the shell's page preloads its start-up calls with
  // crossorigin="use-credentials" (shell/src/index.html, shell/src/startup-calls.ts). The API is on the page's
  // own origin and sets no cookies, so nothing else changes.
  const client = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    adapter: withEarlyAnswers(() => axios.getAdapter(['fetch', 'xhr'])),
    withCredentials: true,
  });
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
      if (apiError.errorStatus === 401 && refusedSessionToken(error, session.getState().token)) {
        void endSession('expired');
      }
      if (apiError.errorStatus === 423 && isLockReason(apiError.errorCode)) {
        bus.emit('session:locked', { reason: apiError.errorCode });
      }
      return Promise.reject(apiError);
    },
  );
  return client;
}

/** What a call may carry besides its path parameters. */
export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Let the request finish after the page is gone (e.g. saving progress as the tab closes). */
  keepalive?: boolean;
  /**
   * An explicit session token for this call in place of the session's (spec section 7: "some calls use an
   * explicit session token"), e.g. registration step 2 with the token sign-up answered, before the viewer
   * is signed in.
   */
  token?: string;
}

/** Path parameters are required exactly when the endpoint's path has placeholders. */
export type CallArgs<D extends EndpointDef> = [ParamNameOf<D>] extends [never]
  ? [options?: CallOptions]
  : [options: CallOptions & { params: ParamsOf<D> }];

/**
 * Calls an endpoint of the contracts' map, given by its definition from the caller's own copy of
 * contracts (`callEndpoint(http, endpoints.getItem, { params: { id } })`). The answer's type is the one the
 * endpoint's schema parses to, and the body is validated against that schema, so type and check cannot
 * drift.
 */
export async function callEndpoint<D extends EndpointDef>(
  client: AxiosInstance,
  endpoint: D,
  ...[options = {}]: CallArgs<D>
): Promise<ResponseOf<D>> {
  const isForm = endpoint.encoding === 'form';
  const data =
    isForm && options.body && typeof options.body === 'object'
      ? new URLSearchParams(Object.entries(options.body as Record<string, string>))
      : options.body;
  const headers: Record<string, string> = {
    ...(isForm ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  const response = await client.request({
    method: endpoint.method,
    url: endpointPath(endpoint, 'params' in options ? options.params : undefined),
    params: options.query,
    data,
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    ...(options.keepalive ? { fetchOptions: { keepalive: true } } : {}),
  });
  if (!endpoint.response) return response.data as ResponseOf<D>;
  const parsed = endpoint.response.safeParse(response.data);
  if (!parsed.success)
    throw normaliseError(new Error(`Unexpected response from ${endpoint.name}: ${parsed.error.message}`));
  return parsed.data as ResponseOf<D>;
}
