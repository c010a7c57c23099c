import type { AxiosRequestConfig, RawAxiosResponseHeaders } from 'axios';
import { type EarlyAnswer, takeEarlyAnswer } from '@palco/contracts';

/** A response as the HTTP client hands it back, whether the network or the first script answered it. */
export interface HttpResponse<T> {
  data: T;
  status: number;
  statusText: string;
  headers: RawAxiosResponseHeaders;
}

function hasHeader(headers: AxiosRequestConfig['headers'], name: string): boolean {
  if (!headers) return false;
  if (typeof headers.has === 'function') return headers.has(name);
  return Object.entries(headers).some(
    ([key, value]) => key.toLowerCase() === name && value !== undefined && value !== null,
  );
}

const hasParams = (params: unknown): boolean =>
  typeof params === 'object' &&
  params !== null &&
  Object.values(params).some((value) => value !== undefined && value !== null);

/** An address with a scheme, which no early answer is for: the first script asks for paths. */
const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

/**
 * The path an early answer for this request would be offered under, if it may take one: only a visitor's
 * plain GET without query parameters, whose body is read as JSON or text, as the first script asked for its
 * own (shell/src/start/page-data.ts). The client's base and the request's path are joined as axios joins
 * them.
 */
export function earlyAnswerPath(
  config: AxiosRequestConfig,
  baseURL: string,
  signedIn: boolean,
): string | undefined {
  if (signedIn || (config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  if (hasHeader(config.headers, 'authorization') || hasParams(config.params)) return undefined;
  if (config.responseType && config.responseType !== 'json' && config.responseType !== 'text')
    return undefined;
  const url = config.url ?? '';
  if (ABSOLUTE_URL.test(url)) return undefined;
  const base = config.baseURL ?? baseURL;
  return url ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : base;
}

/** An early request the server never finishes does not hold the call past the call's own timeout. */
async function withinTimeout(
  answer: EarlyAnswer | undefined,
  ms: number | undefined,
): Promise<Response | undefined> {
  if (!answer || !ms) return answer;
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  return Promise.race([answer, late]).finally(() => window.clearTimeout(timer));
}

/** The body as axios's own response transform reads it: JSON unless text was asked for, else the text. */
function bodyOf(text: string, responseType: AxiosRequestConfig['responseType']): unknown {
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The answer the page's first script already has for this request (contracts' early answers), taken once:
 * the home's and a title page's data are asked for while the apps' code is still arriving, not once it has
 * run, and the page needs no HTTP library to take them. `undefined` when there is none, when it failed, or
 * when it has not come within `timeout`: the request then goes to the network.
 */
export async function takeEarlyResponse<T>(
  config: AxiosRequestConfig,
  path: string,
  timeout: number,
): Promise<HttpResponse<T> | undefined> {
  const response = await withinTimeout(takeEarlyAnswer(path), config.timeout ?? timeout);
  if (!response) return undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const data = bodyOf(await response.text(), config.responseType) as T;
  return { data, status: response.status, statusText: response.statusText, headers };
}
