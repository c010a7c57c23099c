import { randomBytes } from 'node:crypto';
import {
  INVOICE_VAT_RATE,
  type BillingDetails,
  type Currency,
  type PaymentMethod,
  type PaymentType,
  type Transaction,
} from '@palco/contracts';
import { timestamp, type Db } from '../db';
import { billingOf } from './billing';

// Invoices (spec sections 1 and 7; migration 018): every payment granted is one, issued once in the grant's
// transaction, numbered in its year's series without gaps, and issued to the billing details the account
// had then (a final consumer without them).

/** What a granted payment puts on its invoice. */
export interface InvoiceRequest {
  paymentId: string;
  accountId: string;
  planId: string;
  planName: string;
  amount: number;
  currency: Currency;
  paymentType: PaymentType;
  paymentMethod: PaymentMethod;
  /** The days of service paid for, YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
}

export interface InvoiceRow {
  id: string;
  account_id: string;
  number: string;
  /** When it was issued, in milliseconds since the epoch. */
  issued_ms: number;
  issued_on: string;
  plan_id: string;
  plan_name: string;
  period_start: string | null;
  period_end: string | null;
  amount: number;
  currency: Currency;
  vat_rate: number;
  payment_type: PaymentType;
  payment_method: PaymentMethod;
  billing: BillingDetails | null;
}

const INVOICE_COLUMNS = `id, account_id, number, (extract(epoch FROM issued_at) * 1000)::float8 AS issued_ms,
  issued_on::text AS issued_on,
  plan_id, plan_name, period_start::text AS period_start, period_end::text AS period_end, amount, currency,
  vat_rate, payment_type, payment_method, billing`;

/** The most invoices the list answers: an account paying every week for ten years has fewer. */
export const INVOICE_LIST_MAX = 600;

/** An invoice id for its PDF's address: 144 random bits, so nobody finds another's by trying. */
const newInvoiceId = (): string => `inv-${randomBytes(18).toString('base64url')}`;

/** How the `n`th invoice of `year`'s series is numbered. */
const invoiceNumber = (year: number, n: number): string => `FT PALCO${year}/${n}`;

/**
 * Issues the invoice of a granted payment, inside the grant's transaction `tx`, on `today`: the next number
 * of the year's series (the series row is locked until the transaction ends, so numbers never repeat or
 * skip), the account's billing details as they are now, VAT at the standard rate.
 */
export async function issueInvoice(
  tx: Db,
  request: InvoiceRequest,
  today: string,
  nowMs: number,
): Promise<InvoiceRow> {
  const year = Number(today.slice(0, 4));
  const [series] = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_series (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_series.last_number + 1
     RETURNING last_number`,
    [year],
  );
  if (!series) throw new Error('No invoice number was given');
  const billing = await billingOf(tx, request.accountId);
  const [row] = await tx.query<InvoiceRow>(
    `INSERT INTO invoices
       (id, account_id, payment_id, number, issued_at, issued_on, plan_id, plan_name, period_start, period_end,
        amount, currency, vat_rate, payment_type, payment_method, billing)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9::date, $10::date, $11, $12, $13, $14, $15, $16::jsonb)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      newInvoiceId(),
      request.accountId,
      request.paymentId,
      invoiceNumber(year, series.last_number),
      timestamp(nowMs),
      today,
      request.planId,
      request.planName,
      request.periodStart,
      request.periodEnd,
      request.amount,
      request.currency,
      INVOICE_VAT_RATE,
      request.paymentType,
      request.paymentMethod,
      billing ? JSON.stringify(billing) : null,
    ],
  );
  if (!row) throw new Error('The invoice was not stored');
  return row;
}

/** The account's invoices, newest first. */
export function invoicesOf(db: Db, accountId: string): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE account_id = $1
     ORDER BY issued_at DESC, seq DESC LIMIT ${INVOICE_LIST_MAX}`,
    [accountId],
  );
}

/** One of the account's invoices; undefined for an unknown id and for another account's alike. */
export async function invoiceOf(db: Db, accountId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1 AND account_id = $2`,
    [id, accountId],
  );
  return row;
}

export const toTransaction = (row: InvoiceRow): Transaction => ({
  id: row.id,
  number: row.number,
  date: row.issued_on,
  plan_id: row.plan_id,
  plan_name: row.plan_name,
  amount: row.amount,
  currency: row.currency,
  vat_rate: row.vat_rate,
  payment_type: row.payment_type,
  payment_method: row.payment_method,
  period_start: row.period_start,
  period_end: row.period_end,
});
