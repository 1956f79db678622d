import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { findAdminInvoice, findAdminInvoicePage, INVOICE_LIST, type AdminInvoiceRow } from './billing-admin-sql.js';
import { invoiceNotFound } from './billing-errors.js';
import type { AdminInvoiceRecordDto } from './dto/invoice-admin.dto.js';

/** Backoffice: every company's invoices (super admins). Marking paid and PDFs live in BillingService. */
@Injectable()
export class BillingAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminInvoiceRecordDto[]; total: number }> {
    const list = parseListQuery(query, INVOICE_LIST);
    const { rows, total } = await findAdminInvoicePage(this.dataSource, list);
    return { list, rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<AdminInvoiceRecordDto> {
    if (!isUuid(id)) throw invoiceNotFound();
    const row = await findAdminInvoice(this.dataSource, id);
    if (!row) throw invoiceNotFound();
    return toRecord(row);
  }
}

const iso = (value: Date) => new Date(value).toISOString();

function toRecord(row: AdminInvoiceRow): AdminInvoiceRecordDto {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    companyId: row.companyId,
    companyName: row.companyName,
    subscriptionId: row.subscriptionId,
    description: row.description,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    baseAmount: Number(row.baseAmount),
    taxRate: Number(row.taxRate),
    taxAmount: Number(row.taxAmount),
    amount: Number(row.amount),
    status: row.status,
    issuedAt: iso(row.issuedAt),
    dueDate: iso(row.dueDate),
    paidAt: row.paidAt ? iso(row.paidAt) : null,
  };
}
