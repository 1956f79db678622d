import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { runMigrations } from '../../backend/src/database/migrate.js';
import { seedPlans } from '../../backend/src/database/seeds/plans.seed.js';
import { createDatabase, dropDatabase } from '../helpers/test-database.mjs';

describe('seedPlans', () => {
  const serverUrl = process.env.TEST_SERVER_URL!;
  let url: string;
  let ds: DataSource;
  beforeAll(async () => {
    url = await createDatabase(serverUrl, 'rutalia_plans');
    ds = await new DataSource(dataSourceOptions(url)).initialize();
    await runMigrations(ds);
  });
  afterAll(async () => {
    await ds.destroy();
    await dropDatabase(serverUrl, url);
  });

  it('inserts the three plans once and keeps prices an admin changed', async () => {
    await seedPlans(ds);
    await ds.query(`UPDATE subscription_plans SET price_monthly = 35 WHERE plan_name = 'basic'`);
    await seedPlans(ds);
    const rows = await ds.query('SELECT plan_name, price_monthly, price_yearly, is_popular FROM subscription_plans ORDER BY sort_order');
    expect(rows.map((r: { plan_name: string }) => r.plan_name)).toEqual(['basic', 'professional', 'premium']);
    expect(Number(rows[0].price_monthly)).toBe(35);
    expect(rows.filter((r: { is_popular: boolean }) => r.is_popular).map((r: { plan_name: string }) => r.plan_name)).toEqual([
      'professional',
    ]);
  });
});
