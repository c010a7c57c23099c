import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../runtime';

/** What a route answers: an HTTP status and the body the API would send. */
export interface FakeReply {
  status: number;
  body: unknown;
}

/** One request the page made, as the API would see it. */
export interface RecordedRequest {
  /** Upper case, e.g. `GET`. */
  method: string;
  /** The path under `/api`, as the app wrote it (with any query string it wrote itself). */
  url: string;
  /** The query parameters the app passed apart from the path (axios `params`); `{}` when none. */
  params: Record<string, unknown>;
  /** The request's Content-Type, when it has one. */
  contentType?: string;
  /** The body as sent on the wire (a form as its encoded string), a JSON body parsed back to a value. */
  body?: unknown;
  /** True when the request asked to outlive the page (fetch keepalive). */
  keepalive?: boolean;
}

/** A fixed reply, or a function giving a reply (or a promise of one) for each request. */
export type FakeRoute = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/**
 * Routes keyed by `METHOD /path`, e.g. `GET /v1/content/item/m1`. A key may carry a query string
 * (`GET /v1/content/playlist/new?cursor=b`, written as URLSearchParams writes it) to answer only that
 * query; a request is answered by the key with its query first, then by the key without one.
 */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApiOptions {
  /** Replies wait for this promise, so a test can look at loading states. */
  gate?: Promise<void>;
}

export interface FakeApi {
  /** Every request made, in order. */
  requests: RecordedRequest[];
  /** The requests whose path starts with `prefix`, in order. */
  requestsTo: (prefix: string) => RecordedRequest[];
  /**
   * Puts the real adapter back. When requests are still being answered, it first lets them finish
   * (and those they lead to), releasing the gate, so that no late answer lands in the next test.
   */
  restore: () => Promise<void>;
}

export function reply(status: number, body: unknown): FakeReply {
  return { status, body };
}

export function ok(body: unknown): FakeReply {
  return reply(200, body);
}

/** An error reply with the API's error body (`code`, `message`, `error`). */
export function errorReply(status: number, message = 'error'): FakeReply {
  return reply(status, { code: status, message, error: message });
}

/** What a request no route knows gets, as from the API. */
const NOT_FOUND: FakeReply = { status: 404, body: { code: 404, message: 'Not found', error: 'not_found' } };

type AdapterSetting = (typeof http.defaults)['adapter'];

/** The adapter each fake replaced, so a fake installed over another one still restores the real one. */
const replaced = new WeakMap<AxiosAdapter, AdapterSetting>();

function withQuery(url: string, params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function routeFor(routes: FakeRoutes, request: RecordedRequest): FakeRoute | undefined {
  const withItsQuery = `${request.method} ${withQuery(request.url, request.params)}`;
  const withoutQuery = `${request.method} ${request.url.split('?')[0]}`;
  return routes[withItsQuery] ?? routes[withoutQuery];
}

function decode(data: unknown, contentType: string | undefined): unknown {
  if (typeof data !== 'string' || !contentType?.includes('application/json')) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const contentType = config.headers.getContentType()?.toString();
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params as Record<string, unknown> | undefined) ?? {},
    contentType,
    body: decode(config.data, contentType),
    ...(config.fetchOptions?.keepalive ? { keepalive: true } : {}),
  };
}

/** Settles as axios's own adapters do: a status `validateStatus` refuses becomes an AxiosError. */
function settle(config: InternalAxiosRequestConfig, { status, body }: FakeReply): AxiosResponse {
  const response: AxiosResponse = {
    data: body,
    status,
    statusText: String(status),
    headers: new AxiosHeaders(),
    config,
  };
  if (!config.validateStatus || config.validateStatus(status)) return response;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    [AxiosError.ERR_BAD_REQUEST, AxiosError.ERR_BAD_RESPONSE][Math.floor(status / 100) - 4],
    config,
    null,
    response,
  );
}

/**
 * Answers the page's HTTP client (`http` of `@palco/shared`) from `routes` by replacing its adapter,
 * so everything above the network — headers, interceptors, error normalisation, schema checks — runs
 * for real. A request no route knows gets a 404 with the API's error body.
 */
export function fakeApi(routes: FakeRoutes, options: FakeApiOptions = {}): FakeApi {
  const current = http.defaults.adapter;
  const original = (typeof current === 'function' && replaced.get(current)) || current;
  const requests: RecordedRequest[] = [];
  const pending = new Set<Promise<unknown>>();
  let openGate: () => void = () => undefined;
  const restoring = new Promise<void>((resolve) => (openGate = resolve));

  const answer = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = record(config);
    requests.push(request);
    if (options.gate) await Promise.race([options.gate, restoring]);
    const route = routeFor(routes, request);
    const found = typeof route === 'function' ? await route(request) : (route ?? NOT_FOUND);
    return settle(config, found);
  };

  const adapter: AxiosAdapter = (config) => {
    const response = answer(config);
    const settled = response.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
    return response;
  };
  replaced.set(adapter, original);
  http.defaults.adapter = adapter;

  const putBack = (): void => {
    if (http.defaults.adapter === adapter) http.defaults.adapter = original;
  };

  return {
    requests,
    requestsTo: (prefix) => requests.filter((request) => request.url.startsWith(prefix)),
    restore: async () => {
      openGate();
      if (pending.size === 0) return putBack();
      while (pending.size > 0) await Promise.all(pending);
      putBack();
    },
  };
}
