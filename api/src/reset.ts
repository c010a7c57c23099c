import { rm } from 'node:fs/promises';
import { DEFAULT_DATA_DIR, MEMORY_DATA_DIR, openDbFromEnv } from './db';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/** `npm run db:reset -w api`: throws away every table and row, then migrates and seeds afresh. */
async function reset(): Promise<void> {
  const started = performance.now();
  if (process.env.DATABASE_URL) {
    const db = await openDbFromEnv();
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
  } else {
    const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
    if (dataDir !== MEMORY_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
  const db = await openDbFromEnv();
  await migrate(db);
  await seedIfEmpty(db);
  console.log(
    `Palco database reset and seeded (${db.description}) in ${Math.round(performance.now() - started)} ms`,
  );
  await db.close();
}

reset().catch((error: unknown) => {
  console.error('Palco database reset failed:', error);
  process.exit(1);
});
