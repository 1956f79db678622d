import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { approveDocument, rejectDocument } from './documentApi';
import { DOCUMENT_TEXTS, isLapsed, kindName, type AdminDocument } from './documentTexts';

const REASON_MAX = 500;

const useDecision = <T,>(run: (input: T) => Promise<unknown>, done: string, onDone?: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      onDone?.();
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message ? `${DOCUMENT_TEXTS.failed}. ${error.message}` : DOCUMENT_TEXTS.failed, { type: 'error' });
      refresh(); // someone else may have decided meanwhile
    },
  });
};

/** The reason dialog: required, what the company will read in its documents and its mail. */
const RejectButton = ({ record }: { record: AdminDocument }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const withdrawing = record.status === 'approved';
  const reject = useDecision(
    (text: string) => rejectDocument(record.id, text),
    DOCUMENT_TEXTS.rejected,
    () => {
      setOpen(false);
      setReason('');
      setTouched(false);
    },
  );
  const missing = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) reject.mutate(reason.trim());
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DoNotDisturbOnOutlinedIcon />} onClick={() => setOpen(true)}>
        {withdrawing ? 'Retirar' : 'Rechazar'}
      </Button>
      <Dialog
        open={open}
        onClose={() => !reject.isPending && setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        fullWidth
        maxWidth="sm"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{withdrawing ? '¿Retirar el documento aprobado?' : '¿Rechazar el documento?'}</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
              {withdrawing
                ? `La insignia de «${kindName(record.kind)}» desaparece al momento${record.kind === 'cif' ? ', y también «Verificado»' : ''}. `
                : ''}
              La empresa verá el motivo en sus documentos y lo recibirá por correo. Queda en el registro de auditoría.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              required
              minRows={3}
              label="Motivo"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={touched && missing}
              helperText={touched && missing ? 'El motivo del rechazo es obligatorio.' : `${reason.length}/${REASON_MAX}`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={reject.isPending}>
              Volver
            </Button>
            <Button type="submit" variant="contained" color="error" loading={reject.isPending}>
              {withdrawing ? 'Retirar' : 'Rechazar'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/**
 * «Aprobar» (pending and not lapsed) and «Rechazar» with a reason (pending), or «Retirar» an
 * approved one. The API answers 409 to anything else; the buttons only show where they apply.
 */
export const ReviewButtons = () => {
  const record = useRecordContext<AdminDocument>();
  const approve = useDecision((id: string) => approveDocument(id), DOCUMENT_TEXTS.approved);
  if (!record) return null;
  const pending = record.status === 'pending';
  return (
    <>
      {pending && !isLapsed(record) ? (
        <Button
          variant="contained"
          startIcon={<CheckCircleOutlineIcon />}
          onClick={() => approve.mutate(record.id)}
          loading={approve.isPending}
        >
          Aprobar
        </Button>
      ) : null}
      {pending || record.status === 'approved' ? <RejectButton record={record} /> : null}
    </>
  );
};
