import { DataSource } from 'typeorm';
import type { CompanyCardDto, CompanyCardListDto, CompanyCardPageDto, SearchResultDto } from '@rutalia/api-contract';
import { call, registerCompany, relaxedRateLimits } from '../factories/auth-factories.js';
import { marker, setCreatedAt } from '../factories/company-factories.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

type Plan = 'basic' | 'professional' | 'premium';
const HOUR = 3600_000;

/**
 * Issue 19, featured placement (featured-ranking.ts): relevance first, featured companies boosted
 * inside their tier (at most a quarter of the page, 3 at most), a round-robin that moves one place
 * per hour, Profesional in the directory and searches, Premium also on the home grid and landings.
 * Its own database: the home grid reads every visible company.
 */
describe('featured placement', () => {
  const clock = new TestClock(new Date('2031-03-10T09:30:00Z'));
  let t: TestApp;
  let ds: DataSource;
  let minutesAgo = 0;

  beforeAll(async () => {
    t = await startIsolatedTestApp('rutalia_featured', { rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /**
   * A visible company on `plan` (active subscription), or with a lapsed trial; each one created is
   * older than the previous, so organic order (newest first) is creation order.
   */
  async function company(
    name: string,
    plan: Plan,
    place: { city?: string; province?: string; description?: string; services?: string[] } = {},
    lapsed = false,
  ): Promise<string> {
    const account = await registerCompany(t, { companyName: name, ...place });
    const [{ id }] = await ds.query(`SELECT id FROM companies WHERE user_id = $1`, [account.id]);
    if (place.description) await ds.query(`UPDATE companies SET description = $2 WHERE id = $1`, [id, place.description]);
    await setCreatedAt(ds, id, new Date(clock.now().getTime() - ++minutesAgo * 60_000));
    await ds.query(
      `UPDATE company_subscriptions
          SET plan_id = (SELECT id FROM subscription_plans WHERE plan_name = $2),
              status = $3, trial_ends_at = $4, current_period_start = $5, current_period_end = $6
        WHERE company_id = $1`,
      lapsed
        ? [id, plan, 'trialing', at(-24 * HOUR), at(-8 * 24 * HOUR), at(-24 * HOUR)]
        : [id, plan, 'active', null, at(-HOUR), at(30 * 24 * HOUR)],
    );
    return id;
  }

  const at = (fromNow: number) => new Date(clock.now().getTime() + fromNow);
  const page = async (query: string) => {
    const res = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const names = (items: CompanyCardDto[]) => items.map((c) => c.companyName);
  const featuredNames = (items: CompanyCardDto[]) => items.filter((c) => c.featured).map((c) => c.companyName);

  describe('directory with filters: one relevance tier', () => {
    const m = marker();
    const province = `Provincia ${m}`;
    beforeAll(async () => {
      await company(`Organica A ${m}`, 'basic', { city: province, province });
      await company(`Organica B ${m}`, 'basic', { city: province, province });
      await company(`Profesional ${m}`, 'professional', { city: province, province });
      await company(`Premium ${m}`, 'premium', { city: province, province });
      await company(`Caducada ${m}`, 'professional', { city: province, province }, true);
      await company(`Organica C ${m}`, 'basic', { city: province, province });
      await company(`Fuera ${m}`, 'premium', { city: 'Otra', province: `Otra ${m}` });
    });

    it('boosts the Profesional and Premium companies that match, marks them, and leaves everyone else newest first', async () => {
      const body = await page(`province=${encodeURIComponent(province)}`);
      expect(body.total).toBe(6);
      expect(new Set(names(body.items.slice(0, 2)))).toEqual(new Set([`Profesional ${m}`, `Premium ${m}`]));
      expect(featuredNames(body.items).sort()).toEqual([`Premium ${m}`, `Profesional ${m}`]);
      // The lapsed trial on Profesional is organic (not featured) and keeps its place by age.
      expect(names(body.items.slice(2))).toEqual([`Organica A ${m}`, `Organica B ${m}`, `Caducada ${m}`, `Organica C ${m}`]);
      // A featured company outside the filter never shows up.
      expect(names(body.items)).not.toContain(`Fuera ${m}`);
    });

    it('city and service landings (placement=landing) boost Premium only', async () => {
      const body = await page(`province=${encodeURIComponent(province)}&placement=landing`);
      expect(featuredNames(body.items)).toEqual([`Premium ${m}`]);
      expect(names(body.items)).toEqual([
        `Premium ${m}`,
        `Organica A ${m}`,
        `Organica B ${m}`,
        `Profesional ${m}`,
        `Caducada ${m}`,
        `Organica C ${m}`,
      ]);
    });

    it('placement=none boosts nobody; an unknown placement is a Spanish 400', async () => {
      const body = await page(`province=${encodeURIComponent(province)}&placement=none`);
      expect(featuredNames(body.items)).toEqual([]);
      expect(names(body.items)[0]).toBe(`Organica A ${m}`);
      const bad = await call(t, 'GET', `/api/companies?placement=portada`);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('La ubicación del listado no es válida');
    });

    it('a subscription that lapses stops the boost at once', async () => {
      const [{ id }] = await ds.query(`SELECT id FROM companies WHERE company_name = $1`, [`Profesional ${m}`]);
      await ds.query(`UPDATE company_subscriptions SET status = 'cancelled' WHERE company_id = $1`, [id]);
      const body = await page(`province=${encodeURIComponent(province)}`);
      expect(featuredNames(body.items)).toEqual([`Premium ${m}`]);
      await ds.query(`UPDATE company_subscriptions SET status = 'active' WHERE company_id = $1`, [id]);
    });
  });

  describe('text search: relevance first', () => {
    const m = marker();
    beforeAll(async () => {
      await company(`Otra ${m}`, 'basic', { description: `<p>Hacemos grua${m} en la ciudad</p>` });
      await company(`Destacada ${m}`, 'premium', { description: `<p>Servicio de grua${m} y portes</p>` });
      await company(`Grua${m} Hermanos`, 'basic');
      await company(`Grua${m} Ajena`, 'professional', { city: 'Zamora', province: 'Zamora' });
    });

    it('a more relevant organic company stays above a less relevant featured one; the boost works inside each tier', async () => {
      const body = await page(`q=${encodeURIComponent(`grua${m}`)}`);
      // Tier 0 (name matches): the Profesional one boosted first, then the organic one.
      // Tier 1 (description matches): the Premium one boosted above the newer organic one.
      expect(names(body.items)).toEqual([`Grua${m} Ajena`, `Grua${m} Hermanos`, `Destacada ${m}`, `Otra ${m}`]);
      expect(featuredNames(body.items)).toEqual([`Grua${m} Ajena`, `Destacada ${m}`]);
    });

    it('a featured company that does not match the text never appears', async () => {
      const body = await page(`q=${encodeURIComponent(`grua${m} hermanos`)}`);
      expect(names(body.items)).toEqual([`Grua${m} Hermanos`]);
    });

    it('GET /api/search lists companies in the same order and marks the featured ones', async () => {
      const res = await call<SearchResultDto>(t, 'GET', `/api/search?q=${encodeURIComponent(`grua${m}`)}`);
      expect(res.status).toBe(200);
      expect(res.body.companies.map((c) => [c.companyName, c.featured])).toEqual([
        [`Grua${m} Ajena`, true],
        [`Grua${m} Hermanos`, false],
        [`Destacada ${m}`, true],
        [`Otra ${m}`, false],
      ]);
    });
  });

  describe('rotation and pagination', () => {
    const m = marker();
    const province = `Turnos ${m}`;
    let featured: string[];
    beforeAll(async () => {
      featured = [];
      for (let i = 0; i < 5; i++) {
        await company(`Organica ${i} ${m}`, 'basic', { city: province, province });
        featured.push(await company(`Pro ${i} ${m}`, i % 2 ? 'premium' : 'professional', { city: province, province }));
      }
    });

    it('over 5 hourly windows each of the 5 featured companies takes the first slot exactly once, and the boost 3 times', async () => {
      const start = clock.now();
      const first = new Map<string, number>();
      const boosted = new Map<string, number>();
      for (let w = 0; w < 5; w++) {
        clock.set(new Date(start.getTime() + w * HOUR));
        const body = await page(`province=${encodeURIComponent(province)}`);
        expect(body.items[0].featured).toBe(true);
        first.set(body.items[0].id, (first.get(body.items[0].id) ?? 0) + 1);
        const top = body.items.filter((c) => c.featured);
        expect(top).toHaveLength(3); // a quarter of 12
        expect(body.items.slice(0, 3).every((c) => c.featured)).toBe(true);
        for (const c of top) boosted.set(c.id, (boosted.get(c.id) ?? 0) + 1);
      }
      clock.set(start);
      expect([...first.keys()].sort()).toEqual([...featured].sort());
      expect([...first.values()]).toEqual([1, 1, 1, 1, 1]);
      expect([...boosted.values()]).toEqual([3, 3, 3, 3, 3]);
    });

    it('the order holds within a window (same answer any minute of the hour)', async () => {
      const start = clock.now();
      const windowStart = Math.floor(start.getTime() / HOUR) * HOUR;
      clock.set(new Date(windowStart + 60_000));
      const early = names((await page(`province=${encodeURIComponent(province)}`)).items);
      clock.set(new Date(windowStart + HOUR - 60_000));
      const late = names((await page(`province=${encodeURIComponent(province)}`)).items);
      clock.set(start);
      expect(late).toEqual(early);
    });

    it('pages within a window are the whole list once: no duplicates, nobody missing', async () => {
      for (const pageSize of [3, 4, 7]) {
        const seen: string[] = [];
        const first = await page(`province=${encodeURIComponent(province)}&pageSize=${pageSize}&page=1`);
        for (let p = 1; p <= Math.ceil(first.total / pageSize); p++) {
          const body = await page(`province=${encodeURIComponent(province)}&pageSize=${pageSize}&page=${p}`);
          seen.push(...body.items.map((c) => c.id));
        }
        expect(seen).toHaveLength(10);
        expect(new Set(seen).size).toBe(10);
        const all = await page(`province=${encodeURIComponent(province)}&pageSize=48&placement=none`);
        expect(new Set(seen)).toEqual(new Set(all.items.map((c) => c.id)));
      }
    });
  });

  describe('home grid: Premium only', () => {
    it('boosts Premium companies (a quarter of the grid, rounded up) and not Profesional ones', async () => {
      const m = marker();
      // The newest companies of the database, so that the organic part of the grid is known.
      const newest: string[] = [];
      for (let i = 0; i < 6; i++) newest.push(`Nueva ${i} ${m}`);
      for (const [i, name] of newest.entries()) {
        const account = await registerCompany(t, { companyName: name, subscriptionPlan: i === 0 ? 'professional' : 'basic' });
        await ds.query(`UPDATE companies SET created_at = $2 WHERE user_id = $1`, [
          account.id,
          new Date(clock.now().getTime() + (10 - i) * 60_000),
        ]);
      }
      const res = await call<CompanyCardListDto>(t, 'GET', '/api/companies/latest?limit=6');
      expect(res.status).toBe(200);
      const premium = await ds.query<Array<{ id: string }>>(
        `SELECT c.id FROM companies c JOIN company_subscriptions s ON s.company_id = c.id JOIN subscription_plans p ON p.id = s.plan_id
          WHERE p.plan_name = 'premium' AND s.status = 'active'`,
      );
      const items = res.body.items;
      expect(items).toHaveLength(6);
      expect(items.slice(0, 2).every((c) => c.featured && premium.some((p) => p.id === c.id))).toBe(true);
      expect(items.filter((c) => c.featured)).toHaveLength(2);
      // The rest are the newest, in order; «Nueva 0» has a Profesional trial and is not boosted here.
      expect(names(items.slice(2))).toEqual(newest.slice(0, 4));
      expect(items[2].featured).toBe(false);
      // …but a Profesional trial is featured in the directory.
      const directory = await page(`q=${encodeURIComponent(`nueva 0 ${m}`)}`);
      expect(directory.items.map((c) => [c.companyName, c.featured])).toEqual([[`Nueva 0 ${m}`, true]]);
    });
  });
});
