import type { Channel } from '@palco/contracts';
import type { Db } from '../db';

const CHANNEL_COLUMNS = 'id, name, logo, media_id, dvr, fast';

export async function listChannels(db: Db): Promise<Channel[]> {
  return db.query<Channel>(`SELECT ${CHANNEL_COLUMNS} FROM channels ORDER BY position`);
}

/** Channels by id, in the order asked for; unknown ids are left out. */
export async function loadChannels(db: Db, ids: readonly string[]): Promise<Channel[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Channel>(`SELECT ${CHANNEL_COLUMNS} FROM channels WHERE id = ANY($1::text[])`, [
    ids,
  ]);
  const byId = new Map(rows.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
