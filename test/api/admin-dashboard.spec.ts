import { DataSource } from 'typeorm';
import type { AdminDashboardDataDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, signedInCompany } from '../factories/auth-factories.js';
import { createAdmin, type TestAdmin } from '../factories/admin-factories.js';
import {
  deleteSubscriptionRows,
  insertContactMessage,
  insertPlan,
  insertRequestAt,
  insertSubscriptionRow,
  insertUserAt,
} from '../factories/billing-admin-factories.js';
import { insertCompanyRow, insertProposalRow } from '../factories/content-factories.js';
import { insertUser } from '../factories/sql-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

/**
 * GET /api/admin/dashboard. The clock sits on Wednesday 1 April 2020, 12:00 in Madrid (summer
 * time began on Sunday 29 March), a week no other spec writes in, so the weekly series and the
 * trials of "this week" are exactly what this spec inserts; the totals are compared as deltas.
 */
describe('admin dashboard API', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  const clock = new TestClock(new Date('2020-04-01T10:00:00Z'));
  const subscriptions: string[] = [];
  const messages: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    [superAdmin, admin] = await Promise.all([createAdmin(t, { superAdmin: true }), createAdmin(t)]);
  });
  afterAll(async () => {
    await deleteSubscriptionRows(ds, subscriptions);
    if (messages.length > 0) await ds.query(`DELETE FROM contact_messages WHERE id = ANY($1::uuid[])`, [messages]);
    await t.close();
  });

  const dashboard = async (token = superAdmin.token) => {
    const res = await call<AdminDashboardDataDto>(t, 'GET', '/api/admin/dashboard', undefined, bearer(token));
    expect(res.status).toBe(200);
    return res.body;
  };

  it('admins and super admins only: 401 anonymous, 403 clients and companies', async () => {
    const [client, company] = await Promise.all([signedInClient(t), signedInCompany(t)]);
    expect((await call(t, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/dashboard', undefined, bearer(client.accessToken))).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/dashboard', undefined, bearer(company.accessToken))).status).toBe(403);
    const body = await dashboard(admin.token);
    expect(Object.keys(body).sort()).toEqual([
      'generatedAt',
      'latestCompanies',
      'latestContactMessages',
      'latestUsers',
      'totals',
      'weekly',
    ]);
    expect(Object.keys(body.totals).sort()).toEqual([
      'activeRequests',
      'companies',
      'monthlyRecurringRevenue',
      'proposals',
      'trialsEndingThisWeek',
      'users',
    ]);
    expect(body.generatedAt).toBe(clock.now().toISOString());
  });

  it('totals count users without super admins, visible companies, active requests and proposals', async () => {
    const before = (await dashboard()).totals;
    await insertUser(ds);
    await insertUser(ds, { userType: 'super_admin' });
    const promoted = await insertUser(ds);
    await ds.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'super_admin')`, [promoted]);
    const visible = await insertCompanyRow(ds); // + its account
    await insertCompanyRow(ds, { status: 'suspended' }); // + its account, not visible
    await insertCompanyRow(ds, { isActive: false }); // + its account, not visible
    const client = await insertUser(ds);
    const active = await insertRequestAt(ds, client, new Date());
    await insertRequestAt(ds, client, new Date(), 'closed');
    await insertProposalRow(ds, active, visible, 1);

    const after = (await dashboard()).totals;
    expect(after.users - before.users).toBe(5);
    expect(after.companies - before.companies).toBe(1);
    expect(after.activeRequests - before.activeRequests).toBe(1);
    expect(after.proposals - before.proposals).toBe(1);
  });

  it('monthly recurring revenue: active and past_due at monthly price, yearly / 12; trials, cancelled and free plans excluded', async () => {
    const before = (await dashboard()).totals.monthlyRecurringRevenue;
    const a = await insertPlan(ds, { priceMonthly: 40, priceYearly: 420 });
    const b = await insertPlan(ds, { priceMonthly: 12 }); // yearly invoiced as 10 × monthly
    const free = await insertPlan(ds, { priceMonthly: 0 });
    const far = new Date('2099-01-01T00:00:00Z');
    for (const row of [
      { planId: a, status: 'active' }, // 40
      { planId: a, status: 'past_due', billingCycle: 'yearly' }, // 420 / 12 = 35
      { planId: b, status: 'active', billingCycle: 'yearly' }, // 120 / 12 = 10
      { planId: a, status: 'trialing', trialEndsAt: far },
      { planId: a, status: 'cancelled' },
      { planId: free, status: 'active' },
    ] as const) {
      subscriptions.push((await insertSubscriptionRow(ds, row)).id);
    }
    const after = (await dashboard()).totals.monthlyRecurringRevenue;
    expect(Math.round((after - before) * 100) / 100).toBe(85);
  });

  it('trials ending this week: from now until Sunday 23:59 in Madrid', async () => {
    const before = (await dashboard()).totals.trialsEndingThisWeek;
    const plan = await insertPlan(ds, { priceMonthly: 30 });
    for (const [trialEndsAt, status] of [
      ['2020-04-01T12:00:00Z', 'trialing'], // counts: later today
      ['2020-04-05T21:59:00Z', 'trialing'], // counts: Sunday 23:59 in Madrid
      ['2020-04-05T22:00:00Z', 'trialing'], // next Monday 00:00 in Madrid
      ['2020-04-01T09:00:00Z', 'trialing'], // already over
      ['2020-04-02T12:00:00Z', 'cancelled'], // not a trial any more
    ] as const) {
      subscriptions.push((await insertSubscriptionRow(ds, { planId: plan, status, trialEndsAt: new Date(trialEndsAt) })).id);
    }
    expect((await dashboard()).totals.trialsEndingThisWeek - before).toBe(2);
  });

  it('weekly: the last 12 Monday weeks in Madrid time, empty ones as zeros', async () => {
    await insertUserAt(ds, new Date('2020-01-12T22:59:00Z')); // Sunday 12 Jan 23:59: before the window
    await insertUserAt(ds, new Date('2020-01-12T23:00:00Z')); // Monday 13 Jan 00:00 (CET)
    await insertUserAt(ds, new Date('2020-03-29T21:30:00Z')); // Sunday 29 Mar 23:30 (CEST)
    await insertUserAt(ds, new Date('2020-03-29T22:30:00Z')); // Monday 30 Mar 00:30 (CEST)
    await insertUserAt(ds, new Date('2020-04-05T21:59:00Z')); // Sunday 5 Apr 23:59: still this week
    await insertUserAt(ds, new Date('2020-03-30T10:00:00Z'), 'super_admin'); // not a sign-up
    const client = await insertUser(ds);
    await insertRequestAt(ds, client, new Date('2020-02-05T12:00:00Z'));
    await insertRequestAt(ds, client, new Date('2020-02-09T22:59:00Z'), 'closed'); // Sunday 9 Feb 23:59 (CET)
    await insertRequestAt(ds, client, new Date('2020-03-31T08:00:00Z'), 'cancelled');

    const { weekly } = await dashboard();
    expect(weekly).toHaveLength(12);
    expect(weekly.map((w: { weekStart: string }) => w.weekStart)).toEqual([
      '2020-01-13',
      '2020-01-20',
      '2020-01-27',
      '2020-02-03',
      '2020-02-10',
      '2020-02-17',
      '2020-02-24',
      '2020-03-02',
      '2020-03-09',
      '2020-03-16',
      '2020-03-23',
      '2020-03-30',
    ]);
    const byWeek = Object.fromEntries(
      weekly.map((w: { weekStart: string; signups: number; requests: number }) => [w.weekStart, [w.signups, w.requests]]),
    );
    expect(byWeek).toEqual({
      '2020-01-13': [1, 0],
      '2020-01-20': [0, 0],
      '2020-01-27': [0, 0],
      '2020-02-03': [0, 2],
      '2020-02-10': [0, 0],
      '2020-02-17': [0, 0],
      '2020-02-24': [0, 0],
      '2020-03-02': [0, 0],
      '2020-03-09': [0, 0],
      '2020-03-16': [0, 0],
      '2020-03-23': [1, 0],
      '2020-03-30': [2, 1],
    });
  });

  it('latest 10 contact messages, 5 companies and 5 users (no super admins), newest first', async () => {
    const base = Date.now();
    for (let i = 0; i < 11; i++) {
      messages.push(await insertContactMessage(ds, { createdAt: new Date(base + i * 1000), read: i % 2 === 0, subject: `Asunto ${i}` }));
    }
    const company = await insertCompanyRow(ds, { status: 'pending' });
    const user = await insertUser(ds, { fullName: 'Último Usuario' });
    await insertUser(ds, { userType: 'super_admin' });

    const body = await dashboard(admin.token);
    expect(body.latestContactMessages).toHaveLength(10);
    expect(body.latestContactMessages.map((m: { subject: string }) => m.subject)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Asunto ${i}`),
    );
    expect(Object.keys(body.latestContactMessages[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'read', 'subject']);
    expect(body.latestContactMessages[0]).toMatchObject({ read: true, name: 'Lucía Pérez', email: 'lucia@example.com' });

    expect(body.latestCompanies).toHaveLength(5);
    expect(body.latestCompanies[0]).toMatchObject({ id: company, status: 'pending' });
    expect(body.latestUsers).toHaveLength(5);
    expect(body.latestUsers[0]).toMatchObject({ id: user, fullName: 'Último Usuario', userType: 'client', status: 'active' });
    expect(body.latestUsers.every((u: { userType: string }) => u.userType !== 'super_admin')).toBe(true);
  });
});
