/** A record of `GET /api/admin/invoices`. */
export interface InvoiceRecord {
  id: string;
  invoiceNumber: string;
  companyId: string;
  companyName: string;
  subscriptionId: string;
  description: string | null;
  periodStart: string;
  periodEnd: string;
  baseAmount: number;
  taxRate: number;
  taxAmount: number;
  amount: number;
  status: 'pending' | 'paid' | 'overdue';
  issuedAt: string;
  dueDate: string;
  paidAt: string | null;
}
