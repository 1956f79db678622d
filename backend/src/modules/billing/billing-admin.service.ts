import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { invoiceNotFound } from './billing-errors.js';
import type { AdminInvoiceRecordDto } from './dto/invoice-admin.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `issuedAt` is the invoice's created_at (decisions: issue 6). */
export const INVOICE_LIST: ListSpec = {
  sortable: {
    issuedAt: 'i.created_at',
    dueDate: 'i.due_date',
    amount: 'i.amount',
    status: 'i.status',
    invoiceNumber: 'i.invoice_number',
    companyName: 'c.company_name',
  },
  defaultSort: ['issuedAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['i.invoice_number'] },
    status: { kind: 'eq', column: 'i.status', cast: 'invoice_status' },
    companyId: { kind: 'eq', column: 'i.company_id', cast: 'uuid' },
    issuedFrom: { kind: 'from', column: 'i.created_at' },
    issuedTo: { kind: 'to', column: 'i.created_at' },
  },
  idColumn: 'i.id',
};

const FROM = `FROM invoices i JOIN companies c ON c.id = i.company_id`;

interface InvoiceRow {
  id: string;
  invoiceNumber: string;
  companyId: string;
  companyName: string;
  subscriptionId: string;
  description: string | null;
  periodStart: Date;
  periodEnd: Date;
  baseAmount: string;
  taxRate: string;
  taxAmount: string;
  amount: string;
  status: AdminInvoiceRecordDto['status'];
  issuedAt: Date;
  dueDate: Date;
  paidAt: Date | null;
}

const SELECT = `
  SELECT i.id, i.invoice_number AS "invoiceNumber", i.company_id AS "companyId", c.company_name AS "companyName",
         i.subscription_id AS "subscriptionId", i.description, i.period_start AS "periodStart", i.period_end AS "periodEnd",
         i.base_amount AS "baseAmount", i.tax_rate AS "taxRate", i.tax_amount AS "taxAmount", i.amount, i.status,
         i.created_at AS "issuedAt", i.due_date AS "dueDate", i.paid_at AS "paidAt"
    ${FROM}`;

/** Backoffice: every company's invoices (super admins). Marking paid and PDFs live in BillingService. */
@Injectable()
export class BillingAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminInvoiceRecordDto[]; total: number }> {
    const list = parseListQuery(query, INVOICE_LIST);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} WHERE ${list.where}`, list.params);
    const rows = await this.dataSource.query<InvoiceRow[]>(
      `${SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
      list.params,
    );
    return { list, rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<AdminInvoiceRecordDto> {
    if (!UUID.test(id)) throw invoiceNotFound();
    const [row] = await this.dataSource.query<InvoiceRow[]>(`${SELECT} WHERE i.id = $1`, [id]);
    if (!row) throw invoiceNotFound();
    return toRecord(row);
  }
}

const iso = (value: Date) => new Date(value).toISOString();

function toRecord(row: InvoiceRow): AdminInvoiceRecordDto {
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
