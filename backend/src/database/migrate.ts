import type { DataSource } from 'typeorm';

/** Arbitrary constant: every process that migrates this database takes the same lock. */
const MIGRATION_LOCK = 72_617_001;

/**
 * Runs pending migrations once even when several API or worker processes start together:
 * the first takes the advisory lock, the others wait and then find nothing to do.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
