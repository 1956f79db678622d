import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  adminList,
  contentRange,
  createAdmin,
  expectAdminRoute,
  outsiders,
  type Outsiders,
  type TestAdmin,
} from '../factories/admin-factories.js';
import type { AdminReportDto, RequestDto, ReviewDto } from '@rutalia/api-contract';
import {
  bearer,
  call,
  relaxedRateLimits,
  signedInClient,
  type ApiErrorBody,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { createCompany, marker, suspendCompany, type TestCompany } from '../factories/company-factories.js';
import {
  createReport,
  createReview,
  insertReports,
  postReport,
  reportAudit,
  reportBody,
  setReportCreatedAt,
  type ReportType,
} from '../factories/report-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Registered & LoggedIn;

describe('content reports', () => {
  let t: TestApp;
  let ds: DataSource;
  let company: TestCompany;
  let owner: Client;
  let reporter: Client;
  let request: RequestDto;
  let review: ReviewDto;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    company = await createCompany(t, { companyName: `Reportada ${marker()}` });
    owner = await signedInClient(t, { fullName: 'Olga Dueña' });
    reporter = await signedInClient(t, { fullName: 'Rita Reportera' });
    request = await createRequest(t, owner.accessToken, { title: `Mudanza reportable ${marker()}` });
    review = await createReview(t, owner.accessToken, company.company.id, { rating: 1, comment: 'Texto   ofensivo\nde prueba' });
  });
  afterAll(() => t.close());

  describe('POST /api/reports', () => {
    it('a signed-in user reports a company, a request and a review; text is trimmed and stored as sent', async () => {
      const cases: Array<[ReportType, string]> = [
        ['company', company.company.id],
        ['request', request.id],
        ['review', review.id],
      ];
      for (const [type, id] of cases) {
        const res = await postReport(
          t,
          reporter.accessToken,
          reportBody(type, id, { reason: '  Contenido ofensivo  ', description: '  <b>Mira</b> esto  ' }),
        );
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ id: expect.any(String), status: 'pending' });
        const [row] = await ds.query(
          `SELECT report_type, target_id, reason, description, status, reported_by, reviewed_by, resolved_at FROM content_reports WHERE id = $1`,
          [res.body.id],
        );
        expect(row).toEqual({
          report_type: type,
          target_id: id,
          reason: 'Contenido ofensivo',
          description: '<b>Mira</b> esto',
          status: 'pending',
          reported_by: reporter.id,
          reviewed_by: null,
          resolved_at: null,
        });
      }
    });

    it('a blank description is stored as none; anonymous users get 401', async () => {
      const someone = await signedInClient(t);
      const id = await createReport(t, someone.accessToken, 'company', company.company.id, { description: '   ' });
      expect((await ds.query(`SELECT description FROM content_reports WHERE id = $1`, [id]))[0].description).toBeNull();
      const anonymous = await postReport<ApiErrorBody>(t, undefined, reportBody('company', company.company.id));
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    });

    it('answers bad input with 400 and a Spanish message naming the problem', async () => {
      const id = company.company.id;
      const cases: Array<[unknown, string]> = [
        [{ reportType: 'company', targetId: id }, 'El motivo es obligatorio.'],
        [reportBody('company', id, { reason: '   ' }), 'El motivo es obligatorio.'],
        [reportBody('company', id, { reason: 42 }), 'El motivo debe ser un texto.'],
        [reportBody('company', id, { reason: 'x'.repeat(201) }), 'El motivo no puede superar 200 caracteres.'],
        [reportBody('company', id, { description: 'x'.repeat(2001) }), 'La descripción no puede superar 2000 caracteres.'],
        [{ ...reportBody('company', id), reportType: 'user' }, 'El tipo de contenido debe ser company, request o review.'],
        [{ targetId: id, reason: 'Spam o publicidad' }, 'El tipo de contenido debe ser company, request o review.'],
        [reportBody('company', 'no-es-un-id'), 'El identificador del contenido (targetId) no es válido.'],
        [{ ...reportBody('company', id), status: 'resolved' }, expect.stringContaining('status')],
      ];
      for (const [body, message] of cases) {
        const res = await postReport<ApiErrorBody>(t, reporter.accessToken, body);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      }
      // Exactly 200 characters is fine.
      const fresh = await signedInClient(t);
      expect(
        (await postReport(t, fresh.accessToken, reportBody('company', id, { reason: 'x'.repeat(200), description: 'y'.repeat(2000) })))
          .status,
      ).toBe(201);
    });

    it('nobody reports their own company, request or review (400)', async () => {
      const cases: Array<[string, ReportType, string, string]> = [
        [company.token, 'company', company.company.id, 'No puedes reportar tu propia empresa.'],
        [owner.accessToken, 'request', request.id, 'No puedes reportar tu propia solicitud.'],
        [owner.accessToken, 'review', review.id, 'No puedes reportar tu propia reseña.'],
      ];
      for (const [token, type, id, message] of cases) {
        const res = await postReport(t, token, reportBody(type, id));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'REPORT_OWN_CONTENT', message });
      }
      // The reviewed company may report a review about itself.
      expect((await postReport(t, company.token, reportBody('review', review.id))).status).toBe(201);
    });

    it('what the user cannot see is 404: unknown ids, suspended companies and their reviews, closed requests', async () => {
      const hidden = await createCompany(t, { companyName: `Oculta ${marker()}` });
      const hiddenReview = await createReview(t, owner.accessToken, hidden.company.id);
      await suspendCompany(ds, hidden.company.id);
      const closed = await createRequest(t, owner.accessToken);
      expect((await call(t, 'POST', `/api/requests/${closed.id}/close`, undefined, bearer(owner.accessToken))).status).toBe(200);

      const cases: Array<[ReportType, string, string]> = [
        ['company', randomUUID(), 'Empresa no encontrada'],
        ['company', hidden.company.id, 'Empresa no encontrada'],
        ['review', hiddenReview.id, 'Reseña no encontrada'],
        ['review', randomUUID(), 'Reseña no encontrada'],
        ['request', closed.id, 'Solicitud no encontrada'],
        ['request', randomUUID(), 'Solicitud no encontrada'],
        ['request', company.company.id, 'Solicitud no encontrada'],
      ];
      for (const [type, id, message] of cases) {
        const res = await postReport(t, reporter.accessToken, reportBody(type, id));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'REPORT_TARGET_NOT_FOUND', message });
      }
      // The owner still sees a closed request, but it is theirs.
      expect((await postReport(t, owner.accessToken, reportBody('request', closed.id))).status).toBe(400);
    });

    it('one pending report per user and target (409), also for concurrent submissions; a closed one allows a new report', async () => {
      const luis = await signedInClient(t);
      const target = (await createCompany(t, { companyName: `Duplicada ${marker()}` })).company.id;
      const results = await Promise.all([1, 2, 3].map(() => postReport(t, luis.accessToken, reportBody('company', target))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) {
        expect(r.body).toEqual({
          statusCode: 409,
          code: 'REPORT_EXISTS',
          message: 'Ya has reportado este contenido. Lo estamos revisando.',
        });
      }
      // Another user may report the same target.
      expect((await postReport(t, reporter.accessToken, reportBody('company', target))).status).toBe(201);

      await ds.query(`UPDATE content_reports SET status = 'dismissed', resolved_at = now() WHERE reported_by = $1`, [luis.id]);
      expect((await postReport(t, luis.accessToken, reportBody('company', target))).status).toBe(201);
    });

    it('at most 10 reports per user and hour (429); older reports do not count', async () => {
      const busy = await signedInClient(t);
      await insertReports(ds, busy.id, 2, 90);
      await insertReports(ds, busy.id, 9, 5);
      expect((await postReport(t, busy.accessToken, reportBody('company', company.company.id))).status).toBe(201);
      const blocked = await postReport(t, busy.accessToken, reportBody('request', request.id));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Has enviado demasiados reportes. Inténtalo de nuevo más tarde.',
      });
      expect((await ds.query(`SELECT count(*)::int AS n FROM content_reports WHERE reported_by = $1`, [busy.id]))[0].n).toBe(12);
    });
  });

  describe('/api/admin/reports', () => {
    let superAdmin: TestAdmin;
    let who: Outsiders;
    beforeAll(async () => {
      superAdmin = await createAdmin(t, { superAdmin: true, fullName: 'Sara Moderadora' });
      who = await outsiders(t);
    });
    const list = (query: Parameters<typeof adminList>[3] = {}) => adminList(t, 'reports', superAdmin.token, query);
    const act = <T = AdminReportDto>(id: string, action: string, body: unknown = {}, token = superAdmin.token) =>
      call<T>(t, 'POST', `/api/admin/reports/${id}/${action}`, body, bearer(token));

    it('refuses anonymous (401), clients, companies and plain admins (403) on every route', async () => {
      const id = randomUUID();
      for (const [method, route] of [
        ['GET', '/api/admin/reports'],
        ['GET', `/api/admin/reports/${id}`],
        ['POST', `/api/admin/reports/${id}/resolve`],
        ['POST', `/api/admin/reports/${id}/dismiss`],
      ]) {
        await expectAdminRoute(t, who, method, route, { superAdminOnly: true, body: method === 'POST' ? {} : undefined });
      }
    });

    it('lists with Content-Range, target labels and public links from one query; filters and sorts', async () => {
      const rep = await signedInClient(t, { fullName: 'Pedro Listado' });
      const ids = {
        company: await createReport(t, rep.accessToken, 'company', company.company.id, {
          reason: 'Fraude o estafa',
          description: 'Piden pago por adelantado',
        }),
        request: await createReport(t, rep.accessToken, 'request', request.id, { reason: 'Spam o publicidad' }),
        review: await createReport(t, rep.accessToken, 'review', review.id, { reason: 'Contenido ofensivo' }),
      };
      await setReportCreatedAt(ds, ids.company, new Date('2030-01-01T10:00:00Z'));
      await setReportCreatedAt(ds, ids.request, new Date('2030-01-02T10:00:00Z'));
      await setReportCreatedAt(ds, ids.review, new Date('2030-01-03T10:00:00Z'));

      const res = await list({ filter: { reporterId: rep.id } });
      expect(res.status).toBe(200);
      expect(contentRange(res.headers)).toEqual({ resource: 'reports', first: 0, last: 2, total: 3 });
      expect(res.body.map((r) => r.id)).toEqual([ids.review, ids.request, ids.company]); // newest first
      const byId = Object.fromEntries(res.body.map((r) => [r.id, r]));
      expect(byId[ids.company]).toEqual({
        id: ids.company,
        reportType: 'company',
        targetId: company.company.id,
        targetLabel: company.company.companyName,
        targetUrl: `/company/${company.company.seoParam}`,
        targetExists: true,
        reason: 'Fraude o estafa',
        description: 'Piden pago por adelantado',
        status: 'pending',
        reporterId: rep.id,
        reporterName: 'Pedro Listado',
        reviewerId: null,
        reviewerName: null,
        resolvedAt: null,
        createdAt: '2030-01-01T10:00:00.000Z',
      });
      expect(byId[ids.request]).toMatchObject({ targetLabel: request.title, targetUrl: `/job/${request.seoParam}` });
      expect(byId[ids.review]).toMatchObject({
        targetLabel: `1★ sobre ${company.company.companyName}: «Texto ofensivo de prueba»`,
        targetUrl: `/company/${company.company.seoParam}#resenas`,
      });

      const page = await list({ filter: { reporterId: rep.id }, sort: ['createdAt', 'ASC'], range: [1, 1] });
      expect(contentRange(page.headers)).toEqual({ resource: 'reports', first: 1, last: 1, total: 3 });
      expect(page.body.map((r) => r.id)).toEqual([ids.request]);

      const filters: Array<[Record<string, unknown>, string[]]> = [
        [{ reportType: 'review' }, [ids.review]],
        [{ reportType: ['company', 'request'] }, [ids.request, ids.company]],
        [{ targetId: request.id }, [ids.request]],
        [{ createdFrom: '2030-01-02' }, [ids.review, ids.request]],
        [{ createdTo: '2030-01-02' }, [ids.request, ids.company]],
        [{ q: 'fraude' }, [ids.company]],
        [{ status: 'resolved' }, []],
      ];
      for (const [filter, expected] of filters) {
        const res = await list({ filter: { reporterId: rep.id, ...filter } });
        expect({ filter, ids: res.body.map((r) => r.id) }).toEqual({ filter, ids: expected });
      }

      await act(ids.request, 'resolve');
      const byStatus = await list({ filter: { reporterId: rep.id }, sort: ['status', 'DESC'] });
      expect(byStatus.body.map((r) => r.status)).toEqual(['resolved', 'pending', 'pending']);
      expect((await list({ filter: { reporterId: rep.id, status: 'pending' } })).body.map((r) => r.id)).toEqual([ids.review, ids.company]);
    });

    it('a hidden or deleted target keeps its label (or none) but loses its public link', async () => {
      const rep = await signedInClient(t);
      const hidden = await createCompany(t, { companyName: `Se ocultará ${marker()}` });
      const doomed = await createReview(t, rep.accessToken, hidden.company.id);
      const companyReport = await createReport(t, rep.accessToken, 'company', hidden.company.id);
      const reviewReport = await createReport(t, (await signedInClient(t)).accessToken, 'review', doomed.id);
      await suspendCompany(ds, hidden.company.id);
      await ds.query(`DELETE FROM reviews WHERE id = $1`, [doomed.id]);
      expect((await call(t, 'GET', `/api/admin/reports/${companyReport}`, undefined, bearer(superAdmin.token))).body).toMatchObject({
        targetLabel: hidden.company.companyName,
        targetUrl: null,
        targetExists: true,
      });
      expect((await call(t, 'GET', `/api/admin/reports/${reviewReport}`, undefined, bearer(superAdmin.token))).body).toMatchObject({
        targetLabel: null,
        targetUrl: null,
        targetExists: false,
      });
    });

    it('rejects unknown filters and sorts with 400; unknown ids are 404', async () => {
      expect((await list({ filter: { password: 'x' } })).body.message).toBe('Filtro desconocido: «password».');
      expect((await list({ sort: ['reporterEmail', 'ASC'] })).status).toBe(400);
      expect((await list({ filter: { status: 'nope' } })).status).toBe(400);
      expect((await list({ filter: { createdFrom: 'ayer' } })).body.message).toBe('El filtro createdFrom debe ser una fecha.');
      for (const id of [randomUUID(), 'no-es-un-id']) {
        const res = await call(t, 'GET', `/api/admin/reports/${id}`, undefined, bearer(superAdmin.token));
        expect(res.body).toEqual({ statusCode: 404, code: 'REPORT_NOT_FOUND', message: 'Reporte no encontrado' });
        expect((await act(id, 'resolve')).status).toBe(404);
      }
    });

    it('resolve and dismiss record the reviewer and the time, write the audit entry, and only work while pending', async () => {
      const rep = await signedInClient(t);
      const toResolve = await createReport(t, rep.accessToken, 'company', company.company.id);
      const toDismiss = await createReport(t, rep.accessToken, 'review', review.id);
      const before = Date.now();

      const resolved = await act(toResolve, 'resolve', { note: '  Empresa suspendida desde su ficha  ' });
      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({
        id: toResolve,
        status: 'resolved',
        reviewerId: superAdmin.id,
        reviewerName: 'Sara Moderadora',
      });
      expect(Date.parse(String(resolved.body.resolvedAt))).toBeGreaterThanOrEqual(before - 5_000);
      expect(await reportAudit(ds, toResolve)).toEqual([
        {
          actor_id: superAdmin.id,
          action: 'report.resolve',
          reason: 'Empresa suspendida desde su ficha',
          details: { status: { from: 'pending', to: 'resolved' }, reportType: 'company', targetId: company.company.id },
        },
      ]);

      const dismissed = await act(toDismiss, 'dismiss');
      expect(dismissed.body).toMatchObject({ status: 'dismissed', reviewerId: superAdmin.id, resolvedAt: expect.any(String) });
      expect(await reportAudit(ds, toDismiss)).toEqual([expect.objectContaining({ action: 'report.dismiss', reason: null })]);

      for (const [id, action] of [
        [toResolve, 'resolve'],
        [toResolve, 'dismiss'],
        [toDismiss, 'resolve'],
      ]) {
        const again = await act<ApiErrorBody>(id, action);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ statusCode: 409, code: 'REPORT_CLOSED', message: 'Este reporte ya está cerrado' });
      }
      expect(await reportAudit(ds, toResolve)).toHaveLength(1);
    });

    it('two admins closing at once: one wins, the other gets 409', async () => {
      const other = await createAdmin(t, { superAdmin: true });
      const id = await createReport(t, (await signedInClient(t)).accessToken, 'request', request.id);
      const results = await Promise.all([act(id, 'resolve'), act(id, 'dismiss', {}, other.token)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await reportAudit(ds, id)).toHaveLength(1);
    });

    it('validates the note (text, at most 1000 characters)', async () => {
      const id = await createReport(t, (await signedInClient(t)).accessToken, 'company', company.company.id);
      expect((await act<ApiErrorBody>(id, 'resolve', { note: 'x'.repeat(1001) })).body.message).toBe(
        'La nota no puede superar 1000 caracteres.',
      );
      expect((await act<ApiErrorBody>(id, 'resolve', { note: 5 })).body.message).toBe('La nota debe ser un texto.');
      expect((await act(id, 'resolve', { note: 'x', extra: 1 })).status).toBe(400);
      expect((await ds.query(`SELECT status FROM content_reports WHERE id = $1`, [id]))[0].status).toBe('pending');
    });
  });
});
