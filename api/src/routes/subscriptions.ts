import {
  MBWAY_COUNTRY,
  paymentMethodEnabled,
  PaymentStatusRequestSchema,
  paymentSandboxOriginOf,
  paymentTypeOf,
  siteOriginsOf,
  SubscribeRequestSchema,
  SubscriptionTokenRequestSchema,
  DEBIT_HOLDER_MAX_LENGTH,
  type Checkout,
  type PaymentStatus,
  type SubscribeResponse,
  type Subscription,
  type Voucher,
} from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AttemptGuards } from '../auth/attempts';
import { requireSession } from '../auth/sessions';
import { loadSettings } from '../content/settings';
import type { Deps } from '../deps';
import { badRequest, HttpError } from '../http/errors';
import { Id, IgnoredBody, NoQuery, typedText, type Api } from '../http/schema';
import {
  checkoutNotFound,
  invalidIban,
  invalidPayment,
  invalidVoucher,
  monetizationDisabled,
  paymentCancelled,
  paymentExpired,
  paymentFailed,
  paymentMethodNotAllowed,
  paymentMethodUpdateDisabled,
  planChangePending,
  planNotFound,
  subscriptionActive,
  subscriptionNotFound,
} from '../payments/errors';
import { PerAccountLimit } from '../payments/limits';
import { debitAccountOf, detailsFor, maskedDebit } from '../payments/method-details';
import { StripeGatewayError, type StripeGateway } from '../payments/stripe-gateway';
import { billingRoutes } from '../payments/manage-routes';
import { lisbonToday } from '../payments/periods';
import {
  attachProviderSession,
  cancelSubscription,
  countSlowPoll,
  currentSubscription,
  expireReference,
  expireSubscriptions,
  grantPayment,
  openCheckout,
  paymentById,
  planById,
  planOffered,
  productOf,
  settleFromProvider,
  subscriptionOf,
  toUserPlan,
} from '../payments/subscriptions';
import {
  hasPlanInForce,
  normaliseVoucherCode,
  priceWith,
  redeemVoucher,
  toVoucher,
  usableVoucher,
} from '../payments/vouchers';
import { SERVER_TRANSLATIONS } from '../seed/translations';

/**
 * A body as the contract's schema (zod/mini, shared with the checkout remote) reads it, inside the route's
 * own zod so that a failure answers 400 as every other; `stricter` then holds its ids and texts to what the
 * database stores (no control characters). A missing body reads as an empty one.
 */
function contractBody<T>(contract: z.core.$ZodType<T>, stricter: z.ZodType) {
  return z.unknown().transform((value, ctx): T => {
    const parsed = z.core.safeParse(contract, value ?? {});
    const issues = parsed.success
      ? (stricter.safeParse(parsed.data).error?.issues ?? [])
      : parsed.error.issues;
    if (parsed.success && issues.length === 0) return parsed.data;
    for (const issue of issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    return z.NEVER;
  });
}

const TokenBody = contractBody(
  SubscriptionTokenRequestSchema,
  z.object({
    plan_id: Id,
    voucher: typedText(64).optional(),
    params: z.object({ iban: typedText(64), holder: typedText(DEBIT_HOLDER_MAX_LENGTH) }).optional(),
  }),
);
const StatusBody = contractBody(
  PaymentStatusRequestSchema,
  z.object({ params: z.object({ checkoutId: Id }) }),
);
const SubscribeBody = contractBody(
  SubscribeRequestSchema,
  z.object({
    plan_id: Id,
    voucher: typedText(64),
    params: z.record(typedText(64), typedText(256)).optional(),
  }),
);
/**
 * A code as typed in the address: no control characters, and room for the spaces around it that trimming
 * drops. What no voucher could be (too long, other characters) is answered like an unknown code.
 */
const VoucherParams = z.object({ code: typedText(256) });

/**
 * Calls per account and minute. Opening checkouts is a click of the viewer's; the status is asked every
 * 10 s by each open payment popup (and at once when the provider's page changes), so its limit leaves room
 * for several tabs and reloads.
 */
const TOKEN_CALLS_PER_MINUTE = 20;
const STATUS_CALLS_PER_MINUTE = 120;

/**
 * Paying for a plan and redeeming vouchers (spec sections 3, 4 and 7), with the sandbox provider
 * (payments/sandbox-provider.ts) standing for the real ones:
 *
 * - `POST /v1/subscription/token {payment_type, payment_method, plan_id, update?, voucher?}` opens a
 *   checkout at the provider: `{id, url, payment_type, payment_method, amount, currency}`, `url` the
 *   provider's page that the payment popup frames. A pending checkout of the same plan, method and voucher
 *   from the last 30 minutes is given again. `update` is kept with the checkout. `voucher` must be a
 *   product voucher for the plan that the account may use (else 400 `invalid_voucher`), never over a plan
 *   in force (409 `subscription_active`, even with `update`); `amount` is then its discounted price, and
 *   its redemption is recorded when the payment is granted.
 *   Over a plan in force, `update` is required (else 409 `subscription_active`) and means: another plan,
 *   a change of plan that starts when the current one ends (section 4); the same plan, paying its next
 *   period with this method, which the plan then shows (a new payment method: 403
 *   `payment_method_update_disabled` while the setting `update_payment_method` is off, for a paid plan).
 *   While a change of plan waits to start, no other `update` is taken (409 `plan_change_pending`).
 * - `POST /v1/payment/status {payment_type, params: {checkoutId}}`, polled: `402 invalid_payment` while the
 *   provider works, `402 payment_failed` or `payment_cancelled` when it did not take the money, and once it
 *   did `{product, user_plan}`, the plan granted exactly once however often and at once it is asked.
 * - `GET /v1/subscription` the plan in force, `{user_plan, plan}` (`{user_plan: null}` without one):
 *   `user_plan.next_plan` is a change of plan paid for that waits for it, `plan` the plan as on sale.
 *   `DELETE` cancels it (it keeps its service to its last day; a PayPal plan is cancelled at PayPal too).
 * - `GET /v1/voucher/{code}` what a code unlocks (`Voucher`), for visitors too; `POST /v1/subscription
 *   {plan_id, is_voucher: true, voucher}` redeems a prepaid or promotion voucher at once: `{user_plan}`.
 *   Either answers 400 `invalid_voucher` for a code the caller may not use; the redemption 409
 *   `subscription_active` over a plan in force. Wrong codes are counted against guessing (the `voucher`
 *   attempt guard: 429 with `Retry-After`), and a good one takes its attempt back.
 */
export function subscriptionRoutes(
  app: Api,
  deps: Deps,
  guards: AttemptGuards,
  cardGateway: StripeGateway | null = null,
): void {
  const { db } = deps;
  // Where the card gateway sends a viewer whose payment had to leave the page, as the sandbox's does.
  const cardReturnUrl = `${siteOriginsOf(deps.env)[0] ?? ''}/adira-ja?thinkpay=success`;
  // The account's billing details and invoices (payments/manage-routes.ts) go with the money path's calls.
  billingRoutes(app, deps);
  const tokenLimit = new PerAccountLimit(TOKEN_CALLS_PER_MINUTE, deps.now);
  const statusLimit = new PerAccountLimit(STATUS_CALLS_PER_MINUTE, deps.now);
  const providerOrigin = paymentSandboxOriginOf(deps.env);

  /**
   * Looks a voucher code up as one guess of the caller's (the account, else the address): the voucher
   * `find` gives, or 400 `invalid_voucher`, counted; past the limits 429 before anything is looked up.
   */
  async function checkVoucher<V>(
    request: FastifyRequest,
    accountId: string | null,
    find: () => Promise<V | undefined>,
  ): Promise<V> {
    await guards.voucher.attempt(request, accountId ?? '');
    const found = await find();
    if (found === undefined) throw invalidVoucher();
    guards.voucher.succeeded(request, accountId ?? '');
    return found;
  }

  app.post(
    '/v1/subscription/token',
    { schema: { querystring: NoQuery, body: TokenBody } },
    async (request, reply): Promise<Checkout> => {
      const { accountId } = requireSession(request);
      tokenLimit.take(accountId);
      const body = request.body;
      const nowMs = deps.now();
      const settings = await loadSettings(db, deps.env);
      if (settings.monetization !== 1) throw monetizationDisabled();
      const plan = await planById(db, body.plan_id);
      if (!plan) throw planNotFound();
      const method = body.payment_method;
      if (
        !plan.payment_methods.includes(method) ||
        body.payment_type !== paymentTypeOf[method] ||
        !paymentMethodEnabled(settings, method)
      ) {
        throw paymentMethodNotAllowed();
      }
      // Direct debit needs the account to debit, and a valid one (section 5); the other methods take none.
      const debit = method === 'dd' ? debitAccountOf(body.params) : null;
      if (method === 'dd' && !debit) throw invalidIban();
      if (method === 'mbway') {
        const [account] = await db.query<{ country: string }>('SELECT country FROM accounts WHERE id = $1', [
          accountId,
        ]);
        if (account?.country !== MBWAY_COUNTRY) throw paymentMethodNotAllowed();
      }
      const today = lisbonToday(nowMs);
      let voucher: string | null = null;
      let amount = plan.price;
      const typed = body.voucher?.trim();
      if (typed) {
        const found = await checkVoucher(request, accountId, () =>
          usableVoucher(db, typed, today, accountId).then((v) =>
            v?.type === 'product' && v.plan_id === plan.id ? v : undefined,
          ),
        );
        // Section 8: a voucher is never redeemed over a plan in force, a change of plan included.
        await expireSubscriptions(db, accountId, today);
        if (await hasPlanInForce(db, accountId, today)) throw subscriptionActive();
        voucher = found.code;
        amount = priceWith(found, plan.price);
      }
      const current = await currentSubscription(db, accountId, today);
      if (current && body.update !== true) throw subscriptionActive();
      if (current && body.update === true) {
        if (current.pending_plan_id !== null) throw planChangePending();
        const paid = current.payment_type !== 'voucher' && current.payment_type !== 'unknown';
        if (paid && current.plan_id === plan.id && settings.update_payment_method !== 1) {
          throw paymentMethodUpdateDisabled();
        }
      }
      let checkout = await openCheckout(
        db,
        {
          accountId,
          planId: plan.id,
          paymentType: body.payment_type,
          paymentMethod: method,
          isUpdate: body.update === true,
          voucher,
          amount,
          details: () => detailsFor(method, deps.env, nowMs, debit),
          debit: debit && maskedDebit(debit),
        },
        nowMs,
      );
      // A card payment through the production gateway: its session, opened once per checkout.
      if (method === 'cc' && cardGateway && checkout.amount > 0 && checkout.provider_client_secret === null) {
        const [account] = await db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [
          accountId,
        ]);
        const session = await cardGateway
          .openCardCheckout({
            checkoutId: checkout.id,
            amount: checkout.amount,
            currency: plan.currency,
            description: plan.name,
            accountEmail: account?.email,
            returnUrl: cardReturnUrl,
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'The card gateway did not open a session');
            throw gatewayUnavailable(error);
          });
        checkout = (await attachProviderSession(db, checkout.id, session)) ?? checkout;
      }
      reply.header('cache-control', 'no-store');
      const card = checkout.provider_client_secret;
      return {
        id: checkout.id,
        url: card ? cardReturnUrl : `${providerOrigin}/sandbox/pay/${checkout.id}`,
        ...(card ? { client_secret: card } : {}),
        payment_type: checkout.payment_type,
        payment_method: checkout.payment_method,
        amount: checkout.amount,
        currency: plan.currency,
        // A Multibanco reference, a transfer's account or the debited account, as the checkout keeps it.
        ...checkout.details,
      };
    },
  );

  app.post(
    '/v1/payment/status',
    { schema: { querystring: NoQuery, body: StatusBody } },
    async (request, reply): Promise<PaymentStatus> => {
      const { accountId } = requireSession(request);
      statusLimit.take(accountId);
      reply.header('cache-control', 'no-store');
      const { payment_type: paymentType, params } = request.body;
      const nowMs = deps.now();
      let payment = await paymentById(db, params.checkoutId);
      // Another account's checkout is answered as one that does not exist.
      if (!payment || payment.account_id !== accountId || payment.payment_type !== paymentType) {
        throw checkoutNotFound();
      }
      if (payment.status === 'pending' && payment.provider_session_id && cardGateway) {
        // The card gateway is asked; while it cannot say (down, slow), the payment is still pending.
        const said = await cardGateway.cardStatus(payment.provider_session_id).catch((error: unknown) => {
          request.log.warn({ err: error }, 'The card gateway could not say how a payment stands');
          return 'pending' as const;
        });
        if (said === 'pending') throw invalidPayment();
        await settleFromProvider(db, payment.id, said === 'paid' ? 'succeeded' : said, nowMs);
        payment = (await paymentById(db, payment.id)) ?? payment;
      }
      if (payment.status === 'pending') {
        if (await expireReference(db, payment.id, nowMs)) throw paymentExpired();
        await countSlowPoll(db, payment.id, nowMs);
        throw invalidPayment();
      }
      if (payment.status === 'failed')
        throw payment.outcome === 'expired' ? paymentExpired() : paymentFailed();
      if (payment.status === 'cancelled') throw paymentCancelled();
      // Succeeded: granted by whichever call gets there first; applied: granted before.
      if (payment.status === 'succeeded') await grantPayment(db, payment.id, lisbonToday(nowMs), nowMs);
      const plan = await planById(db, payment.plan_id);
      const subscription = await subscriptionOf(db, accountId);
      if (!plan || !subscription) throw checkoutNotFound();
      return { product: productOf(plan), user_plan: toUserPlan(subscription) };
    },
  );

  app.get(
    '/v1/subscription',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<Subscription> => {
      const { accountId } = requireSession(request);
      const today = lisbonToday(deps.now());
      await expireSubscriptions(db, accountId, today);
      const subscription = await currentSubscription(db, accountId, today);
      reply.header('cache-control', 'private, no-store');
      if (!subscription) return { user_plan: null };
      const plan = await planOffered(db, subscription.plan_id);
      return { user_plan: toUserPlan(subscription), ...(plan ? { plan } : {}) };
    },
  );

  app.delete(
    '/v1/subscription',
    { schema: { querystring: NoQuery, body: IgnoredBody } },
    async (request): Promise<Subscription> => {
      const { accountId } = requireSession(request);
      const nowMs = deps.now();
      const subscription = await cancelSubscription(db, accountId, lisbonToday(nowMs), nowMs);
      if (!subscription) throw subscriptionNotFound();
      return { user_plan: toUserPlan(subscription) };
    },
  );

  app.get(
    '/v1/voucher/:code',
    { schema: { params: VoucherParams, querystring: NoQuery } },
    async (request, reply): Promise<Voucher> => {
      const accountId = request.session?.accountId ?? null;
      if ((await loadSettings(db, deps.env)).monetization !== 1) throw monetizationDisabled();
      const today = lisbonToday(deps.now());
      const { voucher, plan } = await checkVoucher(request, accountId, async () => {
        const found = await usableVoucher(db, request.params.code, today, accountId);
        const forPlan = found && (await planById(db, found.plan_id));
        return found && forPlan ? { voucher: found, plan: forPlan } : undefined;
      });
      // What a code unlocks may differ by viewer (a code redeemed by this account): never shared.
      reply.header('cache-control', 'private, no-store');
      return toVoucher(voucher, plan);
    },
  );

  app.post(
    '/v1/subscription',
    { schema: { querystring: NoQuery, body: SubscribeBody } },
    async (request, reply): Promise<SubscribeResponse> => {
      const { accountId } = requireSession(request);
      reply.header('cache-control', 'no-store');
      const body = request.body;
      // Only vouchers subscribe without paying; a plan is paid for through the token call.
      if (!body.is_voucher) throw badRequest(SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_400);
      if ((await loadSettings(db, deps.env)).monetization !== 1) throw monetizationDisabled();
      const nowMs = deps.now();
      const today = lisbonToday(nowMs);
      const code = normaliseVoucherCode(body.voucher);
      await expireSubscriptions(db, accountId, today);
      const outcome = await checkVoucher(request, accountId, async () => {
        const result =
          code === null
            ? 'invalid'
            : await redeemVoucher(db, { code, planId: body.plan_id, accountId }, today, nowMs);
        return result === 'invalid' ? undefined : result;
      });
      if (outcome === 'subscription-active') throw subscriptionActive();
      const subscription = await subscriptionOf(db, accountId);
      if (!subscription) throw invalidVoucher();
      return { user_plan: toUserPlan(subscription) };
    },
  );
}

/**
 * The card gateway could not open its form: 503 when trying again may work (Stripe down, slow, busy), else
 * 502. Neither says anything of the viewer's card: nothing was charged.
 */
function gatewayUnavailable(error: unknown): HttpError {
  const transient = !(error instanceof StripeGatewayError) || error.transient;
  return new HttpError(
    transient ? 503 : 502,
    transient ? 503 : 502,
    SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_500,
  );
}
