import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@palco/shared';

export interface FakeReply {
  status: number;
  body: unknown;
}

/** One request the fake API received, with its body as sent on the wire. */
export interface RecordedRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: unknown;
}

export type FakeRoutes = Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)>;

/**
 * Replaces the page's HTTP client adapter with an in-memory API keyed by `METHOD /path`, so tests run
 * the real client (headers, error normalisation) without a server. Replies wait for `gate` when given,
 * so a test can look at loading states. Returns the requests it saw and a restore function.
 */
export function fakeApi(
  routes: FakeRoutes,
  options: { gate?: Promise<void> } = {},
): { requests: RecordedRequest[]; restore: () => void } {
  const original = http.defaults.adapter;
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const request: RecordedRequest = {
      method,
      url: config.url ?? '',
      contentType: config.headers.getContentType()?.toString() ?? null,
      body: config.data,
    };
    requests.push(request);
    await options.gate;
    const route = routes[`${method} ${request.url}`];
    const reply =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { code: 404, message: 'Not found', error: 'not_found' } });
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => (http.defaults.adapter = original) };
}
