import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '../../../api/http';
import { Alert, Button, Dialog, Field, Input, toast } from '../../../ui';
import type { ProposalTemplate, ProposalTemplateInput } from '../proposals.api';
import { useSaveProposalTemplate } from './useProposalTemplates';

const NAME_MAX = 80;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

type SaveTemplateDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The company's templates: a name already used replaces that template (after saying so). */
  templates: readonly ProposalTemplate[];
  /** The form as a template with this name (message, price and terms; no dates). */
  buildInput: (name: string) => ProposalTemplateInput;
};

/**
 * «Guardar como plantilla»: asks for a name and saves the form's message, price and terms. A name
 * the company already uses (ignoring case) replaces that template, and the button says so.
 */
export function SaveTemplateDialog({ open, onClose, templates, buildInput }: SaveTemplateDialogProps) {
  const save = useSaveProposalTemplate();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const existing = name.trim() ? templates.find((template) => sameName(template.name, name)) : undefined;

  const close = () => {
    if (save.isPending) return;
    setName('');
    setNameError(null);
    setProblems([]);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setNameError('Ponle un nombre a la plantilla.');
    if (text.length > NAME_MAX) return setNameError(`El nombre no puede superar ${NAME_MAX} caracteres.`);
    setNameError(null);
    setProblems([]);
    try {
      const saved = await save.mutateAsync({ input: buildInput(text), replaceId: existing?.id });
      toast.success(existing ? 'Plantilla actualizada' : 'Plantilla guardada', {
        description: `«${saved.name}» está en «Usar una plantilla» para tus próximas propuestas.`,
      });
      close();
    } catch (error) {
      if (!isApiError(error)) return setProblems(['No se pudo guardar la plantilla. Inténtalo de nuevo.']);
      const nameProblem = error.errors?.find((e) => e.field === 'name')?.message;
      if (nameProblem || error.code === 'PROPOSAL_TEMPLATE_DUPLICATE') setNameError(nameProblem ?? error.message);
      const others = (error.errors ?? []).filter((e) => e.field !== 'name').map((e) => e.message);
      setProblems(others.length ? others : nameProblem || error.code === 'PROPOSAL_TEMPLATE_DUPLICATE' ? [] : [error.message]);
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Guardar como plantilla">
      <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={save.isPending || undefined}>
        <p>Se guardan el mensaje, el precio, el IVA, lo que incluye y el desglose. Las fechas se eligen en cada propuesta.</p>
        {problems.length ? (
          <Alert tone="warning" role="alert" title="Revisa la propuesta antes de guardarla">
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Field
          label="Nombre de la plantilla"
          required
          error={nameError}
          hint={
            existing ? `Ya tienes una plantilla con ese nombre: se sustituirá por esta propuesta.` : 'Por ejemplo: «Mudanza piso estándar».'
          }
        >
          <Input
            value={name}
            maxLength={NAME_MAX}
            autoComplete="off"
            disabled={save.isPending}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </Field>
        <StyledActions>
          <Button type="button" variant="ghost" onClick={close} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {existing ? 'Sustituir plantilla' : 'Guardar plantilla'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
