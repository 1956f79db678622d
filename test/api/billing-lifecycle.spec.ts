import { DataSource } from 'typeorm';
import type { InvoicePaidDto, PlanListDto, SubscriptionChangeDto, SubscriptionDto } from '@rutalia/api-contract';
import { BillingLifecycleService } from '../../backend/src/modules/billing/billing-lifecycle.service.js';
import { BillingProcessor } from '../../backend/src/modules/billing/billing.processor.js';
import { SubscriptionsService } from '../../backend/src/modules/subscriptions/subscriptions.service.js';
import { BillingJob, QueueName } from '../../backend/src/queue/queues.js';
import { bearer, call, relaxedRateLimits, signedInCompany } from '../factories/auth-factories.js';
import {
  billingBody,
  drainQueue,
  INVOICE_NUMBER,
  invoicesOf,
  invoiceSequences,
  mailsMatching,
  runBillingScan,
  subscriptionOf,
} from '../factories/billing-factories.js';
import { createSuperAdmin } from '../factories/admin-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const MINUTE = 60_000;
const DAY = 24 * 3600 * 1000;

/**
 * The subscription lifecycle driven by a test clock: the scheduler's scan (run by hand at the
 * clock's time) queues jobs that real BullMQ workers apply (Redis with REDIS_URL, else BullMQ's
 * PostgreSQL backend).
 */
describe('billing lifecycle', () => {
  let t: TestApp;
  /** A second app on the same database and queues: a second worker. */
  let t2: TestApp;
  let ds: DataSource;
  let admin: { accessToken: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits }, { clock });
    t2 = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    admin = { accessToken: (await createSuperAdmin(t)).token }; // marking invoices paid is a super admin's
  });
  afterAll(async () => {
    await t2?.close();
    await t?.close();
  });

  const scan = () => runBillingScan(t);
  const getSubscription = async (token: string) =>
    (await call<SubscriptionDto>(t, 'GET', '/api/me/subscription', undefined, bearer(token))).body;
  const hasAccess = (companyId: string) => t.app.get(SubscriptionsService).hasAccess(companyId);
  const markPaid = async (invoiceId: string) => {
    const res = await call<InvoicePaidDto>(t, 'POST', `/api/admin/invoices/${invoiceId}/mark-paid`, undefined, bearer(admin.accessToken));
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Every year's invoice numbers are 1..N: no gaps, no duplicates. */
  async function expectGaplessSeries(): Promise<void> {
    const years = await ds.query(`SELECT DISTINCT invoice_year AS y FROM invoices`);
    for (const { y } of years) {
      const sequences = await invoiceSequences(ds, y);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    }
    const [{ dupes }] = await ds.query(`SELECT count(*) - count(DISTINCT invoice_number) AS dupes FROM invoices`);
    expect(Number(dupes)).toBe(0);
  }
  const waitForMails = async (email: string, pattern: RegExp, count: number) => {
    const deadline = Date.now() + 20_000;
    while (mailsMatching(t, email, pattern).length < count) {
      if (Date.now() > deadline) throw new Error(`Faltan correos ${pattern} para ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** After the mail queue is idle, exactly `count` such mails exist. */
  const expectMails = async (email: string, pattern: RegExp, count: number) => {
    await waitForMails(email, pattern, count);
    await drainQueue(t, QueueName.MAIL);
    expect(mailsMatching(t, email, pattern)).toHaveLength(count);
  };
  const TRIAL_MAIL = /per[ií]odo de prueba gratuito de Rutalia termina el/;
  const invoiceMail = (number: string) => new RegExp(`Hemos emitido la factura ${number} `);
  const overdueMail = (number: string) => new RegExp(`La factura ${number} por .* venci[oó] el`);

  it('trial → active + invoice → renewal + invoice → overdue/past_due → paid/active → cancelled at period end', async () => {
    const company = await signedInCompany(t, { subscriptionPlan: 'basic' });
    const token = company.accessToken;
    const start = clock.now();
    await call(t, 'PUT', '/api/me/billing', billingBody({ billingName: 'Mudanzas Primera S.L.', taxId: 'B11111111' }), bearer(token));
    const sub0 = await subscriptionOf(ds, company.id);
    const companyId = sub0.company_id;
    expect(await getSubscription(token)).toMatchObject({ status: 'trialing', trialDaysLeft: 7, hasAccess: true });

    // 2 days before the end of the trial: "your trial ends in 2 days", once, however many scans.
    clock.set(new Date(start.getTime() + 5 * DAY + MINUTE));
    expect((await scan()).trialEnding).toBeGreaterThanOrEqual(1);
    await scan();
    await expectMails(company.email, TRIAL_MAIL, 1);
    expect(await getSubscription(token)).toMatchObject({ status: 'trialing', trialDaysLeft: 2 });

    // End of the trial: active, first invoice with the billing data as it was then.
    clock.set(new Date(start.getTime() + 7 * DAY + MINUTE));
    await scan();
    let sub = await getSubscription(token);
    expect(sub).toMatchObject({ status: 'active', trialDaysLeft: 0, hasAccess: true, cancelAtPeriodEnd: false });
    expect(sub.currentPeriodStart).toBe(new Date(sub0.trial_ends_at!).toISOString());
    let invoices = await invoicesOf(ds, companyId);
    expect(invoices).toHaveLength(1);
    const [first] = invoices;
    expect(first.invoice_number).toMatch(INVOICE_NUMBER);
    expect(first).toMatchObject({ status: 'pending', base_amount: '29.00', tax_rate: '21.00', tax_amount: '6.09', amount: '35.09' });
    expect(first.billing_snapshot).toMatchObject({
      billing_name: 'Mudanzas Primera S.L.',
      tax_id: 'B11111111',
      billing_country: 'España',
      plan_name: 'basic',
    });
    await expectMails(company.email, invoiceMail(first.invoice_number), 1);

    // Billing data changed later: the issued invoice keeps what it was issued with.
    await call(t, 'PUT', '/api/me/billing', billingBody({ billingName: 'Otra Razón Social S.A.', taxId: 'A22222222' }), bearer(token));
    const [unchanged] = await invoicesOf(ds, companyId);
    expect(unchanged.billing_snapshot).toMatchObject({ billing_name: 'Mudanzas Primera S.L.', tax_id: 'B11111111' });

    // Invoice 1 is paid on time.
    clock.advanceDays(3);
    expect((await markPaid(first.id)).subscriptionStatus).toBe('active');

    // Renewal: the scheduler job runs twice at once, one invoice is issued.
    clock.set(new Date(new Date(sub.currentPeriodEnd).getTime() + MINUTE));
    const lifecycle = t.app.get(BillingLifecycleService);
    await Promise.all([lifecycle.scan(), lifecycle.scan(), t2.app.get(BillingLifecycleService).scan()]);
    await drainQueue(t, QueueName.BILLING);
    invoices = await invoicesOf(ds, companyId);
    expect(invoices).toHaveLength(2);
    const second = invoices[1];
    expect(second.invoice_number).toMatch(INVOICE_NUMBER);
    expect(second.invoice_sequence > first.invoice_sequence || second.invoice_year > first.invoice_year).toBe(true);
    expect(new Date(second.period_start).toISOString()).toBe(sub.currentPeriodEnd);
    expect(second.billing_snapshot).toMatchObject({ billing_name: 'Otra Razón Social S.A.', tax_id: 'A22222222' });
    sub = await getSubscription(token);
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: new Date(second.period_start).toISOString() });
    await expectMails(company.email, invoiceMail(second.invoice_number), 1);

    // Unpaid past its due date: overdue, past_due (still usable), one overdue mail.
    clock.set(new Date(new Date(second.due_date).getTime() + MINUTE));
    expect((await scan()).overdue).toBeGreaterThanOrEqual(1);
    await scan();
    expect((await invoicesOf(ds, companyId))[1].status).toBe('overdue');
    expect(await getSubscription(token)).toMatchObject({ status: 'past_due', hasAccess: true });
    expect(await hasAccess(companyId)).toBe(true);
    await expectMails(company.email, overdueMail(second.invoice_number), 1);

    // Paid: active again.
    const paid = await markPaid(second.id);
    expect(paid).toMatchObject({ subscriptionStatus: 'active', invoice: { status: 'paid' } });
    expect((await getSubscription(token)).status).toBe('active');

    // Cancelled: usable until the end of the period, then cancelled without a new invoice.
    const cancel = await call<SubscriptionChangeDto>(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(token));
    expect(cancel.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, hasAccess: true });
    clock.set(new Date(new Date(sub.currentPeriodEnd).getTime() - MINUTE));
    await scan();
    expect((await getSubscription(token)).status).toBe('active');
    clock.set(new Date(new Date(sub.currentPeriodEnd).getTime() + MINUTE));
    await scan();
    await scan();
    sub = await getSubscription(token);
    expect(sub).toMatchObject({ status: 'cancelled', hasAccess: false, cancelAtPeriodEnd: true });
    expect(await hasAccess(companyId)).toBe(false);
    expect(await invoicesOf(ds, companyId)).toHaveLength(2);

    // Each mail once, after all those scans.
    await expectMails(company.email, TRIAL_MAIL, 1);
    await expectMails(company.email, invoiceMail(first.invoice_number), 1);
    await expectMails(company.email, overdueMail(second.invoice_number), 1);
    await expectGaplessSeries();
  });

  it('cancelling during the trial: cancelled when the trial ends, without an invoice', async () => {
    const company = await signedInCompany(t);
    const start = clock.now();
    const res = await call<SubscriptionChangeDto>(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(company.accessToken));
    expect(res.body.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, hasAccess: true, trialDaysLeft: 7 });
    clock.set(new Date(start.getTime() + 7 * DAY + MINUTE));
    await scan();
    const sub = await getSubscription(company.accessToken);
    expect(sub).toMatchObject({ status: 'cancelled', hasAccess: false, trialDaysLeft: 0 });
    expect(sub.cancelledAt).toBe(res.body.subscription.cancelledAt);
    expect(await invoicesOf(ds, (await subscriptionOf(ds, company.id)).company_id)).toHaveLength(0);
    // No "trial ends soon" mail either: the company already cancelled.
    await drainQueue(t, QueueName.MAIL);
    expect(mailsMatching(t, company.email, TRIAL_MAIL)).toHaveLength(0);
  });

  it('a plan change applies to the next invoice (and a yearly cycle bills a year)', async () => {
    const plans = (await call<PlanListDto>(t, 'GET', '/api/plans')).body.items;
    const premium = plans.find((p) => p.planName === 'premium')!;
    const company = await signedInCompany(t, { subscriptionPlan: 'basic' });
    const { company_id: companyId, trial_ends_at: trialEndsAt } = await subscriptionOf(ds, company.id);
    clock.set(new Date(new Date(trialEndsAt!).getTime() + MINUTE));
    await scan();
    let sub = await getSubscription(company.accessToken);
    expect((await invoicesOf(ds, companyId)).map((i) => Number(i.base_amount))).toEqual([29]);

    const change = await call<SubscriptionChangeDto>(
      t,
      'POST',
      '/api/me/subscription/change-plan',
      { planName: 'premium' },
      bearer(company.accessToken),
    );
    expect(change.body.message).toBe('Plan actualizado');
    clock.set(new Date(new Date(sub.currentPeriodEnd).getTime() + MINUTE));
    await scan();
    let invoices = await invoicesOf(ds, companyId);
    expect(invoices.map((i) => Number(i.base_amount))).toEqual([29, premium.priceMonthly]);
    expect(Number(invoices[1].amount)).toBeCloseTo(premium.priceMonthly * 1.21, 2);

    await call(t, 'POST', '/api/me/subscription/change-plan', { planId: premium.id, billingCycle: 'yearly' }, bearer(company.accessToken));
    sub = await getSubscription(company.accessToken);
    clock.set(new Date(new Date(sub.currentPeriodEnd).getTime() + MINUTE));
    await scan();
    invoices = await invoicesOf(ds, companyId);
    expect(invoices.map((i) => Number(i.base_amount))).toEqual([29, premium.priceMonthly, premium.priceYearly]);
    const yearly = invoices[2];
    const start = new Date(yearly.period_start);
    const end = new Date(yearly.period_end);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());
    expect(yearly.description).toMatch(/Premium \(anual\)/);
  });

  it('trialDaysLeft is rounded up and never below 0; access ends with the trial', async () => {
    const company = await signedInCompany(t);
    const { company_id: companyId, trial_ends_at: trialEndsAt } = await subscriptionOf(ds, company.id);
    const end = new Date(trialEndsAt!).getTime();
    const daysLeftAt = async (at: number) => {
      clock.set(new Date(at));
      return (await getSubscription(company.accessToken)).trialDaysLeft;
    };
    expect(await daysLeftAt(end - 7 * DAY)).toBe(7);
    expect(await daysLeftAt(end - 6 * DAY - 1)).toBe(7);
    expect(await daysLeftAt(end - 6 * DAY)).toBe(6);
    expect(await daysLeftAt(end - DAY - 1)).toBe(2);
    expect(await daysLeftAt(end - 1000)).toBe(1);
    expect(await hasAccess(companyId)).toBe(true);
    expect(await daysLeftAt(end)).toBe(0);
    expect(await hasAccess(companyId)).toBe(false);
    expect(await daysLeftAt(end + 3 * DAY)).toBe(0);
    expect((await getSubscription(company.accessToken)).hasAccess).toBe(false);
  });

  it('two workers applying the same transitions at once issue one invoice each, numbers without gaps', async () => {
    const companies = await Promise.all(Array.from({ length: 6 }, () => signedInCompany(t)));
    const subs = await Promise.all(companies.map((c) => subscriptionOf(ds, c.id)));
    clock.set(new Date(Math.max(...subs.map((s) => new Date(s.trial_ends_at!).getTime())) + MINUTE));
    const workers = [t.app.get(BillingProcessor), t2.app.get(BillingProcessor)];
    // Every trial end handled by both workers at the same time, twice.
    const runs = subs.flatMap((s) =>
      [0, 1, 0, 1].map((w) =>
        workers[w].process({
          name: BillingJob.TRIAL_END,
          data: { subscriptionId: s.id, trialEndsAt: new Date(s.trial_ends_at!).toISOString() },
        }),
      ),
    );
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => 'applied' in o && o.applied)).toHaveLength(subs.length);
    for (const s of subs) expect(await invoicesOf(ds, s.company_id)).toHaveLength(1);

    // And the renewals, the same way.
    const [{ end }] = await ds.query(`SELECT max(current_period_end) AS end FROM company_subscriptions WHERE id = ANY($1)`, [
      subs.map((s) => s.id),
    ]);
    clock.set(new Date(new Date(end).getTime() + MINUTE));
    const renewals = subs.flatMap((s) =>
      [0, 1, 1, 0].map((w) => workers[w].process({ name: BillingJob.RENEW, data: { subscriptionId: s.id, periodEnd: '' } })),
    );
    expect((await Promise.all(renewals)).filter((o) => 'applied' in o && o.applied)).toHaveLength(subs.length);
    for (const s of subs) expect(await invoicesOf(ds, s.company_id)).toHaveLength(2);
    await drainQueue(t, QueueName.MAIL);
    for (const c of companies) expect(mailsMatching(t, c.email, /Hemos emitido la factura RUT-/)).toHaveLength(2);
    await expectGaplessSeries();
  });
});
