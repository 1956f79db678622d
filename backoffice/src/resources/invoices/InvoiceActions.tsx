import DoneAllIcon from '@mui/icons-material/DoneAll';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';

import { formatEuros } from '../plans/format';
import { downloadInvoicePdf, markInvoicePaid } from './invoiceApi';
import type { InvoiceRecord } from './types';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * 'Marcar como pagada', after a confirmation, for pending and overdue invoices only. The server
 * also sets the company's payment status and last payment, and records it in the audit log.
 */
export const MarkPaidButton = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<InvoiceRecord>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => markInvoicePaid(id),
    onSuccess: () => {
      notify('Factura marcada como pagada', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      refresh();
    },
    onError: () => notify('No se pudo actualizar el estado de pago', { type: 'error' }),
    onSettled: () => setOpen(false),
  });

  if (!record || (record.status !== 'pending' && record.status !== 'overdue')) return null;
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={<DoneAllIcon />}
        onClick={(event) => {
          stop(event);
          setOpen(true);
        }}
        aria-label={`Marcar como pagada la factura ${record.invoiceNumber}`}
      >
        Marcar como pagada
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title="¿Marcar la factura como pagada?"
        content={`La factura ${record.invoiceNumber} de ${record.companyName} (${formatEuros(record.amount)}) quedará pagada con fecha de hoy, y la empresa con el pago al día.`}
        confirm="Marcar como pagada"
        cancel="Cancelar"
        onConfirm={(event) => {
          stop(event);
          mutation.mutate(record.id);
        }}
        onClose={(event) => {
          stop(event);
          setOpen(false);
        }}
        onClick={stop}
      />
    </>
  );
};

/** Downloads the invoice PDF through the authenticated client. */
export const DownloadPdfButton = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<InvoiceRecord>();
  const notify = useNotify();
  const download = useMutation({
    mutationFn: (invoice: InvoiceRecord) => downloadInvoicePdf(invoice.id, invoice.invoiceNumber),
    onError: (error: unknown) =>
      notify(
        error instanceof Error && error.message ? `No se pudo descargar la factura: ${error.message}` : 'No se pudo descargar la factura',
        { type: 'error' },
      ),
  });
  if (!record) return null;
  return (
    <Button
      size={size}
      startIcon={<PictureAsPdfOutlinedIcon />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={(event) => {
        stop(event);
        download.mutate(record);
      }}
      aria-label={`Descargar PDF de la factura ${record.invoiceNumber}`}
    >
      PDF
    </Button>
  );
};
