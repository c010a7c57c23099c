import type { Voucher, VoucherDiscountKind, VoucherType } from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { addDays } from '../seed/lisbon-time';
import type { PlanRow } from './subscriptions';

// Vouchers and promo codes (migration 015). Dates are Lisbon calendar days, YYYY-MM-DD; `today` is always
// the caller's (periods.ts `lisbonToday` of the API's clock).

export interface VoucherRow {
  code: string;
  type: VoucherType;
  plan_id: string;
  days: number | null;
  discount_kind: VoucherDiscountKind;
  discount_amount: number;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  redemptions: number;
  information: string;
}

const VOUCHER_SELECT = `
  SELECT code, type, plan_id, days, discount_kind, discount_amount, valid_from::text AS valid_from,
    valid_until::text AS valid_until, max_redemptions, redemptions, information
  FROM vouchers`;

/** Codes as stored: upper-case letters, digits, "_" and "-", at most 64 (contracts' VOUCHER_CODE_MAX_LENGTH). */
const STORED_CODE = /^[A-Z0-9_-]{1,64}$/;

/**
 * A code as typed (spec section 5: trimmed; any case) as it is stored, or null when no voucher could have
 * it: no lookup is needed to refuse it.
 */
export function normaliseVoucherCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return STORED_CODE.test(code) ? code : null;
}

export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.query<VoucherRow>(`${VOUCHER_SELECT} WHERE code = $1`, [code]);
  return row;
}

/** Whether the voucher may be used today at all: within its dates and not used up. */
export function voucherInForce(voucher: VoucherRow, today: string): boolean {
  if (voucher.valid_from !== null && today < voucher.valid_from) return false;
  if (voucher.valid_until !== null && today > voucher.valid_until) return false;
  return voucher.max_redemptions === null || voucher.redemptions < voucher.max_redemptions;
}

export async function redeemedBy(db: Db, code: string, accountId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM voucher_redemptions WHERE voucher_code = $1 AND account_id = $2',
    [code, accountId],
  );
  return rows.length > 0;
}

/**
 * The voucher a code names, if the caller may use it today: in force, and not redeemed before by the
 * signed-in account (a visitor's preview cannot know that yet).
 */
export async function usableVoucher(
  db: Db,
  typed: string,
  today: string,
  accountId: string | null,
): Promise<VoucherRow | undefined> {
  const code = normaliseVoucherCode(typed);
  const voucher = code === null ? undefined : await voucherByCode(db, code);
  if (!voucher || !voucherInForce(voucher, today)) return undefined;
  if (accountId !== null && (await redeemedBy(db, voucher.code, accountId))) return undefined;
  return voucher;
}

/**
 * What the plan costs with the voucher, to the cent and never below nothing: days cost nothing, a value is
 * taken off the price, a percentage of the price is.
 */
export function priceWith(voucher: VoucherRow, planPrice: number): number {
  const cents = Math.round(planPrice * 100);
  const off: Record<VoucherDiscountKind, number> = {
    days: cents,
    value: Math.round(voucher.discount_amount * 100),
    percentage: cents - Math.round((cents * (100 - voucher.discount_amount)) / 100),
  };
  return Math.max(0, cents - off[voucher.discount_kind]) / 100;
}

export const toVoucher = (voucher: VoucherRow, plan: PlanRow): Voucher => ({
  code: voucher.code,
  type: voucher.type,
  plan: { id: plan.id, name: plan.name, period_type: plan.period_type },
  days: voucher.days,
  discount: { kind: voucher.discount_kind, amount: voucher.discount_amount },
  price: priceWith(voucher, plan.price),
  full_price: plan.price,
  currency: plan.currency,
  voucher_information: voucher.information,
});

/**
 * Whether the account holds a plan a voucher may not be redeemed over (section 8): one still in force,
 * cancelled or not, or premium for another reason (the seed's demo accounts, an operator's).
 */
export async function hasPlanInForce(db: Db, accountId: string, today: string): Promise<boolean> {
  const [row] = await db.query<{ held: boolean }>(
    `SELECT a.premium OR EXISTS (
       SELECT 1 FROM subscriptions s WHERE s.account_id = a.id AND s.end_date >= $2::date
     ) AS held
     FROM accounts a WHERE a.id = $1`,
    [accountId, today],
  );
  return row?.held ?? false;
}

export type RedeemOutcome = 'granted' | 'invalid' | 'subscription-active';

/**
 * Redeems a prepaid or promotion voucher for `planId`: the account's plan runs from today for the
 * voucher's days (payment type `voucher`) and the account is premium. In one transaction that locks the
 * account and the voucher, so a double submit (or two tabs) grants once: the later call finds the code
 * redeemed by this account. A code that cannot be used answers `invalid` before a plan in force answers
 * `subscription-active`, as the preview does.
 */
export async function redeemVoucher(
  db: Db,
  request: { code: string; planId: string; accountId: string },
  today: string,
  nowMs: number,
): Promise<RedeemOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ premium: boolean }>(
      'SELECT premium FROM accounts WHERE id = $1 FOR UPDATE',
      [request.accountId],
    );
    const [voucher] = await tx.query<VoucherRow>(`${VOUCHER_SELECT} WHERE code = $1 FOR UPDATE`, [
      request.code,
    ]);
    if (
      !account ||
      !voucher ||
      voucher.type === 'product' ||
      voucher.days === null ||
      voucher.plan_id !== request.planId ||
      !voucherInForce(voucher, today) ||
      (await redeemedBy(tx, voucher.code, request.accountId))
    ) {
      return 'invalid';
    }
    const [current] = await tx.query<{ end_date: string }>(
      'SELECT end_date::text AS end_date FROM subscriptions WHERE account_id = $1 FOR UPDATE',
      [request.accountId],
    );
    if (account.premium || (current !== undefined && current.end_date >= today)) {
      return 'subscription-active';
    }
    await tx.query(
      'INSERT INTO voucher_redemptions (voucher_code, account_id, redeemed_at) VALUES ($1, $2, $3)',
      [voucher.code, request.accountId, timestamp(nowMs)],
    );
    await tx.query('UPDATE vouchers SET redemptions = redemptions + 1 WHERE code = $1', [voucher.code]);
    await tx.query(
      `INSERT INTO subscriptions
         (account_id, plan_id, status, payment_type, payment_method, started_on, end_date, updated_at)
       VALUES ($1, $2, 'ACTIVE', 'voucher', NULL, $3::date, $4::date, $5)
       ON CONFLICT (account_id) DO UPDATE SET
         plan_id = EXCLUDED.plan_id,
         status = 'ACTIVE',
         payment_type = EXCLUDED.payment_type,
         payment_method = NULL,
         started_on = EXCLUDED.started_on,
         end_date = EXCLUDED.end_date,
         updated_at = EXCLUDED.updated_at`,
      [request.accountId, voucher.plan_id, today, addDays(today, voucher.days - 1), timestamp(nowMs)],
    );
    await tx.query('UPDATE accounts SET premium = true WHERE id = $1', [request.accountId]);
    return 'granted';
  });
}

/**
 * Records a product voucher's redemption once its payment is granted (inside the grant's transaction, which
 * happens once): one row per voucher and account, counted once. The money was taken, so a voucher used up
 * meanwhile is recorded all the same.
 */
export async function recordPaidRedemption(
  tx: Db,
  code: string,
  accountId: string,
  nowMs: number,
): Promise<void> {
  const inserted = await tx.query(
    `INSERT INTO voucher_redemptions (voucher_code, account_id, redeemed_at) VALUES ($1, $2, $3)
     ON CONFLICT (voucher_code, account_id) DO NOTHING
     RETURNING voucher_code`,
    [code, accountId, timestamp(nowMs)],
  );
  if (inserted.length > 0) {
    await tx.query('UPDATE vouchers SET redemptions = redemptions + 1 WHERE code = $1', [code]);
  }
}
