import type { Currency } from '@palco/contracts';
import { z } from 'zod';

// The card gateway's production adapter: Stripe Checkout Sessions in embedded mode, over Stripe's REST API
// with the platform's `fetch` (no SDK). The API opens a session for a checkout and hands its client secret
// to the payment popup, which mounts Stripe's embedded checkout with the publishable key; the status call
// then asks the session whether the money was taken. Without `STRIPE_SECRET_KEY` there is no gateway and
// the sandbox provider (sandbox-provider.ts) stands in for it.

export const STRIPE_API_BASE = 'https://api.stripe.com';
/**
 * The API version every call pins, so the account's default version in Stripe's dashboard cannot change
 * what is sent or read. From this version on the embedded mode is `ui_mode=embedded_page` (it was
 * `embedded`), the mode `@stripe/stripe-js`'s `createEmbeddedCheckoutPage` mounts.
 */
export const STRIPE_API_VERSION = '2026-03-25.dahlia';
/** Long enough for Stripe's slowest answers, short enough that a status call never hangs the popup's poll. */
export const STRIPE_TIMEOUT_MS = 10_000;

/**
 * What a checkout's card session has come to:
 * - `paid`: the session is complete and its payment taken.
 * - `pending`: the viewer is still on the form (a declined card keeps the session open for another try),
 *   or the session is complete but its payment has not arrived yet (`unpaid`, a delayed method): it may
 *   still be taken, so nothing is granted and nothing refused.
 * - `cancelled`: the session expired unpaid (Stripe's 24 hours, or expired by the API).
 * - `failed`: the session completed without taking money (`no_payment_required`), which a priced
 *   payment-mode session never should; it is never granted.
 */
export type CardStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

export interface CardCheckoutRequest {
  /** The API's checkout id: the session's reference, and the idempotency key of its creation. */
  checkoutId: string;
  /** What the checkout charges, in `currency` (a plan's price or a voucher's price, up to two decimals). */
  amount: number;
  currency: Currency;
  /** The line's name on Stripe's form and receipt: the plan's name. */
  description: string;
  /** Fills in the e-mail on Stripe's form. */
  accountEmail?: string;
  /**
   * Where Stripe sends the viewer when a payment method needs to leave the page (absolute). Stripe puts
   * the session id where the URL says `{CHECKOUT_SESSION_ID}`; it is added as `session_id` when absent.
   */
  returnUrl: string;
}

export interface CardCheckoutSession {
  /** `cs_…`: what the status call asks about; the API keeps it with the checkout. */
  sessionId: string;
  /** What the page mounts the embedded checkout with. It opens the session's form: never log it. */
  clientSecret: string;
}

export interface StripeGateway {
  /**
   * Opens the card session of a checkout. Asking again for the same checkout with the same request gives
   * the same session back (Stripe's idempotency, for 24 hours), so a double click never makes two; the
   * request must therefore be a function of the checkout alone (no clock, no viewer's language).
   */
  openCardCheckout(request: CardCheckoutRequest): Promise<CardCheckoutSession>;
  /** What the session has come to. Throws `StripeGatewayError` when Stripe cannot say. */
  cardStatus(sessionId: string): Promise<CardStatus>;
}

/**
 * Stripe could not be asked, or refused. Its message is for the API's logs and carries Stripe's error type
 * and code but never a key or a client secret; the viewer sees the payment's own words instead.
 *
 * `transient` says whether the same call may succeed later (the network, a timeout, Stripe's 5xx, 429 or
 * its own `Stripe-Should-Retry`, an unreadable answer): the status call then answers "still pending" and
 * the popup asks again in 10 s, rather than failing a payment the viewer may well have made. Otherwise
 * (a 4xx, an answer of another shape) the request or the configuration is wrong and needs an operator;
 * neither case says the viewer's payment failed.
 */
export class StripeGatewayError extends Error {
  override readonly name = 'StripeGatewayError';
  constructor(
    message: string,
    /** Stripe's HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** Stripe's `error.type` (`card_error`, `invalid_request_error`, …), or ours for no answer. */
    readonly type: string | null,
    /** Stripe's `error.code` (`amount_too_small`, `resource_missing`, …), or ours. */
    readonly code: string | null,
    readonly transient: boolean,
    /** Stripe's `Request-Id`, for its support. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests hand in their own; Node's goes over the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const CreatedSession = z.object({
  id: z.string().regex(/^cs_\w+$/),
  client_secret: z.string().min(1),
});

const SessionState = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
});

const StripeErrorBody = z.object({
  error: z.object({
    type: z.string().optional(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().optional(),
  }),
});

/** Session ids as Stripe makes them; anything else never reaches a URL. */
const SESSION_ID = /^cs_\w{1,250}$/;
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** Keys and client secrets, whoever's they are, as they could appear in a message. */
const SECRETS = /\b(?:sk|rk)_(?:live|test)_\w+|\bcs_(?:live|test)_\w*_secret_\w+/g;

/**
 * An amount in integer cents. Multiplying by 100 lands next to the integer (4.99 * 100 is
 * 499.00000000000006, 1.15 * 100 is 114.99999999999999): reading it to 12 significant digits first takes
 * the float's error away, so rounding is the decimal half-up a person would do.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new StripeGatewayError(
      'A card payment needs a positive amount',
      0,
      'palco_error',
      'invalid_amount',
      false,
    );
  }
  return Math.round(Number((amount * 100).toPrecision(12)));
}

/** `returnUrl` with Stripe's session id template, before any fragment. */
function withSessionTemplate(returnUrl: string): string {
  if (returnUrl.includes(SESSION_ID_TEMPLATE)) return returnUrl;
  const hash = returnUrl.indexOf('#');
  const [base, fragment] = hash < 0 ? [returnUrl, ''] : [returnUrl.slice(0, hash), returnUrl.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}session_id=${SESSION_ID_TEMPLATE}${fragment}`;
}

/** The session's form: card only (the popup offers MB Way and PayPal as methods of their own). */
function sessionForm(request: CardCheckoutRequest): URLSearchParams {
  const protocol = URL.canParse(request.returnUrl) ? new URL(request.returnUrl).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new StripeGatewayError(
      'The return URL must be absolute',
      0,
      'palco_error',
      'invalid_return_url',
      false,
    );
  }
  const name = request.description.trim();
  if (!name) {
    throw new StripeGatewayError('A card payment needs a name', 0, 'palco_error', 'invalid_name', false);
  }
  const form = new URLSearchParams({
    mode: 'payment',
    ui_mode: 'embedded_page',
    // The embedded form calls the page's onComplete, and leaves it only for a method that must.
    redirect_on_completion: 'if_required',
    return_url: withSessionTemplate(request.returnUrl),
    client_reference_id: request.checkoutId,
    'metadata[checkout_id]': request.checkoutId,
    'payment_intent_data[metadata][checkout_id]': request.checkoutId,
    'payment_method_types[0]': 'card',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(toCents(request.amount)),
    'line_items[0][price_data][product_data][name]': name,
  });
  const email = request.accountEmail?.trim();
  if (email) form.set('customer_email', email);
  return form;
}

/** The name and message of whatever a failed `fetch` threw. */
function errorFields(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : '',
  };
}

/** Whether Stripe's answer says the same call may succeed later. */
function retryable(response: Response): boolean {
  const hint = response.headers.get('stripe-should-retry');
  if (hint === 'true') return true;
  if (hint === 'false') return false;
  return response.status >= 500 || response.status === 429 || response.status === 409;
}

/** The production gateway, with `options.secretKey` (kept in this closure, never on an object). */
export function stripeGateway(options: StripeGatewayOptions): StripeGateway {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? STRIPE_TIMEOUT_MS;
  const secretKey = options.secretKey;
  const redact = (text: string): string =>
    text.split(secretKey).join('[redacted]').replace(SECRETS, '[redacted]');

  /** One call to Stripe, its JSON answer read by `schema`; every failure a `StripeGatewayError`. */
  async function call<T>(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; form?: URLSearchParams; idempotencyKey?: string },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      accept: 'application/json',
    };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await send(`${STRIPE_API_BASE}${path}`, {
        method: init.method,
        headers,
        ...(init.form ? { body: init.form.toString() } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // AbortSignal.timeout's DOMException is not always an `Error` of this realm: read it by its fields.
      const { name, message } = errorFields(error);
      const timedOut = name === 'TimeoutError';
      const reason = `${name}: ${message}`;
      throw new StripeGatewayError(
        redact(`Stripe did not answer ${what}${timedOut ? ` within ${timeoutMs} ms` : ''} (${reason})`),
        0,
        'palco_error',
        timedOut ? 'timeout' : 'network_error',
        true,
      );
    }
    const requestId = response.headers.get('request-id');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const parsed = StripeErrorBody.safeParse(body);
      const error = parsed.success ? parsed.data.error : undefined;
      const type = error?.type ?? null;
      const code = error?.code ?? error?.decline_code ?? null;
      throw new StripeGatewayError(
        redact(
          `Stripe refused ${what}: ${response.status} ${type ?? 'unknown_error'}` +
            `${code ? `/${code}` : ''}${error?.message ? `: ${error.message}` : ''}`,
        ),
        response.status,
        type,
        code,
        retryable(response),
        requestId,
      );
    }
    if (body === undefined) {
      // A 2xx that is not JSON comes from something between us and Stripe, not from Stripe.
      throw new StripeGatewayError(
        `Stripe's answer to ${what} was not JSON`,
        response.status,
        'palco_error',
        'invalid_json',
        true,
        requestId,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
      throw new StripeGatewayError(
        `Stripe's answer to ${what} was not as expected (${fields})`,
        response.status,
        'palco_error',
        'unexpected_answer',
        false,
        requestId,
      );
    }
    return parsed.data;
  }

  return {
    async openCardCheckout(request) {
      const form = sessionForm(request);
      const session = await call(
        'the card session',
        '/v1/checkout/sessions',
        { method: 'POST', form, idempotencyKey: request.checkoutId },
        CreatedSession,
      );
      return { sessionId: session.id, clientSecret: session.client_secret };
    },

    async cardStatus(sessionId) {
      if (!SESSION_ID.test(sessionId)) {
        throw new StripeGatewayError('Not a card session id', 0, 'palco_error', 'invalid_session_id', false);
      }
      const session = await call(
        "the card session's status",
        `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
        { method: 'GET' },
        SessionState,
      );
      if (session.status === 'expired') return 'cancelled';
      if (session.status !== 'complete') return 'pending';
      if (session.payment_status === 'paid') return 'paid';
      return session.payment_status === 'unpaid' ? 'pending' : 'failed';
    },
  };
}

/**
 * `STRIPE_SECRET_KEY` selects Stripe as the card gateway; without it, null, and the sandbox provider takes
 * card payments. `STRIPE_PUBLISHABLE_KEY`, its pair, reaches the page through the settings.
 */
export function stripeGatewayOf(
  env: NodeJS.ProcessEnv,
  options: Omit<StripeGatewayOptions, 'secretKey'> = {},
): StripeGateway | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  return secretKey ? stripeGateway({ ...options, secretKey }) : null;
}
