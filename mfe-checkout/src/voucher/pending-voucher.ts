/**
 * A visitor pressed "join" on a voucher and was sent to sign in: the code is kept for the tab, so that once
 * back on /promo (the sign-in's `redirectTo`) the success popup can tell a viewer who joined on the way from
 * one who was signed in from the start. It counts for half an hour.
 */
const KEY = 'palco.voucher';
const PENDING_MS = 30 * 60_000;

interface Pending {
  code: string;
  at: number;
}

export function rememberPendingVoucher(code: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ code, at: Date.now() } satisfies Pending));
  } catch {
    // Without storage the voucher still works; the success popup only says less.
  }
}

/** Whether `code` was pending (and forgets it): the viewer signed in on the way to redeeming it. */
export function takePendingVoucher(code: string, storage: Storage = sessionStorage): boolean {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    storage.removeItem(KEY);
    if (typeof value !== 'object' || value === null) return false;
    const pending = value as Partial<Pending>;
    return pending.code === code && typeof pending.at === 'number' && Date.now() - pending.at < PENDING_MS;
  } catch {
    return false;
  }
}
