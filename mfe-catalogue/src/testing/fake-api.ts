import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@palco/shared';

/** One request the page made, as the API would see it (path under `/api`, query parameters). */
export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  data: unknown;
}

/** A route answers with a body (status 200) or, through a function, with any reply for each call. */
export type FakeRoute = unknown | ((call: FakeCall) => FakeReply);

export interface FakeApi {
  calls: FakeCall[];
  /** Calls whose path starts with `prefix`, in order. */
  callsTo: (prefix: string) => FakeCall[];
  restore: () => void;
}

export function reply(status: number, data: unknown): FakeReply {
  return { status, data };
}

function respond(config: InternalAxiosRequestConfig, { status, data }: FakeReply): AxiosResponse {
  return { data, status, statusText: String(status), headers: {}, config };
}

/**
 * Answers the shared http client's requests from `routes` (keys like `GET /v1/content/screen/home`)
 * by replacing its adapter, so everything above the network — interceptors, error normalisation,
 * schema checks — runs for real. Unknown routes answer 404, as the API would.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const original = http.defaults.adapter;
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const answer: FakeReply =
      route === undefined
        ? reply(404, { code: 404, message: 'Not found', error: 'Not Found' })
        : typeof route === 'function'
          ? (route as (c: FakeCall) => FakeReply)(call)
          : reply(200, route);
    const response = respond(config, answer);
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return {
    calls,
    callsTo: (prefix) => calls.filter((call) => call.url.startsWith(prefix)),
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
