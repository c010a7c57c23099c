import { randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentType } from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { saveBilling } from '../payments/billing';
import { issueInvoice } from '../payments/invoices';
import { addMonths, lisbonToday, serviceEndDate } from '../payments/periods';
import { addDays } from './lisbon-time';
import { SEED_PLANS } from './plans';

// The premium demo account's money history (spec section 5's billing history, issue's "the demo accounts'
// invoices"): billing details, and the plans it paid for up to today — two months of the monthly plan, by
// MB Way then by card, then the yearly plan by card, which is the plan in force — each payment with its
// invoice, issued as the payment flow issues them. The dates follow the day the database is seeded.

const DEMO_ACCOUNT = 'acc-demo';
/** 10:00 in Lisbon's winter (UTC), the hour the demo's payments were made. */
const PAID_AT_HOUR_UTC = 10;

interface HistoryPayment {
  planId: string;
  method: PaymentMethod;
  type: PaymentType;
}

const HISTORY: readonly HistoryPayment[] = [
  { planId: 'plan-monthly', method: 'mbway', type: 'thinkpay' },
  { planId: 'plan-monthly', method: 'cc', type: 'thinkpay' },
  { planId: 'plan-yearly', method: 'cc', type: 'thinkpay' },
];

const msOf = (day: string): number =>
  Date.parse(`${day}T${String(PAID_AT_HOUR_UTC).padStart(2, '0')}:00:00Z`);

/** Seeds the demo account's billing details, payments, invoices and the plan in force, within `tx`. */
export async function seedBillingHistory(tx: Db, nowMs: number): Promise<void> {
  const today = lisbonToday(nowMs);
  await saveBilling(
    tx,
    DEMO_ACCOUNT,
    {
      name: 'Joana Silva',
      address: 'Rua Augusta, 100, 2.º Esq.',
      zip_code: '1100-053',
      city: 'Lisboa',
      country: 'PT',
      phone_number: '+351912345678',
      // A valid tax number (check digit 9) of no one in particular.
      tax_id_number: '123456789',
      iban: '',
    },
    nowMs,
  );

  // The yearly plan began a month ago, after two monthly periods.
  let start = addMonths(today, -3);
  let last: { planId: string; method: PaymentMethod; type: PaymentType; start: string; end: string } | null =
    null;
  for (const payment of HISTORY) {
    const plan = SEED_PLANS.find((candidate) => candidate.id === payment.planId);
    if (!plan) throw new Error(`No seeded plan ${payment.planId}`);
    const end = serviceEndDate(start, plan.period_type);
    // Paid on the first day of its period.
    const paidMs = Math.min(msOf(start), nowMs);
    const id = `chk-${randomBytes(18).toString('base64url')}`;
    await tx.query(
      `INSERT INTO payments
         (id, account_id, plan_id, payment_type, payment_method, status, outcome, amount, created_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, 'applied', 'success', $6, $7, $7)`,
      [id, DEMO_ACCOUNT, plan.id, payment.type, payment.method, plan.price, timestamp(paidMs)],
    );
    await issueInvoice(
      tx,
      {
        paymentId: id,
        accountId: DEMO_ACCOUNT,
        planId: plan.id,
        planName: plan.name,
        amount: plan.price,
        currency: plan.currency,
        paymentType: payment.type,
        paymentMethod: payment.method,
        periodStart: start,
        periodEnd: end,
      },
      lisbonToday(paidMs),
      paidMs,
    );
    last = { ...payment, start, end };
    start = addDays(end, 1);
  }
  if (!last) return;
  await tx.query(
    `INSERT INTO subscriptions (account_id, plan_id, status, payment_type, payment_method, started_on, end_date)
     VALUES ($1, $2, 'ACTIVE', $3, $4, $5::date, $6::date)`,
    [DEMO_ACCOUNT, last.planId, last.type, last.method, last.start, last.end],
  );
}
