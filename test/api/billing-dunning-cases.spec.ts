import type { SubscriptionChangeDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { bearer, call, relaxedRateLimits } from '../factories/auth-factories.js';
import { invoicesOf } from '../factories/billing-factories.js';
import { adminList, createSuperAdmin } from '../factories/admin-factories.js';
import {
  after,
  expectTemplateMails,
  markPaid,
  MINUTE,
  mySubscription,
  payingCompany,
  scanAll,
  type PayingCompany,
} from '../factories/dunning-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

/**
 * Dunning (issue 20), the less common paths: two overdue invoices (paying one keeps past_due or
 * unpaid), an invoice falling overdue while unpaid, cancelling and changing plan while unpaid,
 * and a cancellation already asked for when the grace ends.
 */
describe('billing dunning: several invoices, cancel and change of plan', () => {
  const clock = new TestClock(new Date('2031-05-03T08:00:00Z'));
  let t: TestApp;
  let ds: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    admin = (await createSuperAdmin(t)).token;
  }, 60_000);
  afterAll(() => t.close());

  /** Moves the first invoice's due date (as if issued with other terms) to `days` after the period end. */
  async function dueAroundPeriodEnd(c: PayingCompany, days: number): Promise<{ periodEnd: string; dueA: Date }> {
    const periodEnd = (await mySubscription(t, c.token)).currentPeriodEnd;
    const dueA = after(periodEnd, days);
    await ds.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [c.invoice.id, dueA]);
    return { periodEnd, dueA };
  }

  it('two overdue invoices in the grace: paying the older keeps past_due, the grace now counts from the other', async () => {
    const c = await payingCompany(t, ds, clock);
    const { periodEnd, dueA } = await dueAroundPeriodEnd(c, 2);
    clock.set(after(periodEnd, 0, MINUTE));
    await scanAll(t); // renewal while active: invoice B
    const [, b] = await invoicesOf(ds, c.companyId);
    expect(b).toMatchObject({ status: 'pending' });
    clock.set(after(dueA, 0, MINUTE));
    await scanAll(t);
    clock.set(after(b.due_date, 0, MINUTE));
    await scanAll(t);
    expect(await mySubscription(t, c.token)).toMatchObject({
      status: 'past_due',
      dunning: { state: 'grace', oldestOverdueInvoiceId: c.invoice.id, overdueCount: 2, graceEndsAt: after(dueA, 14).toISOString() },
    });

    expect(await markPaid(t, admin, c.invoice.id)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect(await mySubscription(t, c.token)).toMatchObject({
      status: 'past_due',
      hasAccess: true,
      dunning: { oldestOverdueInvoiceId: b.id, overdueCount: 1, graceEndsAt: after(b.due_date, 14).toISOString() },
    });
    // A's grace would have ended here; B's has not.
    clock.set(after(dueA, 14, MINUTE));
    await scanAll(t);
    expect((await mySubscription(t, c.token)).status).toBe('past_due');
    clock.set(after(b.due_date, 14, MINUTE));
    await scanAll(t);
    expect((await mySubscription(t, c.token)).status).toBe('unpaid');
    expect(await markPaid(t, admin, b.id)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('unpaid with two overdue invoices: paying one keeps it unpaid; paying both within the period keeps the period', async () => {
    const c = await payingCompany(t, ds, clock);
    const { periodEnd, dueA } = await dueAroundPeriodEnd(c, -5);
    clock.set(after(dueA, 0, MINUTE));
    await scanAll(t);
    clock.set(after(periodEnd, 0, MINUTE));
    await scanAll(t); // renewal while past_due: invoice B, still past_due
    const [, b] = await invoicesOf(ds, c.companyId);
    expect(await mySubscription(t, c.token)).toMatchObject({ status: 'past_due' });
    clock.set(after(dueA, 14, MINUTE));
    await scanAll(t);
    expect(await mySubscription(t, c.token)).toMatchObject({ status: 'unpaid', dunning: { overdueCount: 1 } });
    await expectTemplateMails(t, c.account.email, 'subscription-unpaid', 1);

    // B falls due while unpaid: still unpaid, and its «Pago pendiente» says the subscription is suspended.
    clock.set(after(b.due_date, 0, MINUTE));
    await scanAll(t);
    const sub = await mySubscription(t, c.token);
    expect(sub).toMatchObject({ status: 'unpaid', hasAccess: false, dunning: { state: 'unpaid', overdueCount: 2 } });
    const overdue = await expectTemplateMails(t, c.account.email, 'payment-overdue', 2);
    expect(overdue[1].text).toContain(b.invoice_number);
    expect(overdue[1].text).toContain('Tu suscripción está suspendida por impago.');
    const reminders = await expectTemplateMails(t, c.account.email, 'invoice-reminder', 2); // A's +3 and +7
    expect(reminders.every((m) => m.text.includes(c.invoice.invoice_number))).toBe(true);

    expect(await markPaid(t, admin, c.invoice.id)).toMatchObject({ subscriptionStatus: 'unpaid' });
    expect(await mySubscription(t, c.token)).toMatchObject({
      status: 'unpaid',
      hasAccess: false,
      dunning: { oldestOverdueInvoiceId: b.id },
    });
    expect(await markPaid(t, admin, b.id)).toMatchObject({ subscriptionStatus: 'active' });
    // Paid inside the current period (B's): the period goes on as it was, no new invoice.
    expect(await mySubscription(t, c.token)).toMatchObject({
      status: 'active',
      hasAccess: true,
      dunning: null,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
    });
    clock.advance(MINUTE);
    await scanAll(t);
    expect(await invoicesOf(ds, c.companyId)).toHaveLength(2);
    await expectTemplateMails(t, c.account.email, 'subscription-unpaid', 1);
  });

  it('unpaid: a plan change is allowed; cancelling ends it at once and a later payment does not bring it back', async () => {
    const c = await payingCompany(t, ds, clock);
    // A late scheduler: the first tick makes it overdue (past_due), the next one sees the grace over.
    clock.set(after(c.invoice.due_date, 14, MINUTE));
    await scanAll(t);
    expect((await mySubscription(t, c.token)).status).toBe('past_due');
    await scanAll(t);
    expect((await mySubscription(t, c.token)).status).toBe('unpaid');
    // The backoffice lists it under «Suspendida por impago» (filter status=unpaid), with when.
    const listed = await adminList(t, 'subscriptions', admin, { filter: { status: 'unpaid', companyId: c.companyId } });
    expect(listed.body).toEqual([expect.objectContaining({ id: c.subscriptionId, status: 'unpaid', unpaidAt: clock.now().toISOString() })]);

    const change = await call<SubscriptionChangeDto>(
      t,
      'POST',
      '/api/me/subscription/change-plan',
      { planName: 'professional' },
      bearer(c.token),
    );
    expect(change.status).toBe(200);
    expect(change.body.subscription).toMatchObject({ status: 'unpaid', plan: { planName: 'professional' }, hasAccess: false });

    const cancel = await call<SubscriptionChangeDto>(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(c.token));
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription).toMatchObject({
      status: 'cancelled',
      hasAccess: false,
      dunning: null,
      cancelledAt: clock.now().toISOString(),
    });
    // The invoice is still owed; paying it settles it, the subscription stays cancelled.
    expect((await invoicesOf(ds, c.companyId))[0].status).toBe('overdue');
    expect(await markPaid(t, admin, c.invoice.id)).toMatchObject({ subscriptionStatus: 'cancelled', invoice: { status: 'paid' } });
    expect((await mySubscription(t, c.token)).status).toBe('cancelled');
  });

  it('past_due with a cancellation asked for: at the end of the grace it is cancelled, not suspended', async () => {
    const c = await payingCompany(t, ds, clock);
    clock.set(after(c.invoice.due_date, 0, MINUTE));
    await scanAll(t);
    await call(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(c.token));
    expect(await mySubscription(t, c.token)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: true, hasAccess: true });
    clock.set(after(c.invoice.due_date, 14, MINUTE));
    await scanAll(t);
    expect(await mySubscription(t, c.token)).toMatchObject({ status: 'cancelled', hasAccess: false, dunning: null });
    await expectTemplateMails(t, c.account.email, 'subscription-unpaid', 0);
  });
});
