import { fullPhone, isPhoneKeyAllowed, isValidPhone, phoneDigits } from './phone';

describe('the phone box (spec section 5)', () => {
  it('keeps digits only, dropping the letter e, signs and spaces', () => {
    expect(phoneDigits('91e2 345-678')).toBe('912345678');
    expect(phoneDigits('+351 (91)')).toBe('35191');
    expect(phoneDigits('eee')).toBe('');
  });

  it('lets through digits and editing keys, never a letter or a sign', () => {
    for (const key of [
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'Tab',
    ]) {
      expect({ key, allowed: isPhoneKeyAllowed(key, false) }).toEqual({ key, allowed: true });
    }
    for (const key of ['e', 'E', '+', '-', '.', ' ', 'a']) {
      expect({ key, allowed: isPhoneKeyAllowed(key, false) }).toEqual({ key, allowed: false });
    }
    expect(isPhoneKeyAllowed('v', true)).toBe(true);
  });

  it('sends the dial code and the number, or nothing without a number', () => {
    expect(fullPhone('+351', '912 345 678')).toBe('+351912345678');
    expect(fullPhone('+351', '')).toBe('');
  });

  it('takes 8 to 15 digits after the +', () => {
    expect(isValidPhone('+351912345678')).toBe(true);
    expect(isValidPhone('+3519')).toBe(false);
    expect(isValidPhone('+3519123456789012')).toBe(false);
    expect(isValidPhone('+0351912345678')).toBe(false);
  });
});
