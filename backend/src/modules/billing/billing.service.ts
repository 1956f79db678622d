import { isUuid } from '@rutalia/catalog';
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
import type {
  AdminInvoiceDto,
  BillingDataDto,
  BillingDataInputDto,
  BillingDataSavedDto,
  InvoiceDto,
  InvoiceListQuery,
  InvoicePaidDto,
} from './dto/billing.dto.js';
import {
  countCompanyInvoices,
  findBillingData,
  findInvoice,
  findInvoiceOfCompany,
  listCompanyInvoices,
  upsertBillingData,
  type InvoiceRow,
} from './billing-sql.js';
import { applyInvoicePayment } from './invoice-payment.js';
import { renderInvoicePdf } from './invoice-pdf.js';

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
    const row = await findBillingData(this.dataSource, companyId);
    return row ? { ...row, updatedAt: new Date(row.updatedAt).toISOString() } : null;
  }

  /** Upsert by company (spec 7). Issued invoices keep the data they were issued with. */
  async saveBillingData(user: AuthUser, dto: BillingDataInputDto): Promise<BillingDataSavedDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    await upsertBillingData(
      this.dataSource,
      companyId,
      {
        billingName: dto.billingName,
        taxId: dto.taxId,
        billingAddress: dto.billingAddress,
        billingCity: dto.billingCity,
        billingPostalCode: dto.billingPostalCode,
        billingProvince: dto.billingProvince,
        billingCountry: dto.billingCountry || DEFAULT_BILLING_COUNTRY,
      },
      this.clock.now(),
    );
    return { message: BillingMessages.BILLING_UPDATED, billing: (await this.getBillingData(user))! };
  }

  /** Newest first (ix_invoices_company_id_created_at); 10 per page by default, 50 at most. */
  async listInvoices(user: AuthUser, query: InvoiceListQuery): Promise<Page<InvoiceDto>> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const { page, pageSize, offset } = resolvePage(query, { pageSize: 10, maxPageSize: 50 });
    const total = await countCompanyInvoices(this.dataSource, companyId);
    const rows = await listCompanyInvoices(this.dataSource, companyId, pageSize, offset);
    return { items: rows.map(toInvoiceDto), total, page, pageSize };
  }

  /** The PDF of one of the company's invoices; anybody else's is a 404. */
  async invoicePdf(user: AuthUser, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const companyId = await this.subscriptions.companyIdOf(user);
    return this.renderPdf(invoiceId, companyId);
  }

  /** The PDF of an invoice, of one company when `companyId` is given (404 otherwise), of any for admins. */
  async renderPdf(invoiceId: string, companyId: string | null): Promise<{ filename: string; pdf: Buffer }> {
    if (!isUuid(invoiceId)) throw invoiceNotFound();
    const row = await findInvoiceOfCompany(this.dataSource, invoiceId, companyId);
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

  /** Admin: the invoice is paid by bank transfer (idempotent); see applyInvoicePayment. */
  async markPaid(actor: AuthUser, invoiceId: string): Promise<InvoicePaidDto> {
    if (!isUuid(invoiceId)) throw invoiceNotFound();
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction((manager) =>
      applyInvoicePayment(manager, this.audit, invoiceId, now, { actorId: actor.id, action: 'invoice.mark_paid' }),
    );
    if (!outcome) throw invoiceNotFound();
    const row = (await findInvoice(this.dataSource, invoiceId))!;
    const invoice: AdminInvoiceDto = { ...toInvoiceDto(row), companyId: row.companyId, subscriptionId: row.subscriptionId };
    return { message: BillingMessages.INVOICE_PAID, invoice, subscriptionStatus: outcome.subscriptionStatus };
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
