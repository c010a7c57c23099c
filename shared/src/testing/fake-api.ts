// `msw/core/http` rather than `msw`, whose entry also loads GraphQL and WebSocket support into every test file.
import { http as on } from 'msw/core/http';
import { setupServer } from 'msw/node';
import type { API_BASE_URL } from '../http/http-client';

/** What a route answers: an HTTP status and the body the API would send. */
export interface FakeReply {
  status: number;
  body: unknown;
  /** Response headers besides the JSON content type, e.g. `{ 'Retry-After': '120' }` on a 429. */
  headers?: Record<string, string>;
}

/** One request the page made, as the API would see it. */
export interface RecordedRequest {
  /** Upper case, e.g. `GET`. */
  method: string;
  /** The path under `/api`, without the query string. */
  url: string;
  /** The query string's parameters, as the API reads them (strings); `{}` when none. */
  params: Record<string, string>;
  /** The request's Content-Type, when it has one. */
  contentType?: string;
  /** The body as sent on the wire (a form as its encoded string), a JSON body parsed back to a value. */
  body?: unknown;
  /** True when the request asked to outlive the page (fetch keepalive). */
  keepalive?: boolean;
  /** The `Authorization` header, when the request carried one. */
  authorization?: string;
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
   * Stops answering. When requests are still being answered, it first lets them finish (and those they
   * lead to), releasing the gate, so that no late answer lands in the next test.
   */
  restore: () => Promise<void>;
}

export function reply(status: number, body: unknown, headers?: Record<string, string>): FakeReply {
  return headers ? { status, body, headers } : { status, body };
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

/**
 * Where `http` sends requests. Typed after API_BASE_URL, so the two cannot drift, but not imported, so that
 * starting the network does not load the HTTP client into every test file.
 */
const API_BASE: typeof API_BASE_URL = '/api';

/** Statuses whose response cannot carry a body. */
const NO_BODY = [204, 205, 304];

/** The test file's network, started and stopped by jest's setup (`startFakeNetwork`). */
const server = setupServer();

/**
 * Starts the test file's network: a request to the API is answered by the latest `fakeApi`'s routes, any
 * other request (or one while no fake is installed) fails with an error naming it.
 */
export function startFakeNetwork(): void {
  server.listen({ onUnhandledRequest: 'error' });
  // msw follows a mocked 3xx even without a Location header, where fetch hands it back as it is (the API
  // answers 301 to content not yet released). Asking for redirects as they are gives the same.
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input, init) => intercepted(input, { ...init, redirect: 'manual' });
}

export function stopFakeNetwork(): void {
  server.close();
}

function decode(text: string, contentType: string | undefined): unknown {
  if (!contentType?.includes('application/json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function respond({ status, body, headers = {} }: FakeReply): Response {
  if (NO_BODY.includes(status)) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** One turn of the event loop: a request the page made reaches the fake, or an answer reaches the page. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Answers the page's requests to the API (`/api`, the base of `@palco/shared`'s `http`) from `routes`, at
 * the network: axios's own adapter, headers, interceptors, status handling and encoding all run for real.
 * A request no route knows gets a 404 with the API's error body.
 */
export function fakeApi(routes: FakeRoutes, options: FakeApiOptions = {}): FakeApi {
  const requests: RecordedRequest[] = [];
  const pending = new Set<Promise<unknown>>();
  let openGate: () => void = () => undefined;
  const restoring = new Promise<void>((resolve) => (openGate = resolve));

  const answer = async (request: Request): Promise<Response> => {
    const { pathname, searchParams } = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? undefined;
    const recorded: RecordedRequest = {
      method: request.method,
      url: pathname.slice(API_BASE.length),
      params: Object.fromEntries(searchParams),
      contentType,
      ...(request.keepalive ? { keepalive: true } : {}),
      ...(request.headers.get('authorization')
        ? { authorization: request.headers.get('authorization') ?? '' }
        : {}),
    };
    requests.push(recorded);
    const text = await request.text();
    if (text) recorded.body = decode(text, contentType);
    if (options.gate) await Promise.race([options.gate, restoring]);
    const query = searchParams.toString();
    const key = `${recorded.method} ${recorded.url}`;
    const route = (query ? routes[`${key}?${query}`] : undefined) ?? routes[key];
    return respond(typeof route === 'function' ? await route(recorded) : (route ?? NOT_FOUND));
  };

  const handler = on.all(`${API_BASE}/*`, ({ request }) => {
    const response = answer(request);
    const delivered = response
      .catch(() => undefined)
      .then(nextTask)
      .finally(() => pending.delete(delivered));
    pending.add(delivered);
    return response;
  });
  // In place of any earlier fake's handler.
  server.resetHandlers();
  server.use(handler);

  return {
    requests,
    requestsTo: (prefix) => requests.filter((request) => request.url.startsWith(prefix)),
    restore: async () => {
      openGate();
      await nextTask();
      while (pending.size > 0) await Promise.all(pending);
      // Unless a newer fake has taken over meanwhile.
      if (server.listHandlers()[0] === handler) server.resetHandlers();
    },
  };
}
