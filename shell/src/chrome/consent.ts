/** Where the viewer's cookie choices are kept; analytics and marketing code reads them from here. */
export const CONSENT_KEY = 'palco.consent';

/** The viewer's cookie choices. Necessary cookies keep the site working and cannot be refused. */
export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO date of the last save; absent until the viewer has chosen. */
  updatedAt?: string;
}

/** Until the viewer chooses, only necessary cookies are allowed. */
export const DEFAULT_CONSENT: Consent = { necessary: true, analytics: false, marketing: false };

export function readConsent(storage: Storage = localStorage): Consent {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return DEFAULT_CONSENT;
    const { analytics, marketing, updatedAt } = stored as Record<string, unknown>;
    return {
      necessary: true,
      analytics: analytics === true,
      marketing: marketing === true,
      ...(typeof updatedAt === 'string' ? { updatedAt } : {}),
    };
  } catch {
    // Unreadable or unavailable storage means no choice was recorded.
    return DEFAULT_CONSENT;
  }
}

/** Saves the choices with the time they were made; returns what was saved. */
export function saveConsent(
  choices: Pick<Consent, 'analytics' | 'marketing'>,
  storage: Storage = localStorage,
  now: Date = new Date(),
): Consent {
  const consent: Consent = { necessary: true, ...choices, updatedAt: now.toISOString() };
  storage.setItem(CONSENT_KEY, JSON.stringify(consent));
  return consent;
}
