import { createHash } from 'node:crypto';
import { DEVICES_PER_ACCOUNT, type Device } from '@palco/contracts';
import { timestamp, type Db } from '../db';

/**
 * The account's devices (spec sections 1 and 9): a device is a device id (`x-device-id`) with a live
 * session, one that is neither revoked nor expired. Sessions sent without the header count together, as
 * one device: the clients always send it, and counting each such session apart would fill the account
 * with phantom devices. Signing in again on a device the account has is never refused; a new device is,
 * once the account has `DEVICES_PER_ACCOUNT` (auth/sessions.ts).
 */

/** What a session's device is grouped by: its device id, '' when it came without one. */
export const deviceKeyOf = (deviceId: string | null): string => deviceId ?? '';

/** The SQL of `deviceKeyOf` over the sessions table. */
export const DEVICE_KEY_SQL = "coalesce(device_id, '')";

/** Live sessions of an account ($1) at a moment ($2). */
const LIVE = 'account_id = $1 AND revoked_at IS NULL AND expires_at > $2';

/**
 * The id a device goes by in the API: a digest of the account and the device id, so the clients never
 * handle one another's raw device ids, and an id of one account names nothing in another.
 */
export function publicDeviceId(accountId: string, deviceKey: string): string {
  return createHash('sha256').update(`device\n${accountId}\n${deviceKey}`).digest('base64url').slice(0, 22);
}

/** The device keys of the account's live sessions. */
export async function liveDeviceKeys(db: Db, accountId: string, nowMs: number): Promise<string[]> {
  const rows = await db.query<{ device_key: string }>(
    `SELECT DISTINCT ${DEVICE_KEY_SQL} AS device_key FROM sessions WHERE ${LIVE}`,
    [accountId, timestamp(nowMs)],
  );
  return rows.map((row) => row.device_key);
}

/** Whether a sign-in on `deviceId` would be one device too many for the account. */
export async function exceedsDeviceLimit(
  db: Db,
  accountId: string,
  deviceId: string | null,
  nowMs: number,
): Promise<boolean> {
  const keys = await liveDeviceKeys(db, accountId, nowMs);
  return !keys.includes(deviceKeyOf(deviceId)) && keys.length >= DEVICES_PER_ACCOUNT;
}

interface DeviceRow {
  device_key: string;
  platform: string | null;
  browser: string | null;
  os: string | null;
  first_seen: number;
  last_seen: number;
}

/**
 * The account's devices, most recently used first. Name parts and platform are those of the device's
 * latest live session; first seen is its first sign-in on the account (earlier sessions included), last
 * seen the latest use of a live session.
 */
export async function devicesOf(
  db: Db,
  accountId: string,
  currentDeviceId: string | null,
  nowMs: number,
): Promise<Device[]> {
  const rows = await db.query<DeviceRow>(
    `SELECT device_key,
            (array_agg(device_platform ORDER BY created_at DESC) FILTER (WHERE live))[1] AS platform,
            (array_agg(device_browser ORDER BY created_at DESC) FILTER (WHERE live))[1] AS browser,
            (array_agg(device_os ORDER BY created_at DESC) FILTER (WHERE live))[1] AS os,
            extract(epoch FROM min(created_at))::float8 AS first_seen,
            extract(epoch FROM max(coalesce(last_used_at, created_at)) FILTER (WHERE live))::float8 AS last_seen
     FROM (SELECT *, ${DEVICE_KEY_SQL} AS device_key, (revoked_at IS NULL AND expires_at > $2) AS live
           FROM sessions WHERE account_id = $1) s
     GROUP BY device_key
     HAVING bool_or(live)
     ORDER BY last_seen DESC, device_key`,
    [accountId, timestamp(nowMs)],
  );
  const current = deviceKeyOf(currentDeviceId);
  return rows.map((row) => ({
    id: publicDeviceId(accountId, row.device_key),
    browser: row.browser,
    os: row.os,
    platform: row.platform,
    first_seen: Math.floor(Number(row.first_seen)),
    last_seen: Math.floor(Number(row.last_seen)),
    current: row.device_key === current,
  }));
}

/**
 * Signs a device of the account out: every live session of it is revoked. Answers the device's key, or
 * null when the account has no live device of that id (another account's, or one already signed out).
 */
export async function revokeDevice(
  db: Db,
  accountId: string,
  publicId: string,
  nowMs: number,
): Promise<string | null> {
  const key = (await liveDeviceKeys(db, accountId, nowMs)).find(
    (candidate) => publicDeviceId(accountId, candidate) === publicId,
  );
  if (key === undefined) return null;
  await db.query(`UPDATE sessions SET revoked_at = $2 WHERE ${LIVE} AND ${DEVICE_KEY_SQL} = $3`, [
    accountId,
    timestamp(nowMs),
    key,
  ]);
  return key;
}
