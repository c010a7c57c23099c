import { HttpError } from '../http/errors';
import { SERVER_TRANSLATIONS } from '../seed/translations';

/** Accounts counted at most; past it the oldest window goes first, so memory stays bounded. */
const MAX_KEYS = 100_000;

/**
 * How often one account may make a call, in fixed windows on the API's clock (tests move it). Nothing here
 * is guessed (checkouts are the account's own), so this only keeps one account from flooding the table of
 * checkouts or the provider: the answer is `429` with `Retry-After`, like the attempt limits'. Counts live
 * in this process's memory.
 */
export class PerAccountLimit {
  /** Oldest window first: a key is put back at the end only when its window starts. */
  private readonly counts = new Map<string, { current: number; startedMs: number }>();

  constructor(
    private readonly max: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a call of `accountId`; throws 429 once the window's calls are spent. */
  take(accountId: string): void {
    const now = this.now();
    for (const [key, count] of this.counts) {
      if (count.startedMs + this.windowMs > now) break;
      this.counts.delete(key);
    }
    let count = this.counts.get(accountId);
    if (!count || count.startedMs + this.windowMs <= now) {
      this.counts.delete(accountId);
      count = { current: 0, startedMs: now };
      this.counts.set(accountId, count);
      if (this.counts.size > MAX_KEYS) this.counts.delete(this.counts.keys().next().value ?? accountId);
    }
    count.current += 1;
    if (count.current > this.max) {
      const retryAfter = Math.max(1, Math.ceil((count.startedMs + this.windowMs - now) / 1000));
      throw new HttpError(429, 429, SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_429, {
        'retry-after': String(retryAfter),
      });
    }
  }
}
