import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { Alert, Button, Dialog, Field, Select, Textarea, toast } from '../../../ui';
import { createReport, REPORT_DESCRIPTION_MAX, REPORT_REASONS, REPORT_TEXTS, type ReportType } from '../reports.api';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const TITLES: Record<ReportType, string> = {
  company: 'Reportar empresa',
  request: 'Reportar solicitud',
  review: 'Reportar reseña',
};

export type ReportDialogProps = {
  open: boolean;
  onClose: () => void;
  reportType: ReportType;
  targetId: string;
  /** What is reported, as the user sees it (company name, job title, review author). */
  targetName: string;
};

/** The report form: a reason from the list, an optional description with a counter, 'Enviar reporte'. */
export function ReportDialog({ open, onClose, reportType, targetId, targetName }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const [sending, setSending] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);

  const close = () => {
    if (sending) return;
    setErrors({});
    setApiError(null);
    onClose();
  };

  /** Never rejects: failures are shown as a toast and in the form. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: REPORT_TEXTS.reasonRequired });
      return;
    }
    setErrors({});
    setApiError(null);
    setSending(true);
    try {
      await createReport({ reportType, targetId, reason, description: description.trim() || null });
      setReason('');
      setDescription('');
      onClose();
      toast.success(REPORT_TEXTS.sent, { description: REPORT_TEXTS.sentDescription });
    } catch (error) {
      const message = getErrorMessage(error);
      toast.error(REPORT_TEXTS.failed, { description: message });
      // Already reported: nothing left to do here. Otherwise the dialog stays open (toasts sit under its backdrop).
      if (isApiError(error) && error.statusCode === 409) {
        onClose();
        return;
      }
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.reason || fields.description) setErrors({ reason: fields.reason, description: fields.description });
      else setApiError(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={TITLES[reportType]}>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label={TITLES[reportType]}>
        {apiError ? (
          <Alert tone="danger" title={REPORT_TEXTS.failed}>
            {apiError}
          </Alert>
        ) : null}
        <StyledIntro>
          Cuéntanos qué ocurre con «{targetName}». Revisaremos el reporte y, si incumple nuestras normas, actuaremos. Quien publicó el
          contenido no sabrá quién lo ha reportado.
        </StyledIntro>
        <Field label="Motivo" error={errors.reason} required>
          <Select
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            autoFocus
          >
            <option value="" disabled>
              Selecciona un motivo
            </option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Descripción (opcional)"
          error={errors.description}
          hint={`${description.length.toLocaleString('es-ES')}/${REPORT_DESCRIPTION_MAX} caracteres`}
        >
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={REPORT_DESCRIPTION_MAX}
            rows={4}
            placeholder="Añade detalles que nos ayuden a revisarlo."
          />
        </Field>
        <StyledActions>
          <Button type="button" variant="ghost" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" variant="accent" loading={sending}>
            {REPORT_TEXTS.submit}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
