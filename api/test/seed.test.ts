/** @jest-environment ./test/pglite-environment.cjs */
import { SettingsSchema, settingsDefaults } from '@palco/contracts';
import { migrate } from '../src/migrate';
import { seedIfEmpty } from '../src/seed';
import { buildCatalogue } from '../src/seed/catalogue';
import { SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  it('holds at least 300 items across movies, series and their episodes', async () => {
    const rows = await t.db.query<{ type: string; n: number }>(
      'SELECT type, count(*)::int AS n FROM items GROUP BY type ORDER BY type',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    expect((counts.MOVIE ?? 0) + (counts.SERIES ?? 0) + (counts.EPISODE ?? 0)).toBeGreaterThanOrEqual(300);
    expect(counts.SERIES).toBeGreaterThan(0);
    const seasons = await t.db.query<{ n: number; min: number; max: number }>(
      `SELECT count(*)::int AS n, min(c)::int AS min, max(c)::int AS max
       FROM (SELECT count(*) AS c FROM seasons GROUP BY series_id) s`,
    );
    expect(seasons[0]).toMatchObject({ min: 2, max: 4 });
    const episodes = await t.db.query<{ min: number; max: number }>(
      'SELECT min(c)::int AS min, max(c)::int AS max FROM (SELECT count(*) AS c FROM items WHERE type = $1 GROUP BY season_id) e',
      ['EPISODE'],
    );
    expect(episodes[0]?.min).toBeGreaterThanOrEqual(6);
    // The daily soap's seasons run past one page (page_size 30), so the season cursor has real data to page.
    expect(episodes[0]?.max).toBeGreaterThan(settingsDefaults.page_size);
  });

  it('is the same catalogue on every build', () => {
    const a = buildCatalogue().items.map((i) => `${i.id}:${i.title}:${i.cast.join(',')}`);
    jest.isolateModules(() => {
      // A fresh module instance rebuilds the catalogue instead of returning the cached one.
      const fresh = jest.requireActual<typeof import('../src/seed/catalogue')>('../src/seed/catalogue');
      expect(fresh.buildCatalogue().items.map((i) => `${i.id}:${i.title}:${i.cast.join(',')}`)).toEqual(a);
    });
  });

  it('has at least 40 channels with logos', async () => {
    const rows = await t.db.query<{ logo: string }>('SELECT logo FROM channels');
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => r.logo.startsWith('/api/images/logo/'))).toBe(true);
  });

  it('stores every setting the contract names, with the spec defaults', async () => {
    const rows = await t.db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
    const settings = SettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    expect(settings).toMatchObject({
      epg_future_days: 7,
      epg_past_days: 30,
      page_size: 30,
      locales: ['en', 'fr', 'pt'],
    });
    expect(settings.flags).toMatchObject({
      reminder: 0,
      rating_popup: 0,
      skip_authentication: 0,
      watch_without_login: 1,
    });
  });

  it('seeds only once and migrates only once', async () => {
    await expect(migrate(t.db)).resolves.toEqual([]);
    await expect(seedIfEmpty(t.db)).resolves.toBe(false);
  });

  it('stores passwords and PINs as scrypt hashes', async () => {
    const rows = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM accounts');
    expect(rows.every((r) => r.password_hash.startsWith('scrypt$'))).toBe(true);
    const [pin] = await t.db.query<{ pin_hash: string }>(
      'SELECT pin_hash FROM profiles WHERE pin_hash IS NOT NULL',
    );
    expect(pin?.pin_hash).toMatch(/^scrypt\$/);
  });
});
