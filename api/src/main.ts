import { buildApp } from './app';
import { openDbFromEnv } from './db';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';

async function main(): Promise<void> {
  const started = performance.now();
  const db = await openDbFromEnv();
  const opened = performance.now();
  await migrate(db);
  const seeded = await seedIfEmpty(db);
  const ready = performance.now();
  const app = await buildApp(db, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const host = process.env.HOST ?? DEFAULT_HOST;
  await app.listen({ port, host });

  const ms = (a: number, b: number): string => `${Math.round(b - a)} ms`;
  console.log(
    `Palco API ready on http://${host}:${port} (${db.description}; open ${ms(started, opened)}, ` +
      `${seeded ? 'migrate and seed' : 'migrate'} ${ms(opened, ready)}, total ${ms(started, performance.now())})`,
  );

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    console.log(`Palco API stopping (${signal})`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Palco API failed to start:', error);
  process.exit(1);
});
