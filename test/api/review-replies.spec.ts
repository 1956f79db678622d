import type { ReviewDto, ReviewPageDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('POST /api/reviews/:id/reply', () => {
  let t: TestApp;
  let company: TestCompany;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    company = await createCompany(t, { companyName: `Respondona ${marker()}` });
  });
  afterAll(() => t.close());

  const reply = <T = ReviewDto>(reviewId: string, token: string | undefined, body: unknown) =>
    call<T>(t, 'POST', `/api/reviews/${reviewId}/reply`, body, token ? bearer(token) : {});
  /** A new client's review of the company, through the API. */
  const newReview = async (): Promise<{ id: string; clientToken: string }> => {
    const client = await signedInClient(t, { fullName: 'Rosa Cliente' });
    const res = await call<ReviewDto>(t, 'POST', `/api/companies/${company.company.id}/reviews`, { rating: 4 }, bearer(client.accessToken));
    expect(res.status).toBe(201);
    return { id: res.body.id, clientToken: client.accessToken };
  };

  it('the owner answers once; the answer is public; a second answer is a 409', async () => {
    const review = await newReview();
    const res = await reply(review.id, company.token, { text: '  Gracias por confiar en nosotros.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: review.id, reply: 'Gracias por confiar en nosotros.', repliedAt: expect.any(String) });

    const page = await call<ReviewPageDto>(t, 'GET', `/api/companies/${company.company.id}/reviews`);
    expect(page.body.items.find((item) => item.id === review.id)).toMatchObject({
      reply: 'Gracias por confiar en nosotros.',
      repliedAt: res.body.repliedAt,
    });

    const again = await reply<ApiErrorBody>(review.id, company.token, { text: 'Otra respuesta' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'REVIEW_ALREADY_REPLIED', message: 'Ya has respondido a esta reseña.' });
  });

  it('only the reviewed company answers: 403 for another company and for a client, 401 without a session, 404 unknown', async () => {
    const review = await newReview();
    const other = await createCompany(t, { companyName: `Otra ${marker()}` });
    const forbidden = await reply<ApiErrorBody>(review.id, other.token, { text: 'Hola' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Solo la empresa valorada puede responder a esta reseña.');
    expect((await reply(review.id, review.clientToken, { text: 'Hola' })).status).toBe(403);
    expect((await reply(review.id, undefined, { text: 'Hola' })).status).toBe(401);
    const missing = await reply<ApiErrorBody>('00000000-0000-4000-8000-000000000000', company.token, { text: 'Hola' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('REVIEW_NOT_FOUND');
    expect((await reply('no-es-un-id', company.token, { text: 'Hola' })).status).toBe(404);
  });

  it('validates the text (1 to 1000 characters, trimmed) in Spanish', async () => {
    const review = await newReview();
    const cases: Array<[unknown, string]> = [
      [{}, 'Escribe la respuesta.'],
      [{ text: '   ' }, 'Escribe la respuesta.'],
      [{ text: 7 }, 'La respuesta debe ser un texto.'],
      [{ text: 'x'.repeat(1001) }, 'La respuesta no puede superar 1000 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const res = await reply<ApiErrorBody>(review.id, company.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const ok = await reply(review.id, company.token, { text: ` ${'y'.repeat(1000)} ` });
    expect(ok.status).toBe(201);
    expect(ok.body.reply).toHaveLength(1000);
  });

  it('two answers at once: exactly one wins, the other is a 409', async () => {
    const review = await newReview();
    const results = await Promise.all(['Primera', 'Segunda'].map((text) => reply(review.id, company.token, { text })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    const page = await call<ReviewPageDto>(t, 'GET', `/api/companies/${company.company.id}/reviews`);
    const winner = results.find((res) => res.status === 201)!.body.reply;
    expect(page.body.items.find((item) => item.id === review.id)?.reply).toBe(winner);
  });
});
