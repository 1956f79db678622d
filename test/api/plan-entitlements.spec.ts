import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { CompanyDto, EntitlementsDto, OwnCompanyDto } from '@rutalia/api-contract';
import { createSuperAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, insertRequest, marker, pngImage, upload, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type LimitError = ApiErrorBody & { details?: Record<string, unknown> };

/**
 * Issue 19, «entitlements, one place»: what a plan gives is enforced at its boundary. Proposals
 * per Madrid calendar month (10th accepted, 11th refused with the upgrade, the rollover, two sends
 * at once), the gallery's size, a downgrade that hides images instead of deleting them, the
 * numbers of GET /api/me/entitlements and an admin's edit of a limit applying at once.
 */
describe('plan entitlements', () => {
  const clock = new TestClock();
  let t: TestApp;
  let ds: DataSource;
  let client: Client;
  let superAdmin: TestAdmin;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    client = await signedInClient(t);
    superAdmin = await createSuperAdmin(t);
  }, 60_000);
  afterEach(() => clock.set(new Date()));
  afterAll(() => t.close());

  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const sendProposal = (company: TestCompany, requestId: string) =>
    call<LimitError>(
      t,
      'POST',
      `/api/requests/${requestId}/proposals`,
      { message: '<p>Lo hacemos.</p>', price: 300 },
      bearer(company.token),
    );
  const entitlements = async (company: TestCompany) => {
    const res = await call<EntitlementsDto>(t, 'GET', '/api/me/entitlements', undefined, bearer(company.token));
    expect(res.status).toBe(200);
    return res.body;
  };
  const changePlan = async (company: TestCompany, planName: string) => {
    const res = await call(t, 'POST', '/api/me/subscription/change-plan', { planName }, bearer(company.token));
    expect(res.status).toBe(200);
  };
  const activeRequest = () => insertRequest(ds, client.user.id, { title: `Mudanza ${marker()}` });

  /** `count` proposals already sent by the company (SQL, one request each), at `at` (default now). */
  async function sentProposals(company: TestCompany, count: number, at?: Date): Promise<void> {
    for (let i = 0; i < count; i++) {
      const requestId = await activeRequest();
      await ds.query(
        `INSERT INTO proposals (request_id, company_id, message, created_at) VALUES ($1, $2, '<p>Antes</p>', coalesce($3, now()))`,
        [requestId, company.company.id, at ?? null],
      );
    }
  }

  const pngs = async (count: number, prefix = 'f') => {
    const png = await pngImage(64, 48);
    return Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i}.png`, data: png, type: 'image/png' }));
  };

  describe('proposals per month', () => {
    it('Básico: the 10th proposal of the month is accepted, the 11th refused with the numbers and the upgrade', async () => {
      const company = await createCompany(t);
      await sentProposals(company, 9);
      expect((await entitlements(company)).proposals).toMatchObject({ used: 9, limit: 10, remaining: 1 });

      const tenth = await sendProposal(company, await activeRequest());
      expect(tenth.status).toBe(201);
      const eleventh = await sendProposal(company, await activeRequest());
      expect(eleventh.status).toBe(403);
      expect(eleventh.body).toEqual({
        statusCode: 403,
        code: 'PLAN_LIMIT_REACHED',
        message: 'Has usado tus 10 propuestas de este mes del plan Básico. Cambia a Profesional para enviar hasta 50 al mes.',
        details: { resource: 'proposals', used: 10, limit: 10, plan: 'basic', upgradeTo: 'professional' },
      });
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM proposals WHERE company_id = $1', [company.company.id]);
      expect(n).toBe(10);

      // Upgrading lifts the limit at once.
      await changePlan(company, 'professional');
      expect((await sendProposal(company, await activeRequest())).status).toBe(201);
      expect((await entitlements(company)).proposals).toMatchObject({ used: 11, limit: 50, remaining: 39 });
    });

    it('counts by the calendar month in Madrid: 23:30 UTC on 31 January is already February', async () => {
      clock.set(new Date('2026-01-31T12:00:00Z'));
      const company = await createCompany(t);
      // Ten sent at 23:30 Madrid on 31 January (22:30 UTC).
      await sentProposals(company, 10, new Date('2026-01-31T22:30:00Z'));

      clock.set(new Date('2026-01-31T22:59:59Z')); // 23:59:59 in Madrid: still January
      const january = await sendProposal(company, await activeRequest());
      expect(january.status).toBe(403);
      expect(january.body.code).toBe('PLAN_LIMIT_REACHED');
      expect((await entitlements(company)).proposals).toMatchObject({
        used: 10,
        limit: 10,
        month: '2026-01',
        resetsAt: '2026-01-31T23:00:00.000Z',
      });

      clock.set(new Date('2026-01-31T23:30:00Z')); // 00:30 on 1 February in Madrid
      expect((await entitlements(company)).proposals).toMatchObject({
        used: 0,
        limit: 10,
        month: '2026-02',
        resetsAt: '2026-02-28T23:00:00.000Z',
      });
      expect((await sendProposal(company, await activeRequest())).status).toBe(201);
    });

    it('two sends at once with 9 of 10 used: one 201, one 403', async () => {
      for (let round = 0; round < 3; round++) {
        const company = await createCompany(t);
        await sentProposals(company, 9);
        const [a, b] = [await activeRequest(), await activeRequest()];
        const results = await Promise.all([sendProposal(company, a), sendProposal(company, b)]);
        expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
        expect(results.find((r) => r.status === 403)!.body.code).toBe('PLAN_LIMIT_REACHED');
        const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM proposals WHERE company_id = $1', [company.company.id]);
        expect(n).toBe(10);
      }
    });

    it('an unlimited plan is never refused', async () => {
      const company = await createCompany(t);
      await changePlan(company, 'premium');
      await sentProposals(company, 60);
      expect((await sendProposal(company, await activeRequest())).status).toBe(201);
      expect((await entitlements(company)).proposals).toMatchObject({ used: 61, limit: null, remaining: null, upgradeTo: null });
    });

    it('without subscription access: 403 SUBSCRIPTION_REQUIRED, whatever the count', async () => {
      const company = await createCompany(t);
      await ds.query(`UPDATE company_subscriptions SET trial_ends_at = now() - interval '1 day' WHERE company_id = $1`, [
        company.company.id,
      ]);
      const res = await sendProposal(company, await activeRequest());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
      const mine = await entitlements(company);
      expect(mine).toMatchObject({ hasAccess: false, maxProposalsPerMonth: 0, alerts: 'none', featuredLevel: 0, insights: 'none' });
    });
  });

  describe('gallery', () => {
    it('Básico with 5 images: the 6th is refused; a partial upload keeps what fits', async () => {
      const company = await createCompany(t);
      const first = await upload(t, '/api/companies/me/images', company.token, await pngs(3));
      expect(first.body.uploaded).toHaveLength(3);
      const more = await upload(t, '/api/companies/me/images', company.token, await pngs(3, 'g'));
      expect(more.status).toBe(201);
      expect(more.body.uploaded).toHaveLength(2);
      const fullMessage =
        'Tu plan Básico muestra hasta 5 imágenes en la galería y ya tienes 5. Borra alguna o cambia a Profesional para tener hasta 20.';
      expect(more.body.skipped).toEqual([{ file: 'g2.png', message: fullMessage }]);

      const sixth = await upload(t, '/api/companies/me/images', company.token, await pngs(1, 'h'));
      expect(sixth.status).toBe(403);
      expect(sixth.body).toEqual({
        statusCode: 403,
        code: 'PLAN_LIMIT_REACHED',
        message: fullMessage,
        details: { resource: 'gallery', used: 5, limit: 5, plan: 'basic', upgradeTo: 'professional' },
      });
      expect((await entitlements(company)).gallery).toEqual({
        used: 5,
        visible: 5,
        hiddenByPlan: 0,
        limit: 5,
        remaining: 0,
        upgradeTo: { planName: 'professional', displayName: 'Profesional', limit: 20 },
      });
    });

    it('a downgrade Premium → Básico with 12 images hides 7 (none deleted), an upgrade shows them again, a deletion brings one back', async () => {
      const company = await createCompany(t);
      await changePlan(company, 'premium');
      const uploaded = (await upload(t, '/api/companies/me/images', company.token, await pngs(12))).body.uploaded as {
        id: string;
        url: string;
      }[];
      expect(uploaded).toHaveLength(12);

      await changePlan(company, 'basic');
      const publicPage = async () =>
        (await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body.images.map((i) => i.id);
      expect(await publicPage()).toEqual(uploaded.slice(0, 5).map((i) => i.id));
      const own = (await call<OwnCompanyDto>(t, 'GET', '/api/companies/me', undefined, bearer(company.token))).body.images;
      expect(own.map((i) => [i.id, i.hiddenByPlan])).toEqual(uploaded.map((i, index) => [i.id, index >= 5]));
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM company_images WHERE company_id = $1', [company.company.id]);
      expect(n).toBe(12);
      for (const image of uploaded) expect(existsSync(fileOf(image.url))).toBe(true);
      expect((await entitlements(company)).gallery).toMatchObject({ used: 12, visible: 5, hiddenByPlan: 7, limit: 5, remaining: 0 });
      expect((await upload(t, '/api/companies/me/images', company.token, await pngs(1, 'x'))).status).toBe(403);

      await changePlan(company, 'professional');
      expect(await publicPage()).toEqual(uploaded.map((i) => i.id));

      await changePlan(company, 'basic');
      expect((await call(t, 'DELETE', `/api/companies/me/images/${uploaded[0].id}`, undefined, bearer(company.token))).status).toBe(204);
      expect(await publicPage()).toEqual(uploaded.slice(1, 6).map((i) => i.id));
      expect((await entitlements(company)).gallery).toMatchObject({ used: 11, visible: 5, hiddenByPlan: 6 });
    });
  });

  it('GET /api/me/entitlements: plan, limits, features and usage', async () => {
    const company = await createCompany(t);
    await sentProposals(company, 7);
    await upload(t, '/api/companies/me/images', company.token, await pngs(3));
    const body = await entitlements(company);
    expect(body).toMatchObject({
      plan: { planName: 'basic', displayName: 'Básico' },
      hasAccess: true,
      maxProposalsPerMonth: 10,
      maxGalleryImages: 5,
      alerts: 'none',
      featuredLevel: 0,
      insights: 'headline',
      proposals: { used: 7, limit: 10, remaining: 3, upgradeTo: { planName: 'professional', displayName: 'Profesional', limit: 50 } },
      gallery: { used: 3, visible: 3, hiddenByPlan: 0, limit: 5, remaining: 2 },
    });
    await changePlan(company, 'premium');
    expect(await entitlements(company)).toMatchObject({
      plan: { planName: 'premium' },
      maxProposalsPerMonth: null,
      maxGalleryImages: null,
      alerts: 'instant',
      featuredLevel: 2,
      insights: 'full',
      proposals: { used: 7, limit: null, remaining: null, upgradeTo: null },
      gallery: { used: 3, limit: null, remaining: null, upgradeTo: null },
    });
  });

  it('an admin edits a plan’s limits and they apply at once (proposals and the galleries of its companies)', async () => {
    const name = `ent-${marker()}`;
    // A plan of this test only, not on offer: other specs and the upgrade suggestions never see it.
    const [{ id: planId }] = await ds.query(
      `INSERT INTO subscription_plans (plan_name, display_name, price_monthly, max_proposals_per_month, max_gallery_images, is_active, sort_order)
       VALUES ($1, 'Prueba', 1, 2, 4, false, 99) RETURNING id`,
      [name],
    );
    const company = await createCompany(t);
    await ds.query('UPDATE company_subscriptions SET plan_id = $2 WHERE company_id = $1', [company.company.id, planId]);
    await sentProposals(company, 2);
    expect((await sendProposal(company, await activeRequest())).status).toBe(403);
    await upload(t, '/api/companies/me/images', company.token, await pngs(4));

    const edit = await call(
      t,
      'PUT',
      `/api/admin/plans/${planId}`,
      { maxProposalsPerMonth: 3, maxGalleryImages: 2, alerts: 'digest' },
      bearer(superAdmin.token),
    );
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ maxProposalsPerMonth: 3, maxGalleryImages: 2, alerts: 'digest', featuredLevel: 0 });
    expect((await sendProposal(company, await activeRequest())).status).toBe(201);
    expect((await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body.images).toHaveLength(2);
    expect((await entitlements(company)).gallery).toMatchObject({ used: 4, visible: 2, hiddenByPlan: 2, limit: 2 });

    const unlimited = await call(t, 'PUT', `/api/admin/plans/${planId}`, { maxGalleryImages: null }, bearer(superAdmin.token));
    expect(unlimited.status).toBe(200);
    expect((await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body.images).toHaveLength(4);

    for (const [body, field] of [
      [{ maxProposalsPerMonth: -1 }, 'maxProposalsPerMonth'],
      [{ maxGalleryImages: 2.5 }, 'maxGalleryImages'],
      [{ alerts: 'weekly' }, 'alerts'],
      [{ featuredLevel: 3 }, 'featuredLevel'],
      [{ insights: 'all' }, 'insights'],
    ] as const) {
      const res = await call<ApiErrorBody>(t, 'PUT', `/api/admin/plans/${planId}`, body, bearer(superAdmin.token));
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toEqual([field]);
    }
  });
});
