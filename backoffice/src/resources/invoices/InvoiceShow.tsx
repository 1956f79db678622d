import { Box, Link as MuiLink } from '@mui/material';
import { FunctionField, Link, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath } from 'react-admin';

import { formatDate, formatEuros } from '../plans/format';
import { StatusChip } from '../../common/StatusChip';
import { INVOICE_STATUSES } from '../subscriptions/statuses';
import { DownloadPdfButton, MarkPaidButton } from './InvoiceActions';
import { InvoicePayments } from './InvoicePayments';
import type { InvoiceRecord } from './types';

const ShowActions = () => (
  <TopToolbar>
    <DownloadPdfButton size="medium" />
    <MarkPaidButton size="medium" />
  </TopToolbar>
);

const CompanyLink = ({ record }: { record: InvoiceRecord }) => {
  const createPath = useCreatePath();
  return (
    <MuiLink component={Link} to={createPath({ resource: 'companies', id: record.companyId, type: 'show' })}>
      {record.companyName}
    </MuiLink>
  );
};

/** One invoice: amounts, dates and status, its online payments, with the PDF and 'Marcar como pagada'. */
export const InvoiceShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="invoiceNumber" />
      <FunctionField<InvoiceRecord> source="companyName" render={(record) => <CompanyLink record={record} />} />
      <TextField source="description" emptyText="—" />
      <FunctionField<InvoiceRecord> source="status" render={(record) => <StatusChip value={record.status} options={INVOICE_STATUSES} />} />
      <FunctionField<InvoiceRecord> source="baseAmount" render={(record) => formatEuros(record.baseAmount)} />
      <FunctionField<InvoiceRecord> source="taxAmount" render={(record) => `${formatEuros(record.taxAmount)} (${record.taxRate} %)`} />
      <FunctionField<InvoiceRecord> source="amount" render={(record) => formatEuros(record.amount)} />
      <FunctionField<InvoiceRecord>
        source="period"
        render={(record) => `${formatDate(record.periodStart)} – ${formatDate(record.periodEnd)}`}
      />
      <FunctionField<InvoiceRecord> source="issuedAt" render={(record) => formatDate(record.issuedAt, true)} />
      <FunctionField<InvoiceRecord> source="dueDate" render={(record) => formatDate(record.dueDate, true)} />
      <FunctionField<InvoiceRecord> source="paidAt" render={(record) => formatDate(record.paidAt, true)} />
    </SimpleShowLayout>
    <Box sx={{ px: 2, pb: 2 }}>
      <InvoicePayments />
    </Box>
  </Show>
);
