import type { Queryable } from '../common/database/queryable.js';

/** The health check's database probe: a round trip that reads nothing. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
