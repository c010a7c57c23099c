/** A phone as the API takes it: `+`, the dial code and the number, 8 to 15 digits in all. */
const PHONE = /^\+[1-9]\d{7,14}$/;

/** What a phone box keeps of what is typed or pasted: digits 0-9 only (the letter 'e' too goes). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The phone sent: dial code plus number, or '' when no number was given (the phone is optional). */
export function fullPhone(dial: string, number: string): string {
  const digits = phoneDigits(number);
  return digits ? `${dial}${digits}` : '';
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

/**
 * Whether a key press may reach a phone box (spec section 5): digits, and named keys such as Backspace and
 * the arrows, never a letter (not even the 'e' a number box takes) or a sign. Shortcuts (copy, paste,
 * select all) always may.
 */
export function isPhoneKeyAllowed(key: string, withModifier: boolean): boolean {
  return withModifier || /^[0-9]$/.test(key) || key.length > 1;
}
