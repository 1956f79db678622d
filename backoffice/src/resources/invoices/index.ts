import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';

import type { ResourceDefinition } from '../types';
import { InvoiceList } from './InvoiceList';
import { InvoiceShow } from './InvoiceShow';

/** Invoices of every company (super admins): list, show, PDF and 'Marcar como pagada'. */
export const invoicesResource: ResourceDefinition = {
  name: 'invoices',
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptLongOutlinedIcon,
  options: { label: 'Facturas' },
  superAdminOnly: true,
  recordRepresentation: 'invoiceNumber',
  messages: {
    name: 'Factura |||| Facturas',
    fields: {
      invoiceNumber: 'Número',
      companyName: 'Empresa',
      description: 'Concepto',
      status: 'Estado',
      baseAmount: 'Base imponible',
      taxAmount: 'IVA',
      amount: 'Total',
      period: 'Período',
      issuedAt: 'Emitida',
      issuedFrom: 'Emitida desde',
      issuedTo: 'Emitida hasta',
      dueDate: 'Vencimiento',
      paidAt: 'Pagada el',
      actions: 'Acciones',
      q: 'Número de factura',
    },
  },
};
