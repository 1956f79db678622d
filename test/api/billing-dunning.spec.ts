import type { CompanyCardPageDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { BillingProcessor } from '../../backend/src/modules/billing/billing.processor.js';
import { BillingJob, QueueName } from '../../backend/src/queue/queues.js';
import { bearer, call, relaxedRateLimits, signedInClient, type LoggedIn, type Registered } from '../factories/auth-factories.js';
import { drainQueue, invoicesOf } from '../factories/billing-factories.js';
import { createSuperAdmin } from '../factories/admin-factories.js';
import { marker } from '../factories/company-factories.js';
import {
  after,
  expectTemplateMails,
  invoiceRow,
  markPaid,
  MINUTE,
  mySubscription,
  payingCompany,
  scanAll,
  templateMails,
} from '../factories/dunning-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const UNPAID_MESSAGE = 'Tu suscripción está suspendida por impago. Paga la factura pendiente para volver a enviar propuestas.';

/**
 * Dunning that ends (issue 20), driven by a test clock with the workers running: an invoice past
 * its due date → past_due and «Pago pendiente» (step 0) → reminders at +3 and +7 days, once each →
 * at +14 days unpaid, with its mail: no proposals (403 SUBSCRIPTION_UNPAID), no alerts, no
 * featured placement, no renewal; the public profile stays → paid: active at once.
 * Default settings: DUNNING_REMINDER_DAYS=0,3,7, PAST_DUE_GRACE_DAYS=14, INVOICE_DUE_DAYS=15.
 */
describe('billing dunning', () => {
  // March: the first period (trial end + 1 month, 31 days) ends after the grace (15 + 14 days).
  const clock = new TestClock(new Date('2031-03-02T09:00:00Z'));
  let t: TestApp;
  let ds: DataSource;
  let admin: string;
  let client: Registered & LoggedIn;

  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    admin = (await createSuperAdmin(t)).token;
    client = await signedInClient(t);
  }, 60_000);
  afterAll(() => t.close());

  const move = () => createRequest(t, client.accessToken, { title: `Mudanza ${marker()}`, services: ['Mudanzas'], city: 'Madrid' });
  const propose = (token: string, requestId: string) =>
    call<{ code?: string; message?: string }>(
      t,
      'POST',
      `/api/requests/${requestId}/proposals`,
      { message: '<p>Podemos hacerlo el lunes.</p>', price: 450 },
      bearer(token),
    );
  const alertsOf = async (companyId: string, requestId: string) => {
    await drainQueue(t, QueueName.ALERTS);
    return ds.query(`SELECT 1 FROM request_alerts WHERE company_id = $1 AND request_id = $2`, [companyId, requestId]);
  };
  const featuredIn = async (province: string, companyId: string) => {
    const res = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?province=${encodeURIComponent(province)}`);
    return res.body.items.find((c) => c.id === companyId)?.featured;
  };

  it('due date → past_due + «Pago pendiente» → reminders at +3 and +7 → unpaid at +14 (no proposals, alerts, featured nor renewal) → paid: active at once', async () => {
    const province = `Provincia ${marker()}`;
    const c = await payingCompany(t, ds, clock, { subscriptionPlan: 'premium', city: province, province });
    const email = c.account.email;
    const alerts = await call(
      t,
      'PUT',
      '/api/me/alerts',
      { enabled: true, categories: ['mudanzas'], services: [], originProvinces: [], destinationProvinces: [], emailMode: 'instant' },
      bearer(c.token),
    );
    expect(alerts.status).toBe(200);
    const due = c.invoice.due_date;
    const periodEnd = (await mySubscription(t, c.token)).currentPeriodEnd;
    expect(await mySubscription(t, c.token)).toMatchObject({ status: 'active', hasAccess: true, dunning: null });

    // The due date: overdue, past_due (still usable), step 0 «Pago pendiente» with the suspension date.
    clock.set(after(due, 0, MINUTE));
    expect((await scanAll(t)).overdue).toBeGreaterThanOrEqual(1);
    await scanAll(t);
    const graceEnd = after(due, 14);
    let sub = await mySubscription(t, c.token);
    expect(sub).toMatchObject({
      status: 'past_due',
      hasAccess: true,
      dunning: {
        state: 'grace',
        oldestOverdueInvoiceId: c.invoice.id,
        invoiceNumber: c.invoice.invoice_number,
        amountDue: Number(c.invoice.amount),
        overdueCount: 1,
        totalDue: Number(c.invoice.amount),
        overdueSince: new Date(due).toISOString(),
        graceEndsAt: graceEnd.toISOString(),
        unpaidSince: null,
      },
    });
    const [overdueMail] = await expectTemplateMails(t, email, 'payment-overdue', 1);
    expect(overdueMail.text).toContain(
      `antes del ${graceEnd.toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' })}`,
    );
    expect(overdueMail.text).toContain(`/company-billing?pagar=${c.invoice.id}`);
    expect(await invoiceRow(ds, c.invoice.id)).toMatchObject({ status: 'overdue', reminder_day: 0, next_reminder_at: after(due, 3) });

    // +3 days: one reminder, however often the scan and its job run.
    clock.set(after(due, 3, MINUTE));
    expect((await scanAll(t)).reminders).toBeGreaterThanOrEqual(1);
    await scanAll(t);
    const reminderJob = { name: BillingJob.INVOICE_REMINDER, data: { invoiceId: c.invoice.id, remindAt: after(due, 3).toISOString() } };
    await Promise.all([t.app.get(BillingProcessor).process(reminderJob), t.app.get(BillingProcessor).process(reminderJob)]);
    let reminders = await expectTemplateMails(t, email, 'invoice-reminder', 1);
    expect(reminders[0].text).toMatch(new RegExp(`La factura ${c.invoice.invoice_number} por .* \\(hace 3 días\\) y sigue sin pagarse`));
    expect(await invoiceRow(ds, c.invoice.id)).toMatchObject({ reminder_day: 3, next_reminder_at: after(due, 7) });

    // In the grace the company still sends proposals, gets alerts and is featured.
    const inGrace = await move();
    expect((await propose(c.token, inGrace.id)).status).toBe(201);
    expect(await alertsOf(c.companyId, inGrace.id)).toHaveLength(1);
    expect(await featuredIn(province, c.companyId)).toBe(true);

    // +7 days: the last reminder.
    clock.set(after(due, 7, MINUTE));
    await scanAll(t);
    await scanAll(t);
    reminders = await expectTemplateMails(t, email, 'invoice-reminder', 2);
    expect(reminders.map((m) => /hace (\d+) días/.exec(m.text)?.[1]).sort()).toEqual(['3', '7']);
    expect(await invoiceRow(ds, c.invoice.id)).toMatchObject({ reminder_day: 7, next_reminder_at: null });

    // A minute before the end of the grace: still past_due.
    clock.set(after(due, 14, -MINUTE));
    expect((await scanAll(t)).unpaid).toBe(0);
    expect((await mySubscription(t, c.token)).status).toBe('past_due');

    // +14 days: unpaid, one mail, however often the scan and its job run.
    clock.set(after(due, 14, MINUTE));
    expect((await scanAll(t)).unpaid).toBeGreaterThanOrEqual(1);
    await scanAll(t);
    const unpaidJob = {
      name: BillingJob.SUBSCRIPTION_UNPAID,
      data: { subscriptionId: c.subscriptionId, overdueSince: new Date(due).toISOString() },
    };
    expect(await t.app.get(BillingProcessor).process(unpaidJob)).toMatchObject({ applied: false, reason: 'status unpaid' });
    sub = await mySubscription(t, c.token);
    expect(sub).toMatchObject({
      status: 'unpaid',
      hasAccess: false,
      dunning: {
        state: 'unpaid',
        oldestOverdueInvoiceId: c.invoice.id,
        graceEndsAt: graceEnd.toISOString(),
        unpaidSince: clock.now().toISOString(),
      },
    });
    const [suspended] = await expectTemplateMails(t, email, 'subscription-unpaid', 1);
    expect(suspended.text).toContain('hemos suspendido tu suscripción por impago');
    expect(suspended.text).toContain('Tu perfil sigue visible');
    expect(suspended.text).toContain(`/company-billing?pagar=${c.invoice.id}`);

    // No proposals (403 with its own code), no alerts, no featured placement; the profile stays public.
    const whileUnpaid = await move();
    const refused = await propose(c.token, whileUnpaid.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SUBSCRIPTION_UNPAID', message: UNPAID_MESSAGE });
    expect(await alertsOf(c.companyId, whileUnpaid.id)).toHaveLength(0);
    expect(await featuredIn(province, c.companyId)).toBe(false);
    expect((await call(t, 'GET', `/api/companies/${c.companyId}`)).status).toBe(200);
    const entitlements = await call<{ hasAccess: boolean }>(t, 'GET', '/api/me/entitlements', undefined, bearer(c.token));
    expect(entitlements.body.hasAccess).toBe(false);

    // The period ends while unpaid: no renewal, no invoice for months without access.
    clock.set(after(periodEnd, 0, MINUTE));
    await scanAll(t);
    clock.set(after(periodEnd, 10));
    await scanAll(t);
    expect(await invoicesOf(ds, c.companyId)).toHaveLength(1);
    expect((await mySubscription(t, c.token)).status).toBe('unpaid');

    // Paid: active at once; a new period starts at the payment and is invoiced by the next renewal.
    const paidAt = clock.now();
    expect(await markPaid(t, admin, c.invoice.id)).toMatchObject({ subscriptionStatus: 'active', invoice: { status: 'paid' } });
    sub = await mySubscription(t, c.token);
    expect(sub).toMatchObject({ status: 'active', hasAccess: true, dunning: null, currentPeriodEnd: paidAt.toISOString() });
    expect((await propose(c.token, whileUnpaid.id)).status).toBe(201);
    expect(await featuredIn(province, c.companyId)).toBe(true);
    clock.advance(MINUTE);
    await scanAll(t);
    const invoices = await invoicesOf(ds, c.companyId);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ status: 'pending', period_start: paidAt });
    sub = await mySubscription(t, c.token);
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: paidAt.toISOString() });

    // Each dunning mail once, after all those scans.
    await expectTemplateMails(t, email, 'payment-overdue', 1);
    await expectTemplateMails(t, email, 'invoice-reminder', 2);
    await expectTemplateMails(t, email, 'subscription-unpaid', 1);
  });

  it('paying during the grace stops the reminders and the suspension', async () => {
    const c = await payingCompany(t, ds, clock);
    const due = c.invoice.due_date;
    clock.set(after(due, 3, MINUTE));
    await scanAll(t); // overdue and, the worker having been late, the latest step due: one mail, not two
    expect(await invoiceRow(ds, c.invoice.id)).toMatchObject({ status: 'overdue', reminder_day: 3, next_reminder_at: after(due, 7) });
    await expectTemplateMails(t, c.account.email, 'payment-overdue', 1);
    expect(await templateMails(t, c.account.email, 'invoice-reminder')).toHaveLength(0);

    expect(await markPaid(t, admin, c.invoice.id)).toMatchObject({ subscriptionStatus: 'active' });
    expect(await invoiceRow(ds, c.invoice.id)).toMatchObject({ status: 'paid', next_reminder_at: null });
    for (const day of [7, 14, 20]) {
      clock.set(after(due, day, MINUTE));
      await scanAll(t);
    }
    // A reminder job queued before the payment finds nothing to send.
    const stale = { name: BillingJob.INVOICE_REMINDER, data: { invoiceId: c.invoice.id, remindAt: after(due, 7).toISOString() } };
    expect(await t.app.get(BillingProcessor).process(stale)).toMatchObject({ applied: false });
    expect(await mySubscription(t, c.account.accessToken)).toMatchObject({ status: 'active', hasAccess: true, dunning: null });
    expect(await templateMails(t, c.account.email, 'invoice-reminder')).toHaveLength(0);
    expect(await templateMails(t, c.account.email, 'subscription-unpaid')).toHaveLength(0);
    await expectTemplateMails(t, c.account.email, 'payment-overdue', 1);
  });
});
