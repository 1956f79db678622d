import { describe, expect, it } from '@jest/globals';
import { PLAN_SEEDS } from './plans.seed.js';

describe('PLAN_SEEDS', () => {
  it('has the three plans in order, the second one marked "Más Popular"', () => {
    expect(PLAN_SEEDS.map((p) => [p.planName, p.displayName, p.sortOrder])).toEqual([
      ['basic', 'Básico', 1],
      ['professional', 'Profesional', 2],
      ['premium', 'Premium', 3],
    ]);
    expect(PLAN_SEEDS.filter((p) => p.isPopular).map((p) => p.planName)).toEqual(['professional']);
  });

  it('prices the year as ten months ("2 meses gratis")', () => {
    for (const plan of PLAN_SEEDS) {
      expect(plan.priceYearly).toBe(plan.priceMonthly * 10);
      expect(plan.priceMonthly).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });
});
