import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { ApiRequestBody } from '@rutalia/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { ADMIN_API_URL, httpClient } from '../../dataProvider';
import { REPORT_TEXTS, type AdminReport } from './reportTexts';

const NOTE_MAX = 1000;

type Action = 'resolve' | 'dismiss';

const COPY: Record<Action, { button: string; title: string; text: string; done: string }> = {
  resolve: {
    button: 'Resolver',
    title: '¿Resolver el reporte?',
    text: 'Márcalo como resuelto cuando ya hayas actuado sobre el contenido (suspender la empresa, cancelar la solicitud o eliminar la reseña desde su ficha).',
    done: REPORT_TEXTS.resolved,
  },
  dismiss: {
    button: 'Descartar',
    title: '¿Descartar el reporte?',
    text: 'Descártalo si el contenido no incumple las normas. El contenido no cambia.',
    done: REPORT_TEXTS.dismissed,
  },
};

/** One action with its dialog: an optional note that the audit log keeps as the reason. */
const CloseReportButton = ({ action, record }: { action: Action; record: AdminReport }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const copy = COPY[action];

  const close = useMutation({
    mutationFn: (text: string) =>
      httpClient(`${ADMIN_API_URL}/reports/${encodeURIComponent(record.id)}/${action}`, {
        method: 'POST',
        body: JSON.stringify((text ? { note: text } : {}) satisfies ApiRequestBody<`/api/admin/reports/{id}/${Action}`, 'post'>),
      }),
    onSuccess: () => {
      notify(copy.done, { type: 'success' });
      setOpen(false);
      setNote('');
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message ? `${REPORT_TEXTS.updateFailed}. ${error.message}` : REPORT_TEXTS.updateFailed, { type: 'error' });
      refresh(); // someone else may have closed it meanwhile
    },
  });

  const dismissDialog = () => {
    if (!close.isPending) setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(note.trim());
  };

  return (
    <>
      <Button
        variant={action === 'resolve' ? 'contained' : 'outlined'}
        color="primary"
        startIcon={action === 'resolve' ? <CheckCircleOutlineIcon /> : <DoNotDisturbOnOutlinedIcon />}
        onClick={() => setOpen(true)}
      >
        {copy.button}
      </Button>
      <Dialog open={open} onClose={dismissDialog} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{copy.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
              {copy.text}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              label="Nota (opcional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              helperText={`Queda en el registro de auditoría. ${note.length}/${NOTE_MAX}`}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={dismissDialog} disabled={close.isPending}>
              Volver
            </Button>
            <Button type="submit" variant="contained" loading={close.isPending}>
              {copy.button}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** 'Resolver' and 'Descartar', only while the report is pending (the API answers 409 otherwise). */
export const CloseReportButtons = () => {
  const record = useRecordContext<AdminReport>();
  if (!record || record.status !== 'pending') return null;
  return (
    <>
      <CloseReportButton action="resolve" record={record} />
      <CloseReportButton action="dismiss" record={record} />
    </>
  );
};
