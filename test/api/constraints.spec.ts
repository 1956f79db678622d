import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { runMigrations } from '../../backend/src/database/migrate.js';
import { createDatabase, dropDatabase } from '../helpers/test-database.mjs';
import { insertCompany, insertRequest, insertUser } from '../factories/sql-factories.js';

/** The rules the database itself enforces, whatever the code above it does. */
describe('database constraints', () => {
  const serverUrl = process.env.TEST_SERVER_URL!;
  let url: string;
  let ds: DataSource;

  beforeAll(async () => {
    url = await createDatabase(serverUrl, 'rutalia_constraints');
    ds = await new DataSource(dataSourceOptions(url)).initialize();
    await runMigrations(ds);
  });
  afterAll(async () => {
    await ds.destroy();
    await dropDatabase(serverUrl, url);
  });

  const code = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return (error as { driverError?: { code?: string } }).driverError?.code ?? (error as Error).message;
    }
  };

  it('email is unique regardless of case', async () => {
    await insertUser(ds, { email: 'ana@example.com' });
    expect(await code(insertUser(ds, { email: 'ANA@example.com' }))).toBe('23505');
  });

  it('one review per user and company, rating between 1 and 5', async () => {
    const owner = await insertUser(ds, { userType: 'company' });
    const company = await insertCompany(ds, owner);
    const client = await insertUser(ds);
    const review = (rating: number) =>
      ds.query('INSERT INTO reviews (company_id, user_id, rating) VALUES ($1, $2, $3)', [company, client, rating]);
    expect(await code(review(6))).toBe('23514');
    expect(await code(review(0))).toBe('23514');
    expect(await code(review(5))).toBe('ok');
    expect(await code(review(4))).toBe('23505');
  });

  it('one proposal per company and request, and the request counts its proposals', async () => {
    const client = await insertUser(ds);
    const request = await insertRequest(ds, client);
    const company = await insertCompany(ds, await insertUser(ds, { userType: 'company' }));
    const propose = () =>
      ds.query('INSERT INTO proposals (request_id, company_id, message, price) VALUES ($1, $2, $3, $4)', [
        request,
        company,
        '<p>Hola</p>',
        120.5,
      ]);
    expect(await code(propose())).toBe('ok');
    expect(await code(propose())).toBe('23505');
    const [{ proposal_count }] = await ds.query('SELECT proposal_count FROM requests WHERE id = $1', [request]);
    expect(Number(proposal_count)).toBe(1);
  });

  it('statuses only take their listed values', async () => {
    const client = await insertUser(ds);
    const request = await insertRequest(ds, client);
    expect(await code(ds.query(`UPDATE requests SET status = 'borrado' WHERE id = $1`, [request]))).toBe('22P02');
  });

  it('finds companies accent- and case-insensitively through the trigram index', async () => {
    const owner = await insertUser(ds, { userType: 'company' });
    await insertCompany(ds, owner, { name: 'Logística Pérez Hermanos' });
    const rows = await ds.query(`SELECT company_name FROM companies WHERE search_text LIKE '%' || f_unaccent(lower($1)) || '%'`, [
      'LOGISTICA perez',
    ]);
    expect(rows.map((r: { company_name: string }) => r.company_name)).toContain('Logística Pérez Hermanos');
    await ds.query('SET enable_seqscan = off');
    const plan = (await ds.query(`EXPLAIN SELECT id FROM companies WHERE search_text LIKE '%' || f_unaccent(lower('logistica')) || '%'`))
      .map((r: Record<string, string>) => r['QUERY PLAN'])
      .join('\n');
    await ds.query('SET enable_seqscan = on');
    expect(plan).toMatch(/Index|Bitmap/);
  });
});
