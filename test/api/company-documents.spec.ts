import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminDocumentDto, CompanyDto, MyDocumentsDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { adminList, contentRange, createAdmin, createSuperAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, marker, pngImage, type TestCompany } from '../factories/company-factories.js';
import { createApprovedDocument, documentPdf, reviewDocument, uploadDocument } from '../factories/document-factories.js';
import { createProposal, createRequest, madridDay } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** dd/mm/aaaa of a YYYY-MM-DD day, as the badges write it. */
const spanishDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Company documents (issue 20): the upload's rules, files nobody else can reach, the review by a
 * super admin (audited) and the badges the public sees on the company page, the lists and the
 * proposals. The daily expiry job is in company-documents-expiry.spec.ts.
 */
describe('Company documents', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    superAdmin = await createSuperAdmin(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const asSuper = () => bearer(superAdmin.token);
  const mine = async (company: TestCompany) =>
    (await call<MyDocumentsDto>(t, 'GET', '/api/me/documents', undefined, bearer(company.token))).body;

  describe('upload', () => {
    let company: TestCompany;
    beforeAll(async () => {
      company = await createCompany(t);
    });

    const expectRefused = async (input: Parameters<typeof uploadDocument>[2], status: number, code: string, message: string | RegExp) => {
      const res = await uploadDocument(t, company.token, input);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toMatch(message);
    };

    it('refuses what is not a PDF, JPEG, PNG or WebP by its content, whatever its name says', async () => {
      const fake = [
        { name: 'poliza.pdf', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' },
        { name: 'cif.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), type: 'image/png' },
        { name: 'vacío.pdf', data: Buffer.alloc(0), type: 'application/pdf' },
      ];
      for (const file of fake) {
        await expectRefused(
          { kind: 'cif', files: [file] },
          400,
          'INVALID_DOCUMENT_FILE',
          'El archivo debe ser un PDF o una imagen JPEG, PNG o WebP.',
        );
      }
      const png = await uploadDocument(t, company.token, { kind: 'cif', files: [{ name: 'cif.bin', data: await pngImage(40, 30) }] });
      expect(png.status).toBe(201);
      expect(png.body).toMatchObject({ kind: 'cif', status: 'pending', mimeType: 'image/png', originalName: 'cif.bin', current: false });
    });

    it('refuses a file over 10 MB with a 413, and forms without one file', async () => {
      const big = Buffer.concat([documentPdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
      await expectRefused({ kind: 'cif', files: [{ name: 'grande.pdf', data: big }] }, 413, 'FILE_TOO_LARGE', 'Máximo 10 MB');
      await expectRefused({ kind: 'cif', files: [] }, 400, 'NO_FILE', 'Selecciona el archivo del documento.');
      const two = [1, 2].map((n) => ({ name: `${n}.pdf`, data: documentPdf() }));
      await expectRefused({ kind: 'cif', files: two }, 400, 'TOO_MANY_FILES', 'Sube un solo archivo por documento.');
      const json = await call(t, 'POST', '/api/me/documents', { kind: 'cif' }, bearer(company.token));
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({ code: 'NOT_MULTIPART' });
    });

    it('checks the kind and the expiry date: required for insurances, in the future (Madrid), never on the CIF', async () => {
      const field = async (input: Parameters<typeof uploadDocument>[2], message: string) => {
        const res = await uploadDocument(t, company.token, input);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
        expect(res.body.errors?.[0]?.message).toBe(message);
      };
      await field({}, 'Elige el tipo de documento.');
      await field(
        { kind: 'pasaporte' },
        'El tipo de documento no es válido (cif, transport_authorization, liability_insurance o goods_insurance).',
      );
      await field({ kind: 'liability_insurance' }, 'Indica la fecha de caducidad del seguro.');
      await field(
        { kind: 'goods_insurance', expiresOn: madridDay(-1) },
        'La fecha de caducidad debe ser posterior a hoy: este documento ya no está en vigor.',
      );
      await field(
        { kind: 'goods_insurance', expiresOn: madridDay(0) },
        'La fecha de caducidad debe ser posterior a hoy: este documento ya no está en vigor.',
      );
      await field({ kind: 'goods_insurance', expiresOn: '2030-02-30' }, 'La fecha de caducidad debe ser una fecha válida (AAAA-MM-DD).');
      await field({ kind: 'goods_insurance', expiresOn: '31/03/2030' }, 'La fecha de caducidad debe ser una fecha válida (AAAA-MM-DD).');
      await field({ kind: 'cif', expiresOn: madridDay(30) }, 'El CIF no caduca: no indiques fecha de caducidad.');
      const ok = await uploadDocument(t, company.token, { kind: 'goods_insurance', expiresOn: madridDay(1) });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ kind: 'goods_insurance', expiresOn: madridDay(1), status: 'pending' });
      // The transport authorisation may come with or without a date.
      expect((await uploadDocument(t, company.token, { kind: 'transport_authorization' })).status).toBe(201);
    });

    it('keeps every version: a new upload of a kind replaces the pending one, and only a pending one can be deleted', async () => {
      const first = await uploadDocument(t, company.token, { kind: 'liability_insurance', expiresOn: madridDay(200) });
      const second = await uploadDocument(t, company.token, { kind: 'liability_insurance', expiresOn: madridDay(365) });
      const items = (await mine(company)).items.filter((d) => d.kind === 'liability_insurance');
      expect(items.map((d) => [d.id, d.status])).toEqual([
        [second.body.id, 'pending'],
        [first.body.id, 'replaced'],
      ]);
      const [{ file_key: fileKey }] = await ds.query(`SELECT file_key FROM company_documents WHERE id = $1`, [second.body.id]);
      expect(existsSync(path.join(t.config.privateDir, fileKey))).toBe(true);

      expect((await call(t, 'DELETE', `/api/me/documents/${first.body.id}`, undefined, bearer(company.token))).body).toMatchObject({
        code: 'DOCUMENT_NOT_PENDING',
        message: 'Solo puedes borrar un documento que aún está pendiente de revisión.',
      });
      expect((await call(t, 'DELETE', `/api/me/documents/${second.body.id}`, undefined, bearer(company.token))).status).toBe(204);
      expect(existsSync(path.join(t.config.privateDir, fileKey))).toBe(false);
      expect((await call(t, 'DELETE', `/api/me/documents/${second.body.id}`, undefined, bearer(company.token))).status).toBe(404);
    });
  });

  describe('private files', () => {
    let owner: TestCompany;
    let other: TestCompany;
    let documentId: string;
    let fileKey: string;
    const pdf = documentPdf('Póliza privada');

    beforeAll(async () => {
      [owner, other] = await Promise.all([createCompany(t), createCompany(t)]);
      const res = await uploadDocument(t, owner.token, {
        kind: 'liability_insurance',
        expiresOn: madridDay(90),
        files: [{ name: 'Póliza RC (2026).pdf', data: pdf, type: 'application/pdf' }],
      });
      documentId = res.body.id;
      [{ file_key: fileKey }] = await ds.query(`SELECT file_key FROM company_documents WHERE id = $1`, [documentId]);
    });

    it('serves the owner its file as an attachment that is never cached nor sniffed', async () => {
      const res = await fetch(`${t.url}/api/me/documents/${documentId}/file`, { headers: bearer(owner.token) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Poliza RC (2026).pdf"; filename*=UTF-8''P%C3%B3liza%20RC%20%282026%29.pdf`,
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    });

    it('is unreachable for everyone else: anonymous 401, another company 404, a client 403, a plain admin 403', async () => {
      const [client, admin] = await Promise.all([signedInClient(t), createAdmin(t)]);
      const get = (route: string, token?: string) => fetch(`${t.url}${route}`, { headers: token ? bearer(token) : {} });
      const own = `/api/me/documents/${documentId}/file`;
      const review = `/api/admin/documents/${documentId}/file`;
      expect((await get(own)).status).toBe(401);
      expect((await get(own, other.token)).status).toBe(404);
      expect((await get(own, client.accessToken)).status).toBe(403);
      expect((await get(own, admin.token)).status).toBe(403);
      expect((await get(review)).status).toBe(401);
      expect((await get(review, owner.token)).status).toBe(403);
      expect((await get(review, client.accessToken)).status).toBe(403);
      expect((await get(review, admin.token)).status).toBe(403);
      const bySuper = await get(review, superAdmin.token);
      expect(bySuper.status).toBe(200);
      expect(bySuper.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await bySuper.arrayBuffer()).equals(pdf)).toBe(true);
      // Nor is another company's document in its list.
      expect((await mine(other)).items).toEqual([]);
    });

    it('has no public address: the file is outside /uploads and no answer names its key', async () => {
      expect(existsSync(path.join(t.config.privateDir, fileKey))).toBe(true);
      expect(existsSync(path.join(t.config.uploadsDir, fileKey))).toBe(false);
      for (const guess of [
        `/uploads/${fileKey}`,
        `/uploads/../private/${fileKey}`,
        `/uploads/%2e%2e/private/${fileKey}`,
        `/private/${fileKey}`,
      ]) {
        const res = await fetch(`${t.url}${guess}`);
        expect([`${guess} ${res.status}`]).toEqual([`${guess} 404`]);
        expect(Buffer.from(await res.arrayBuffer()).includes(pdf)).toBe(false);
      }
      const listed =
        JSON.stringify((await mine(owner)).items) +
        JSON.stringify((await call(t, 'GET', `/api/admin/documents/${documentId}`, undefined, asSuper())).body);
      expect(listed).not.toContain(fileKey);
      expect(listed).not.toContain('/uploads/');
    });
  });

  describe('review and badges', () => {
    let company: TestCompany;
    let name: string;
    let proposalId: string;
    let requestId: string;
    let clientToken: string;

    beforeAll(async () => {
      name = `Transportes Documentados ${marker()}`;
      company = await createCompany(t, { companyName: name });
      const client = await signedInClient(t);
      clientToken = client.accessToken;
      requestId = (await createRequest(t, clientToken)).id;
      proposalId = (await createProposal(t, company.token, requestId)).id;
    });

    /** The badges of the company everywhere the public (and the client) sees it. */
    const seen = async () => {
      const page = (await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body;
      const cards = (
        await call<{ items: Array<{ id: string; verified: boolean; badges: unknown[] }> }>(
          t,
          'GET',
          `/api/companies?q=${encodeURIComponent(name)}`,
        )
      ).body.items;
      const card = cards.find((c) => c.id === company.company.id)!;
      const list = (
        await call<{ items: Array<{ id: string; company: { verified: boolean; badges: unknown[] } }> }>(
          t,
          'GET',
          `/api/requests/${requestId}/proposals`,
          undefined,
          bearer(clientToken),
        )
      ).body.items;
      const detail = (
        await call<{ company: { verified: boolean; badges: unknown[] } }>(
          t,
          'GET',
          `/api/proposals/${proposalId}`,
          undefined,
          bearer(clientToken),
        )
      ).body;
      return {
        page: { verified: page.verified, badges: page.badges },
        card: { verified: card.verified, badges: card.badges },
        proposals: {
          verified: list.find((p) => p.id === proposalId)!.company.verified,
          badges: list.find((p) => p.id === proposalId)!.company.badges,
        },
        proposal: { verified: detail.company.verified, badges: detail.company.badges },
      };
    };
    const everywhere = (value: { verified: boolean; badges: unknown[] }) => ({
      page: value,
      card: value,
      proposals: value,
      proposal: value,
    });

    it('shows nothing while documents wait for review; the queue lists the oldest pending first with Content-Range', async () => {
      const cif = await uploadDocument(t, company.token, { kind: 'cif' });
      expect(cif.status).toBe(201);
      expect(await seen()).toEqual(everywhere({ verified: false, badges: [] }));
      const res = await adminList(t, 'documents', superAdmin.token, { filter: { status: 'pending', companyId: company.company.id } });
      expect(res.status).toBe(200);
      expect(res.body.map((d) => d.id)).toEqual([cif.body.id]);
      expect(res.body[0]).toMatchObject({ companyName: name, kind: 'cif', status: 'pending', companyVerified: false });
      expect(contentRange(res.headers)).toMatchObject({ resource: 'documents', total: 1 });
      const queue = await adminList(t, 'documents', superAdmin.token, { filter: { status: 'pending' }, range: [0, 499] });
      const created = queue.body.map((d) => d.createdAt);
      expect(created).toEqual([...created].sort());
    });

    it('approving the CIF makes the company «Verificado» with «CIF verificado», audited with the mail recorded', async () => {
      const [{ id }] = await ds.query(`SELECT id FROM company_documents WHERE company_id = $1 AND kind = 'cif'`, [company.company.id]);
      const approved = await reviewDocument(t, superAdmin.token, id, { approve: true });
      expect(approved).toMatchObject({ status: 'approved', current: true, companyVerified: true, reviewerId: superAdmin.id });
      const cifBadge = { kind: 'cif', label: 'CIF verificado', expiresOn: null };
      expect(await seen()).toEqual(everywhere({ verified: true, badges: [cifBadge] }));
      const again = await call(t, 'POST', `/api/admin/documents/${id}/approve`, undefined, asSuper());
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'DOCUMENT_STATE_CONFLICT', message: 'Este documento ya no está pendiente de revisión.' });
      const [audit] = await ds.query(
        `SELECT actor_id, action, details FROM audit_logs WHERE entity_type = 'company_document' AND entity_id = $1`,
        [id],
      );
      expect(audit).toMatchObject({
        actor_id: superAdmin.id,
        action: 'company_document.approve',
        details: {
          companyId: company.company.id,
          kind: 'cif',
          status: { from: 'pending', to: 'approved' },
          verified: { from: false, to: true },
        },
      });
      const [mail] = await ds.query(`SELECT template, to_email FROM mail_log WHERE dedupe_key = $1`, [`document-reviewed:${id}:approved`]);
      expect(mail).toMatchObject({ template: 'document-reviewed', to_email: company.account.email });
    });

    it('insurance badges carry their last day; a newer approved version replaces the older one', async () => {
      const until = madridDay(300);
      const insurance = await createApprovedDocument(t, company.token, superAdmin.token, { kind: 'liability_insurance', expiresOn: until });
      const goods = await createApprovedDocument(t, company.token, superAdmin.token, {
        kind: 'goods_insurance',
        expiresOn: madridDay(120),
      });
      const badges = [
        { kind: 'cif', label: 'CIF verificado', expiresOn: null },
        { kind: 'liability_insurance', label: `Seguro de responsabilidad civil hasta ${spanishDay(until)}`, expiresOn: until },
        { kind: 'goods_insurance', label: `Seguro de mercancías hasta ${spanishDay(madridDay(120))}`, expiresOn: madridDay(120) },
      ];
      expect(await seen()).toEqual(everywhere({ verified: true, badges }));

      const renewed = madridDay(700);
      await createApprovedDocument(t, company.token, superAdmin.token, { kind: 'liability_insurance', expiresOn: renewed });
      const page = (await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body;
      expect(page.badges.find((b) => b.kind === 'liability_insurance')).toEqual({
        kind: 'liability_insurance',
        label: `Seguro de responsabilidad civil hasta ${spanishDay(renewed)}`,
        expiresOn: renewed,
      });
      const versions = (await mine(company)).items.filter((d) => d.kind === 'liability_insurance');
      expect(versions.map((d) => [d.status, d.current])).toEqual([
        ['approved', true],
        ['replaced', false],
      ]);
      expect(versions[1].id).toBe(insurance.id);
      expect(goods.current).toBe(true);
    });

    it('rejects with a required reason the company reads; withdrawing the approved CIF removes «Verificado»', async () => {
      const pending = await uploadDocument(t, company.token, { kind: 'transport_authorization', expiresOn: madridDay(400) });
      for (const body of [{}, { reason: '   ' }]) {
        const res = await call(t, 'POST', `/api/admin/documents/${pending.body.id}/reject`, body, asSuper());
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El motivo del rechazo es obligatorio.' });
      }
      const reason = 'La tarjeta está a nombre de otra empresa.';
      const rejected = await reviewDocument(t, superAdmin.token, pending.body.id, { reason });
      expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: reason, current: false });
      expect((await mine(company)).items.find((d) => d.id === pending.body.id)).toMatchObject({
        status: 'rejected',
        rejectionReason: reason,
      });
      expect((await call(t, 'POST', `/api/admin/documents/${pending.body.id}/reject`, { reason }, asSuper())).status).toBe(409);

      const [{ id: cifId }] = await ds.query(
        `SELECT id FROM company_documents WHERE company_id = $1 AND kind = 'cif' AND status = 'approved'`,
        [company.company.id],
      );
      await reviewDocument(t, superAdmin.token, cifId, { reason: 'El CIF no corresponde a la razón social.' });
      const now = await seen();
      expect(now.page.verified).toBe(false);
      expect(now.page.badges.map((b) => (b as { kind: string }).kind)).toEqual(['liability_insurance', 'goods_insurance']);
      expect(now.proposal).toEqual(now.page);
      const actions = await ds.query(
        `SELECT action, reason FROM audit_logs WHERE entity_type = 'company_document' AND entity_id = ANY($1) ORDER BY created_at`,
        [[pending.body.id, cifId]],
      );
      expect(actions).toEqual([
        { action: 'company_document.approve', reason: null },
        { action: 'company_document.reject', reason },
        { action: 'company_document.reject', reason: 'El CIF no corresponde a la razón social.' },
      ]);
      const [row] = await ds.query(`SELECT verified_at FROM companies WHERE id = $1`, [company.company.id]);
      expect(row.verified_at).toBeNull();
    });

    it('answers 404 for unknown documents and never lets the admin API show a document to a company', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        expect((await call(t, 'GET', `/api/admin/documents/${id}`, undefined, asSuper())).status).toBe(404);
        expect((await call(t, 'POST', `/api/admin/documents/${id}/approve`, undefined, asSuper())).status).toBe(404);
        expect((await call(t, 'GET', `/api/me/documents/${id}/file`, undefined, bearer(company.token))).status).toBe(404);
      }
      expect((await call<AdminDocumentDto[]>(t, 'GET', '/api/admin/documents', undefined, bearer(company.token))).status).toBe(403);
    });
  });
});
