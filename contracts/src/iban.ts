// International bank account numbers (ISO 13616), for direct debit (spec sections 5 and 9: "valid IBAN").
// Shared by the checkout, which checks what the viewer types, and the reference API, which checks again.

/**
 * The length of an IBAN in each country of the SEPA direct-debit scheme (and a few more that use IBANs),
 * country code and check digits included. A country not listed is not accepted: its account could not be
 * debited through SEPA anyway.
 */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** The IBAN as kept and compared: upper-case, without the spaces (or hyphens) people type it with. */
export const normaliseIban = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The ISO 7064 MOD 97-10 remainder of an IBAN whose first four characters were moved to its end, letters
 * counted as 10 (A) to 35 (Z). A valid IBAN gives 1. Read digit by digit, so no number grows past 97 × 100.
 */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/**
 * Whether `value` (spaces and case as typed) is a valid IBAN: a listed country, its length, only letters
 * and digits, and check digits that make the MOD 97-10 remainder 1 — which catches every single mistyped
 * character and every swap of two neighbouring ones.
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The check digits that make `country` + `bban` a valid IBAN (for sandbox accounts and tests). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${bban}${country}00`.toUpperCase());
  return String(98 - remainder).padStart(2, '0');
}

/** An IBAN in groups of four, as it is printed: `PT50 0002 0123 1234 5678 9015 4`. */
export const formatIban = (value: string): string =>
  normaliseIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The last four characters only, as a debited account is shown once given: `•••• 1234`. */
export const maskIban = (value: string): string => `•••• ${normaliseIban(value).slice(-4)}`;
