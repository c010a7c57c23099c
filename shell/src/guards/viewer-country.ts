import type { Account, Settings } from '@palco/contracts';
import { HOME_COUNTRY } from '@palco/shared';

/** An ISO 3166-1 alpha-2 code, upper-cased; null for anything else (nothing, a country's name). */
function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/**
 * The viewer's country, for the base layout and the international flow (spec section 2): a signed-in
 * account's own `country` (where it was made), else where the API located the page's caller
 * (`visitor_country`, from the CDN's viewer-country header), else the home country.
 *
 * A signed-in viewer's account wins over where they are now: a Portuguese account abroad keeps the site it
 * signed up to, and an account made abroad cannot leave the international flow (or its lock) by visiting
 * from Portugal. What a viewer may play still follows where they are; the API decides that (its 451).
 */
export function viewerCountry(
  account: Pick<Account, 'country'> | null,
  settings: Pick<Settings, 'visitor_country'>,
): string {
  return countryCode(account?.country) ?? countryCode(settings.visitor_country) ?? HOME_COUNTRY;
}

/**
 * Whether the viewer's base layout is the international one: "home when the country is PT or the user is
 * premium, otherwise international" (spec section 2). The international pages and the locked flow follow
 * the same answer, so the guards can never send a viewer between the two layouts and back.
 */
export function isInternationalViewer(
  account: Pick<Account, 'country' | 'premium'> | null,
  settings: Pick<Settings, 'visitor_country'>,
): boolean {
  return !account?.premium && viewerCountry(account, settings) !== HOME_COUNTRY;
}
