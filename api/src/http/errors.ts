import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { COMMON_SECURITY_HEADERS, RESOURCE_POLICY, type ApiErrorBody } from '@palco/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_TRANSLATIONS } from '../seed/translations';

/** Messages in the service's default language; clients translate by status or code (spec section 8). */
const messages = SERVER_TRANSLATIONS.pt_PT;

/**
 * The longest URL (path and query) the API reads: 4 KiB holds any call of the clients (a guide request
 * naming 100 channels is under 1 KiB). Longer ones are refused before any work is done.
 */
export const MAX_URL_LENGTH = 4096;
/** The longest single path segment the router hands on; ids are at most 128 characters (http/schema.ts). */
export const MAX_PARAM_LENGTH = 1024;

/** A failure with the status and `code` the clients act on (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
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
export const forbidden = (): HttpError => new HttpError(403, 403, messages.SERVER_ERROR_403);
export const invalidCredentials = (): HttpError =>
  new HttpError(401, 'invalid_credentials', messages.SERVER_ERROR_INVALID_CREDENTIALS);
export const profileNotChosen = (): HttpError =>
  new HttpError(423, 'profile_not_chosen', messages.SERVER_ERROR_PROFILE_NOT_CHOSEN);
export const invalidPin = (): HttpError =>
  new HttpError(403, 'invalid_pin', messages.SERVER_ERROR_INVALID_PIN);
/**
 * Too many wrong passwords or PINs. The spec's catalogue has no entry for it, so the API names one in the
 * same shape; `Retry-After` says in how many seconds the next try is counted again.
 */
export const tooManyAttempts = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'too_many_attempts', messages.SERVER_ERROR_TOO_MANY_ATTEMPTS, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const uriTooLong = (): HttpError => new HttpError(414, 414, 'The URL is too long.');

/**
 * A form rule of spec section 5 that the input breaks: `code` is the rule's own translation token (e.g.
 * `AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID`), so the page shows its words next to the field.
 */
export type FormRuleToken = Extract<keyof typeof messages, `AUTHENTICATION_ERROR_${string}`>;
export const formRuleBroken = (token: FormRuleToken): HttpError => new HttpError(400, token, messages[token]);
/** Section 8's e-mail conflict: the page suggests another address. */
export const emailInUse = (): HttpError =>
  new HttpError(409, 'email_in_use', messages.SERVER_ERROR_EMAIL_IN_USE);
/**
 * The right password of an account whose e-mail is not yet proven: a locked account (spec section 4), so the
 * page offers the code sent by e-mail and a new one (`PUT /v1/account/activate`).
 */
export const accountNotActivated = (): HttpError =>
  new HttpError(423, 'account_not_activated', messages.SERVER_ERROR_ACCOUNT_NOT_ACTIVATED);
export const invalidCode = (): HttpError =>
  new HttpError(400, 'invalid_code', messages.SERVER_ERROR_INVALID_CODE);
export const codeExpired = (): HttpError =>
  new HttpError(400, 'code_expired', messages.SERVER_ERROR_CODE_EXPIRED);
export const captchaInvalid = (): HttpError =>
  new HttpError(400, 'captcha_invalid', messages.SERVER_ERROR_CAPTCHA_INVALID);
export const captchaUnavailable = (): HttpError =>
  new HttpError(502, 'captcha_unavailable', messages.SERVER_ERROR_CAPTCHA_UNAVAILABLE);
/** Section 8's "e-mail send failure": the mail server refused or could not be reached. */
export const emailNotSent = (): HttpError =>
  new HttpError(502, 'email_not_sent', messages.SERVER_ERROR_EMAIL_NOT_SENT);
/** A wrong current password on a signed-in call: not a 401, which would end the viewer's session. */
export const invalidPassword = (): HttpError =>
  new HttpError(403, 'invalid_password', messages.SERVER_ERROR_INVALID_PASSWORD);
/** Section 8's forgot-PIN mail error: the account's e-mail must be validated first. */
export const emailNotValidated = (): HttpError =>
  new HttpError(403, 'email_not_validated', messages.SERVER_ERROR_EMAIL_NOT_VALIDATED);
export const pinNotSet = (): HttpError =>
  new HttpError(409, 'pin_not_set', messages.SERVER_ERROR_PIN_NOT_SET);
/** Section 6 and 8: managing the account's other profiles needs the master (manager) profile. */
export const managerRequired = (): HttpError =>
  new HttpError(403, 'manager_profile_required', messages.SERVER_ERROR_MANAGER_REQUIRED);
/** Section 9: at most 5 profiles per account. */
export const profileLimitReached = (): HttpError =>
  new HttpError(409, 'profile_limit_reached', messages.SERVER_ERROR_PROFILE_LIMIT);
/** The provider refused the sign-in (a spent or forged code, a wrong PKCE verifier), or it ran out of time. */
export const socialLoginFailed = (): HttpError =>
  new HttpError(401, 'social_login_failed', messages.SERVER_ERROR_SOCIAL_LOGIN_FAILED);
/** Section 8: the provider kept the e-mail back; the page opens complete-account and sends it. */
export const missingUserInformation = (): HttpError =>
  new HttpError(400, 'missing_user_information', messages.SERVER_ERROR_MISSING_USER_INFORMATION);
/** The master profile is never deleted (it goes with the account). */
export const masterProfileProtected = (): HttpError =>
  new HttpError(403, 'master_profile', messages.SERVER_ERROR_MASTER_PROFILE);
/**
 * Section 9: at most 10 devices per account. A sign-in from another device is refused; the message says to
 * remove one from the account area of a device already signed in.
 */
export const deviceLimitReached = (): HttpError =>
  new HttpError(403, 'device_limit_reached', messages.SERVER_ERROR_DEVICE_LIMIT_REACHED);
/** A TV code that another account has linked already. */
export const codeAlreadyUsed = (): HttpError =>
  new HttpError(409, 'code_already_used', messages.SERVER_ERROR_CODE_ALREADY_USED);
/** Deleting the account names its own e-mail; any other is refused. */
export const emailMismatch = (): HttpError =>
  new HttpError(400, 'email_mismatch', messages.SERVER_ERROR_EMAIL_MISMATCH);
/**
 * A title above the age the profile's parental restriction allows (or unrated, which no restriction
 * allows): its page, its episodes and its stream are refused as if the profile could not reach it.
 */
export const contentRestricted = (): HttpError =>
  new HttpError(403, 'content_restricted', messages.SERVER_ERROR_CONTENT_RESTRICTED);
/** A guest profile keeps no favourites or ratings; the page tells the viewer rather than pretend it kept one. */
export const guestProfile = (): HttpError =>
  new HttpError(403, 'guest_profile', messages.SERVER_ERROR_GUEST_PROFILE);

/**
 * Fastify's own failures in words of ours. Its messages may quote the request (a content type, a URL
 * that did not decode), and an answer never repeats what was sent.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body is of a type this call does not take.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'The request body has no Content-Type.',
  FST_ERR_BAD_URL: 'The URL is not validly encoded.',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long.',
  FST_ERR_VALIDATION: messages.SERVER_ERROR_400,
  FST_ERR_NOT_FOUND: messages.SERVER_ERROR_404,
};

/** Errors from the connection itself, before there is a request to answer. */
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The URL is too long.',
  431: 'The request headers are too large.',
};

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

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The message for a status when nothing more precise is known: the catalogue's, else the HTTP reason. */
function messageForStatus(status: number): string {
  const key = `SERVER_ERROR_${status}`;
  return (
    (key in messages ? messages[key as keyof typeof messages] : undefined) ?? STATUS_CODES[status] ?? 'Error'
  );
}

/**
 * Sends an error body. Every error carries the security headers, also those answered before the hooks that
 * set them ran (a URL that does not decode); across origins, only the site's origins may read it.
 */
function sendError(
  reply: FastifyReply,
  status: number,
  code: string | number,
  message: string,
): FastifyReply {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', RESOURCE_POLICY);
  return reply
    .code(status)
    .headers(COMMON_SECURITY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, code, message));
}

/** Turns anything thrown while answering into `{code, message, error}`; only our own errors keep their words. */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(reply, error.status, error.code, error.message);
  }
  const status = statusOf(error);
  if (status >= 400 && status < 500) {
    const code = codeOf(error);
    return sendError(reply, status, status, (code && FRAMEWORK_MESSAGES[code]) ?? messageForStatus(status));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 500, messages.SERVER_ERROR_500);
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook runs (a URL that does not
 * decode, a path segment past `maxParamLength`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  answerError(error, request, reply);
}

/** Whether a raw request that overflowed the header limit has a request line longer than the URL limit. */
function requestLineTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const end = rawPacket.indexOf('\r\n');
  return end < 0 ? rawPacket.length > MAX_URL_LENGTH : end > MAX_URL_LENGTH;
}

/**
 * Node's `clientError`: a request the HTTP parser refused (headers over 16 KiB, a malformed request line,
 * a request that never finished). Written straight to the socket, in the same shape as every other error;
 * an overlong URL is told apart from overlong headers.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  else if (error.code === 'HPE_HEADER_OVERFLOW') status = requestLineTooLong(error.rawPacket) ? 414 : 431;
  const body = JSON.stringify(
    errorBody(status, status, CLIENT_ERROR_MESSAGES[status] ?? messageForStatus(status)),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(COMMON_SECURITY_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Content-Security-Policy: ${RESOURCE_POLICY}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Every failure leaves as `{code, message, error}`: thrown errors, Fastify's own (body parsing, size,
 * validation), unknown routes, and URLs over the length limit. Messages never repeat the request.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.url !== undefined && request.raw.url.length > MAX_URL_LENGTH) throw uriTooLong();
  });
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 404, messages.SERVER_ERROR_404));
}
