import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@palco/shared';

export interface MockReply {
  status: number;
  data: unknown;
}

/** Replies keyed by `METHOD /path`, e.g. `GET /v1/content/item/m1`. */
export type MockRoutes = Record<string, MockReply | (() => Promise<MockReply>)>;

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export function errorReply(status: number, message = 'error'): MockReply {
  return { status, data: { code: status, message, error: message } };
}

/**
 * Answers the shared HTTP client from a table instead of the network: the page under test goes
 * through the real client, interceptors and error normalisation. Unknown calls get a 404.
 */
export function mockApi(routes: MockRoutes): {
  requests: RecordedRequest[];
  /** Restores the real adapter once every request made so far has been answered. */
  restore: () => Promise<void>;
} {
  const previous = http.defaults.adapter;
  const requests: RecordedRequest[] = [];
  const pending = new Set<Promise<unknown>>();
  const answer = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    requests.push({
      method,
      url,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const route = routes[`${method} ${url}`];
    const reply =
      route === undefined
        ? errorReply(404, 'not found')
        : typeof route === 'function'
          ? await route()
          : route;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  };
  http.defaults.adapter = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = answer(config);
    const settled = request.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
    return request;
  };
  return {
    requests,
    restore: async () => {
      // A revalidation still running when a test ends would otherwise land in the next test's cache.
      while (pending.size > 0) await Promise.all(pending);
      http.defaults.adapter = previous;
    },
  };
}
