import { z } from 'zod';
import { timestamp, type Db } from '../db';

// Where a viewer is in a title or a recorded programme (PUT /v1/content/item/{id}/progress): the body both
// routes read, and the programmes' own positions (migration 020).

const MAX_PROGRESS_SECONDS = 86_400;
/**
 * Seconds into the title: a finite number, or its decimal digits as form clients send them. Nothing
 * else is read as one (`true`, `null`, `[]`, `""`, `"0x10"`, `"1e3"`), and no position is negative or
 * past a day.
 */
export const ProgressBody = z.object({
  progress: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}(\.\d{1,6})?$/.test(value) ? Number(value) : value),
    z.number().finite().nonnegative().max(MAX_PROGRESS_SECONDS),
  ),
});

/** The profile's position in a programme, 0 when it has none. */
export async function programmeProgressOf(db: Db, profileId: string, programmeId: string): Promise<number> {
  const [row] = await db.query<{ progress: number }>(
    'SELECT progress FROM programme_progress WHERE profile_id = $1 AND programme_id = $2',
    [profileId, programmeId],
  );
  return row?.progress ?? 0;
}

export async function saveProgrammeProgress(
  db: Db,
  profileId: string,
  programmeId: string,
  progress: number,
  nowMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO programme_progress (profile_id, programme_id, progress, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_id, programme_id) DO UPDATE
     SET progress = EXCLUDED.progress, updated_at = EXCLUDED.updated_at`,
    [profileId, programmeId, progress, timestamp(nowMs)],
  );
}
