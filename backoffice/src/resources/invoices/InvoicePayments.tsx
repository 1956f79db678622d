import { Box, Divider, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';

import { StatusChip, statusName, type StatusOption } from '../../common/StatusChip';
import { formatDate, formatEuros } from '../plans/format';

/** A record of `GET /api/admin/invoice-payments` (online payments: Stripe). */
export type InvoicePaymentRecord = Schemas['AdminInvoicePaymentDto'];

export const PAYMENT_STATUSES: StatusOption<Schemas['PaymentRecordStatus']>[] = [
  { id: 'pending', name: 'En curso', tone: 'blue' },
  { id: 'succeeded', name: 'Cobrado', tone: 'green' },
  { id: 'failed', name: 'Fallido', tone: 'red' },
  { id: 'refunded', name: 'Reembolsado', tone: 'grey' },
];

const PROVIDERS: Record<string, string> = { stripe: 'Stripe' };
const ORIGINS: Record<Schemas['PaymentOrigin'], string> = { checkout: 'Pago de la empresa', auto_charge: 'Cobro automático' };

const provider = (p: InvoicePaymentRecord) => `${PROVIDERS[p.provider] ?? p.provider} · ${ORIGINS[p.origin] ?? p.origin}`;
const amount = (p: InvoicePaymentRecord) =>
  p.amountRefunded > 0 && p.status !== 'refunded'
    ? `${formatEuros(p.amount)} (reembolsado ${formatEuros(p.amountRefunded)})`
    : formatEuros(p.amount);
/** When it reached its status (cobrado, fallido, reembolsado), else when it started. */
const when = (p: InvoicePaymentRecord) => formatDate(p.refundedAt ?? p.succeededAt ?? p.failedAt ?? p.createdAt, true);

/** The rows, as a table on wide screens and a list on narrow ones. */
const PaymentRows = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<InvoicePaymentRecord>
        resource="invoice-payments"
        primaryText={(p) => `${amount(p)} · ${statusName(p.status, PAYMENT_STATUSES)}`}
        secondaryText={(p) => [provider(p), p.failureMessage].filter(Boolean).join(' · ')}
        tertiaryText={when}
        linkType={false}
      />
    );
  }
  return (
    <DataTable<InvoicePaymentRecord> rowClick={false} bulkActionButtons={false} resource="invoice-payments">
      <DataTable.Col source="provider" label="Pasarela" disableSort render={provider} />
      <DataTable.Col
        source="status"
        label="Estado"
        disableSort
        render={(p) => <StatusChip value={p.status} options={PAYMENT_STATUSES} />}
      />
      <DataTable.Col source="amount" label="Importe" align="right" disableSort render={amount} />
      <DataTable.Col source="createdAt" label="Fecha" disableSort render={when} />
      <DataTable.Col source="failureMessage" label="Motivo del fallo" disableSort render={(p) => p.failureMessage ?? '—'} />
      <DataTable.Col source="paymentIntentId" label="Referencia en Stripe" disableSort render={(p) => p.paymentIntentId ?? '—'} />
    </DataTable>
  );
};

/**
 * The online payments of the invoice on show (GET /api/admin/invoice-payments?filter={"invoiceId":…}):
 * card or SEPA through Stripe, with their status, amount, date and failure message. Bank transfers
 * have none: they are marked paid by hand.
 */
export const InvoicePayments = () => (
  <Box sx={{ mt: 2, minWidth: 0 }}>
    <Divider sx={{ mb: 2 }} />
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      Pagos en línea
    </Typography>
    <ReferenceManyField
      reference="invoice-payments"
      target="invoiceId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      empty={
        <Typography color="text.secondary">Sin pagos en línea. Una transferencia bancaria se registra con «Marcar como pagada».</Typography>
      }
    >
      <Box sx={{ overflowX: 'auto' }}>
        <PaymentRows />
      </Box>
    </ReferenceManyField>
  </Box>
);
