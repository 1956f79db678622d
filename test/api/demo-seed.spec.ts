import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestCategoryForm, validateRequestDetails } from '@rutalia/catalog';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { runMigrations } from '../../backend/src/database/migrate.js';
import { seedDemo } from '../../backend/src/database/seeds/demo.seed.js';
import { madridToday } from '../../backend/src/modules/requests/request-structure.js';
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

    // Requests are structured as the guided form sends them (issue 17).
    const active: {
      title: string;
      category: string | null;
      details: Record<string, unknown>;
      destination_city: string | null;
      distance_km: number | null;
      service_date: string | null;
      date_flexibility: string | null;
    }[] = await ds.query(
      `SELECT title, category, details, destination_city, distance_km, service_date::text, date_flexibility
         FROM requests WHERE status = 'active'`,
    );
    const today = madridToday(new Date());
    for (const request of active) {
      expect(request.category).not.toBeNull();
      expect(validateRequestDetails(request.category!, request.details).errors).toEqual([]);
      expect(request.service_date! >= today).toBe(true);
      expect(request.date_flexibility).not.toBeNull();
      if (requestCategoryForm(request.category!)?.route === 'none') expect(request.destination_city).toBeNull();
    }
    const routed = active.filter((r) => r.category === 'mudanzas' || r.category!.startsWith('transporte-'));
    expect(routed.length).toBeGreaterThanOrEqual(10);
    const withRoute = routed.filter((r) => r.destination_city !== null && r.distance_km !== null);
    expect(withRoute.length).toBeGreaterThanOrEqual(0.8 * routed.length);
    for (const move of active.filter((r) => r.category === 'mudanzas')) {
      expect(move.details).toEqual(expect.objectContaining({ originFloor: expect.any(Number), originLift: expect.any(Boolean) }));
    }
    const madridValencia = active.find((r) => r.title === 'Mudanza de piso de 3 habitaciones de Madrid a Valencia')!;
    expect(madridValencia.distance_km).toBeGreaterThan(300);
    expect(madridValencia.distance_km).toBeLessThan(420);
    expect(await count(`SELECT count(*) n FROM requests WHERE destination_province IN ('Lisboa', 'Oporto')`)).toBeGreaterThanOrEqual(2);

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
