import { DataSource } from 'typeorm';
import type {
  CompanyCardPageDto,
  CompanyDto,
  MyReviewDto,
  OwnCompanyDto,
  ReviewDto,
  ReviewPageDto,
  ReviewStatsDto,
} from '@rutalia/api-contract';
import {
  bearer,
  call,
  relaxedRateLimits,
  signedInClient,
  type ApiErrorBody,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { createCompany, deactivateCompany, marker, suspendCompany, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Registered & LoggedIn;

describe('reviews', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const post = <T = ReviewDto>(companyId: string, token: string | undefined, body: unknown) =>
    call<T>(t, 'POST', `/api/companies/${companyId}/reviews`, body, token ? bearer(token) : {});
  const newCompany = () => createCompany(t, { companyName: `Valorada ${marker()}` });
  const client = (fullName = 'Ana Cliente') => signedInClient(t, { fullName });

  describe('POST /api/companies/:id/reviews', () => {
    let company: TestCompany;
    let ana: Client;
    beforeAll(async () => {
      company = await newCompany();
      ana = await client('Ana Reseñadora');
    });

    it('a signed-in user reviews a company once; the author is shown by name, never by email', async () => {
      const res = await post(company.company.id, ana.accessToken, { rating: 4, comment: '  Muy puntuales y cuidadosos.  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        companyId: company.company.id,
        rating: 4,
        comment: 'Muy puntuales y cuidadosos.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        author: { id: ana.id, fullName: 'Ana Reseñadora' },
        reply: null,
        repliedAt: null,
        verified: false,
      });
      expect(JSON.stringify(res.body)).not.toContain(ana.email);

      const again = await post<ApiErrorBody>(company.company.id, ana.accessToken, { rating: 5 });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, code: 'REVIEW_EXISTS', message: 'Ya has escrito una reseña para esta empresa.' });
    });

    it('two submissions at once: one wins, the other gets the same 409', async () => {
      const luis = await client('Luis');
      const results = await Promise.all(
        [1, 2, 3].map((rating) => post<ReviewDto | ApiErrorBody>(company.company.id, luis.accessToken, { rating })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((x) => x.status === 409))
        expect(r.body).toMatchObject({ message: 'Ya has escrito una reseña para esta empresa.' });
    });

    it('by id or seoParam; a company account may review others but not itself', async () => {
      const self = await post(company.company.id, company.token, { rating: 5 });
      expect(self.status).toBe(403);
      expect(self.body).toEqual({ statusCode: 403, code: 'SELF_REVIEW', message: 'No puedes valorar tu propia empresa.' });
      const other = await newCompany();
      expect((await post(company.company.seoParam, other.token, { rating: 3 })).status).toBe(201);
    });

    it('needs a session; validates rating (1-5 integer) and comment (≤ 1000 characters)', async () => {
      expect((await post(company.company.id, undefined, { rating: 5 })).status).toBe(401);
      const luisa = await client();
      const cases: Array<[unknown, string]> = [
        [{}, 'La valoración es obligatoria.'],
        [{ rating: null }, 'La valoración es obligatoria.'],
        [{ rating: 0 }, 'La valoración debe ser un número entero del 1 al 5.'],
        [{ rating: 6 }, 'La valoración debe ser un número entero del 1 al 5.'],
        [{ rating: 3.5 }, 'La valoración debe ser un número entero del 1 al 5.'],
        [{ rating: '5' }, 'La valoración debe ser un número entero del 1 al 5.'],
        [{ rating: 5, comment: 'x'.repeat(1001) }, 'El comentario no puede superar 1000 caracteres.'],
        [{ rating: 5, comment: 7 }, 'El comentario debe ser un texto.'],
        [{ rating: 5, userId: luisa.id }, 'El campo userId no está permitido.'],
      ];
      for (const [body, message] of cases) {
        const res = await post(company.company.id, luisa.accessToken, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
      }
      const ok = await post(company.company.id, luisa.accessToken, { rating: 5, comment: ` ${'y'.repeat(1000)} ` });
      expect(ok.status).toBe(201);
      expect(ok.body.comment).toHaveLength(1000);
    });

    it('unknown, malformed or hidden companies: 404', async () => {
      const hidden = await newCompany();
      await suspendCompany(ds, hidden.company.id);
      for (const id of [hidden.company.id, '00000000-0000-4000-8000-000000000000', 'nada']) {
        const res = await post<ApiErrorBody>(id, ana.accessToken, { rating: 5 });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('COMPANY_NOT_FOUND');
      }
    });
  });

  describe('reading: list, stats, mine, and the rating on company responses', () => {
    let company: TestCompany;
    const authors: Client[] = [];
    beforeAll(async () => {
      company = await newCompany();
      // Ratings 5, 4, 4 → average 4.333… → 4.3
      for (const [i, rating] of [5, 4, 4].entries()) {
        const author = await client(`Autor ${i}`);
        authors.push(author);
        const res = await post(company.company.id, author.accessToken, { rating, comment: i === 1 ? '' : `Opinión ${i}` });
        expect(res.status).toBe(201);
        await ds.query(`UPDATE reviews SET created_at = $2 WHERE id = $1`, [res.body.id, new Date(Date.UTC(2025, 5, 1 + i))]);
      }
    });

    it('GET …/reviews: newest first, paginated, authors without email', async () => {
      const res = await call<ReviewPageDto>(t, 'GET', `/api/companies/${company.company.id}/reviews`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(
        res.body.items.map((r: { rating: number; comment: string | null; author: { fullName: string } }) => [
          r.rating,
          r.comment,
          r.author.fullName,
        ]),
      ).toEqual([
        [4, 'Opinión 2', 'Autor 2'],
        [4, null, 'Autor 1'],
        [5, 'Opinión 0', 'Autor 0'],
      ]);
      const text = JSON.stringify(res.body);
      for (const author of authors) expect(text).not.toContain(author.email);

      const page2 = await call<ReviewPageDto>(t, 'GET', `/api/companies/${company.company.seoParam}/reviews?pageSize=2&page=2`);
      expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.body.items.map((r: { author: { fullName: string } }) => r.author.fullName)).toEqual(['Autor 0']);
      expect((await call(t, 'GET', `/api/companies/${company.company.id}/reviews?page=0`)).status).toBe(400);
    });

    it('GET …/reviews/stats: average to one decimal, total and distribution 1-5', async () => {
      const res = await call(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ average: 4.3, total: 3, verified: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });

      // 5, 4, 4, 5 → 4.5; then 5, 4, 4, 5, 5 → 4.6
      for (const rating of [5, 5]) await post(company.company.id, (await client()).accessToken, { rating });
      expect((await call(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`)).body).toEqual({
        average: 4.6,
        total: 5,
        verified: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 3 },
      });

      const empty = await newCompany();
      expect((await call(t, 'GET', `/api/companies/${empty.company.id}/reviews/stats`)).body).toEqual({
        average: null,
        total: 0,
        verified: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
    });

    it('the company detail, the directory card and the owner view carry the real rating', async () => {
      const expected = { average: 4.6, count: 5, verifiedCount: 0 };
      expect((await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body.rating).toEqual(expected);
      const list = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${encodeURIComponent(company.company.companyName)}`);
      expect(list.body.items[0].rating).toEqual(expected);
      expect((await call<OwnCompanyDto>(t, 'GET', '/api/companies/me', undefined, bearer(company.token))).body.rating).toEqual(expected);
    });

    it('GET …/reviews/mine: the own review or { review: null }', async () => {
      const mine = await call<MyReviewDto>(
        t,
        'GET',
        `/api/companies/${company.company.id}/reviews/mine`,
        undefined,
        bearer(authors[0].accessToken),
      );
      expect(mine.status).toBe(200);
      expect(mine.body.review).toMatchObject({ rating: 5, comment: 'Opinión 0', author: { id: authors[0].id } });
      const stranger = await client();
      expect(
        (await call(t, 'GET', `/api/companies/${company.company.id}/reviews/mine`, undefined, bearer(stranger.accessToken))).body,
      ).toEqual({ review: null });
      expect((await call(t, 'GET', `/api/companies/${company.company.id}/reviews/mine`)).status).toBe(401);
    });

    it('reviews of a hidden company are not shown (404)', async () => {
      const hidden = await newCompany();
      await post(hidden.company.id, authors[0].accessToken, { rating: 2 });
      await deactivateCompany(ds, hidden.company.id);
      for (const route of ['reviews', 'reviews/stats', 'reviews/mine']) {
        const res = await call(t, 'GET', `/api/companies/${hidden.company.id}/${route}`, undefined, bearer(authors[0].accessToken));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'COMPANY_NOT_FOUND', message: 'Empresa no encontrada' });
      }
    });
  });

  describe('PATCH and DELETE /api/reviews/:id', () => {
    it('only the author edits or deletes; unknown ids are 404', async () => {
      const company = await newCompany();
      const author = await client('Autora');
      const intruder = await client('Intrusa');
      const review = (await post(company.company.id, author.accessToken, { rating: 2, comment: 'Llegaron tarde' })).body;

      const edited = await call(t, 'PATCH', `/api/reviews/${review.id}`, { rating: 3 }, bearer(author.accessToken));
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: review.id, rating: 3, comment: 'Llegaron tarde' });
      const cleared = await call(t, 'PATCH', `/api/reviews/${review.id}`, { comment: '  ' }, bearer(author.accessToken));
      expect(cleared.body).toMatchObject({ rating: 3, comment: null });
      expect(
        (await call<ApiErrorBody>(t, 'PATCH', `/api/reviews/${review.id}`, { rating: 9 }, bearer(author.accessToken))).body.message,
      ).toBe('La valoración debe ser un número entero del 1 al 5.');
      expect((await call(t, 'PATCH', `/api/reviews/${review.id}`, { comment: 'z'.repeat(1001) }, bearer(author.accessToken))).status).toBe(
        400,
      );

      for (const method of ['PATCH', 'DELETE']) {
        const forbidden = await call(
          t,
          method,
          `/api/reviews/${review.id}`,
          method === 'PATCH' ? { rating: 1 } : undefined,
          bearer(intruder.accessToken),
        );
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Solo puedes modificar o eliminar tus propias reseñas.',
        });
        // Not even the reviewed company.
        expect(
          (await call(t, method, `/api/reviews/${review.id}`, method === 'PATCH' ? { rating: 5 } : undefined, bearer(company.token)))
            .status,
        ).toBe(403);
        for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
          const missing = await call(
            t,
            method,
            `/api/reviews/${id}`,
            method === 'PATCH' ? { rating: 1 } : undefined,
            bearer(author.accessToken),
          );
          expect(missing.status).toBe(404);
          expect(missing.body).toEqual({ statusCode: 404, code: 'REVIEW_NOT_FOUND', message: 'Reseña no encontrada' });
        }
        expect((await call(t, method, `/api/reviews/${review.id}`, method === 'PATCH' ? { rating: 1 } : undefined)).status).toBe(401);
      }
      expect((await call<ReviewStatsDto>(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`)).body.average).toBe(3);

      expect((await call(t, 'DELETE', `/api/reviews/${review.id}`, undefined, bearer(author.accessToken))).status).toBe(204);
      expect((await call(t, 'DELETE', `/api/reviews/${review.id}`, undefined, bearer(author.accessToken))).status).toBe(404);
      expect((await call(t, 'GET', `/api/companies/${company.company.id}/reviews/stats`)).body).toMatchObject({ average: null, total: 0 });
      // Deleted: the author may write a new one.
      expect((await post(company.company.id, author.accessToken, { rating: 4 })).status).toBe(201);
    });
  });
});
