import { DataSource } from 'typeorm';
import type { CompanyInsightsDto } from '@rutalia/api-contract';
import { InsightsRecorder } from '../../backend/src/modules/insights/insights-recorder.js';
import { PeerMediansService } from '../../backend/src/modules/insights/peer-medians.service.js';
import { bearer, call, errorCodeOf, login, relaxedRateLimits, signedInClient, signedInCompany } from '../factories/auth-factories.js';
import { makeAdmin, marker } from '../factories/company-factories.js';
import { createProposal, createRequest, madridDay } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
type Plan = 'basic' | 'professional' | 'premium';

/**
 * Issue 19, part 4: a company's statistics. Profile views and list appearances are counted in
 * memory (never for bots, the company itself or admins) and written in batches; job views,
 * proposals, win rate and response time come from the marketplace's own rows; each figure is
 * compared with the median company of the same category and province. The plan decides how much
 * is shown. The batch interval is long here: the tests write with `flush()`.
 */
describe('company insights', () => {
  let t: TestApp;
  let ds: DataSource;
  let recorder: InsightsRecorder;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, insightsFlushMs: 3_600_000 });
    ds = t.app.get(DataSource);
    recorder = t.app.get(InsightsRecorder);
  });
  afterAll(() => t.close());

  async function company(plan: Plan, overrides: Record<string, unknown> = {}) {
    const account = await signedInCompany(t, { companyName: `Mudanzas ${marker()}`, services: ['Mudanzas'], ...overrides });
    const [{ id }] = await ds.query(`SELECT id FROM companies WHERE user_id = $1`, [account.id]);
    await ds.query(
      `UPDATE company_subscriptions
          SET plan_id = (SELECT id FROM subscription_plans WHERE plan_name = $2), status = 'active', trial_ends_at = NULL,
              current_period_start = now() - interval '1 day', current_period_end = now() + interval '29 days'
        WHERE company_id = $1`,
      [id, plan],
    );
    return { ...account, companyId: id as string };
  }

  const insightsOf = async (token: string) => {
    const res = await call<CompanyInsightsDto>(t, 'GET', '/api/me/insights', undefined, bearer(token));
    expect(res.status).toBe(200);
    return res.body;
  };
  const stored = async (companyId: string) => {
    const [row] = await ds.query(
      `SELECT coalesce(sum(profile_views), 0)::int AS views, coalesce(sum(list_appearances), 0)::int AS appearances
         FROM company_insight_days WHERE company_id = $1`,
      [companyId],
    );
    return row as { views: number; appearances: number };
  };

  describe('counting views and appearances', () => {
    it('counts people browsing, in batches, and leaves out bots, the company itself and admins', async () => {
      const province = `Provincia ${marker()}`;
      const premium = await company('premium', { city: province, province });
      const admin = await signedInClient(t);
      await makeAdmin(ds, admin.id);
      const adminSession = await login(t, admin.email, admin.password);

      for (let i = 0; i < 3; i++)
        expect((await call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, BROWSER)).status).toBe(200);
      await call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, GOOGLEBOT);
      await call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, { 'user-agent': '' });
      await call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, { ...BROWSER, ...bearer(premium.accessToken) });
      await call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, { ...BROWSER, ...bearer(adminSession.accessToken) });

      await call(t, 'GET', `/api/companies?province=${encodeURIComponent(province)}`, undefined, BROWSER);
      await call(t, 'GET', `/api/companies?province=${encodeURIComponent(province)}`, undefined, GOOGLEBOT);
      await call(t, 'GET', `/api/companies?province=${encodeURIComponent(province)}&placement=none`, undefined, BROWSER);
      const found = await call<{ companies: { id: string }[] }>(
        t,
        'GET',
        `/api/search?q=${encodeURIComponent(province)}`,
        undefined,
        BROWSER,
      );
      expect(found.body.companies.map((c) => c.id)).toContain(premium.companyId);

      // Nothing is written while the page answers: the sums wait for the batch.
      expect(await stored(premium.companyId)).toEqual({ views: 0, appearances: 0 });
      await recorder.flush();
      expect(await stored(premium.companyId)).toEqual({ views: 3, appearances: 2 });

      const insights = await insightsOf(premium.accessToken);
      expect(insights.totals).toMatchObject({ profileViews: 3, listAppearances: 2 });
    });

    it('writes what is pending when the app stops', async () => {
      const other = await startTestApp({ rateLimits: relaxedRateLimits, insightsFlushMs: 3_600_000 });
      const premium = await company('premium');
      await call(other, 'GET', `/api/companies/${premium.companyId}`, undefined, BROWSER);
      await other.close();
      expect(await stored(premium.companyId)).toEqual({ views: 1, appearances: 0 });
    });

    it('adds up concurrent batches without losing any', async () => {
      const premium = await company('premium');
      await Promise.all(Array.from({ length: 40 }, () => call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, BROWSER)));
      await Promise.all([recorder.flush(), recorder.flush()]);
      await Promise.all(Array.from({ length: 10 }, () => call(t, 'GET', `/api/companies/${premium.companyId}`, undefined, BROWSER)));
      await recorder.flush();
      expect((await stored(premium.companyId)).views).toBe(50);
    });
  });

  describe('figures from the marketplace', () => {
    it('counts opened requests, proposals, the win rate and the median response in the 30-day window', async () => {
      const premium = await company('premium');
      const client = await signedInClient(t);
      const won = await createRequest(t, client.accessToken);
      const lost = await createRequest(t, client.accessToken);
      const old = await createRequest(t, client.accessToken);
      for (const request of [won, lost, old]) {
        expect((await call(t, 'GET', `/api/requests/${request.id}`, undefined, bearer(premium.accessToken))).status).toBe(200);
      }
      const accepted = await createProposal(t, premium.accessToken, won.id);
      await createProposal(t, premium.accessToken, lost.id);
      const outside = await createProposal(t, premium.accessToken, old.id);
      await ds.query(`UPDATE proposals SET status = 'accepted' WHERE id = $1`, [accepted.id]);
      // Opened 30 and 90 minutes before sending: median 60.
      await ds.query(
        `UPDATE request_views v SET first_viewed_at = p.created_at - make_interval(mins => CASE WHEN p.id = $2 THEN 30 ELSE 90 END)
           FROM proposals p WHERE p.company_id = v.company_id AND p.request_id = v.request_id AND v.company_id = $1`,
        [premium.companyId, accepted.id],
      );
      // The third one was sent at 23:30 Madrid the day before the window opens, and opened the day before that.
      const dayBefore = madridDay(-30);
      await ds.query(`UPDATE proposals SET created_at = ($2::date + time '23:30') AT TIME ZONE 'Europe/Madrid' WHERE id = $1`, [
        outside.id,
        dayBefore,
      ]);
      await ds.query(
        `UPDATE request_views SET first_viewed_at = ($3::date + time '10:00') AT TIME ZONE 'Europe/Madrid' WHERE company_id = $1 AND request_id = $2`,
        [premium.companyId, old.id, madridDay(-31)],
      );

      const insights = await insightsOf(premium.accessToken);
      expect(insights.from).toBe(madridDay(-29));
      expect(insights.to).toBe(madridDay(0));
      expect(insights.totals).toEqual({
        profileViews: 0,
        listAppearances: 0,
        jobViews: 2,
        proposalsSent: 2,
        proposalsAccepted: 1,
        winRate: 50,
        medianResponseMinutes: 60,
      });

      // Moved to 00:30 Madrid on the window's first day, it counts.
      await ds.query(`UPDATE proposals SET created_at = ($2::date + time '00:30') AT TIME ZONE 'Europe/Madrid' WHERE id = $1`, [
        outside.id,
        madridDay(-29),
      ]);
      expect((await insightsOf(premium.accessToken)).totals).toMatchObject({ proposalsSent: 3, winRate: 33 });
    });
  });

  describe('what each plan shows', () => {
    it('gives Premium the weekly breakdown, which adds up to the totals', async () => {
      const premium = await company('premium');
      await ds.query(
        `INSERT INTO company_insight_days (company_id, day, profile_views, list_appearances)
         VALUES ($1, $2, 4, 40), ($1, $3, 6, 60), ($1, $4, 100, 100)`,
        [premium.companyId, madridDay(0), madridDay(-29), madridDay(-30)],
      );
      const insights = await insightsOf(premium.accessToken);
      expect(insights.level).toBe('full');
      expect(insights.upgradeTo).toBeNull();
      expect(insights.totals).toMatchObject({ profileViews: 10, listAppearances: 100 });
      const weeks = insights.weeks!;
      expect(weeks.length).toBeGreaterThanOrEqual(5);
      expect(weeks[0].from).toBe(insights.from);
      expect(weeks.at(-1)!.to).toBe(insights.to);
      expect(weeks.reduce((sum, week) => sum + week.profileViews, 0)).toBe(10);
      expect(weeks[0].profileViews).toBe(6);
      expect(weeks.at(-1)!.profileViews).toBe(4);
    });

    it.each<[Plan]>([['basic'], ['professional']])('gives %s the headline numbers and offers Premium for the rest', async (plan) => {
      const account = await company(plan);
      const insights = await insightsOf(account.accessToken);
      expect(insights.level).toBe('headline');
      expect(insights.totals).not.toBeNull();
      expect(insights.weeks).toBeNull();
      expect(insights.upgradeTo).toMatchObject({ planName: 'premium', displayName: 'Premium', priceMonthly: 99 });
    });

    it('shows no numbers without access (a lapsed trial) and offers the cheapest plan that has them', async () => {
      const account = await company('premium');
      await ds.query(
        `UPDATE company_subscriptions SET status = 'trialing', trial_ends_at = now() - interval '1 day' WHERE company_id = $1`,
        [account.companyId],
      );
      const insights = await insightsOf(account.accessToken);
      expect(insights).toMatchObject({ level: 'none', totals: null, peers: null, weeks: null });
      expect(insights.upgradeTo).toMatchObject({ planName: 'basic', displayName: 'Básico' });
    });

    it('is for companies only', async () => {
      const client = await signedInClient(t);
      const res = await call(t, 'GET', '/api/me/insights', undefined, bearer(client.accessToken));
      expect(res.status).toBe(403);
      expect((await call(t, 'GET', '/api/me/insights')).status).toBe(401);
    });
  });

  describe('comparison with the median company', () => {
    const refresh = () => t.app.get(PeerMediansService).refresh();

    it('compares with the companies of its category and province, and never with fewer than 6', async () => {
      const province = `Provincia ${marker()}`;
      const me = await company('premium', { city: province, province });
      const peers = [];
      for (let views = 0; views < 5; views++) {
        const peer = await company('basic', { city: province, province, services: ['Guardamuebles'] });
        await ds.query(`INSERT INTO company_insight_days (company_id, day, profile_views, list_appearances) VALUES ($1, $2, $3, $4)`, [
          peer.companyId,
          madridDay(-1),
          views,
          10 * views,
        ]);
        peers.push(peer);
      }
      // Another category in the same province is not a peer.
      await company('basic', { city: province, province, services: ['Almacenaje'] });
      // Computed by the hourly job, not on the page.
      expect((await insightsOf(me.accessToken)).peers?.scope).not.toBe('province');
      await refresh();

      // Itself (0 views, 0 appearances) and the five others: medians of 0,0,1,2,3,4 and 0,0,10,20,30,40.
      const insights = await insightsOf(me.accessToken);
      expect(insights.peers).toMatchObject({
        scope: 'province',
        categorySlug: 'mudanzas',
        categoryName: 'Mudanzas',
        province,
        companies: 6,
        median: { profileViews: 2, listAppearances: 15, proposalsSent: 0, winRate: null },
      });

      // One company of the six with a win rate: its own figure would be the «median», so there is none.
      const client = await signedInClient(t);
      const request = await createRequest(t, client.accessToken);
      const proposal = await createProposal(t, me.accessToken, request.id);
      await ds.query(`UPDATE proposals SET status = 'accepted' WHERE id = $1`, [proposal.id]);
      await refresh();
      expect((await insightsOf(peers[1].accessToken)).peers).toMatchObject({
        scope: 'province',
        median: { proposalsSent: 0, winRate: null, medianResponseMinutes: null },
      });

      // With five left in the province, the comparison is with the category in all of Spain.
      await ds.query(`UPDATE companies SET is_active = false WHERE id = $1`, [peers[0].companyId]);
      await refresh();
      const wider = await insightsOf(me.accessToken);
      expect(wider.peers).toMatchObject({ scope: 'country', province: null, categorySlug: 'mudanzas' });
      expect(wider.peers!.companies).toBeGreaterThanOrEqual(6);
    });

    it('has no comparison for a company whose services fit no category', async () => {
      const odd = await company('premium', { services: [`Servicio raro ${marker()}`] });
      await refresh();
      expect((await insightsOf(odd.accessToken)).peers).toBeNull();
    });
  });

  describe('visits (the funnel’s first step)', () => {
    const visits = async (category: string) => {
      const [row] = await ds.query(`SELECT coalesce(sum(visits), 0)::int AS n FROM site_visit_days WHERE day = $1 AND category = $2`, [
        madridDay(0),
        category,
      ]);
      return row.n as number;
    };

    it('counts a visit by the category of its landing page, never a bot, and keeps nothing about the visitor', async () => {
      await recorder.flush();
      const before = { mudanzas: await visits('mudanzas'), none: await visits('') };
      expect((await call(t, 'POST', '/api/insights/visits', { path: '/mudanzas?utm_source=google' }, BROWSER)).status).toBe(204);
      expect((await call(t, 'POST', '/api/insights/visits', { path: '/' }, BROWSER)).status).toBe(204);
      expect((await call(t, 'POST', '/api/insights/visits', { path: '/mudanzas' }, GOOGLEBOT)).status).toBe(204);
      await recorder.flush();
      expect(await visits('mudanzas')).toBe(before.mudanzas + 1);
      expect(await visits('')).toBe(before.none + 1);
      const columns = await ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'site_visit_days' ORDER BY 1`);
      expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual(['category', 'day', 'visits']);
    });

    it.each([
      ['no path', {}],
      ['a path without «/»', { path: 'mudanzas' }],
      ['another host', { path: '//otro.example/x' }],
      ['a number', { path: 42 }],
      ['600 characters', { path: `/${'a'.repeat(600)}` }],
    ])('answers 400 in Spanish to %s', async (_name, body) => {
      const res = await call<{ message: string }>(t, 'POST', '/api/insights/visits', body, BROWSER);
      expect(res.status).toBe(400);
      expect(errorCodeOf(res.body)).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.body)).toMatch(/ruta/i);
    });
  });
});
