import type { Db, SqlParam } from '../db';

/** PostgreSQL binds at most 65535 parameters per statement. */
const MAX_PARAMS = 65_000;

/**
 * Inserts rows with multi-row VALUES statements. Columns listed in `jsonColumns` take a JSON string and
 * are cast to jsonb.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlParam[])[],
  jsonColumns: readonly string[] = [],
): Promise<void> {
  const perBatch = Math.floor(MAX_PARAMS / columns.length);
  const casts = columns.map((c) => (jsonColumns.includes(c) ? '::jsonb' : ''));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values = batch.map(
      (_row, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}${casts[c]}`).join(', ')})`,
    );
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, batch.flat());
  }
}
