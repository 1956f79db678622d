import type { CompanyDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { DocumentsExpiryService } from '../../backend/src/modules/documents/documents-expiry.service.js';
import { DocumentsProcessor } from '../../backend/src/modules/documents/documents.processor.js';
import { madridToday } from '../../backend/src/modules/requests/request-structure.js';
import { createSuperAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits } from '../factories/auth-factories.js';
import { createCompany, type TestCompany } from '../factories/company-factories.js';
import { createApprovedDocument, uploadDocument } from '../factories/document-factories.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const DAY = 24 * 3600_000;
/** Noon in Madrid on the day `days` after `start`'s day: far from midnight whatever the season. */
const noonAfter = (start: Date, days: number) => new Date(Date.parse(`${madridToday(start)}T11:00:00Z`) + days * DAY);
const dayAfter = (start: Date, days: number) => madridToday(noonAfter(start, days));

/**
 * The daily documents job (issue 20) with a TestClock: an approved insurance gets the «caduca en
 * 30 días» and «caduca en 7 días» mails once each, and the day after its last day it becomes
 * `expired`, its badge leaves the company page (already before the job runs: the date decides)
 * and the company gets a mail. The job is run by hand (`DocumentsExpiryService.run`), as its
 * scheduler would, and through the processor.
 */
describe('Company documents: expiry job', () => {
  const clock = new TestClock(noonAfter(new Date(), 0));
  const start = clock.now();
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let company: TestCompany;
  let insuranceId: string;
  let pendingId: string;
  let cifId: string;
  const expiresOn = dayAfter(start, 40);

  beforeAll(async () => {
    // Its own database: the job acts on every company's documents, and the clock runs weeks ahead.
    t = await startIsolatedTestApp('rutalia_documents_expiry', { rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    superAdmin = await createSuperAdmin(t);
    company = await createCompany(t);
    cifId = (await createApprovedDocument(t, company.token, superAdmin.token, { kind: 'cif' })).id;
    insuranceId = (await createApprovedDocument(t, company.token, superAdmin.token, { kind: 'liability_insurance', expiresOn })).id;
    pendingId = (await uploadDocument(t, company.token, { kind: 'goods_insurance', expiresOn: dayAfter(start, 20) })).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const run = () => t.app.get(DocumentsExpiryService).run();
  const mails = async () =>
    (
      await ds.query<{ dedupe_key: string; template: string }[]>(
        `SELECT dedupe_key, template FROM mail_log WHERE dedupe_key LIKE ANY($1) ORDER BY dedupe_key`,
        [[`document-expiring:${insuranceId}%`, `document-expired:%`]],
      )
    ).filter((m) => m.dedupe_key.includes(insuranceId) || m.dedupe_key.includes(pendingId));
  const badges = async () => (await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`)).body;

  it('does nothing while more than 30 days are left', async () => {
    expect(await run()).toEqual({ warned: 0, expired: 0 });
    expect(await mails()).toEqual([]);
  });

  it('warns 30 days before the last day, once', async () => {
    clock.set(noonAfter(start, 10)); // 30 days left
    expect(await run()).toEqual({ warned: 1, expired: 0 });
    expect(await run()).toEqual({ warned: 0, expired: 0 });
    clock.set(noonAfter(start, 11));
    expect(await run()).toEqual({ warned: 0, expired: 0 });
    expect(await mails()).toEqual([{ dedupe_key: `document-expiring:${insuranceId}:30`, template: 'document-expiring' }]);
    const [row] = await ds.query(`SELECT payload FROM mail_log WHERE dedupe_key = $1`, [`document-expiring:${insuranceId}:30`]);
    expect(row.payload).toMatchObject({
      daysLeft: 30,
      documentName: 'Seguro de responsabilidad civil',
      expiresOn: expiresOn.split('-').reverse().join('/'),
    });
  });

  it('warns again 7 days before, once; a pending document whose date passed before its review lapses', async () => {
    clock.set(noonAfter(start, 33)); // 7 days left
    expect(await run()).toEqual({ warned: 1, expired: 1 });
    expect(await run()).toEqual({ warned: 0, expired: 0 });
    expect((await mails()).map((m) => m.dedupe_key)).toEqual([
      `document-expired:${pendingId}`,
      `document-expiring:${insuranceId}:30`,
      `document-expiring:${insuranceId}:7`,
    ]);
    const [pending] = await ds.query(`SELECT status FROM company_documents WHERE id = $1`, [pendingId]);
    expect(pending.status).toBe('expired');
    // Its lapse leaves the approved ones alone.
    expect((await badges()).badges.map((b) => b.kind)).toEqual(['cif', 'liability_insurance']);
  });

  it('on its last day the badge still shows; the day after it is gone, before and after the job runs', async () => {
    clock.set(noonAfter(start, 40));
    expect((await badges()).badges.map((b) => b.kind)).toEqual(['cif', 'liability_insurance']);
    expect(await run()).toEqual({ warned: 0, expired: 0 });

    clock.set(noonAfter(start, 41));
    // Before the job: the date alone hides it.
    expect((await badges()).badges).toEqual([{ kind: 'cif', label: 'CIF verificado', expiresOn: null }]);
    expect(await t.app.get(DocumentsProcessor).process({ name: 'expiry' })).toEqual({ warned: 0, expired: 1 });
    const page = await badges();
    expect(page.verified).toBe(true);
    expect(page.badges).toEqual([{ kind: 'cif', label: 'CIF verificado', expiresOn: null }]);
    const [row] = await ds.query(`SELECT badges FROM companies WHERE id = $1`, [company.company.id]);
    expect(row.badges).toEqual([{ kind: 'cif', expiresOn: null }]);
    const [doc] = await ds.query(`SELECT status FROM company_documents WHERE id = $1`, [insuranceId]);
    expect(doc.status).toBe('expired');
    expect((await mails()).map((m) => m.dedupe_key)).toContain(`document-expired:${insuranceId}`);
    const [expired] = await ds.query(`SELECT payload FROM mail_log WHERE dedupe_key = $1`, [`document-expired:${insuranceId}`]);
    expect(expired.payload).toMatchObject({ badgeRemoved: true });
    const [audit] = await ds.query(`SELECT actor_id, details FROM audit_logs WHERE action = 'company_document.expire' AND entity_id = $1`, [
      insuranceId,
    ]);
    expect(audit).toMatchObject({ actor_id: null, details: { kind: 'liability_insurance', status: { from: 'approved', to: 'expired' } } });
    expect(await run()).toEqual({ warned: 0, expired: 0 });
    // The CIF never expires: «Verificado» stays.
    const [cif] = await ds.query(`SELECT status FROM company_documents WHERE id = $1`, [cifId]);
    expect(cif.status).toBe('approved');
  });

  it('refuses to approve a document whose date passed while it waited', async () => {
    clock.set(noonAfter(start, 41));
    const fresh = await uploadDocument(t, company.token, { kind: 'goods_insurance', expiresOn: dayAfter(start, 42) });
    expect(fresh.status).toBe(201);
    clock.set(noonAfter(start, 43));
    const res = await call(t, 'POST', `/api/admin/documents/${fresh.body.id}/approve`, undefined, bearer(superAdmin.token));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'DOCUMENT_EXPIRED',
      message: 'La fecha de caducidad de este documento ya ha pasado: no se puede aprobar.',
    });
  });
});
