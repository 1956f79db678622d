import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { PaymentOrigin, PaymentRecordStatus } from './invoice-payment-record.entity.js';

/** SQL of the backoffice list of online payments (`/api/admin/invoice-payments`), e.g. those of one invoice. */
export const PAYMENT_LIST: ListSpec = {
  sortable: {
    createdAt: 'p.created_at',
    updatedAt: 'p.updated_at',
    amount: 'p.amount',
    status: 'p.status',
    invoiceNumber: 'i.invoice_number',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    invoiceId: { kind: 'eq', column: 'p.invoice_id', cast: 'uuid' },
    companyId: { kind: 'eq', column: 'p.company_id', cast: 'uuid' },
    status: { kind: 'eq', column: 'p.status' },
    origin: { kind: 'eq', column: 'p.origin' },
    q: { kind: 'search', columns: ['i.invoice_number', 'p.payment_intent_id'] },
  },
  idColumn: 'p.id',
};

const FROM = `FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id JOIN companies c ON c.id = p.company_id`;

export interface AdminPaymentRow {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  companyId: string;
  companyName: string;
  provider: string;
  origin: PaymentOrigin;
  status: PaymentRecordStatus;
  amount: string;
  amountRefunded: string;
  currency: string;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  succeededAt: Date | null;
  failedAt: Date | null;
  refundedAt: Date | null;
}

const SELECT = `
  SELECT p.id, p.invoice_id AS "invoiceId", i.invoice_number AS "invoiceNumber", p.company_id AS "companyId",
         c.company_name AS "companyName", p.provider, p.origin, p.status, p.amount, p.amount_refunded AS "amountRefunded",
         p.currency, p.checkout_session_id AS "checkoutSessionId", p.payment_intent_id AS "paymentIntentId",
         p.charge_id AS "chargeId", p.failure_message AS "failureMessage", p.created_at AS "createdAt",
         p.updated_at AS "updatedAt", p.succeeded_at AS "succeededAt", p.failed_at AS "failedAt", p.refunded_at AS "refundedAt"
    ${FROM}`;

export async function findAdminPaymentPage(db: Queryable, list: ListQuery): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} WHERE ${list.where}`, list.params);
  const rows = await db.query<AdminPaymentRow[]>(
    `${SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
    list.params,
  );
  return { rows, total };
}

export async function findAdminPayment(db: Queryable, id: string): Promise<AdminPaymentRow | undefined> {
  const [row] = await db.query<AdminPaymentRow[]>(`${SELECT} WHERE p.id = $1`, [id]);
  return row;
}
