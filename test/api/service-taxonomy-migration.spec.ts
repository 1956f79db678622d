import { DataSource } from 'typeorm';
import { ServiceTaxonomy1764700000000 } from '../../backend/src/database/migrations/1764700000000-ServiceTaxonomy.js';
import { relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 17, "Existing rows are migrated": rows written before the one taxonomy may hold tree
 * values in another spelling, or category slugs. The migration rewrites them to the tree's
 * spelling (what the directory and the jobs filter compare exactly), keeps values outside the
 * tree, and drops the repeats it creates, in order.
 */
describe('migration 1764700000000-ServiceTaxonomy on legacy rows', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('rewrites legacy spellings and slugs of companies and requests to the tree', async () => {
    const { company } = await createCompany(t, { services: ['Mudanzas'] });
    const client = await signedInClient(t);
    const request = await createRequest(t, client.accessToken, { services: ['Mudanzas'] });
    const legacy = ['mudanzas', ' ALMACENAJE ', 'guardamuebles y trasteros', 'Mudanzas', 'logistica-e-commerce', 'Servicio a medida'];
    await ds.query(`UPDATE companies SET services = $2 WHERE id = $1`, [company.id, legacy]);
    await ds.query(`UPDATE requests SET services = $2 WHERE id = $1`, [request.id, legacy]);

    const runner = ds.createQueryRunner();
    try {
      await new ServiceTaxonomy1764700000000().up(runner);
    } finally {
      await runner.release();
    }

    const expected = ['Mudanzas', 'Almacenaje', 'Guardamuebles y trasteros', 'Logística E-commerce', 'Servicio a medida'];
    const [stored] = await ds.query<{ services: string[] }[]>(`SELECT services FROM companies WHERE id = $1`, [company.id]);
    expect(stored.services).toEqual(expected);
    const [asked] = await ds.query<{ services: string[] }[]>(`SELECT services FROM requests WHERE id = $1`, [request.id]);
    expect(asked.services).toEqual(expected);
  });
});
