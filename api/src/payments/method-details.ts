import { randomInt } from 'node:crypto';
import {
  formatIban,
  ibanCheckDigits,
  isValidIban,
  maskIban,
  MULTIBANCO_REFERENCE_TTL_MS,
  normaliseIban,
  type Checkout,
  type PaymentMethod,
} from '@palco/contracts';

// What a checkout tells the viewer besides the provider's page (contracts' `Checkout`): a Multibanco
// reference, the account a bank transfer goes to, or the account a direct debit takes the money from.

/** As stored in `payments.details` (migration 019). */
export type PaymentDetails = Pick<Checkout, 'multibanco' | 'transfer' | 'debit'>;

/**
 * The sandbox gateway's Multibanco entity. A real gateway gives its own (`MULTIBANCO_ENTITY`), and with it
 * references that its own check digits make.
 */
const SANDBOX_MULTIBANCO_ENTITY = '21800';

/** The account bank transfers go to in the demo: a valid IBAN of a bank that does not exist (code 9999). */
const SANDBOX_TRANSFER_BBAN = '999900000000123456789';
const SANDBOX_TRANSFER = {
  iban: `PT${ibanCheckDigits('PT', SANDBOX_TRANSFER_BBAN)}${SANDBOX_TRANSFER_BBAN}`,
  bic: 'PALCPTPL',
  beneficiary: 'Palco Media, S.A.',
};

/** Transfer references: capitals and digits that cannot be mistaken for each other when typed (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** `PALCO-` and eight characters: what the viewer writes in the transfer's description. */
export const newTransferReference = (): string =>
  `PALCO-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** Where bank transfers go: `TRANSFER_IBAN`, `TRANSFER_BIC`, `TRANSFER_BENEFICIARY`, else the sandbox's. */
export function transferAccountOf(
  env: NodeJS.ProcessEnv,
): Omit<NonNullable<Checkout['transfer']>, 'reference'> {
  const iban = env.TRANSFER_IBAN?.trim();
  if (iban && isValidIban(iban)) {
    return {
      iban: formatIban(iban),
      bic: env.TRANSFER_BIC?.trim() || SANDBOX_TRANSFER.bic,
      beneficiary: env.TRANSFER_BENEFICIARY?.trim() || SANDBOX_TRANSFER.beneficiary,
    };
  }
  return { ...SANDBOX_TRANSFER, iban: formatIban(SANDBOX_TRANSFER.iban) };
}

/** The account a direct debit is taken from, as given to the token call. */
export interface DebitAccount {
  iban: string;
  holder: string;
}

/**
 * The details a new checkout for `method` gets, and when it stops being payable (a Multibanco reference
 * after 72 hours; the rest never: the provider settles them).
 */
export function detailsFor(
  method: PaymentMethod,
  env: NodeJS.ProcessEnv,
  nowMs: number,
  debit: DebitAccount | null,
): { details: PaymentDetails | null; expiresAt: number | null } {
  if (method === 'multibanco') {
    const expiresAt = nowMs + MULTIBANCO_REFERENCE_TTL_MS;
    return {
      details: {
        multibanco: {
          entity: env.MULTIBANCO_ENTITY?.trim() || SANDBOX_MULTIBANCO_ENTITY,
          reference: randomDigits(9),
          expires_at: new Date(expiresAt).toISOString(),
        },
      },
      expiresAt,
    };
  }
  if (method === 'transfer') {
    return {
      details: { transfer: { ...transferAccountOf(env), reference: newTransferReference() } },
      expiresAt: null,
    };
  }
  if (method === 'dd' && debit) return { details: { debit: maskedDebit(debit) }, expiresAt: null };
  return { details: null, expiresAt: null };
}

/** The debited account as a checkout keeps and shows it: the IBAN's last four characters, and its holder. */
export const maskedDebit = (debit: DebitAccount): NonNullable<PaymentDetails['debit']> => ({
  iban: maskIban(debit.iban),
  holder: debit.holder,
});

/** The account a direct debit names, checked: its IBAN normalised, its holder trimmed; null when not valid. */
export function debitAccountOf(params: { iban: string; holder: string } | undefined): DebitAccount | null {
  if (!params) return null;
  const holder = params.holder.trim().replace(/\s+/g, ' ');
  if (!holder || !isValidIban(params.iban)) return null;
  return { iban: normaliseIban(params.iban), holder };
}
