import { TV_CODE_ALPHABET, TV_CODE_LENGTH } from '@palco/contracts';

/** A TV code as typed: upper case, without the spaces or dashes a viewer may put in (spec section 3). */
export function normaliseTvCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const CODE_SHAPE = new RegExp(`^[${TV_CODE_ALPHABET}]{${TV_CODE_LENGTH}}$`);

/** Translation key of what is wrong with a typed TV code, or null. */
export function tvCodeProblem(text: string): string | null {
  return CODE_SHAPE.test(normaliseTvCode(text)) ? null : 'ACCOUNT_TV_CODE_REQUIRED';
}

/** A code to be read out one character at a time ("A B C 2 3 4"), not as a word. */
export const spelledOut = (code: string): string => code.split('').join(' ');
