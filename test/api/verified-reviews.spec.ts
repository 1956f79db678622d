import { DataSource } from 'typeorm';
import type {
  CompanyCardPageDto,
  CompanyDashboardDto,
  CompanyDto,
  ProposalListDto,
  ReviewDto,
  ReviewPageDto,
  ReviewStatsDto,
} from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { insertAcceptedProposal, insertHire } from '../factories/hire-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

/**
 * Issue 18, "Verified reviews": a review sent with the request it is about is «Contratado en
 * Rutalia» only from the client of that request, once completed, about the company it hired;
 * it weighs double in every average, is listed first and replaces the client's earlier review.
 * The completed hires are written in SQL (hire-factories.ts), not through the lifecycle endpoints.
 */
describe('verified reviews («Contratado en Rutalia»)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const post = <T = ReviewDto>(companyId: string, token: string, body: unknown) =>
    call<T>(t, 'POST', `/api/companies/${companyId}/reviews`, body, bearer(token));
  const list = (companyId: string) => call<ReviewPageDto>(t, 'GET', `/api/companies/${companyId}/reviews`);
  const newCompany = (prefix = 'Contratada') => createCompany(t, { companyName: `${prefix} ${marker()}` });
  const client = (fullName = 'Carmen Cliente') => signedInClient(t, { fullName });

  describe('who may verify', () => {
    let company: TestCompany;
    let other: TestCompany;
    let carmen: Client;
    let requestId: string;
    beforeAll(async () => {
      company = await newCompany();
      other = await newCompany('Otra');
      carmen = await client('Carmen Contratante');
      requestId = await insertHire(ds, { clientId: carmen.id, companyId: company.company.id, others: [other.company.id] });
    });

    it('another client, the company that lost, a hire not yet completed, an unknown request: refused in Spanish', async () => {
      const intruder = await client('Intrusa');
      const notClient = await post<ApiErrorBody>(company.company.id, intruder.accessToken, { rating: 1, requestId });
      expect(notClient.status).toBe(403);
      expect(notClient.body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Solo el cliente que contrató este trabajo puede dejar una reseña «Contratado en Rutalia».',
      });

      const wrongCompany = await post<ApiErrorBody>(other.company.id, carmen.accessToken, { rating: 1, requestId });
      expect(wrongCompany.status).toBe(403);
      expect(wrongCompany.body).toMatchObject({
        code: 'NOT_HIRED_COMPANY',
        message: 'Esta empresa no es la que contrataste en esa solicitud.',
      });

      const hired = await insertHire(ds, { clientId: carmen.id, companyId: company.company.id, status: 'hired' });
      const notCompleted = await post<ApiErrorBody>(company.company.id, carmen.accessToken, { rating: 5, requestId: hired });
      expect(notCompleted.status).toBe(409);
      expect(notCompleted.body).toMatchObject({
        code: 'REQUEST_NOT_COMPLETED',
        message: 'Podrás dejar una reseña «Contratado en Rutalia» cuando marques el trabajo como realizado.',
      });
      // Completed by the client without hiring anyone (PATCH status): nobody to verify.
      const unhired = await insertHire(ds, { clientId: carmen.id, companyId: other.company.id, status: 'completed' });
      expect((await post<ApiErrorBody>(company.company.id, carmen.accessToken, { rating: 5, requestId: unhired })).body.code).toBe(
        'NOT_HIRED_COMPANY',
      );

      const unknown = await post<ApiErrorBody>(company.company.id, carmen.accessToken, {
        rating: 5,
        requestId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'REQUEST_NOT_FOUND', message: 'Solicitud no encontrada' });
      const malformed = await post<ApiErrorBody>(company.company.id, carmen.accessToken, { rating: 5, requestId: 'no-es-un-id' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'La solicitud indicada no es válida.' });
      // The company's own account is still refused first.
      expect((await post<ApiErrorBody>(company.company.id, company.token, { rating: 5, requestId })).body.code).toBe('SELF_REVIEW');

      // Nothing was written by any of them.
      expect((await list(company.company.id)).body.total).toBe(0);
      expect((await list(other.company.id)).body.total).toBe(0);
    });

    it('the client of the completed hire: verified, once per request', async () => {
      const res = await post(company.company.id, carmen.accessToken, { rating: 5, comment: 'Puntuales y cuidadosos.', requestId });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ rating: 5, comment: 'Puntuales y cuidadosos.', verified: true, reply: null });
      expect(res.body).not.toHaveProperty('requestId');
      const [row] = await ds.query(`SELECT request_id, verified_at FROM reviews WHERE id = $1`, [res.body.id]);
      expect(row.request_id).toBe(requestId);
      expect(row.verified_at).toBeInstanceOf(Date);

      const again = await post<ApiErrorBody>(company.company.id, carmen.accessToken, { rating: 4, requestId });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'REVIEW_EXISTS',
        message: 'Ya tienes una reseña «Contratado en Rutalia» de esta empresa. Puedes editarla.',
      });
      // Editing keeps the mark.
      const edited = await call<ReviewDto>(t, 'PATCH', `/api/reviews/${res.body.id}`, { rating: 4 }, bearer(carmen.accessToken));
      expect(edited.body).toMatchObject({ rating: 4, verified: true });
      const stats = await call<ReviewStatsDto>(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`);
      expect(stats.body).toMatchObject({ total: 1, verified: 1, average: 4 });
    });

    it('one verified review per request: a request where two companies were hired verifies only one', async () => {
      const first = await newCompany('Primera');
      const second = await newCompany('Segunda');
      const luis = await client('Luis');
      const both = await insertHire(ds, { clientId: luis.id, companyId: first.company.id });
      await insertAcceptedProposal(ds, both, second.company.id);
      expect((await post(first.company.id, luis.accessToken, { rating: 5, requestId: both })).status).toBe(201);
      const res = await post<ApiErrorBody>(second.company.id, luis.accessToken, { rating: 5, requestId: both });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'REQUEST_ALREADY_REVIEWED',
        message: 'Ya has valorado este trabajo. Puedes editar tu reseña.',
      });
      // An ordinary review of the second company stays possible.
      expect((await post(second.company.id, luis.accessToken, { rating: 4 })).body).toMatchObject({ verified: false });
    });

    it('two verified submissions at once: one 201, one 409', async () => {
      const busy = await newCompany('Concurrida');
      const eva = await client('Eva');
      const request = await insertHire(ds, { clientId: eva.id, companyId: busy.company.id });
      const results = await Promise.all([5, 4].map((rating) => post(busy.company.id, eva.accessToken, { rating, requestId: request })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await list(busy.company.id)).body.total).toBe(1);
    });
  });

  it('replaces the client’s earlier unverified review: same row, new rating, text and date, no answer to the old text', async () => {
    const company = await newCompany();
    const pablo = await client('Pablo');
    const early = await post(company.company.id, pablo.accessToken, { rating: 1, comment: 'Aún no han venido.' });
    expect(early.body.verified).toBe(false);
    expect((await call(t, 'POST', `/api/reviews/${early.body.id}/reply`, { text: 'Vamos el lunes.' }, bearer(company.token))).status).toBe(
      201,
    );
    await ds.query(`UPDATE reviews SET created_at = now() - interval '10 days' WHERE id = $1`, [early.body.id]);
    const requestId = await insertHire(ds, { clientId: pablo.id, companyId: company.company.id });

    const res = await post(company.company.id, pablo.accessToken, { rating: 5, comment: 'Todo perfecto.', requestId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: early.body.id,
      rating: 5,
      comment: 'Todo perfecto.',
      verified: true,
      reply: null,
      repliedAt: null,
    });
    expect(Date.now() - new Date(res.body.createdAt).getTime()).toBeLessThan(60_000);
    const page = await list(company.company.id);
    expect(page.body.total).toBe(1);
    expect(page.body.items[0]).toMatchObject({ id: early.body.id, verified: true });
    // Without requestId the rule of always: one review per user and company.
    expect((await post<ApiErrorBody>(company.company.id, pablo.accessToken, { rating: 3 })).body.code).toBe('REVIEW_EXISTS');
  });

  describe('the average, everywhere: a verified review weighs double', () => {
    let company: TestCompany;
    let hirer: Client;
    let requestId: string;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      company = await createCompany(t, { companyName: `Ponderada ${marker()}`, city: 'Valladolid', province: 'Valladolid' });
      hirer = await client('Hortensia Contratante');
      requestId = await insertHire(ds, { clientId: hirer.id, companyId: company.company.id });
      // The verified review is the oldest; two ordinary ones come after it.
      ids.verified = (await post(company.company.id, hirer.accessToken, { rating: 5, requestId })).body.id;
      await ds.query(`UPDATE reviews SET created_at = now() - interval '30 days' WHERE id = $1`, [ids.verified]);
      const [fake, neutral] = [await client('Falso'), await client('Neutral')];
      ids.fake = (await post(company.company.id, fake.accessToken, { rating: 1 })).body.id;
      await ds.query(`UPDATE reviews SET created_at = now() - interval '2 days' WHERE id = $1`, [ids.fake]);
      ids.neutral = (await post(company.company.id, neutral.accessToken, { rating: 3 })).body.id;
    });

    /*
     * Reviews 5 ★ (verified, weight 2), 1 ★ and 3 ★: (5 × 2 + 1 + 3) / (2 + 1 + 1) = 14 / 4 = 3.5
     * (unweighted it would be 9 / 3 = 3.0). The count stays 3, verifiedCount 1.
     */
    const rating = { average: 3.5, count: 3, verifiedCount: 1 };

    it('lists verified first, then newest first', async () => {
      const page = await list(company.company.id);
      expect(page.body.items.map((r) => [r.id, r.verified])).toEqual([
        [ids.verified, true],
        [ids.neutral, false],
        [ids.fake, false],
      ]);
    });

    it('company page, directory card, stats, JSON-LD aggregateRating, proposals and the company dashboard agree', async () => {
      const detail = await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`);
      expect(detail.body.rating).toEqual(rating);

      const cards = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${encodeURIComponent(company.company.companyName)}`);
      expect(cards.body.items.find((c) => c.id === company.company.id)?.rating).toEqual(rating);

      const stats = await call<ReviewStatsDto>(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`);
      expect(stats.body).toEqual({ average: 3.5, total: 3, verified: 1, distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 } });

      const html = await (await fetch(`${t.url}/company/${company.company.seoParam}`)).text();
      const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 3 });

      // The proposals of a request show the company's rating: the one of a client who is comparing.
      const proposalsOwner = await client('Comparadora');
      const open = await insertHire(ds, { clientId: proposalsOwner.id, companyId: company.company.id, status: 'active' });
      const proposals = await call<ProposalListDto>(
        t,
        'GET',
        `/api/requests/${open}/proposals`,
        undefined,
        bearer(proposalsOwner.accessToken),
      );
      expect(proposals.status).toBe(200);
      expect(proposals.body.items[0].company?.rating).toEqual(rating);

      const dashboard = await call<CompanyDashboardDto>(t, 'GET', '/api/dashboard', undefined, bearer(company.token));
      expect(dashboard.body.stats.rating).toEqual(rating);
      expect(requestId).toBeDefined();
    });
  });
});
