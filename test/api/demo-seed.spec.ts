import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { runMigrations } from '../../backend/src/database/migrate.js';
import { seedDemo } from '../../backend/src/database/seeds/demo.seed.js';
import { insertUser } from '../factories/sql-factories.js';
import { createDatabase, dropDatabase } from '../helpers/test-database.mjs';

describe('demo data', () => {
  const serverUrl = process.env.TEST_SERVER_URL!;
  const databases: string[] = [];
  const sources: DataSource[] = [];

  async function freshDatabase(): Promise<DataSource> {
    const url = await createDatabase(serverUrl, 'rutalia_demo');
    databases.push(url);
    const ds = await new DataSource(dataSourceOptions(url)).initialize();
    sources.push(ds);
    await runMigrations(ds);
    return ds;
  }

  afterAll(async () => {
    for (const ds of sources) await ds.destroy();
    for (const url of databases) await dropDatabase(serverUrl, url);
  });

  it('fills an empty database so the site looks alive, once', async () => {
    const ds = await freshDatabase();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'rutalia-demo-'));
    const result = await seedDemo(ds, { uploadsDir });
    expect(result.skipped).toBe(false);

    const count = async (sql: string) => Number((await ds.query(sql))[0].n);
    expect(await count(`SELECT count(*) n FROM companies WHERE is_active AND status = 'active'`)).toBeGreaterThanOrEqual(20);
    expect(await count(`SELECT count(DISTINCT city) n FROM companies`)).toBeGreaterThanOrEqual(10);
    expect(await count(`SELECT count(*) n FROM requests WHERE status = 'active'`)).toBeGreaterThanOrEqual(30);
    expect(await count(`SELECT count(*) n FROM blog_posts WHERE published`)).toBeGreaterThanOrEqual(3);
    expect(await count(`SELECT count(*) n FROM reviews`)).toBeGreaterThanOrEqual(20);
    expect(await count(`SELECT count(*) n FROM proposals`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) n FROM subscription_plans`)).toBe(3);

    // Every logo is a file the app serves under /uploads.
    const logos: { logo: string }[] = await ds.query('SELECT logo FROM companies');
    for (const { logo } of logos) {
      expect(logo).toMatch(/^\/uploads\//);
      expect(existsSync(path.join(uploadsDir, logo.replace(/^\/uploads\//, '')))).toBe(true);
    }

    // Accent-insensitive search finds demo companies.
    expect(await count(`SELECT count(*) n FROM companies WHERE search_text LIKE '%logistica%'`)).toBeGreaterThan(0);

    // Never twice.
    expect((await seedDemo(ds, { uploadsDir })).skipped).toBe(true);
    expect(await count('SELECT count(*) n FROM companies')).toBe(logos.length);
  });

  it('never touches a database that already has users', async () => {
    const ds = await freshDatabase();
    await insertUser(ds, { email: 'real@example.com' });
    const result = await seedDemo(ds, { uploadsDir: mkdtempSync(path.join(tmpdir(), 'rutalia-demo-')) });
    expect(result.skipped).toBe(true);
    expect(Number((await ds.query('SELECT count(*) n FROM users'))[0].n)).toBe(1);
    expect(Number((await ds.query('SELECT count(*) n FROM companies'))[0].n)).toBe(0);
  });
});
