import { randomBytes } from 'node:crypto';
import {
  SANDBOX_SLOW_POLLS,
  type Currency,
  type PaymentMethod,
  type PaymentType,
  type PeriodType,
  type PurchasedProduct,
  type SandboxPaymentOutcome,
  type UserPlan,
} from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { nextPeriodStart, serviceEndDate } from './periods';
import { recordPaidRedemption } from './vouchers';

// The viewer's plan and the checkouts that pay for it (migration 012). Dates are Lisbon calendar days,
// YYYY-MM-DD; `today` is always the caller's (periods.ts `lisbonToday` of the API's clock).

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
  outcome: SandboxPaymentOutcome | null;
  polls_left: number;
  /** What the provider charges, in the plan's currency: its price, or a product voucher's price. */
  amount: number;
  /** The product voucher it pays with, as stored (upper-case). */
  voucher: string | null;
}

/** The account's plan, with its plan's name. */
export interface SubscriptionRow {
  account_id: string;
  plan_id: string;
  description: string;
  status: UserPlan['status'];
  payment_type: UserPlan['payment_type'];
  payment_method: PaymentMethod | null;
  started_on: string;
  end_date: string;
}

/** A viewer's double click, or a reload before the provider's page opened, gets the same checkout back. */
export const CHECKOUT_REUSE_MS = 30 * 60_000;

const PAYMENT_COLUMNS =
  'id, account_id, plan_id, payment_type, payment_method, status, outcome, polls_left, amount, voucher';

const SUBSCRIPTION_SELECT = `
  SELECT s.account_id, s.plan_id, p.name AS description, s.status, s.payment_type, s.payment_method,
    s.started_on::text AS started_on, s.end_date::text AS end_date
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id`;

/** A checkout id: 144 random bits, so nobody finds another's checkout page by trying. */
const newCheckoutId = (): string => `chk-${randomBytes(18).toString('base64url')}`;

export async function planById(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(
    'SELECT id, name, price, currency, period_type, payment_methods FROM plans WHERE id = $1',
    [id],
  );
  return row;
}

export const productOf = (plan: PlanRow): PurchasedProduct => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  currency: plan.currency,
  period_type: plan.period_type,
});

export const toUserPlan = (row: SubscriptionRow): UserPlan => ({
  plan_id: row.plan_id,
  description: row.description,
  status: row.status,
  end_date: row.end_date,
  payment_type: row.payment_type,
  payment_method: row.payment_method,
});

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

/** The account's plan while it is in force: its last day is today or later (cancelled ones included). */
export async function currentSubscription(
  db: Db,
  accountId: string,
  today: string,
): Promise<SubscriptionRow | undefined> {
  const row = await subscriptionOf(db, accountId);
  return row && row.end_date >= today ? row : undefined;
}

/**
 * Ends the premium of an account whose plan's last day has passed. Only accounts with a plan row: one
 * premium for another reason (the seed's demo accounts, an operator's) keeps it.
 */
export async function expireSubscriptions(db: Db, accountId: string, today: string): Promise<void> {
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
         AND voucher IS NOT DISTINCT FROM $5
       ORDER BY created_at DESC LIMIT 1`,
      [
        request.accountId,
        request.planId,
        request.paymentMethod,
        timestamp(nowMs - CHECKOUT_REUSE_MS),
        request.voucher,
      ],
    );
    if (open) return open;
    const [created] = await tx.query<PaymentRow>(
      `INSERT INTO payments
         (id, account_id, plan_id, payment_type, payment_method, status, is_update, voucher, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9)
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
 * `succeeded` to `applied` by a conditional update, and only the call that moved it creates or extends the
 * account's plan, makes the account premium and records the redemption of the voucher it paid with. A plan still in force is extended from the day after its
 * last day; otherwise the new one runs from today. Answers whether this call granted it.
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
      payment_type: PaymentType;
      payment_method: PaymentMethod;
      period_type: PeriodType;
      voucher: string | null;
    }>(
      `UPDATE payments p SET status = 'applied', settled_at = coalesce(p.settled_at, $2)
       FROM plans pl
       WHERE p.id = $1 AND p.status = 'succeeded' AND pl.id = p.plan_id
       RETURNING p.account_id, p.plan_id, p.payment_type, p.payment_method, pl.period_type, p.voucher`,
      [paymentId, timestamp(nowMs)],
    );
    if (!payment) return false;
    const [current] = await tx.query<{ end_date: string }>(
      'SELECT end_date::text AS end_date FROM subscriptions WHERE account_id = $1 FOR UPDATE',
      [payment.account_id],
    );
    const start = nextPeriodStart(today, current?.end_date ?? null);
    const extending = current !== undefined && start !== today;
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
         updated_at = EXCLUDED.updated_at`,
      [
        payment.account_id,
        payment.plan_id,
        payment.payment_type,
        payment.payment_method,
        start,
        serviceEndDate(start, payment.period_type),
        timestamp(nowMs),
        extending,
      ],
    );
    await tx.query('UPDATE accounts SET premium = true WHERE id = $1', [payment.account_id]);
    if (payment.voucher !== null) await recordPaidRedemption(tx, payment.voucher, payment.account_id, nowMs);
    return true;
  });
}

/**
 * Cancels the account's plan in force: an active one becomes CANCELLED and keeps its service (and the
 * account its premium) to its last day, without refund; one cancelled already stays as it is. Undefined
 * when there is no plan in force.
 */
export async function cancelSubscription(
  db: Db,
  accountId: string,
  today: string,
  nowMs: number,
): Promise<SubscriptionRow | undefined> {
  await db.query(
    `UPDATE subscriptions SET status = 'CANCELLED', updated_at = $3
     WHERE account_id = $1 AND status = 'ACTIVE' AND end_date >= $2::date`,
    [accountId, today, timestamp(nowMs)],
  );
  return currentSubscription(db, accountId, today);
}
