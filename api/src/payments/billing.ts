import type { BillingDetails } from '@palco/contracts';
import { timestamp, type Db } from '../db';

// The account's billing details (spec sections 3 and 5; migration 018): what its invoices are issued to,
// kept as contracts' `normaliseBilling` writes them and checked with its `billingProblems`.

const BILLING_COLUMNS = 'name, address, zip_code, city, country, phone_number, tax_id_number, iban';

/** The account's billing details; null before any were saved. */
export async function billingOf(db: Db, accountId: string): Promise<BillingDetails | null> {
  const [row] = await db.query<BillingDetails>(
    `SELECT ${BILLING_COLUMNS} FROM billing_details WHERE account_id = $1`,
    [accountId],
  );
  return row ?? null;
}

/** Keeps `details` (already normalised and checked) as the account's, in place of any before. */
export async function saveBilling(
  db: Db,
  accountId: string,
  details: BillingDetails,
  nowMs: number,
): Promise<BillingDetails> {
  const [row] = await db.query<BillingDetails>(
    `INSERT INTO billing_details (account_id, ${BILLING_COLUMNS}, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (account_id) DO UPDATE SET
       name = EXCLUDED.name,
       address = EXCLUDED.address,
       zip_code = EXCLUDED.zip_code,
       city = EXCLUDED.city,
       country = EXCLUDED.country,
       phone_number = EXCLUDED.phone_number,
       tax_id_number = EXCLUDED.tax_id_number,
       iban = EXCLUDED.iban,
       updated_at = EXCLUDED.updated_at
     RETURNING ${BILLING_COLUMNS}`,
    [
      accountId,
      details.name,
      details.address,
      details.zip_code,
      details.city,
      details.country,
      details.phone_number,
      details.tax_id_number,
      details.iban,
      timestamp(nowMs),
    ],
  );
  if (!row) throw new Error('The billing details were not stored');
  return row;
}
