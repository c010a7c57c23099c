import { timestamp, type Db } from '../db';

// A plan paid through PayPal is a billing agreement the viewer holds at PayPal, which PayPal renews; the
// site's cancel must end it there too (spec section 4). The sandbox PayPal keeps the agreements it was asked
// to cancel (migration 018's `paypal_cancellations`); a production adapter calls PayPal's API in its place.

/** Asks PayPal to cancel the account's agreement for `planId`. */
export async function cancelAtPayPal(
  db: Db,
  accountId: string,
  planId: string,
  nowMs: number,
): Promise<void> {
  await db.query('INSERT INTO paypal_cancellations (account_id, plan_id, cancelled_at) VALUES ($1, $2, $3)', [
    accountId,
    planId,
    timestamp(nowMs),
  ]);
}

/** The plans whose PayPal agreements the account has had cancelled, oldest first. */
export async function payPalCancellationsOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db.query<{ plan_id: string }>(
    'SELECT plan_id FROM paypal_cancellations WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((row) => row.plan_id);
}
