import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
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
import { earlyAnswerPath, type HttpResponse, takeEarlyResponse } from './early-answers';

export type { HttpResponse } from './early-answers';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 15000;

export interface HttpClientDeps {
  session: StoreApi<SessionState>;
  bus: PalcoBus;
  /** Ends the session when the server refuses the token (shared's `endSession`). */
  endSession: (reason: 'expired') => unknown;
  deviceId: () => string;
  baseURL?: string;
  timeout?: number;
  /** The network, for tests; by default axios's fetch adapter, else its XHR one. */
  adapter?: AxiosAdapter;
}

/**
 * The HTTP client every app uses (`http`, spec section 7): axios with base `/api`, the section 7 headers,
 * errors normalised to ApiError, the 401 and 423 rules of section 8 (`./axios-client`). axios is in a chunk
 * of its own that the client loads with its first call to the network. A visitor's first page is often
 * drawn from what the page's first script already asked for (contracts' early answers), which the client
 * takes without it, so that page does not load axios at all.
 */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpResponse<T>>;
  /** The axios instance behind the client, loading it if no call has yet. */
  axios(): Promise<AxiosInstance>;
}

export function createHttpClient({
  baseURL = API_BASE_URL,
  timeout = API_TIMEOUT_MS,
  ...deps
}: HttpClientDeps): HttpClient {
  let loading: Promise<AxiosInstance> | undefined;
  const instance = (): Promise<AxiosInstance> => {
    loading ??= import(/* webpackChunkName: "http-axios" */ './axios-client').then(
      ({ createAxiosClient }) => createAxiosClient({ ...deps, baseURL, timeout }),
      (error: unknown) => {
        // A chunk that failed to arrive (the network dropped) is asked for again by the next call.
        loading = undefined;
        throw normaliseError(error);
      },
    );
    return loading;
  };
  // A signed-in viewer's first calls carry their token, which no early answer does: start on axios now.
  if (deps.session.getState().token) void instance().catch(() => undefined);

  const request = async <T>(config: AxiosRequestConfig): Promise<HttpResponse<T>> => {
    const path = earlyAnswerPath(config, baseURL, Boolean(deps.session.getState().token));
    const early = path === undefined ? undefined : await takeEarlyResponse<T>(config, path, timeout);
    return early ?? (await instance()).request<T>(config);
  };
  return {
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
    axios: instance,
  };
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
  client: HttpClient,
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
