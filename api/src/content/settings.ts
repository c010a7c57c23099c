import { SettingsSchema, type Settings } from '@palco/contracts';
import type { Db } from '../db';
import { applySettingsEnv } from '../seed/settings';

/** Settings as stored, with the deployment's environment on top; parsing keeps the stored rows honest. */
export async function loadSettings(db: Db, env: NodeJS.ProcessEnv): Promise<Settings> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  return applySettingsEnv(SettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value]))), env);
}
