import { type AffiliateId, toAffiliateId } from '@palco/contracts';

/**
 * Spec section 3's local storage "affiliates": the partner whose route (`/affiliate/{id}`, its sign-up or
 * subscribe route) the viewer last arrived on, as JSON `{"id": "nos", "savedAt": 1764000000000}` (ms). The
 * sign-up sends it (`affiliate`), the plans calls ask for that partner's plans (`?affiliate=`) and the
 * plan analytics carry it. Local storage, so that it outlives the tab: a viewer who comes back to sign up
 * a few days after a partner sent them still gets the partner's offer. The newest arrival wins.
 */
export const AFFILIATE_STORAGE_KEY = 'palco.affiliates';

/**
 * How long a marker lasts: 30 days, the window partner referrals are usually credited in. After that the
 * viewer sees the regular plans again.
 */
export const AFFILIATE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredAffiliate {
  id: string;
  savedAt: number;
}

export interface AffiliateStorageOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

const defaults = (options: AffiliateStorageOptions): Required<AffiliateStorageOptions> => ({
  storage: options.storage ?? window.localStorage,
  now: options.now ?? Date.now,
});

/** Forgets the marker: it expired, it was unreadable, or the API no longer knows the partner. */
export function clearAffiliate(options: AffiliateStorageOptions = {}): void {
  try {
    defaults(options).storage.removeItem(AFFILIATE_STORAGE_KEY);
  } catch {
    // Without storage there is nothing kept.
  }
}

/** Keeps the partner the viewer arrived through, from now on; false when storage refuses it. */
export function setAffiliate(id: AffiliateId, options: AffiliateStorageOptions = {}): boolean {
  const { storage, now } = defaults(options);
  const value: StoredAffiliate = { id, savedAt: now() };
  try {
    storage.setItem(AFFILIATE_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    // Private mode or a full storage: the viewer simply gets the regular plans.
    return false;
  }
}

/**
 * The partner of the marker, while it lasts; null when there is none. A marker that has expired, names no
 * partner the site knows, or cannot be read (anything on the origin may have written the key) is removed.
 */
export function getAffiliate(options: AffiliateStorageOptions = {}): AffiliateId | null {
  const { storage, now } = defaults(options);
  let raw: string | null;
  try {
    raw = storage.getItem(AFFILIATE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: Partial<StoredAffiliate> | null;
  try {
    stored = JSON.parse(raw) as Partial<StoredAffiliate> | null;
  } catch {
    stored = null;
  }
  const id = typeof stored?.id === 'string' ? toAffiliateId(stored.id) : null;
  const age = typeof stored?.savedAt === 'number' ? now() - stored.savedAt : Number.NaN;
  if (id === null || !(age >= 0 && age <= AFFILIATE_MAX_AGE_MS)) {
    clearAffiliate(options);
    return null;
  }
  return id;
}
