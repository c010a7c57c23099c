import { z } from 'zod';
import { ACCOUNT_CODE_DIGITS } from '@palco/contracts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../accounts/rules';
import { typedText } from '../http/schema';

// Fields of the account calls' bodies, as JSON or a form sends them. These schemas only check shapes and
// sizes; the form rules of spec section 5 (accounts/rules.ts) then answer with the rule's own token.

/** A body that is missing altogether reads as an empty form, whose required fields are then missing. */
export const orEmpty = (body: unknown): unknown => body ?? {};

/** A field a form may leave out or send as null; both mean "not given". */
export const optionalText = (max: number) => typedText(max).nullish();

/** An e-mail as typed, before it is trimmed and lower-cased. */
export const EmailText = typedText(EMAIL_MAX_LENGTH + 64);

/** Passwords are hashed, never stored or shown, so any characters go; the length is capped. */
export const PasswordText = z.string().max(PASSWORD_MAX_LENGTH);

/** A yes or no, as JSON (`true`, `1`) or a form (`"true"`, `"1"`, `"on"`) sends it. */
export const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1' || value === 'on');

/**
 * An e-mailed code as typed: digits, perhaps with spaces or a dash in between (the mail spaces them
 * out), or a number, which loses leading zeros that are given back here.
 */
export const CodeText = z.union([
  typedText(32).transform((code) => code.replace(/[\s-]/g, '')),
  z
    .number()
    .int()
    .min(0)
    .max(10 ** ACCOUNT_CODE_DIGITS - 1)
    .transform((n) => String(n).padStart(ACCOUNT_CODE_DIGITS, '0')),
]);
