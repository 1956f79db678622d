import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Button, ConfirmDialog, Label, Select, toast } from '../../../ui';
import type { ProposalTemplate } from '../proposals.api';
import { useDeleteProposalTemplate } from './useProposalTemplates';

const StyledBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;

    select {
      flex: 1;
      min-width: 0;
    }
  }
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  > * {
    flex: 1;
  }
  ${({ theme }) => theme.media.sm} {
    > * {
      flex: none;
    }
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ProposalTemplatePickerProps = {
  templates: readonly ProposalTemplate[];
  onApply: (template: ProposalTemplate) => void;
  disabled?: boolean;
};

/** «Usar una plantilla»: pick one of the company's templates to fill the form, or delete one it no longer uses. */
export function ProposalTemplatePicker({ templates, onApply, disabled }: ProposalTemplatePickerProps) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProposalTemplate();
  const chosen = templates.find((template) => template.id === chosenId);

  if (templates.length === 0) {
    return (
      <StyledHint>
        ¿Envías propuestas parecidas? Rellena esta y pulsa «Guardar como plantilla» para empezar la próxima desde ella.
      </StyledHint>
    );
  }

  return (
    <StyledBox>
      <Label htmlFor={selectId}>Usar una plantilla</Label>
      <StyledRow>
        <Select id={selectId} value={chosenId} disabled={disabled} onChange={(event) => setChosenId(event.currentTarget.value)}>
          <option value="">Elige una plantilla…</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
        <StyledButtons>
          <Button type="button" variant="primary" size="sm" disabled={disabled || !chosen} onClick={() => chosen && onApply(chosen)}>
            Usar
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={disabled || !chosen} onClick={() => setConfirming(true)}>
            Borrar
          </Button>
        </StyledButtons>
      </StyledRow>
      <StyledHint>Rellena el mensaje, el precio y las condiciones; las fechas no cambian.</StyledHint>
      <ConfirmDialog
        open={confirming && Boolean(chosen)}
        title="Borrar plantilla"
        confirmLabel="Borrar"
        confirmVariant="danger"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!chosen) return;
          remove.mutate(chosen.id, {
            onSuccess: () => {
              toast.success('Plantilla borrada', { description: `«${chosen.name}» ya no está entre tus plantillas.` });
              setChosenId('');
              setConfirming(false);
            },
            onError: (error) => toast.error(getErrorMessage(error, 'No se pudo borrar la plantilla')),
          });
        }}
      >
        <p>¿Borrar la plantilla «{chosen?.name}»? Las propuestas que ya enviaste con ella no cambian.</p>
      </ConfirmDialog>
    </StyledBox>
  );
}
