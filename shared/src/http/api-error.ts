import type { AxiosError } from 'axios';
import { ApiErrorBodySchema } from '@palco/contracts';

/** A server error normalised as spec section 8 says: errorCode (string), errorMessage, errorStatus. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly errorMessage: string;
  readonly errorStatus: number;
  /** From a 429's `Retry-After`: in how many seconds the server counts a new try again, when it says. */
  readonly retryAfterSeconds: number | undefined;

  constructor(errorCode: string, errorMessage: string, errorStatus: number, retryAfterSeconds?: number) {
    super(errorMessage || errorCode);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
    this.errorStatus = errorStatus;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Status used when the server gives none we understand (spec section 8: unknown code → 500). */
export const DEFAULT_ERROR_STATUS = 500;

function knownStatus(status: unknown): number {
  return typeof status === 'number' && status >= 100 && status <= 599 ? status : DEFAULT_ERROR_STATUS;
}

function headerValue(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object') return undefined;
  // axios's AxiosHeaders, whose `get` ignores case; else a plain object of lower-case names.
  const { get } = headers as { get?: unknown };
  if (typeof get === 'function') return (get as (header: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name];
}

/**
 * axios's own test (`isAxiosError`), written out: this module is on every page, and axios is loaded only
 * with the page's first call to the network (./http-client).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** `Retry-After` as seconds from now: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(value: unknown, nowMs: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** Turns whatever a call threw into an ApiError. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = knownStatus(error.response?.status);
    const retryAfter = retryAfterSeconds(headerValue(error.response?.headers, 'retry-after'));
    const body = ApiErrorBodySchema.safeParse(error.response?.data);
    if (body.success) return new ApiError(String(body.data.code), body.data.message, status, retryAfter);
    return new ApiError(String(status), error.message, status, retryAfter);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(String(DEFAULT_ERROR_STATUS), message, DEFAULT_ERROR_STATUS);
}
