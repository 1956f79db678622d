import type { InvoicePaidDto, SubscriptionDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { SCAN_BATCH, type ScanResult } from '../../backend/src/modules/billing/billing-lifecycle.service.js';
import { QueueName } from '../../backend/src/queue/queues.js';
import type { TestApp } from '../helpers/test-app.js';
import type { TestClock } from '../helpers/test-clock.js';
import { bearer, call, mailsFor } from './auth-factories.js';
import { drainQueue, invoicesOf, runBillingScan, subscriptionOf, type InvoiceRow } from './billing-factories.js';
import { createCompany, type TestCompany } from './company-factories.js';

export const MINUTE = 60_000;
export const DAY = 24 * 3600 * 1000;

/** A moment `days` (and `ms`) after `from`. */
export const after = (from: Date | string, days: number, ms = 0) => new Date(new Date(from).getTime() + days * DAY + ms);

/**
 * One scheduler tick at the clock's time, repeated while a batch came back full (the shared test
 * database may hold more due transitions than SCAN_BATCH), each time waiting for the jobs.
 */
export async function scanAll(t: TestApp): Promise<ScanResult> {
  let last = await runBillingScan(t);
  for (let round = 0; round < 20 && Object.values(last).some((n) => n >= SCAN_BATCH); round++) last = await runBillingScan(t);
  return last;
}

/** The mails of one template (`.eml` files are named after it) sent to `email`, after the mail queue is idle. */
export async function templateMails(t: TestApp, email: string, template: string): Promise<{ file: string; text: string }[]> {
  await drainQueue(t, QueueName.MAIL);
  return mailsFor(t, email).filter((m) => m.file.includes(`-${template}-`));
}

/** Waits for `count` mails of a template to `email`, then checks that there are exactly `count`. */
export async function expectTemplateMails(t: TestApp, email: string, template: string, count: number) {
  const deadline = Date.now() + 20_000;
  let mails = await templateMails(t, email, template);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    mails = await templateMails(t, email, template);
  }
  if (mails.length !== count) throw new Error(`${email}: ${mails.length} correos ${template}, se esperaban ${count}`);
  return mails;
}

export async function mySubscription(t: TestApp, token: string): Promise<SubscriptionDto> {
  const res = await call<SubscriptionDto>(t, 'GET', '/api/me/subscription', undefined, bearer(token));
  if (res.status !== 200) throw new Error(`GET /me/subscription: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** `POST /api/admin/invoices/:id/mark-paid` as a super admin. */
export async function markPaid(t: TestApp, adminToken: string, invoiceId: string): Promise<InvoicePaidDto> {
  const res = await call<InvoicePaidDto>(t, 'POST', `/api/admin/invoices/${invoiceId}/mark-paid`, undefined, bearer(adminToken));
  if (res.status !== 200) throw new Error(`mark-paid: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface PayingCompany extends TestCompany {
  companyId: string;
  subscriptionId: string;
  /** The first invoice, issued when the trial ended. */
  invoice: InvoiceRow;
}

/** A company whose trial just ended (clock moved there, scan run): active, its first invoice pending. */
export async function payingCompany(
  t: TestApp,
  ds: DataSource,
  clock: TestClock,
  register: Record<string, unknown> = {},
): Promise<PayingCompany> {
  const company = await createCompany(t, { subscriptionPlan: 'basic', ...register });
  const sub = await subscriptionOf(ds, company.account.id);
  clock.set(after(sub.trial_ends_at!, 0, MINUTE));
  await scanAll(t);
  const [invoice] = await invoicesOf(ds, sub.company_id);
  if (!invoice) throw new Error('Sin primera factura');
  return { ...company, companyId: sub.company_id, subscriptionId: sub.id, invoice };
}

/** The invoice row again (status, reminder bookkeeping). */
export async function invoiceRow(
  ds: DataSource,
  invoiceId: string,
): Promise<InvoiceRow & { reminder_day: number | null; next_reminder_at: Date | null }> {
  const [row] = await ds.query(`SELECT * FROM invoices WHERE id = $1`, [invoiceId]);
  return row;
}
