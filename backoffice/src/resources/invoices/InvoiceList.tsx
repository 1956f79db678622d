import { Stack } from '@mui/material';
import { DataTable, DateInput, SearchInput, SelectInput, SimpleList } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatDate, formatEuros } from '../plans/format';
import { StatusChip, statusName } from '../../common/StatusChip';
import { INVOICE_STATUSES } from '../subscriptions/statuses';
import { DownloadPdfButton, MarkPaidButton } from './InvoiceActions';
import type { InvoiceRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Número de factura" />,
  <SelectInput key="status" source="status" choices={INVOICE_STATUSES} alwaysOn />,
  <DateInput key="issuedFrom" source="issuedFrom" />,
  <DateInput key="issuedTo" source="issuedTo" />,
];

/** Invoices of every company, newest first, with 'Marcar como pagada' and the PDF on each row. */
export const InvoiceList = () => (
  <ResponsiveList
    sort={{ field: 'issuedAt', order: 'DESC' }}
    filters={filters}
    compact={
      <SimpleList<InvoiceRecord>
        primaryText={(record) => `${record.invoiceNumber} · ${record.companyName}`}
        secondaryText={(record) => `${formatEuros(record.amount)} · ${statusName(record.status, INVOICE_STATUSES)}`}
        tertiaryText={(record) => formatDate(record.issuedAt)}
        linkType="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="invoiceNumber" />
      <DataTable.Col source="companyName" disableSort />
      <DataTable.Col source="amount" align="right" render={(record: InvoiceRecord) => formatEuros(record.amount)} />
      <DataTable.Col source="status" render={(record: InvoiceRecord) => <StatusChip value={record.status} options={INVOICE_STATUSES} />} />
      <DataTable.Col source="issuedAt" render={(record: InvoiceRecord) => formatDate(record.issuedAt)} />
      <DataTable.Col source="dueDate" render={(record: InvoiceRecord) => formatDate(record.dueDate)} />
      <DataTable.Col source="paidAt" disableSort render={(record: InvoiceRecord) => formatDate(record.paidAt)} />
      <DataTable.Col label="resources.invoices.fields.actions" disableSort>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <DownloadPdfButton />
          <MarkPaidButton />
        </Stack>
      </DataTable.Col>
    </DataTable>
  </ResponsiveList>
);
