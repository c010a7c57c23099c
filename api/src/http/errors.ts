import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@palco/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SERVER_TRANSLATIONS } from '../seed/translations';

/** Messages in the service's default language; clients translate by status or code (spec section 8). */
const messages = SERVER_TRANSLATIONS.pt_PT;

/** A failure with the status and `code` the clients act on (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return errorBody(this.status, this.code, this.message);
  }
}

export function errorBody(status: number, code: string | number, message: string): ApiErrorBody {
  return { code, message, error: STATUS_CODES[status] ?? 'Error' };
}

export const badRequest = (message: string): HttpError => new HttpError(400, 400, message);
export const notFound = (message = messages.SERVER_ERROR_404): HttpError => new HttpError(404, 404, message);
export const unauthorized = (): HttpError => new HttpError(401, 401, messages.SERVER_ERROR_401);
export const invalidCredentials = (): HttpError =>
  new HttpError(401, 'invalid_credentials', messages.SERVER_ERROR_INVALID_CREDENTIALS);
export const profileNotChosen = (): HttpError =>
  new HttpError(423, 'profile_not_chosen', messages.SERVER_ERROR_PROFILE_NOT_CHOSEN);
export const invalidPin = (): HttpError =>
  new HttpError(403, 'invalid_pin', messages.SERVER_ERROR_INVALID_PIN);

/** Validates request input, turning the first problem into a 400 body. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid input'}`);
}

function statusOf(error: unknown): number {
  if (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  ) {
    return error.statusCode;
  }
  return 500;
}

/** Every failure leaves as `{code, message, error}`, unknown routes included. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body());
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(status).send(errorBody(status, status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 500, messages.SERVER_ERROR_500));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(404, 404, `${request.method} ${request.url.split('?')[0]} does not exist`)),
  );
}
