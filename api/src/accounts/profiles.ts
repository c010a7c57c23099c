import type { Profile } from '@palco/contracts';
import type { Db } from '../db';

/** A profile as stored, with its avatar. */
export interface ProfileRow {
  id: string;
  account_id: string;
  name: string;
  avatar_id: string | null;
  avatar_name: string | null;
  avatar_url: string | null;
  locale: string;
  subtitle_language: string | null;
  audio_language: string | null;
  pin_hash: string | null;
  restriction_id: string | null;
  kids: boolean;
  is_master: boolean;
}

export const PROFILE_SELECT = `
  SELECT p.id, p.account_id, p.name, p.avatar_id, a.name AS avatar_name, a.url AS avatar_url, p.locale,
         p.subtitle_language, p.audio_language, p.pin_hash, p.restriction_id, p.kids, p.is_master
  FROM profiles p LEFT JOIN avatars a ON a.id = p.avatar_id`;

/** A profile as the clients read it: never its PIN, only whether it has one. */
export const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar_id
    ? { id: row.avatar_id, name: row.avatar_name ?? '', url: row.avatar_url ?? '' }
    : null,
  avatar_id: row.avatar_id,
  locale: row.locale,
  subtitle_language: row.subtitle_language,
  audio_language: row.audio_language,
  has_pin: row.pin_hash !== null,
  restriction_id: row.restriction_id,
  kids: row.kids,
  isMaster: row.is_master,
});

export async function profilesOf(db: Db, accountId: string): Promise<ProfileRow[]> {
  return db.query<ProfileRow>(`${PROFILE_SELECT} WHERE p.account_id = $1 ORDER BY p.position`, [accountId]);
}

/** The account's profile `id`, or undefined: another account's profile is as unknown as a made-up id. */
export async function profileOf(db: Db, accountId: string, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(`${PROFILE_SELECT} WHERE p.id = $1 AND p.account_id = $2`, [
    id,
    accountId,
  ]);
  return row;
}
