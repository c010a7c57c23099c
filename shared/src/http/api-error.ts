import { isAxiosError } from 'axios';
import { ApiErrorBodySchema } from '@palco/contracts';

/** A server error normalised as spec section 8 says: errorCode (string), errorMessage, errorStatus. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly errorMessage: string;
  readonly errorStatus: number;

  constructor(errorCode: string, errorMessage: string, errorStatus: number) {
    super(errorMessage || errorCode);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
    this.errorStatus = errorStatus;
  }
}

/** Status used when the server gives none we understand (spec section 8: unknown code → 500). */
export const DEFAULT_ERROR_STATUS = 500;

function knownStatus(status: unknown): number {
  return typeof status === 'number' && status >= 100 && status <= 599 ? status : DEFAULT_ERROR_STATUS;
}

/** Turns whatever a call threw into an ApiError. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = knownStatus(error.response?.status);
    const body = ApiErrorBodySchema.safeParse(error.response?.data);
    if (body.success) return new ApiError(String(body.data.code), body.data.message, status);
    return new ApiError(String(status), error.message, status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(String(DEFAULT_ERROR_STATUS), message, DEFAULT_ERROR_STATUS);
}
