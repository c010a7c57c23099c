import type { Db } from './db';

/** What every route needs: the database, the clock (tests pin it) and the environment. */
export interface Deps {
  db: Db;
  /** Milliseconds since the epoch. */
  now: () => number;
  env: NodeJS.ProcessEnv;
}
