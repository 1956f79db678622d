import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { runMigrations } from '../../backend/src/database/migrate.js';
import { migrations } from '../../backend/src/database/migrations/index.js';
import { createDatabase, dropDatabase } from '../helpers/test-database.mjs';

const tables = async (ds: DataSource): Promise<string[]> =>
  (
    await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`,
    )
  ).map((r: { table_name: string }) => r.table_name);

describe('migrations on an empty database', () => {
  const serverUrl = process.env.TEST_SERVER_URL!;
  let url: string;
  let ds: DataSource;

  beforeAll(async () => {
    url = await createDatabase(serverUrl, 'rutalia_migrations');
    ds = await new DataSource(dataSourceOptions(url)).initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await dropDatabase(serverUrl, url);
  });

  it('go up, leave the entities in sync, go all the way down and up again', async () => {
    const applied = await runMigrations(ds);
    expect(applied).toHaveLength(migrations.length);
    const created = await tables(ds);
    for (const table of [
      'users',
      'companies',
      'requests',
      'proposals',
      'subscription_plans',
      'company_subscriptions',
      'invoices',
      'messages',
      'reviews',
      'blog_posts',
      'content_reports',
    ]) {
      expect(created).toContain(table);
    }

    // The entities describe exactly what the migrations built.
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);

    // Running again is a no-op (several processes may start together).
    expect(await runMigrations(ds)).toEqual([]);

    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration({ transaction: 'all' });
    expect(await tables(ds)).toEqual([]);

    expect(await runMigrations(ds)).toHaveLength(migrations.length);
    expect(await tables(ds)).toEqual(created);
  });

  it('runs once when two processes migrate at the same time', async () => {
    const fresh = await createDatabase(serverUrl, 'rutalia_migrations');
    const a = await new DataSource(dataSourceOptions(fresh)).initialize();
    const b = await new DataSource(dataSourceOptions(fresh)).initialize();
    try {
      const [ra, rb] = await Promise.all([runMigrations(a), runMigrations(b)]);
      expect(ra.length + rb.length).toBe(migrations.length);
    } finally {
      await a.destroy();
      await b.destroy();
      await dropDatabase(serverUrl, fresh);
    }
  });
});
