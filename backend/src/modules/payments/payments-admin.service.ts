import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AdminInvoicePaymentDto } from './dto/payments.dto.js';
import { findAdminPayment, findAdminPaymentPage, PAYMENT_LIST, type AdminPaymentRow } from './payments-admin-sql.js';
import { paymentNotFound } from './payments-errors.js';

/** Backoffice: the online payments of every invoice (super admins), e.g. on the invoice's page. */
@Injectable()
export class PaymentsAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminInvoicePaymentDto[]; total: number }> {
    const list = parseListQuery(query, PAYMENT_LIST);
    const { rows, total } = await findAdminPaymentPage(this.dataSource, list);
    return { list, rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<AdminInvoicePaymentDto> {
    const row = isUuid(id) ? await findAdminPayment(this.dataSource, id) : undefined;
    if (!row) throw paymentNotFound();
    return toRecord(row);
  }
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toRecord(row: AdminPaymentRow): AdminInvoicePaymentDto {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    companyId: row.companyId,
    companyName: row.companyName,
    provider: row.provider,
    origin: row.origin,
    status: row.status,
    amount: Number(row.amount),
    amountRefunded: Number(row.amountRefunded),
    currency: row.currency,
    checkoutSessionId: row.checkoutSessionId,
    paymentIntentId: row.paymentIntentId,
    chargeId: row.chargeId,
    failureMessage: row.failureMessage,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    succeededAt: iso(row.succeededAt),
    failedAt: iso(row.failedAt),
    refundedAt: iso(row.refundedAt),
  };
}
