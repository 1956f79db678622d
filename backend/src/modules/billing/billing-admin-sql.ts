import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { AdminInvoiceRecordDto } from './dto/invoice-admin.dto.js';

/** SQL of the backoffice invoice list (`/api/admin/invoices`): every company's invoices. */

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

export interface AdminInvoiceRow {
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

/** The total that matches the list's filter, then its page (limit and offset are parsed integers). */
export async function findAdminInvoicePage(db: Queryable, list: ListQuery): Promise<{ rows: AdminInvoiceRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} WHERE ${list.where}`, list.params);
  const rows = await db.query<AdminInvoiceRow[]>(
    `${SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
    list.params,
  );
  return { rows, total };
}

export async function findAdminInvoice(db: Queryable, id: string): Promise<AdminInvoiceRow | undefined> {
  const [row] = await db.query<AdminInvoiceRow[]>(`${SELECT} WHERE i.id = $1`, [id]);
  return row;
}
