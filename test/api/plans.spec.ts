import { DataSource } from 'typeorm';
import type { PlanListDto } from '@rutalia/api-contract';
import { call } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/plans', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('is public and lists the active plans, cheapest first, in the documented shape', async () => {
    const res = await call<PlanListDto>(t, 'GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const items = res.body.items;
    expect(items.map((p) => p.planName)).toEqual(['basic', 'professional', 'premium']);
    expect(items[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      planName: 'professional',
      displayName: 'Profesional',
      description: expect.any(String),
      priceMonthly: 59,
      priceYearly: 590,
      features: expect.arrayContaining(['Hasta 50 propuestas al mes']),
      isPopular: true,
      maxProposalsPerMonth: 50,
      maxGalleryImages: 20,
      alerts: 'instant',
      featuredLevel: 1,
      insights: 'headline',
    });
    for (const plan of items)
      expect(Object.keys(plan).sort()).toEqual(
        [
          'description',
          'displayName',
          'features',
          'id',
          'isPopular',
          'planName',
          'priceMonthly',
          'priceYearly',
          'maxProposalsPerMonth',
          'maxGalleryImages',
          'alerts',
          'featuredLevel',
          'insights',
        ].sort(),
      );
    const prices = items.map((p) => p.priceMonthly);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('orders by monthly price and leaves out inactive plans', async () => {
    await ds.query(
      `INSERT INTO subscription_plans (plan_name, display_name, price_monthly, price_yearly, features, is_active, sort_order)
       VALUES ('gratis-test', 'Gratis', 0, NULL, '{}', true, 99), ('oculto-test', 'Oculto', 1, NULL, '{}', false, 0)`,
    );
    try {
      const items = (await call<PlanListDto>(t, 'GET', '/api/plans')).body.items;
      expect(items.map((p: { planName: string }) => p.planName)).toEqual(['gratis-test', 'basic', 'professional', 'premium']);
      expect(items[0]).toMatchObject({ priceMonthly: 0, priceYearly: null, features: [], isPopular: false, description: null });
    } finally {
      await ds.query(`DELETE FROM subscription_plans WHERE plan_name IN ('gratis-test', 'oculto-test')`);
    }
  });
});
