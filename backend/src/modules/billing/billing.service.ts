import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuditService } from '../audit/audit.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { BillingMessages, invoiceNotFound } from './billing-errors.js';
import { DEFAULT_BILLING_COUNTRY } from './company-billing-data.entity.js';
import type { AdminInvoiceDto, BillingDataDto, BillingDataInputDto, BillingDataSavedDto, InvoiceDto, InvoiceListQuery, InvoicePaidDto } from './dto/billing.dto.js';
import type { BillingSnapshot } from './invoice.entity.js';
import { renderInvoicePdf } from './invoice-pdf.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface InvoiceRow {
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
  status: 'pending' | 'paid' | 'overdue';
  paidAt: Date | null;
  billingSnapshot: BillingSnapshot | null;
}

const INVOICE_SELECT = `
  SELECT i.id, i.company_id AS "companyId", i.subscription_id AS "subscriptionId", i.invoice_number AS "invoiceNumber",
         i.description, i.period_start AS "periodStart", i.period_end AS "periodEnd", i.created_at AS "issuedAt",
         i.due_date AS "dueDate", i.base_amount AS "baseAmount", i.tax_rate AS "taxRate", i.tax_amount AS "taxAmount",
         i.amount, i.currency, i.status, i.paid_at AS "paidAt", i.billing_snapshot AS "billingSnapshot"
    FROM invoices i`;

/** Billing data, invoice history and PDFs of the signed-in company; marking invoices paid (admin). */
@Injectable()
export class BillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly audit: AuditService,
  ) {}

  async getBillingData(user: AuthUser): Promise<BillingDataDto | null> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const [row] = await this.dataSource.query<BillingDataDto[]>(
      `SELECT billing_name AS "billingName", tax_id AS "taxId", billing_address AS "billingAddress", billing_city AS "billingCity",
              billing_postal_code AS "billingPostalCode", billing_province AS "billingProvince", billing_country AS "billingCountry",
              updated_at AS "updatedAt"
         FROM company_billing_data WHERE company_id = $1`,
      [companyId],
    );
    return row ? { ...row, updatedAt: new Date(row.updatedAt).toISOString() } : null;
  }

  /** Upsert by company (spec 7). Issued invoices keep the data they were issued with. */
  async saveBillingData(user: AuthUser, dto: BillingDataInputDto): Promise<BillingDataSavedDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    await this.dataSource.query(
      `INSERT INTO company_billing_data AS b (company_id, billing_name, tax_id, billing_address, billing_city, billing_postal_code, billing_province, billing_country, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (company_id) DO UPDATE SET billing_name = $2, tax_id = $3, billing_address = $4, billing_city = $5,
         billing_postal_code = $6, billing_province = $7, billing_country = $8, updated_at = $9`,
      [
        companyId,
        dto.billingName,
        dto.taxId,
        dto.billingAddress,
        dto.billingCity,
        dto.billingPostalCode,
        dto.billingProvince,
        dto.billingCountry || DEFAULT_BILLING_COUNTRY,
        this.clock.now(),
      ],
    );
    return { message: BillingMessages.BILLING_UPDATED, billing: (await this.getBillingData(user))! };
  }

  /** Newest first (ix_invoices_company_id_created_at); 10 per page by default, 50 at most. */
  async listInvoices(user: AuthUser, query: InvoiceListQuery): Promise<Page<InvoiceDto>> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const { page, pageSize, offset } = resolvePage(query, { pageSize: 10, maxPageSize: 50 });
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM invoices WHERE company_id = $1`, [companyId]);
    const rows = await this.dataSource.query<InvoiceRow[]>(
      `${INVOICE_SELECT} WHERE i.company_id = $1 ORDER BY i.created_at DESC, i.invoice_year DESC, i.invoice_sequence DESC LIMIT $2 OFFSET $3`,
      [companyId, pageSize, offset],
    );
    return { items: rows.map(toInvoiceDto), total, page, pageSize };
  }

  /** The PDF of one of the company's invoices; anybody else's is a 404. */
  async invoicePdf(user: AuthUser, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const companyId = await this.subscriptions.companyIdOf(user);
    return this.renderPdf(invoiceId, companyId);
  }

  /** The PDF of an invoice, of one company when `companyId` is given (404 otherwise), of any for admins. */
  async renderPdf(invoiceId: string, companyId: string | null): Promise<{ filename: string; pdf: Buffer }> {
    if (!UUID.test(invoiceId)) throw invoiceNotFound();
    const [row] = await this.dataSource.query<InvoiceRow[]>(`${INVOICE_SELECT} WHERE i.id = $1 AND ($2::uuid IS NULL OR i.company_id = $2)`, [invoiceId, companyId]);
    if (!row) throw invoiceNotFound();
    const dto = toInvoiceDto(row);
    const pdf = await renderInvoicePdf({
      invoiceNumber: row.invoiceNumber,
      issuedAt: new Date(row.issuedAt),
      dueDate: new Date(row.dueDate),
      periodStart: new Date(row.periodStart),
      periodEnd: new Date(row.periodEnd),
      status: row.status,
      paidAt: row.paidAt ? new Date(row.paidAt) : null,
      description: row.description,
      baseAmount: dto.baseAmount,
      taxRate: dto.taxRate,
      taxAmount: dto.taxAmount,
      amount: dto.amount,
      customer: row.billingSnapshot,
      issuer: { name: this.config.billing.issuerName, taxId: this.config.billing.issuerTaxId, address: this.config.billing.issuerAddress },
    });
    return { filename: `${row.invoiceNumber}.pdf`, pdf };
  }

  /**
   * Admin: the invoice is paid (idempotent). A past_due subscription with no other overdue
   * invoice is active again. Locks the subscription, then the invoice (the lifecycle's order).
   * The first time, in the same transaction, the company's payment_status becomes 'paid' with
   * last_payment = the payment time, and `invoice.mark_paid` is audited; a repeat changes nothing.
   */
  async markPaid(actor: AuthUser, invoiceId: string): Promise<InvoicePaidDto> {
    if (!UUID.test(invoiceId)) throw invoiceNotFound();
    const now = this.clock.now();
    const subscriptionStatus = await this.dataSource.transaction(async (manager) => {
      const [ref] = await manager.query<{ subscriptionId: string }[]>(`SELECT subscription_id AS "subscriptionId" FROM invoices WHERE id = $1`, [invoiceId]);
      if (!ref) throw invoiceNotFound();
      const [sub] = await manager.query<{ id: string; status: string }[]>(`SELECT id, status FROM company_subscriptions WHERE id = $1 FOR UPDATE`, [ref.subscriptionId]);
      const [invoice] = await manager.query<{ status: string; companyId: string; invoiceNumber: string }[]>(
        `SELECT status, company_id AS "companyId", invoice_number AS "invoiceNumber" FROM invoices WHERE id = $1 FOR UPDATE`,
        [invoiceId],
      );
      if (invoice.status !== 'paid') {
        await manager.query(`UPDATE invoices SET status = 'paid', paid_at = $2 WHERE id = $1`, [invoiceId, now]);
        const [company] = await manager.query<{ paymentStatus: string | null; lastPayment: Date | null }[]>(
          `SELECT payment_status AS "paymentStatus", last_payment AS "lastPayment" FROM companies WHERE id = $1 FOR UPDATE`,
          [invoice.companyId],
        );
        await manager.query(`UPDATE companies SET payment_status = 'paid', last_payment = $2, updated_at = $2 WHERE id = $1`, [invoice.companyId, now]);
        await this.audit.record(
          {
            actorId: actor.id,
            action: 'invoice.mark_paid',
            entityType: 'invoice',
            entityId: invoiceId,
            details: {
              invoiceNumber: invoice.invoiceNumber,
              companyId: invoice.companyId,
              before: { status: invoice.status, companyPaymentStatus: company.paymentStatus, companyLastPayment: company.lastPayment },
              after: { status: 'paid', companyPaymentStatus: 'paid', companyLastPayment: now.toISOString() },
            },
          },
          manager,
        );
      }
      if (sub.status !== 'past_due') return sub.status;
      const [other] = await manager.query(`SELECT 1 FROM invoices WHERE subscription_id = $1 AND status = 'overdue' LIMIT 1`, [sub.id]);
      if (other) return sub.status;
      await manager.query(`UPDATE company_subscriptions SET status = 'active', updated_at = $2 WHERE id = $1`, [sub.id, now]);
      return 'active';
    });
    const [row] = await this.dataSource.query<InvoiceRow[]>(`${INVOICE_SELECT} WHERE i.id = $1`, [invoiceId]);
    const invoice: AdminInvoiceDto = { ...toInvoiceDto(row), companyId: row.companyId, subscriptionId: row.subscriptionId };
    return { message: BillingMessages.INVOICE_PAID, invoice, subscriptionStatus };
  }
}

export function toInvoiceDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    description: row.description,
    periodStart: new Date(row.periodStart).toISOString(),
    periodEnd: new Date(row.periodEnd).toISOString(),
    issuedAt: new Date(row.issuedAt).toISOString(),
    dueDate: new Date(row.dueDate).toISOString(),
    baseAmount: Number(row.baseAmount),
    taxRate: Number(row.taxRate),
    taxAmount: Number(row.taxAmount),
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status as InvoiceDto['status'],
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
  };
}
