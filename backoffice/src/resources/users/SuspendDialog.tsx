import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';

export const REASON_MAX = 500;
const REASON_REQUIRED = 'El motivo de la suspensión es obligatorio';

interface Props {
  open: boolean;
  /** Who is being suspended, e.g. 'la empresa Transportes Ruiz'. */
  subject: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the required reason of a suspension (spec 5), then confirms. */
export const SuspendDialog = ({ open, subject, loading, onConfirm, onClose }: Props) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const trimmed = reason.trim();
  const error = touched && !trimmed ? REASON_REQUIRED : trimmed.length > REASON_MAX ? `Máximo ${REASON_MAX} caracteres.` : '';

  const close = () => {
    if (loading) return;
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed || trimmed.length > REASON_MAX) return;
    onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Suspender</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            Vas a suspender {subject}. Indica el motivo: queda registrado en el historial.
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label="Motivo de la suspensión"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error || `${trimmed.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX + 50 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" loading={loading}>
            Suspender
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
