import { randomBytes } from 'node:crypto';
import {
  SANDBOX_SLOW_POLLS,
  type Currency,
  type PaymentMethod,
  type PaymentType,
  type PeriodType,
  type Plan,
  type PurchasedProduct,
  type SandboxPaymentOutcome,
  type UserPlan,
} from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { addDays } from '../seed/lisbon-time';
import { issueInvoice } from './invoices';
import type { PaymentDetails } from './method-details';
import { nextPeriodStart, serviceEndDate } from './periods';
import { cancelAtPayPal } from './paypal-agreements';
import { recordPaidRedemption } from './vouchers';

// The viewer's plan and the checkouts that pay for it (migrations 012 and 018). Dates are Lisbon calendar
// days, YYYY-MM-DD; `today` is always the caller's (periods.ts `lisbonToday` of the API's clock).

/** A plan as a payment needs it. */
export interface PlanRow {
  id: string;
  name: string;
  price: number;
  currency: Currency;
  period_type: PeriodType;
  payment_methods: PaymentMethod[];
}

export type PaymentStatusName = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'applied';

export interface PaymentRow {
  id: string;
  account_id: string;
  plan_id: string;
  payment_type: PaymentType;
  payment_method: PaymentMethod;
  status: PaymentStatusName;
  /** What the provider's page was told; `expired`: a Multibanco reference nobody paid in time. */
  outcome: SandboxPaymentOutcome | 'expired' | null;
  polls_left: number;
  /** What the provider charges, in the plan's currency: its price, or a product voucher's price. */
  amount: number;
  /** The product voucher it pays with, as stored (upper-case). */
  voucher: string | null;
  /** A Multibanco reference, a transfer's account and reference, or the debited account (migration 019). */
  details: PaymentDetails | null;
  /** When a Multibanco reference stops being payable. */
  expires_at: Date | null;
  /** The production card gateway's session for this checkout, and the secret its form opens with. */
  provider_session_id: string | null;
  provider_client_secret: string | null;
}

/** The account's plan, with its plan's name, and the change of plan paid for after it, if any. */
export interface SubscriptionRow {
  account_id: string;
  plan_id: string;
  description: string;
  status: UserPlan['status'];
  payment_type: UserPlan['payment_type'];
  payment_method: PaymentMethod | null;
  started_on: string;
  end_date: string;
  pending_plan_id: string | null;
  pending_description: string | null;
  pending_payment_type: PaymentType | null;
  pending_payment_method: PaymentMethod | null;
  pending_end_date: string | null;
}

/** A viewer's double click, or a reload before the provider's page opened, gets the same checkout back. */
export const CHECKOUT_REUSE_MS = 30 * 60_000;

const PAYMENT_COLUMNS =
  'id, account_id, plan_id, payment_type, payment_method, status, outcome, polls_left, amount, voucher, details, ' +
  'expires_at, provider_session_id, provider_client_secret';

const SUBSCRIPTION_SELECT = `
  SELECT s.account_id, s.plan_id, p.name AS description, s.status, s.payment_type, s.payment_method,
    s.started_on::text AS started_on, s.end_date::text AS end_date,
    s.pending_plan_id, np.name AS pending_description, s.pending_payment_type, s.pending_payment_method,
    s.pending_end_date::text AS pending_end_date
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id LEFT JOIN plans np ON np.id = s.pending_plan_id`;

/** A checkout id: 144 random bits, so nobody finds another's checkout page by trying. */
const newCheckoutId = (): string => `chk-${randomBytes(18).toString('base64url')}`;

export async function planById(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(
    'SELECT id, name, price, currency, period_type, payment_methods FROM plans WHERE id = $1',
    [id],
  );
  return row;
}

/** A plan as the plans call describes it (its affiliate's marker on an affiliate's plan). */
export async function planOffered(db: Db, id: string): Promise<Plan | undefined> {
  const [row] = await db.query<Omit<Plan, 'type' | 'affiliate'> & { affiliate_id: string | null }>(
    `SELECT id, name, description, price, full_price, renewal_price, currency, highlight, period_type,
       payment_methods, affiliate_id
     FROM plans WHERE id = $1`,
    [id],
  );
  if (!row) return undefined;
  const { affiliate_id: affiliate, ...plan } = row;
  return { ...plan, type: 'SUBSCRIPTION', ...(affiliate ? { affiliate } : {}) };
}

export const productOf = (plan: PlanRow): PurchasedProduct => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  currency: plan.currency,
  period_type: plan.period_type,
});

/** The plan as the calls answer it; `next_plan` only when a change of plan waits for it to end. */
export function toUserPlan(row: SubscriptionRow): UserPlan {
  const plan: UserPlan = {
    plan_id: row.plan_id,
    description: row.description,
    status: row.status,
    end_date: row.end_date,
    payment_type: row.payment_type,
    payment_method: row.payment_method,
  };
  if (
    row.pending_plan_id === null ||
    row.pending_end_date === null ||
    row.pending_payment_type === null ||
    row.pending_payment_method === null
  ) {
    return plan;
  }
  return {
    ...plan,
    next_plan: {
      plan_id: row.pending_plan_id,
      description: row.pending_description ?? '',
      start_date: addDays(row.end_date, 1),
      end_date: row.pending_end_date,
      payment_type: row.pending_payment_type,
      payment_method: row.pending_payment_method,
    },
  };
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]);
  return row;
}

/** The account's plan whatever its dates, if it ever had one. */
export async function subscriptionOf(db: Db, accountId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.account_id = $1`, [
    accountId,
  ]);
  return row;
}

/**
 * Section 4: a change of plan paid for while a plan was in force takes its place the day after that plan's
 * last day. Runs before the plan is read or judged, so whoever asks first after that day sees the new plan;
 * it keeps the plan's status (a cancelled plan's paid change still runs, and renews no more than it would).
 */
export async function startNextPlan(db: Db, accountId: string, today: string): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET
       plan_id = pending_plan_id,
       payment_type = pending_payment_type,
       payment_method = pending_payment_method,
       started_on = end_date + 1,
       end_date = pending_end_date,
       pending_plan_id = NULL,
       pending_payment_type = NULL,
       pending_payment_method = NULL,
       pending_end_date = NULL,
       updated_at = now()
     WHERE account_id = $1 AND pending_plan_id IS NOT NULL AND end_date < $2::date`,
    [accountId, today],
  );
}

/** The account's plan while it is in force: its last day is today or later (cancelled ones included). */
export async function currentSubscription(
  db: Db,
  accountId: string,
  today: string,
): Promise<SubscriptionRow | undefined> {
  await startNextPlan(db, accountId, today);
  const row = await subscriptionOf(db, accountId);
  return row && row.end_date >= today ? row : undefined;
}

/**
 * Ends the premium of an account whose plan's last day has passed (once a change of plan paid for after it
 * has taken its place). Only accounts with a plan row: one premium for another reason (the seed's demo
 * accounts, an operator's) keeps it.
 */
export async function expireSubscriptions(db: Db, accountId: string, today: string): Promise<void> {
  await startNextPlan(db, accountId, today);
  await db.query(
    `UPDATE accounts SET premium = false
     WHERE id = $1 AND premium
       AND EXISTS (SELECT 1 FROM subscriptions WHERE account_id = $1 AND end_date < $2::date)`,
    [accountId, today],
  );
}

export interface CheckoutRequest {
  accountId: string;
  planId: string;
  paymentType: PaymentType;
  paymentMethod: PaymentMethod;
  isUpdate: boolean;
  /** A product voucher checked for this plan and account (stored code), with `amount` its price. */
  voucher: string | null;
  amount: number;
  /**
   * What a new checkout tells the viewer (`method-details.ts` `detailsFor`), made only when no open
   * checkout is given again, so a double click gets the same Multibanco or transfer reference.
   */
  details: () => { details: PaymentDetails | null; expiresAt: number | null };
  /**
   * The direct-debit account the checkout must be for (its masked form): another account opens another
   * checkout rather than debiting the one first given.
   */
  debit: PaymentDetails['debit'] | null;
}

/**
 * A checkout for the plan and method: the account's pending one of the last 30 minutes for the same plan,
 * method and voucher (so the same amount), else a new one. The account's row is locked meanwhile, so two
 * calls at once (a double click) cannot both make one.
 */
export async function openCheckout(db: Db, request: CheckoutRequest, nowMs: number): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [request.accountId]);
    const [open] = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments
       WHERE account_id = $1 AND plan_id = $2 AND payment_method = $3 AND status = 'pending' AND created_at > $4
         AND voucher IS NOT DISTINCT FROM $5 AND (details -> 'debit') IS NOT DISTINCT FROM $6::jsonb
         AND (expires_at IS NULL OR expires_at > $7)
       ORDER BY created_at DESC LIMIT 1`,
      [
        request.accountId,
        request.planId,
        request.paymentMethod,
        timestamp(nowMs - CHECKOUT_REUSE_MS),
        request.voucher,
        request.debit ? JSON.stringify(request.debit) : null,
        timestamp(nowMs),
      ],
    );
    if (open) return open;
    const { details, expiresAt } = request.details();
    const [created] = await tx.query<PaymentRow>(
      `INSERT INTO payments
         (id, account_id, plan_id, payment_type, payment_method, status, is_update, voucher, amount, created_at,
          details, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11)
       RETURNING ${PAYMENT_COLUMNS}`,
      [
        newCheckoutId(),
        request.accountId,
        request.planId,
        request.paymentType,
        request.paymentMethod,
        request.isUpdate,
        request.voucher,
        request.amount,
        timestamp(nowMs),
        details ? JSON.stringify(details) : null,
        expiresAt === null ? null : timestamp(expiresAt),
      ],
    );
    if (!created) throw new Error('The checkout was not stored');
    return created;
  });
}

/**
 * What the person chose on the sandbox provider's page, once: `success` takes the money, `failure` refuses
 * it, `cancel` gives up, `slow` takes it only after `SANDBOX_SLOW_POLLS` more status calls. Answers
 * `unknown` for no such checkout and `settled` when an outcome was chosen already.
 */
export async function recordOutcome(
  db: Db,
  id: string,
  outcome: SandboxPaymentOutcome,
  nowMs: number,
): Promise<'recorded' | 'settled' | 'unknown'> {
  const status: Record<SandboxPaymentOutcome, PaymentStatusName> = {
    success: 'succeeded',
    failure: 'failed',
    cancel: 'cancelled',
    slow: 'pending',
  };
  const slow = outcome === 'slow';
  const updated = await db.query<{ id: string }>(
    `UPDATE payments SET outcome = $2, status = $3, polls_left = $4, settled_at = $5
     WHERE id = $1 AND status = 'pending' AND outcome IS NULL
     RETURNING id`,
    [id, outcome, status[outcome], slow ? SANDBOX_SLOW_POLLS : 0, slow ? null : timestamp(nowMs)],
  );
  if (updated.length > 0) return 'recorded';
  return (await paymentById(db, id)) ? 'settled' : 'unknown';
}

/**
 * Keeps the card gateway's session with its checkout, unless one is kept already (two token calls at once
 * opened the same session, by its idempotency key): the checkout as it then is.
 */
export async function attachProviderSession(
  db: Db,
  id: string,
  session: { sessionId: string; clientSecret: string },
): Promise<PaymentRow | undefined> {
  await db.query(
    `UPDATE payments SET provider_session_id = $2, provider_client_secret = $3
     WHERE id = $1 AND provider_session_id IS NULL`,
    [id, session.sessionId, session.clientSecret],
  );
  return paymentById(db, id);
}

/**
 * What the production gateway said of a pending checkout: the money taken (`succeeded`, then granted by
 * the status call as any other), refused or given up. Conditional, so only the first answer stands.
 */
export async function settleFromProvider(
  db: Db,
  id: string,
  status: 'succeeded' | 'failed' | 'cancelled',
  nowMs: number,
): Promise<void> {
  await db.query(`UPDATE payments SET status = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`, [
    id,
    status,
    timestamp(nowMs),
  ]);
}

/**
 * A Multibanco reference nobody paid in time: its checkout fails (outcome `expired`), once, and nothing
 * can be paid with it after. Answers whether this call expired it.
 */
export async function expireReference(db: Db, id: string, nowMs: number): Promise<boolean> {
  const updated = await db.query<{ id: string }>(
    `UPDATE payments SET status = 'failed', outcome = 'expired', settled_at = $2
     WHERE id = $1 AND status = 'pending' AND expires_at IS NOT NULL AND expires_at <= $2
     RETURNING id`,
    [id, timestamp(nowMs)],
  );
  return updated.length > 0;
}

/**
 * One status call's effect on a slow payment: a call fewer to wait, and once none are left the provider
 * has taken the money. The decrement is conditional, so concurrent calls never skip past zero.
 */
export async function countSlowPoll(db: Db, id: string, nowMs: number): Promise<void> {
  await db.query(
    `UPDATE payments
     SET polls_left = polls_left - 1,
         status = CASE WHEN polls_left <= 1 THEN 'succeeded' ELSE status END,
         settled_at = CASE WHEN polls_left <= 1 THEN $2::timestamptz ELSE settled_at END
     WHERE id = $1 AND status = 'pending' AND outcome = 'slow' AND polls_left > 0`,
    [id, timestamp(nowMs)],
  );
}

/**
 * Grants what a succeeded payment paid for, exactly once: in one transaction the payment moves from
 * `succeeded` to `applied` by a conditional update, and only the call that moved it grants the plan, makes
 * the account premium, records the redemption of the voucher it paid with and issues its invoice.
 *
 * - No plan in force: the plan runs from today.
 * - The same plan as the one in force (a new payment method, or paying ahead): it is extended from the day
 *   after its last day, and takes the payment's method.
 * - Another plan (a change of plan, section 4): it waits, as the account's next plan, for the plan in force
 *   to end and then runs from the day after; the plan in force stays as it is until then. Should a change
 *   be paid for while another already waits (two checkouts opened before either was granted), the later
 *   plan runs for both periods: whatever was paid for is kept.
 *
 * Answers whether this call granted it.
 */
export async function grantPayment(
  db: Db,
  paymentId: string,
  today: string,
  nowMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<{
      account_id: string;
      plan_id: string;
      plan_name: string;
      payment_type: PaymentType;
      payment_method: PaymentMethod;
      period_type: PeriodType;
      voucher: string | null;
      amount: number;
      currency: Currency;
    }>(
      `UPDATE payments p SET status = 'applied', settled_at = coalesce(p.settled_at, $2)
       FROM plans pl
       WHERE p.id = $1 AND p.status = 'succeeded' AND pl.id = p.plan_id
       RETURNING p.account_id, p.plan_id, pl.name AS plan_name, p.payment_type, p.payment_method,
         pl.period_type, p.voucher, p.amount, pl.currency`,
      [paymentId, timestamp(nowMs)],
    );
    if (!payment) return false;
    await startNextPlan(tx, payment.account_id, today);
    const [current] = await tx.query<{
      plan_id: string;
      end_date: string;
      pending_end_date: string | null;
    }>(
      `SELECT plan_id, end_date::text AS end_date, pending_end_date::text AS pending_end_date
       FROM subscriptions WHERE account_id = $1 FOR UPDATE`,
      [payment.account_id],
    );
    const inForce = current !== undefined && current.end_date >= today;
    let periodStart: string;
    let periodEnd: string;
    if (inForce && (current.pending_end_date !== null || current.plan_id !== payment.plan_id)) {
      periodStart = addDays(current.pending_end_date ?? current.end_date, 1);
      periodEnd = serviceEndDate(periodStart, payment.period_type);
      await tx.query(
        `UPDATE subscriptions SET
           status = 'ACTIVE',
           pending_plan_id = $2,
           pending_payment_type = $3,
           pending_payment_method = $4,
           pending_end_date = $5::date,
           updated_at = $6
         WHERE account_id = $1`,
        [
          payment.account_id,
          payment.plan_id,
          payment.payment_type,
          payment.payment_method,
          periodEnd,
          timestamp(nowMs),
        ],
      );
    } else {
      periodStart = nextPeriodStart(today, current?.end_date ?? null);
      periodEnd = serviceEndDate(periodStart, payment.period_type);
      const extending = current !== undefined && periodStart !== today;
      await tx.query(
        `INSERT INTO subscriptions
           (account_id, plan_id, status, payment_type, payment_method, started_on, end_date, updated_at)
         VALUES ($1, $2, 'ACTIVE', $3, $4, $5::date, $6::date, $7)
         ON CONFLICT (account_id) DO UPDATE SET
           plan_id = EXCLUDED.plan_id,
           status = 'ACTIVE',
           payment_type = EXCLUDED.payment_type,
           payment_method = EXCLUDED.payment_method,
           started_on = CASE WHEN $8::boolean THEN subscriptions.started_on ELSE EXCLUDED.started_on END,
           end_date = EXCLUDED.end_date,
           pending_plan_id = NULL,
           pending_payment_type = NULL,
           pending_payment_method = NULL,
           pending_end_date = NULL,
           updated_at = EXCLUDED.updated_at`,
        [
          payment.account_id,
          payment.plan_id,
          payment.payment_type,
          payment.payment_method,
          periodStart,
          periodEnd,
          timestamp(nowMs),
          extending,
        ],
      );
    }
    await tx.query('UPDATE accounts SET premium = true WHERE id = $1', [payment.account_id]);
    if (payment.voucher !== null) await recordPaidRedemption(tx, payment.voucher, payment.account_id, nowMs);
    await issueInvoice(
      tx,
      {
        paymentId,
        accountId: payment.account_id,
        planId: payment.plan_id,
        planName: payment.plan_name,
        amount: payment.amount,
        currency: payment.currency,
        paymentType: payment.payment_type,
        paymentMethod: payment.payment_method,
        periodStart,
        periodEnd,
      },
      today,
      nowMs,
    );
    return true;
  });
}

/**
 * Cancels the account's plan in force: an active one becomes CANCELLED and keeps its service (and the
 * account its premium) to its last day, without refund, and a change of plan already paid for still
 * starts after it; one cancelled already stays as it is. A plan paid through PayPal is cancelled at PayPal
 * too (section 4), once. Undefined when there is no plan in force.
 */
export async function cancelSubscription(
  db: Db,
  accountId: string,
  today: string,
  nowMs: number,
): Promise<SubscriptionRow | undefined> {
  await startNextPlan(db, accountId, today);
  const [cancelled] = await db.query<{ plan_id: string; payment_type: UserPlan['payment_type'] }>(
    `UPDATE subscriptions SET status = 'CANCELLED', updated_at = $3
     WHERE account_id = $1 AND status = 'ACTIVE' AND end_date >= $2::date
     RETURNING plan_id, payment_type`,
    [accountId, today, timestamp(nowMs)],
  );
  if (cancelled?.payment_type === 'paypal') await cancelAtPayPal(db, accountId, cancelled.plan_id, nowMs);
  return currentSubscription(db, accountId, today);
}
