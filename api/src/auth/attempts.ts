import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../http/errors';

/**
 * Slows down guessing of passwords and PINs. Each guessable call counts its attempts against two limits
 * in fixed 15-minute windows, and answers 429 `too_many_attempts` with `Retry-After` once either is spent:
 *
 * - per account and address (10): one attacker on one account. A success clears it, so the rightful
 *   owner who mistypes a few times is never held up, and someone else's guessing from another address
 *   never locks the owner out;
 * - wide (login: per address, 100; PIN: per account, 30): one address trying many accounts, or one
 *   account trying its PIN from many addresses (only the account's own sessions can try its PINs, so
 *   this can hold up no one outside it). Only failures count here: a success takes its own attempt
 *   back, so an attacker cannot buy more guesses by signing in to an account of their own.
 *
 * E-mailed codes (activation, password reset) are guessed like PINs and limited like them, per e-mail. Calls
 * that send an e-mail are limited by how many go out, not by guesses: every request counts, per recipient
 * (nobody floods one mailbox) and per address (nobody floods many; `MAIL_LIMIT_PER_ADDRESS`). The account
 * check, which tells whether an e-mail has an account, counts every request per address.
 *
 * Counts live in this process's memory; a restart forgets them, as with any in-memory rate limit.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

interface Limit {
  /** Keeps one limit's keys apart from another's in the shared counts. */
  name: string;
  max: number;
  /** Whom the limit counts: `subject` is the account (a login's e-mail, a session's account id). */
  key: (address: string, subject: string) => string;
  /** What a success does: forget the key's failures, only not count itself, or count like any request. */
  onSuccess: 'reset' | 'uncount' | 'count';
}

const LOGIN_LIMITS: readonly Limit[] = [
  { name: 'login', max: 10, key: (address, account) => `${address} ${account}`, onSuccess: 'reset' },
  { name: 'login-address', max: 100, key: (address) => address, onSuccess: 'uncount' },
];

const PIN_LIMITS: readonly Limit[] = [
  { name: 'pin', max: 10, key: (address, account) => `${address} ${account}`, onSuccess: 'reset' },
  { name: 'pin-account', max: 30, key: (_address, account) => account, onSuccess: 'uncount' },
];

const CODE_LIMITS: readonly Limit[] = [
  { name: 'code', max: 10, key: (address, account) => `${address} ${account}`, onSuccess: 'reset' },
  { name: 'code-account', max: 30, key: (_address, account) => account, onSuccess: 'uncount' },
];

/** Mails one address may have sent in a window, to any recipients, unless `MAIL_LIMIT_PER_ADDRESS` says otherwise. */
export const MAILS_PER_ADDRESS = 30;

/**
 * `MAIL_LIMIT_PER_ADDRESS`: a whole number of mails of at least 1, else the default. An operator whose
 * viewers share few addresses (a campus, a carrier's NAT) raises it; so does the browser test run, whose
 * tests sign up every account they use from the one machine.
 */
export function mailsPerAddressOf(env: NodeJS.ProcessEnv): number {
  const value = env.MAIL_LIMIT_PER_ADDRESS?.trim() ?? '';
  return /^[1-9]\d{0,6}$/.test(value) ? Number(value) : MAILS_PER_ADDRESS;
}

/** The subject is the recipient's e-mail, whether or not it has an account: the answer is the same. */
const mailLimits = (perAddress: number): readonly Limit[] => [
  { name: 'mail', max: 5, key: (_address, recipient) => recipient, onSuccess: 'count' },
  { name: 'mail-address', max: perAddress, key: (address) => address, onSuccess: 'count' },
];

const LOOKUP_LIMITS: readonly Limit[] = [
  { name: 'lookup', max: 60, key: (address) => address, onSuccess: 'count' },
];

/**
 * Voucher codes, guessed like passwords but with no account to aim at: wrong codes count per account (a
 * visitor's per address) and per address, whoever is signed in there. A good code takes its own attempt
 * back, so checking and redeeming a real code costs nothing.
 */
const VOUCHER_LIMITS: readonly Limit[] = [
  { name: 'voucher', max: 10, key: (address, account) => account || address, onSuccess: 'uncount' },
  { name: 'voucher-address', max: 30, key: (address) => address, onSuccess: 'uncount' },
];

interface Count {
  current: number;
  startedMs: number;
}

/** Keys kept at most; past it the oldest go first, so a flood of made-up e-mails cannot exhaust memory. */
const MAX_KEYS = 100_000;

/** Attempts per key in fixed windows, on the API's clock (tests move it). */
class AttemptCounts {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number) {}

  private live(key: string, windowMs: number): Count | undefined {
    const count = this.counts.get(key);
    if (count && count.startedMs + windowMs > this.now()) return count;
    if (count) this.counts.delete(key);
    return undefined;
  }

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    // The oldest activity comes first: drop the counts whose window has passed, so memory follows traffic.
    for (const [oldKey, old] of this.counts) {
      if (old.startedMs + windowMs > this.now()) break;
      this.counts.delete(oldKey);
    }
    const count = this.live(key, windowMs) ?? { current: 0, startedMs: this.now() };
    count.current += 1;
    // Re-inserted last, so the map's order is oldest activity first.
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > MAX_KEYS) this.counts.delete(this.counts.keys().next().value ?? key);
    return { current: count.current, ttl: count.startedMs + windowMs - this.now() };
  }

  read(key: string, windowMs: number): { current: number; ttl: number } {
    const count = this.live(key, windowMs);
    return count
      ? { current: count.current, ttl: count.startedMs + windowMs - this.now() }
      : { current: 0, ttl: 0 };
  }

  reset(key: string): void {
    this.counts.delete(key);
  }

  uncount(key: string): void {
    const count = this.counts.get(key);
    if (count) count.current = Math.max(0, count.current - 1);
  }
}

/** The store @fastify/rate-limit counts in: every limiter shares one `AttemptCounts`, keys carry the limit's name. */
function storeOf(counts: AttemptCounts): new () => FastifyRateLimitStore {
  return class AttemptStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      callback(null, counts.incr(key, timeWindow));
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      callback(null, counts.read(key, timeWindow));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Guards one kind of guess (a password, a PIN). */
export interface AttemptGuard {
  /** Counts an attempt on `subject`'s account from this request's address; throws 429 past a limit. */
  attempt(request: FastifyRequest, subject: string): Promise<void>;
  /** The attempt was right: see `Limit.onSuccess`. */
  succeeded(request: FastifyRequest, subject: string): void;
}

export interface AttemptGuards {
  /** Passwords, by e-mail: signing in, and the current password a change of password asks for. */
  login: AttemptGuard;
  pin: AttemptGuard;
  /** E-mailed codes, by the e-mail they were sent to. */
  code: AttemptGuard;
  /** Requests that send an e-mail, by recipient; nothing to report on success. */
  mail: AttemptGuard;
  /** Looking up whether an e-mail has an account. */
  lookup: AttemptGuard;
  /** Voucher codes, by the signed-in account (empty for a visitor). */
  voucher: AttemptGuard;
}

/**
 * The caller's address, as @fastify/rate-limit compares them (an IPv6 address by its /64, where one
 * subscriber's devices live). Behind a proxy it is the forwarded one only if the proxy is trusted
 * (`TRUST_PROXY`).
 */
const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * Registers @fastify/rate-limit on `app`, counting on `now`, and returns the guards of the guessable calls;
 * `env` may raise the mails per address (`mailsPerAddressOf`).
 */
export async function installAttemptGuards(
  app: FastifyInstance,
  now: () => number,
  env: NodeJS.ProcessEnv = {},
): Promise<AttemptGuards> {
  const counts = new AttemptCounts(now);
  // No limit on every route: only the calls that check a secret are guarded, through the guards below.
  await app.register(rateLimit, { global: false, store: storeOf(counts) });

  const guard = (limits: readonly Limit[]): AttemptGuard => {
    // The limiters' key generators only see the request, so the subject of its attempt is lent to them here.
    const subjects = new WeakMap<FastifyRequest, string>();
    const keyOf = (limit: Limit, request: FastifyRequest, subject: string): string =>
      `${limit.name}|${limit.key(addressOf(request), subject)}`;
    const limiters = limits.map((limit) =>
      app.createRateLimit({
        max: limit.max,
        timeWindow: ATTEMPT_WINDOW_MS,
        keyGenerator: (request) => keyOf(limit, request, subjects.get(request) ?? ''),
      }),
    );
    return {
      async attempt(request, subject) {
        subjects.set(request, subject);
        const results = await Promise.all(limiters.map((limiter) => limiter(request)));
        const waits = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttlInSeconds] : []));
        if (waits.length > 0) throw tooManyAttempts(Math.max(...waits));
      },
      succeeded(request, subject) {
        for (const limit of limits) {
          const key = keyOf(limit, request, subject);
          if (limit.onSuccess === 'reset') counts.reset(key);
          else if (limit.onSuccess === 'uncount') counts.uncount(key);
        }
      },
    };
  };

  return {
    login: guard(LOGIN_LIMITS),
    pin: guard(PIN_LIMITS),
    code: guard(CODE_LIMITS),
    mail: guard(mailLimits(mailsPerAddressOf(env))),
    lookup: guard(LOOKUP_LIMITS),
    voucher: guard(VOUCHER_LIMITS),
  };
}
