import { SettingsSchema, type Settings } from '@palco/contracts';
import type { Db } from '../db';
import { applySettingsEnv } from '../seed/settings';

/** Settings as stored, with the deployment's environment on top; parsing keeps the stored rows honest. */
export async function loadSettings(db: Db, env: NodeJS.ProcessEnv): Promise<Settings> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  return applySettingsEnv(SettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value]))), env);
}

/** How long the guide uses settings it read before reading them again. */
export const GUIDE_SETTINGS_TTL_MS = 5000;

/**
 * Settings read at most once every `ttlMs`, for a call asked hundreds of times a second that needs little
 * of them: the guide reads only how many days it reaches back and ahead, which change with the deployment,
 * not by the second. Every other call reads them afresh.
 */
export class SettingsSource {
  private current: { settings: Settings; readAt: number } | null = null;
  private reading: Promise<Settings> | null = null;

  constructor(
    private readonly db: Db,
    private readonly env: NodeJS.ProcessEnv,
    private readonly ttlMs = GUIDE_SETTINGS_TTL_MS,
    /** Milliseconds of a clock that never goes back; tests pin the API's wall clock, not this one. */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(): Promise<Settings> {
    const { current } = this;
    if (current && this.clock() - current.readAt < this.ttlMs) return Promise.resolve(current.settings);
    this.reading ??= loadSettings(this.db, this.env)
      .then((settings) => {
        this.current = { settings, readAt: this.clock() };
        return settings;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }
}
