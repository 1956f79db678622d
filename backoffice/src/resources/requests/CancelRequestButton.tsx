import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { ApiRequestBody } from '@rutalia/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { ADMIN_API_URL, httpClient } from '../../dataProvider';
import type { AdminRequest } from './RequestList';

/** Statuses a super admin may still cancel (the API answers 409 for the others). */
const CANCELLABLE: readonly AdminRequest['status'][] = ['active', 'hired', 'completed'];
const REASON_REQUIRED = 'El motivo de la cancelación es obligatorio.';

/**
 * Cancels a request for spam or abuse (`POST /api/admin/requests/:id/cancel`), after asking
 * for the reason the audit log keeps. Hidden once the request is cancelled or closed.
 */
export const CancelRequestButton = () => {
  const record = useRecordContext<AdminRequest>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const cancel = useMutation({
    mutationFn: (text: string) =>
      httpClient(`${ADMIN_API_URL}/requests/${encodeURIComponent(String(record?.id))}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ reason: text } satisfies ApiRequestBody<'/api/admin/requests/{id}/cancel', 'post'>),
      }),
    onSuccess: () => {
      notify('Solicitud cancelada', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (err: Error) => notify(err.message || 'No se pudo cancelar la solicitud', { type: 'error' }),
  });

  if (!record || !CANCELLABLE.includes(record.status)) return null;

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setReason('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REASON_REQUIRED);
      return;
    }
    cancel.mutate(text);
  };

  return (
    <>
      <Button color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Cancelar solicitud
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>¿Cancelar la solicitud?</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
              «{record.title}» dejará de aparecer en la web y no aceptará más propuestas. El cliente no podrá reactivarla.
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={3}
              label="Motivo"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
              error={!!error}
              helperText={error ?? 'Por ejemplo: spam, contenido ofensivo o datos falsos. Queda en el registro de auditoría.'}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={cancel.isPending}>
              Volver
            </Button>
            <Button type="submit" color="error" variant="contained" loading={cancel.isPending}>
              Cancelar solicitud
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
