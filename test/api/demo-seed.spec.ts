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
    const privateDir = mkdtempSync(path.join(tmpdir(), 'rutalia-demo-private-'));
    const result = await seedDemo(ds, { uploadsDir, privateDir });
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

    // Checked documents (issue 20): every verified company has its approved CIF behind «Verificado», the
    // badges match the approved documents, one CIF waits in the review queue, and the files are private.
    expect(
      await count(`SELECT count(*) n FROM companies c WHERE (c.verified_at IS NOT NULL) <> EXISTS (
      SELECT 1 FROM company_documents d WHERE d.company_id = c.id AND d.kind = 'cif' AND d.status = 'approved')`),
    ).toBe(0);
    expect(await count(`SELECT count(*) n FROM companies WHERE verified_at IS NOT NULL`)).toBeGreaterThanOrEqual(10);
    expect(
      await count(`SELECT count(*) n FROM companies c WHERE jsonb_array_length(c.badges) <> (
      SELECT count(*) FROM company_documents d WHERE d.company_id = c.id AND d.status = 'approved')`),
    ).toBe(0);
    expect(await count(`SELECT count(*) n FROM companies WHERE badges @> '[{"kind": "liability_insurance"}]'`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) n FROM company_documents WHERE status = 'pending'`)).toBe(1);
    const files: { file_key: string }[] = await ds.query('SELECT file_key FROM company_documents');
    for (const { file_key: key } of files) {
      expect(existsSync(path.join(privateDir, key))).toBe(true);
      expect(existsSync(path.join(uploadsDir, key))).toBe(false);
    }

    // Billing history (issue 20), lived through the billing services: every invoice state and dunning state.
    const invoiceStates = Object.fromEntries(
      (await ds.query(`SELECT status, count(*)::int n FROM invoices GROUP BY status`)).map((r: { status: string; n: number }) => [
        r.status,
        r.n,
      ]),
    );
    expect(invoiceStates.paid).toBeGreaterThan(100);
    expect(invoiceStates.pending).toBeGreaterThanOrEqual(1);
    expect(invoiceStates.overdue).toBeGreaterThanOrEqual(2);
    const subscriptionStates = Object.fromEntries(
      (await ds.query(`SELECT status, count(*)::int n FROM company_subscriptions GROUP BY status`)).map(
        (r: { status: string; n: number }) => [r.status, r.n],
      ),
    );
    expect(subscriptionStates).toEqual(expect.objectContaining({ past_due: 1, unpaid: 1, trialing: 3 }));
    expect(subscriptionStates.active).toBeGreaterThanOrEqual(15);
    const [unpaid] = await ds.query(
      `SELECT u.email, s.unpaid_at, (SELECT count(*)::int FROM invoices i WHERE i.subscription_id = s.id AND i.period_start > s.unpaid_at) AS renewed
         FROM company_subscriptions s JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.user_id WHERE s.status = 'unpaid'`,
    );
    expect(unpaid).toEqual(expect.objectContaining({ email: 'impagos@demo.rutalia.es', renewed: 0 }));
    // Paid through the one payment path: audited, and the company shows its last payment.
    expect(
      await count(`SELECT count(*) n FROM invoices i WHERE i.status = 'paid' AND NOT EXISTS (
        SELECT 1 FROM audit_logs a WHERE a.entity_id = i.id AND a.action = 'invoice.mark_paid')`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) n FROM companies c WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = c.id AND i.status = 'paid')
        AND c.payment_status IS DISTINCT FROM 'paid'`),
    ).toBe(0);
    // One series in issue order, as a real one.
    const series: { created_at: Date }[] = await ds.query(`SELECT created_at FROM invoices ORDER BY invoice_year, invoice_sequence`);
    const issued = series.map((r) => r.created_at.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));

    // Accent-insensitive search finds demo companies.
    expect(await count(`SELECT count(*) n FROM companies WHERE search_text LIKE '%logistica%'`)).toBeGreaterThan(0);

    // Never twice.
    expect((await seedDemo(ds, { uploadsDir })).skipped).toBe(true);
    expect(await count('SELECT count(*) n FROM companies')).toBe(logos.length);
  });

  it('never touches a database that already has users', async () => {
    const ds = await freshDatabase();
    await insertUser(ds, { email: 'real@example.com' });
    const result = await seedDemo(ds, {
      uploadsDir: mkdtempSync(path.join(tmpdir(), 'rutalia-demo-')),
      privateDir: mkdtempSync(path.join(tmpdir(), 'rutalia-demo-private-')),
    });
    expect(result.skipped).toBe(true);
    expect(Number((await ds.query('SELECT count(*) n FROM users'))[0].n)).toBe(1);
    expect(Number((await ds.query('SELECT count(*) n FROM companies'))[0].n)).toBe(0);
  });
});
