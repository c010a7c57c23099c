import type { Checkout } from '@palco/contracts';

/** A checkout on its way at the provider, kept for this tab so that a reload resumes asking for its status. */
export interface PendingCheckout extends Checkout {
  plan_id: string;
}

const KEY = 'palco.checkout';

function isPending(value: unknown): value is PendingCheckout {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'url', 'payment_type', 'payment_method', 'plan_id'].every(
    (field) => typeof record[field] === 'string',
  );
}

export function readPendingCheckout(storage: Storage = sessionStorage): PendingCheckout | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePendingCheckout(checkout: PendingCheckout, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(checkout));
  } catch {
    // Without storage the payment still completes; only a reload would not resume it.
  }
}

export function clearPendingCheckout(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
