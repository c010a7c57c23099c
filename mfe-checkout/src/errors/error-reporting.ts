import type { BrowserOptions, ErrorEvent } from '@sentry/browser';
import type { ApiError } from '@palco/shared';

/**
 * The error-reporting service of spec section 7, which hears only of payment- and subscription-related
 * messages: the checkout's own failures, never another team's errors nor anything about the viewer.
 *
 * A reported message starts with one of these prefixes (any case, after any leading spaces), in the singular
 * or the plural, followed by a separator — a colon, a space, `.`, `/`, `-` or `_` — so that a word which
 * merely begins with one ("paymentsomething", "checkouts2go") does not pass, nor does a prefix further in.
 */
export const REPORTED_PREFIXES = [
  'payment',
  'subscription',
  'voucher',
  'checkout',
  'billing',
  'invoice',
] as const;

const REPORTED = new RegExp(`^\\s*(?:${REPORTED_PREFIXES.join('|')})s?[:\\s./_-]`, 'i');

/** Whether a message is the service's to hear of. */
export function shouldForward(message: string): boolean {
  return REPORTED.test(message);
}

type Sdk = typeof import('./reporting-sdk');

/** The SDK, once started. */
let reporter: Sdk | null = null;
/** The start under way (the SDK's chunk downloading), so that a second call waits for the same one. */
let starting: { dsn: string; done: Promise<boolean> } | null = null;

/**
 * What an event is about: the message of a captured message, else the error captured (the last exception
 * of an event is the one captured; the errors it was caused by come before it).
 */
function headline(event: ErrorEvent): string | undefined {
  return event.message ?? event.exception?.values?.at(-1)?.value;
}

/** Drops any event that is not the checkout's to report, whoever on the page captured it. */
function beforeSend(event: ErrorEvent): ErrorEvent | null {
  const text = headline(event);
  return text !== undefined && shouldForward(text) ? event : null;
}

function options(sdk: Sdk, dsn: string): BrowserOptions {
  return {
    dsn,
    // None of the default integrations: no global error and rejection handlers (other teams' errors), no
    // wrapped timers and event listeners, no breadcrumbs of clicks, console and requests, no sessions. Only
    // what `reportCheckoutError` captures goes, and the same failure repeated at once (a polled status call)
    // goes once.
    defaultIntegrations: false,
    integrations: [sdk.dedupeIntegration()],
    maxBreadcrumbs: 0,
    // No tracing (no sample rate), no session replay (no integration), no user data: nothing the SDK would
    // collect by itself about the viewer or their requests.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    sendClientReports: false,
    beforeSend,
  };
}

/**
 * Starts reporting when the setting `error_reporting_dsn` names a DSN; empty, blank or absent, nothing is
 * started and the SDK (an async chunk of its own) is never downloaded. True when reporting runs with this
 * DSN. Once started it stays started: a second call with the same DSN does nothing, one with another DSN is
 * refused (false). A failed download leaves reporting off, and a later call may try again.
 */
export function startErrorReporting(dsn: string | undefined): Promise<boolean> {
  const wanted = dsn?.trim() ?? '';
  if (!wanted) return Promise.resolve(false);
  if (starting) return starting.dsn === wanted ? starting.done : Promise.resolve(false);
  const done = import(/* webpackChunkName: "error-reporting" */ './reporting-sdk')
    .then((sdk) => {
      sdk.init(options(sdk, wanted));
      reporter = sdk;
      return true;
    })
    .catch(() => {
      // Offline, a deploy replaced the chunk, or the SDK refused to start: the checkout goes on without it.
      starting = null;
      return false;
    });
  starting = { dsn: wanted, done };
  return done;
}

/** A server error as `normaliseError` makes it, told by its fields so that this module needs nothing more. */
function isServerError(error: Error): error is ApiError {
  const fields = error as Partial<Record<keyof ApiError, unknown>>;
  return typeof fields.errorCode === 'string' && typeof fields.errorStatus === 'number';
}

/** What may be said of the error that came with a message: its kind, and for a server error its code. */
function errorTags(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  if (isServerError(error)) {
    return { error_name: error.name, error_code: error.errorCode, error_status: String(error.errorStatus) };
  }
  return { error_name: error.name };
}

/**
 * Reports one of the checkout's failures, when reporting has started and the message passes
 * `shouldForward`; otherwise does nothing. Never throws.
 *
 * `message` is an English technical string with its prefix, e.g. `payment: status call failed
 * (payment_failed)`. It must never hold an e-mail, a name, an IBAN, a card or phone number or anything else
 * the viewer typed or the server said about them. For the same reason only the kind of `error` goes (its
 * name, and for a server error its code and status), never its message, which may quote the server.
 */
export function reportCheckoutError(message: string, error?: unknown): void {
  if (!reporter || !shouldForward(message)) return;
  try {
    const reported = new Error(message);
    reported.name = 'CheckoutError';
    reporter.captureException(reported, { level: 'error', tags: errorTags(error) });
  } catch {
    // Reporting must never be what breaks a payment.
  }
}
