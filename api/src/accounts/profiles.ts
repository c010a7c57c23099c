import type { Profile } from '@palco/contracts';
import type { Viewer } from '../auth/sessions';
import type { ViewingRules } from '../content/viewing-rules';
import type { Db } from '../db';
import { restrictionAge } from './restrictions';

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
  /** A guest profile keeps nothing it watches, marks or rates (content/viewing-rules.ts). */
  guest: boolean;
  is_master: boolean;
}

export const PROFILE_SELECT = `
  SELECT p.id, p.account_id, p.name, p.avatar_id, a.name AS avatar_name, a.url AS avatar_url, p.locale,
         p.subtitle_language, p.audio_language, p.pin_hash, p.restriction_id, p.kids, p.guest,
         p.is_master
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
  guest: row.guest,
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

/**
 * What the viewer's profile may see and keeps: its restriction's age and whether it is a guest. Read on
 * each call, so a restriction the master sets holds from the next call on, on every device.
 */
export async function viewingRulesOf(db: Db, viewer: Viewer): Promise<ViewingRules> {
  const [row] = await db.query<{ restriction_id: string | null; guest: boolean }>(
    'SELECT restriction_id, guest FROM profiles WHERE id = $1 AND account_id = $2',
    [viewer.profileId, viewer.accountId],
  );
  return { maxAge: restrictionAge(row?.restriction_id ?? null), guest: row?.guest ?? false };
}
