import type { Schemas } from '@rutalia/api-contract';

/** A record of `GET /api/admin/invoices`. */
export type InvoiceRecord = Schemas['AdminInvoiceRecordDto'];
