import { createHash, randomInt } from 'node:crypto';
import { ACCOUNT_CODE_DIGITS, ACCOUNT_CODE_TTL_SECONDS } from '@palco/contracts';
import { timestamp, type Db } from '../db';

/**
 * Codes sent by e-mail: activation (spec section 4, "activation by e-mailed code"), password reset and PIN
 * recovery. Six random digits, typed from a mail on another device; good for 30 minutes, once, and for five
 * wrong tries at most. Each account holds one live code per purpose: a new one voids the one before.
 *
 * Only a digest is stored, as for session tokens (auth/sessions.ts), bound to the account and purpose so
 * that one code never stands for another account's or another purpose's.
 */
export type CodePurpose =
  'activation' | 'password_reset' | 'pin_recovery' | 'account_deletion' | 'email_change';

export const CODE_DIGITS = ACCOUNT_CODE_DIGITS;
/** 30 minutes: time to open the mail, even on another device, and short enough to be of little use later. */
export const CODE_TTL_SECONDS = ACCOUNT_CODE_TTL_SECONDS;
/** Wrong tries after which a code is void, whatever the attempt limits still allow. */
export const CODE_MAX_FAILURES = 5;

function codeHash(accountId: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${accountId}\n${code}`).digest('base64url');
}

/** Makes a new code for the account and purpose, replacing any before it; returns it to be e-mailed. */
export async function issueCode(
  db: Db,
  accountId: string,
  purpose: CodePurpose,
  nowMs: number,
  profileId: string | null = null,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  await db.query(
    `INSERT INTO account_codes (account_id, purpose, code_hash, profile_id, failures, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6)
     ON CONFLICT (account_id, purpose) DO UPDATE
     SET code_hash = EXCLUDED.code_hash, profile_id = EXCLUDED.profile_id, failures = 0,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [
      accountId,
      purpose,
      codeHash(accountId, purpose, code),
      profileId,
      timestamp(nowMs),
      timestamp(nowMs + CODE_TTL_SECONDS * 1000),
    ],
  );
  return code;
}

export type CodeOutcome =
  | { status: 'ok'; profileId: string | null }
  | { status: 'invalid' }
  /** The right code, too late: the page can say so and offer a new one. */
  | { status: 'expired' };

/**
 * Uses a code: the right one, in time, is deleted (good once) and answers `ok`. A wrong one counts against
 * the live code, which is void after `CODE_MAX_FAILURES`.
 */
export async function consumeCode(
  db: Db,
  accountId: string,
  purpose: CodePurpose,
  code: string,
  nowMs: number,
): Promise<CodeOutcome> {
  const hash = codeHash(accountId, purpose, code);
  const [used] = await db.query<{ profile_id: string | null }>(
    `DELETE FROM account_codes
     WHERE account_id = $1 AND purpose = $2 AND code_hash = $3 AND expires_at > $4 AND failures < $5
     RETURNING profile_id`,
    [accountId, purpose, hash, timestamp(nowMs), CODE_MAX_FAILURES],
  );
  if (used) return { status: 'ok', profileId: used.profile_id };

  const [live] = await db.query<{ code_hash: string; expired: boolean }>(
    'SELECT code_hash, expires_at <= $3 AS expired FROM account_codes WHERE account_id = $1 AND purpose = $2',
    [accountId, purpose, timestamp(nowMs)],
  );
  if (!live) return { status: 'invalid' };
  if (live.expired) {
    await db.query('DELETE FROM account_codes WHERE account_id = $1 AND purpose = $2', [accountId, purpose]);
    return live.code_hash === hash ? { status: 'expired' } : { status: 'invalid' };
  }
  await db.query('UPDATE account_codes SET failures = failures + 1 WHERE account_id = $1 AND purpose = $2', [
    accountId,
    purpose,
  ]);
  return { status: 'invalid' };
}
