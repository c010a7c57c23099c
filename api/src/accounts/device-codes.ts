import { createHash, randomInt } from 'node:crypto';
import { TV_CODE_ALPHABET, TV_CODE_LENGTH, TV_CODE_TTL_SECONDS } from '@palco/contracts';
import { timestamp, type Db } from '../db';

/**
 * TV codes (spec sections 3, 4 and 7, "TV login"): a screen without a keyboard worth typing on (a TV app,
 * or the site's login popup) asks for a code, shows it, and asks every few seconds whether a signed-in
 * device has linked it (at /apptv). Six characters of an alphabet without the look-alikes 0/O and 1/I,
 * good for `TV_CODE_TTL_SECONDS`; then the screen asks for a new one.
 *
 * Only a digest is stored. A code is redeemed only by the device that asked for it (its `x-device-id`),
 * once: the poll that finds it linked gets a session and the row goes.
 */

/** How long an expired code is kept, so that a late poll hears "expired" rather than "unknown". */
const EXPIRED_KEPT_MS = 60 * 60_000;

/** How many times a new code is drawn when the one drawn is live already (one in 10⁹ per live code). */
const DRAWS = 5;

function codeHash(code: string): string {
  return createHash('sha256').update(`tv\n${code}`).digest('base64url');
}

function drawCode(): string {
  let code = '';
  for (let i = 0; i < TV_CODE_LENGTH; i += 1) code += TV_CODE_ALPHABET[randomInt(TV_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed or sent: case and spaces (or dashes) do not matter. */
export function normaliseTvCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const CODE_SHAPE = new RegExp(`^[${TV_CODE_ALPHABET}]{${TV_CODE_LENGTH}}$`);

/** Whether normalised text is of a code's form at all; anything else is no code, without looking it up. */
export const isTvCodeShaped = (code: string): boolean => CODE_SHAPE.test(code);

/** Makes a code for the device that asks; returns it to be shown. */
export async function issueDeviceCode(db: Db, deviceId: string | null, nowMs: number): Promise<string> {
  await db.query('DELETE FROM device_codes WHERE expires_at < $1', [timestamp(nowMs - EXPIRED_KEPT_MS)]);
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const code = drawCode();
    // An expired code's digest may be drawn again: it is then taken over, as nobody can use it any more.
    const [row] = await db.query<{ code_hash: string }>(
      `INSERT INTO device_codes (code_hash, device_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (code_hash) DO UPDATE
       SET device_id = EXCLUDED.device_id, created_at = EXCLUDED.created_at,
           expires_at = EXCLUDED.expires_at, account_id = NULL, linked_at = NULL
       WHERE device_codes.expires_at <= EXCLUDED.created_at
       RETURNING code_hash`,
      [codeHash(code), deviceId, timestamp(nowMs), timestamp(nowMs + TV_CODE_TTL_SECONDS * 1000)],
    );
    if (row) return code;
  }
  throw new Error('No free TV code after several draws');
}

export interface DeviceCodeRow {
  code_hash: string;
  device_id: string | null;
  account_id: string | null;
  expired: boolean;
  /** Whole seconds left, 0 once expired. */
  expires_in: number;
}

/** The stored code `code` stands for, if any. */
export async function findDeviceCode(
  db: Db,
  code: string,
  nowMs: number,
): Promise<DeviceCodeRow | undefined> {
  const [row] = await db.query<DeviceCodeRow>(
    `SELECT code_hash, device_id, account_id, expires_at <= $2 AS expired,
            greatest(0, ceil(extract(epoch FROM expires_at - $2::timestamptz)))::int AS expires_in
     FROM device_codes WHERE code_hash = $1`,
    [codeHash(normaliseTvCode(code)), timestamp(nowMs)],
  );
  return row;
}

/** Links a live, unlinked code to the account; false when it is no longer either. */
export async function linkDeviceCode(
  db: Db,
  codeHashValue: string,
  accountId: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query<{ code_hash: string }>(
    `UPDATE device_codes SET account_id = $2, linked_at = $3
     WHERE code_hash = $1 AND account_id IS NULL AND expires_at > $3
     RETURNING code_hash`,
    [codeHashValue, accountId, timestamp(nowMs)],
  );
  return rows.length > 0;
}

/** Spends a linked code: answers the account it was linked to, to exactly one caller. */
export async function spendDeviceCode(db: Db, codeHashValue: string): Promise<string | null> {
  const [row] = await db.query<{ account_id: string }>(
    'DELETE FROM device_codes WHERE code_hash = $1 AND account_id IS NOT NULL RETURNING account_id',
    [codeHashValue],
  );
  return row?.account_id ?? null;
}
