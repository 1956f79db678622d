import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BillingLifecycleService } from '../../backend/src/modules/billing/billing-lifecycle.service.js';
import type { TestApp } from '../helpers/test-app.js';
import { signedInCompany } from './auth-factories.js';
import { subscriptionOf } from './billing-factories.js';
import { insertCompanyRow } from './content-factories.js';
import { insertUser } from './sql-factories.js';

/**
 * Rows behind the backoffice's plans, subscriptions, invoices and dashboard. Invoices come from
 * the real lifecycle (as the billing specs do); the dashboard's figures from plain SQL rows with
 * chosen dates, so the test knows exactly what each figure must be.
 */

/** A company (signed in) whose trial ended at the app's clock and got its first invoice. */
export async function companyWithInvoice(t: TestApp, now: Date, overrides: Record<string, unknown> = {}) {
  const ds = t.app.get(DataSource);
  const company = await signedInCompany(t, overrides);
  const sub = await subscriptionOf(ds, company.id);
  await ds.query(`UPDATE company_subscriptions SET trial_ends_at = $2 WHERE id = $1`, [sub.id, new Date(now.getTime() - 60_000)]);
  const outcome = await t.app.get(BillingLifecycleService).applyTrialEnd(sub.id);
  if (!outcome.applied || !outcome.invoice) throw new Error(`No se emitió la factura: ${JSON.stringify(outcome)}`);
  return { company, companyId: sub.company_id, subscription: sub, invoice: outcome.invoice };
}

/**
 * A plan of our own (unique key), for exact revenue sums. Inactive unless told: the public
 * pricing (`GET /api/plans`, other specs) must keep showing only the seeded plans.
 */
export async function insertPlan(
  ds: DataSource,
  opts: { priceMonthly: number; priceYearly?: number | null; isActive?: boolean },
): Promise<string> {
  const key = `test-${randomUUID().slice(0, 8)}`;
  const [row] = await ds.query(
    `INSERT INTO subscription_plans (plan_name, display_name, price_monthly, price_yearly, features, is_active)
     VALUES ($1, $2, $3, $4, ARRAY['Perfil de empresa'], $5) RETURNING id`,
    [key, `Plan ${key}`, opts.priceMonthly, opts.priceYearly ?? null, opts.isActive ?? false],
  );
  return row.id;
}

export interface SubscriptionRowOptions {
  planId: string;
  status: 'trialing' | 'active' | 'past_due' | 'cancelled';
  billingCycle?: 'monthly' | 'yearly';
  trialEndsAt?: Date | null;
  /** Far in the future by default, so no billing scan of another spec renews it. */
  periodEnd?: Date;
  companyId?: string;
}

/** A subscription row straight in SQL (a new visible company unless `companyId`). */
export async function insertSubscriptionRow(ds: DataSource, opts: SubscriptionRowOptions): Promise<{ id: string; companyId: string }> {
  const companyId = opts.companyId ?? (await insertCompanyRow(ds));
  const trialEndsAt = opts.trialEndsAt ?? (opts.status === 'trialing' ? new Date('2099-01-01T00:00:00Z') : null);
  const [row] = await ds.query(
    `INSERT INTO company_subscriptions (company_id, plan_id, status, billing_cycle, trial_ends_at, current_period_start, current_period_end, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      companyId,
      opts.planId,
      opts.status,
      opts.billingCycle ?? 'monthly',
      trialEndsAt,
      new Date('2020-01-01T00:00:00Z'),
      opts.periodEnd ?? new Date('2099-12-31T00:00:00Z'),
      opts.status === 'cancelled' ? new Date('2020-01-02T00:00:00Z') : null,
    ],
  );
  return { id: row.id, companyId };
}

/**
 * Removes subscriptions made by insertSubscriptionRow (no invoices hang from them), so no later
 * billing scan touches them, then the test plans nothing refers to any more.
 */
export async function deleteSubscriptionRows(ds: DataSource, ids: string[]): Promise<void> {
  if (ids.length > 0) await ds.query(`DELETE FROM company_subscriptions WHERE id = ANY($1::uuid[])`, [ids]);
  await ds.query(
    `DELETE FROM subscription_plans p WHERE p.plan_name LIKE 'test-%' AND NOT EXISTS (SELECT 1 FROM company_subscriptions s WHERE s.plan_id = p.id)`,
  );
}

/** An account created at a chosen moment (the dashboard's weekly sign-ups). */
export async function insertUserAt(ds: DataSource, createdAt: Date, userType = 'client'): Promise<string> {
  const id = await insertUser(ds, { userType, fullName: 'Alta Semanal' });
  await ds.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [id, createdAt]);
  return id;
}

/** A request posted at a chosen moment, by a client created with it (not counted as a sign-up in the window). */
export async function insertRequestAt(ds: DataSource, clientId: string, createdAt: Date, status = 'active'): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO requests (client_id, slug, title, description, services, city, province, status, created_at)
     VALUES ($1, '', 'Mudanza semanal', '<p>Detalles</p>', ARRAY['Mudanzas'], 'Madrid', 'Madrid', $2, $3) RETURNING id`,
    [clientId, status, createdAt],
  );
  return row.id;
}

/** A contact message at a chosen moment. */
export async function insertContactMessage(
  ds: DataSource,
  opts: { createdAt?: Date; read?: boolean; subject?: string } = {},
): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO contact_messages (name, email, subject, message, read, read_at, created_at)
     VALUES ('Lucía Pérez', 'lucia@example.com', $1, 'Quiero información', $2, $3, $4) RETURNING id`,
    [opts.subject ?? 'pricing', opts.read ?? false, opts.read ? new Date() : null, opts.createdAt ?? new Date()],
  );
  return row.id;
}
