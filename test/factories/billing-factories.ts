import type { BillingCycle, InvoiceStatus, SubscriptionStatus } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { BillingLifecycleService, type ScanResult } from '../../backend/src/modules/billing/billing-lifecycle.service.js';
import { QueueService } from '../../backend/src/queue/queue.service.js';
import { QueueName, type QueueNameValue } from '../../backend/src/queue/queues.js';
import type { TestApp } from '../helpers/test-app.js';
import { mailsFor } from './auth-factories.js';

/** A valid body for PUT /api/me/billing. */
export const billingBody = (overrides: Record<string, unknown> = {}) => ({
  billingName: 'Transportes García S.L.',
  taxId: 'B12345678',
  billingAddress: 'Calle Mayor 1, 2º B',
  billingCity: 'Madrid',
  billingPostalCode: '28013',
  billingProvince: 'Madrid',
  ...overrides,
});

/** A `company_subscriptions` row as PostgreSQL answers it (timestamps as Date). */
export interface SubscriptionRow {
  id: string;
  company_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  billing_cycle: BillingCycle;
  trial_ends_at: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  cancelled_at: Date | null;
  trial_ending_notified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** An `invoices` row as PostgreSQL answers it (numerics as text, timestamps as Date). */
export interface InvoiceRow {
  id: string;
  company_id: string;
  subscription_id: string;
  invoice_number: string;
  invoice_year: number;
  invoice_sequence: number;
  description: string | null;
  period_start: Date;
  period_end: Date;
  base_amount: string;
  tax_rate: string;
  tax_amount: string;
  amount: string;
  currency: string;
  due_date: Date;
  status: InvoiceStatus;
  paid_at: Date | null;
  billing_snapshot: Record<string, unknown> | null;
  created_at: Date;
}

/** The company id and subscription row of a company account (by its user id). */
export async function subscriptionOf(ds: DataSource, userId: string): Promise<SubscriptionRow> {
  const [row] = await ds.query<SubscriptionRow[]>(
    `SELECT s.*, c.id AS company_id FROM company_subscriptions s JOIN companies c ON c.id = s.company_id
      WHERE c.user_id = $1 ORDER BY s.created_at DESC LIMIT 1`,
    [userId],
  );
  return row;
}

export async function invoicesOf(ds: DataSource, companyId: string): Promise<InvoiceRow[]> {
  return ds.query<InvoiceRow[]>(`SELECT * FROM invoices WHERE company_id = $1 ORDER BY invoice_year, invoice_sequence`, [companyId]);
}

/** Waits until the billing queue has nothing waiting, delayed or running. */
export function drainBillingQueue(t: TestApp, timeoutMs = 30_000): Promise<void> {
  return drainQueue(t, QueueName.BILLING, timeoutMs);
}

/** Waits until a queue has nothing waiting, delayed or running. */
export async function drainQueue(t: TestApp, name: QueueNameValue, timeoutMs = 30_000): Promise<void> {
  const queue = t.app.get(QueueService).queue(name);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    // A repeating schedule (e.g. the mail re-drive another app of the run set up) always keeps its next run delayed.
    if (counts.delayed > 0) counts.delayed = (await queue.getDelayed()).filter((job) => !job.repeatJobKey).length;
    if (Object.values(counts).every((n) => n === 0)) return;
    if (Date.now() > deadline) throw new Error(`La cola ${name} no se vació: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One scheduler tick at the app's clock, then waits for the jobs it queued (workers must run). */
export async function runBillingScan(t: TestApp): Promise<ScanResult> {
  const result = await t.app.get(BillingLifecycleService).scan();
  await drainBillingQueue(t);
  return result;
}

/** Every invoice number of a year, in order: they must be 1..N (no gaps, no duplicates). */
export async function invoiceSequences(ds: DataSource, year: number): Promise<number[]> {
  const rows = await ds.query(`SELECT invoice_sequence AS n FROM invoices WHERE invoice_year = $1 ORDER BY invoice_sequence`, [year]);
  return rows.map((r: { n: number }) => r.n);
}

/** The .eml files for `to` whose decoded text matches. */
export function mailsMatching(t: TestApp, to: string, pattern: RegExp) {
  return mailsFor(t, to).filter((m) => pattern.test(m.text));
}

export const INVOICE_NUMBER = /^RUT-\d{4}-\d{6}$/;
