import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

import { COMPANY_TEXT, PAYMENT_STATUSES, type AdminCompany } from './companyTexts';

const NONE = '';

/** The select's value as a payment status, or NONE ('Sin indicar'). */
const paymentStatusOf = (value: string) => PAYMENT_STATUSES.find((option) => option.id === value)?.id ?? NONE;

/**
 * 'Estado de pago': payment status and last payment date (spec 4). Sends only those two fields
 * (`PUT /api/admin/companies/:id`), never the whole record.
 */
export const PaymentButton = () => {
  const record = useRecordContext<AdminCompany>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button startIcon={<PaymentsOutlinedIcon />} onClick={() => setOpen(true)}>
        Estado de pago
      </Button>
      {open && <PaymentDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};

const PaymentDialog = ({ record, onClose }: { record: AdminCompany; onClose: () => void }) => {
  const [status, setStatus] = useState<Schemas['PaymentStatus'] | typeof NONE>(record.paymentStatus ?? NONE);
  const [lastPayment, setLastPayment] = useState(record.lastPayment ? record.lastPayment.slice(0, 10) : '');
  const [update, { isPending }] = useUpdate<AdminCompany>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Without `returnPromise` the mutation never rejects: failures go to onError.
    const data: Schemas['UpdateCompanyPaymentDto'] = { paymentStatus: status || null, lastPayment: lastPayment || null };
    void update(
      'companies',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(COMPANY_TEXT.paymentSaved, { type: 'success' });
          refresh();
          onClose();
        },
        onError: () => notify(COMPANY_TEXT.paymentFailed, { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Estado de pago</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Estado de pago"
              value={status}
              onChange={(event) => setStatus(paymentStatusOf(event.target.value))}
              fullWidth
            >
              <MenuItem value={NONE}>Sin indicar</MenuItem>
              {PAYMENT_STATUSES.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label="Último pago"
              value={lastPayment}
              onChange={(event) => setLastPayment(event.target.value)}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Déjalo vacío si no hay pagos registrados."
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
