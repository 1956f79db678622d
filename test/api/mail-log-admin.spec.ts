import { DataSource } from 'typeorm';
import { MailQueue } from '../../backend/src/modules/mail/mail-queue.js';
import { MailRedriveService } from '../../backend/src/modules/mail/mail-redrive.service.js';
import { adminList, createSuperAdmin, expectAdminRoute, outsiders, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, uniqueEmail } from '../factories/auth-factories.js';
import { insertFailedMail } from '../factories/mail-factories.js';
import { startSmtp, type SmtpServer } from '../faults/support/smtp-server.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';

const DAY = 24 * 3600_000;

/**
 * Failed mails for super admins (GET /api/admin/mail-log, POST /:id/retry) and the scheduled
 * re-drive, with the mail worker sending through a real SMTP server that refuses one recipient
 * (450) until the test lets it through. Retries are shortened (2 attempts, 100–200 ms) and the
 * re-drive scheduler is off: the test runs it by hand.
 */
describe('Mail log: failed mails, retry and re-drive', () => {
  let smtp: SmtpServer;
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startIsolatedTestApp('rutalia_mail_log', {
      runWorkers: true,
      smtpUrl: smtp.url,
      mail: { retryAttempts: 2, retryBaseDelayMs: 100, retryMaxDelayMs: 200, redriveIntervalMs: 0, giveUpAfterMs: 3 * DAY },
    });
    ds = t.app.get(DataSource);
    superAdmin = await createSuperAdmin(t);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const logRow = async (to: string) =>
    (await ds.query(`SELECT id, dedupe_key, status, attempts, payload, gave_up_at FROM mail_log WHERE to_email = $1`, [to]))[0];
  const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Sin cumplirse en ${timeoutMs} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** A newsletter confirmation to an address SMTP refuses, waited until its job gave up. */
  const failedMail = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    smtp.refuseRecipient(email);
    expect((await call(t, 'POST', '/api/newsletter', { email })).status).toBe(202);
    await waitFor(`el trabajo de ${email} se rinde`, async () => {
      const row = await logRow(email);
      return row?.attempts === 2 && (await t.app.get(MailQueue).state(row.dedupe_key)) !== 'live';
    });
    return email;
  };

  it('lists a failed mail for super admins only; retrying sends it once, then 409', async () => {
    const email = await failedMail('rebota');

    const listed = await adminList(t, 'mail-log', superAdmin.token, { filter: { status: 'failed', q: email } });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    const [failed] = listed.body;
    expect(failed).toMatchObject({
      to: email,
      template: 'newsletter-confirm',
      status: 'failed',
      attempts: 2,
      retryable: true,
      sentAt: null,
      gaveUpAt: null,
    });
    expect(failed.error).toContain('450');
    expect(failed).not.toHaveProperty('payload');

    const who = await outsiders(t);
    await expectAdminRoute(t, who, 'GET', '/api/admin/mail-log', { superAdminOnly: true });
    await expectAdminRoute(t, who, 'POST', `/api/admin/mail-log/${failed.id}/retry`, { superAdminOnly: true });
    expect(smtp.mailsTo(email)).toHaveLength(0);

    smtp.acceptRecipient(email);
    const retried = await call(t, 'POST', `/api/admin/mail-log/${failed.id}/retry`, undefined, bearer(superAdmin.token));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, to: email });
    await waitFor('enviado tras el reintento', async () => (await logRow(email)).status === 'sent');
    const sent = await logRow(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, payload: null });
    expect(sent.dedupe_key).toMatch(/^newsletter-confirm:/);
    expect(smtp.mailsTo(email)).toHaveLength(1);

    const again = await call(t, 'POST', `/api/admin/mail-log/${failed.id}/retry`, undefined, bearer(superAdmin.token));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'MAIL_ALREADY_SENT', message: 'Este correo ya se envió: no se vuelve a enviar.' });
    const [audit] = await ds.query(`SELECT actor_id, details FROM audit_logs WHERE action = 'mail.retry' AND entity_id = $1`, [failed.id]);
    expect(audit).toMatchObject({ actor_id: superAdmin.id, details: { template: 'newsletter-confirm', status: 'failed', attempts: 2 } });
    expect(
      (await call(t, 'POST', `/api/admin/mail-log/00000000-0000-4000-8000-000000000000/retry`, undefined, bearer(superAdmin.token))).status,
    ).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('the re-drive queues a mail whose job gave up or was lost, once, and gives up past the maximum age', async () => {
    const redrive = t.app.get(MailRedriveService);
    const comesBack = await failedMail('vuelve');
    // Recorded but never queued (the process died in between): no job at all.
    const lost = uniqueEmail('perdido');
    await insertFailedMail(ds, lost, 'pending');
    const tooOld = await failedMail('caduca');
    // Queued four days ago: past MAIL_GIVE_UP_AFTER_MS (3 days).
    await ds.query(`UPDATE mail_log SET created_at = now() - interval '4 days' WHERE to_email = $1`, [tooOld]);
    smtp.acceptRecipient(comesBack);
    smtp.acceptRecipient(tooOld);
    await new Promise((r) => setTimeout(r, 300));

    const first = await redrive.run();
    expect(first).toEqual({ requeued: 2, gaveUp: 1 });
    await waitFor(
      'los correos re-encolados se envían',
      async () => (await logRow(comesBack)).status === 'sent' && (await logRow(lost)).status === 'sent',
    );
    expect(await redrive.run()).toEqual({ requeued: 0, gaveUp: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(comesBack)).toHaveLength(1);
    expect(smtp.mailsTo(lost)).toHaveLength(1);

    const abandoned = await logRow(tooOld);
    expect(abandoned.status).toBe('failed');
    expect(abandoned.gave_up_at).not.toBeNull();
    expect(smtp.mailsTo(tooOld)).toHaveLength(0);
    const listed = await adminList(t, 'mail-log', superAdmin.token, { filter: { gaveUp: true, q: tooOld } });
    expect(listed.body.map((row: { to: string }) => row.to)).toEqual([tooOld]);
  });
});
