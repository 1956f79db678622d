import type { Queryable } from '../../common/database/queryable.js';
import type { BillingSnapshot } from './invoice.entity.js';
import type { SubscriptionStatus } from '../../database/enums.js';

/**
 * SQL of a company's billing data and invoice history, and of marking an invoice paid. Every
 * billing transaction locks the subscription first, then its invoice (the lifecycle's order).
 */

export interface InvoiceRow {
  id: string;
  companyId: string;
  subscriptionId: string;
  invoiceNumber: string;
  description: string | null;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  dueDate: Date;
  baseAmount: string;
  taxRate: string;
  taxAmount: string;
  amount: string;
  currency: string;
  status: 'pending' | 'paid' | 'overdue' | 'refunded';
  paidAt: Date | null;
  billingSnapshot: BillingSnapshot | null;
}

const INVOICE_SELECT = `
  SELECT i.id, i.company_id AS "companyId", i.subscription_id AS "subscriptionId", i.invoice_number AS "invoiceNumber",
         i.description, i.period_start AS "periodStart", i.period_end AS "periodEnd", i.created_at AS "issuedAt",
         i.due_date AS "dueDate", i.base_amount AS "baseAmount", i.tax_rate AS "taxRate", i.tax_amount AS "taxAmount",
         i.amount, i.currency, i.status, i.paid_at AS "paidAt", i.billing_snapshot AS "billingSnapshot"
    FROM invoices i`;

/** The company's billing data as stored (one row per company). */
export interface BillingDataRow {
  billingName: string;
  taxId: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingProvince: string;
  billingCountry: string;
  updatedAt: Date;
}

export type BillingDataFields = Omit<BillingDataRow, 'updatedAt'>;

export async function findBillingData(db: Queryable, companyId: string): Promise<BillingDataRow | undefined> {
  const [row] = await db.query<BillingDataRow[]>(
    `SELECT billing_name AS "billingName", tax_id AS "taxId", billing_address AS "billingAddress", billing_city AS "billingCity",
            billing_postal_code AS "billingPostalCode", billing_province AS "billingProvince", billing_country AS "billingCountry",
            updated_at AS "updatedAt"
       FROM company_billing_data WHERE company_id = $1`,
    [companyId],
  );
  return row;
}

/** Upsert by company (spec 7). Issued invoices keep the data they were issued with. */
export async function upsertBillingData(db: Queryable, companyId: string, data: BillingDataFields, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO company_billing_data AS b (company_id, billing_name, tax_id, billing_address, billing_city, billing_postal_code, billing_province, billing_country, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id) DO UPDATE SET billing_name = $2, tax_id = $3, billing_address = $4, billing_city = $5,
       billing_postal_code = $6, billing_province = $7, billing_country = $8, updated_at = $9`,
    [
      companyId,
      data.billingName,
      data.taxId,
      data.billingAddress,
      data.billingCity,
      data.billingPostalCode,
      data.billingProvince,
      data.billingCountry,
      now,
    ],
  );
}

export async function countCompanyInvoices(db: Queryable, companyId: string): Promise<number> {
  const [{ total }] = await db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM invoices WHERE company_id = $1`, [companyId]);
  return total;
}

/** Newest first (ix_invoices_company_id_created_at). */
export function listCompanyInvoices(db: Queryable, companyId: string, limit: number, offset: number): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow[]>(
    `${INVOICE_SELECT} WHERE i.company_id = $1 ORDER BY i.created_at DESC, i.invoice_year DESC, i.invoice_sequence DESC LIMIT $2 OFFSET $3`,
    [companyId, limit, offset],
  );
}

export async function findInvoice(db: Queryable, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow[]>(`${INVOICE_SELECT} WHERE i.id = $1`, [invoiceId]);
  return row;
}

/** One invoice of that company, or of any when `companyId` is null. */
export async function findInvoiceOfCompany(db: Queryable, invoiceId: string, companyId: string | null): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow[]>(`${INVOICE_SELECT} WHERE i.id = $1 AND ($2::uuid IS NULL OR i.company_id = $2)`, [
    invoiceId,
    companyId,
  ]);
  return row;
}

/** The invoice's subscription, read without a lock: the subscription must be locked before the invoice. */
export async function findInvoiceSubscriptionId(db: Queryable, invoiceId: string): Promise<string | undefined> {
  const [ref] = await db.query<{ subscriptionId: string }[]>(`SELECT subscription_id AS "subscriptionId" FROM invoices WHERE id = $1`, [
    invoiceId,
  ]);
  return ref?.subscriptionId;
}

export async function lockSubscriptionStatus(
  db: Queryable,
  subscriptionId: string,
): Promise<{ id: string; status: SubscriptionStatus } | undefined> {
  const [sub] = await db.query<{ id: string; status: SubscriptionStatus }[]>(
    `SELECT id, status FROM company_subscriptions WHERE id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return sub;
}

export async function lockInvoiceForPayment(
  db: Queryable,
  invoiceId: string,
): Promise<{ status: string; companyId: string; invoiceNumber: string } | undefined> {
  const [invoice] = await db.query<{ status: string; companyId: string; invoiceNumber: string }[]>(
    `SELECT status, company_id AS "companyId", invoice_number AS "invoiceNumber" FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  );
  return invoice;
}

export async function markInvoicePaid(db: Queryable, invoiceId: string, now: Date): Promise<void> {
  await db.query(`UPDATE invoices SET status = 'paid', paid_at = $2 WHERE id = $1`, [invoiceId, now]);
}

export async function lockCompanyPaymentState(
  db: Queryable,
  companyId: string,
): Promise<{ paymentStatus: string | null; lastPayment: Date | null } | undefined> {
  const [company] = await db.query<{ paymentStatus: string | null; lastPayment: Date | null }[]>(
    `SELECT payment_status AS "paymentStatus", last_payment AS "lastPayment" FROM companies WHERE id = $1 FOR UPDATE`,
    [companyId],
  );
  return company;
}

export async function markCompanyPaid(db: Queryable, companyId: string, now: Date): Promise<void> {
  await db.query(`UPDATE companies SET payment_status = 'paid', last_payment = $2, updated_at = $2 WHERE id = $1`, [companyId, now]);
}

export async function hasOverdueInvoice(db: Queryable, subscriptionId: string): Promise<boolean> {
  const [other] = await db.query(`SELECT 1 FROM invoices WHERE subscription_id = $1 AND status = 'overdue' LIMIT 1`, [subscriptionId]);
  return Boolean(other);
}

export async function reactivateSubscription(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET status = 'active', updated_at = $2 WHERE id = $1`, [subscriptionId, now]);
}
