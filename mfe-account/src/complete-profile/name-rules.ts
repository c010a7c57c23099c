/** One part of a full name: letters of any alphabet with their accents, apostrophes and hyphens. */
const NAME_PART = /^[\p{L}\p{M}'’-]+$/u;
/** Each part of a full name has at least two letters (spec section 5). */
const NAME_PART_MIN_LETTERS = 2;

const lettersIn = (part: string): number => part.match(/\p{L}/gu)?.length ?? 0;

const partsOf = (fullName: string): string[] => fullName.trim().split(/\s+/).filter(Boolean);

/**
 * The full-name rule of spec section 5: at least two parts, letters only (accents, apostrophe and hyphen
 * allowed), each part at least two letters.
 */
export function isValidFullName(fullName: string): boolean {
  const parts = partsOf(fullName);
  return (
    parts.length >= 2 &&
    parts.every((part) => NAME_PART.test(part) && lettersIn(part) >= NAME_PART_MIN_LETTERS)
  );
}

/** A full name as the API keeps it: the first part, then the rest as the last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = partsOf(fullName);
  return { first_name: first, last_name: rest.join(' ') };
}

/** The full name of an account's first and last names, as the form shows it again. */
export function joinName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
