import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../../api/http';
import { AlertCircleIcon, Button, CheckCircleIcon, ConfirmDialog, focusLater, toast, WarningText, type ButtonSize } from '../../../../ui';
import { useRequestLifecycle } from '../../hooks/useRequestLifecycle';
import type { JobRequest } from '../../requests.api';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.belowMd} {
    > * {
      flex: 1 1 180px;
    }
  }
`;

export type HiredJobActionsProps = {
  request: JobRequest;
  size?: ButtonSize;
  /** The id of a focusable heading that stays after the answer. */
  focusTargetId?: string;
};

/**
 * «Marcar como completado» and «La empresa no se presentó» for a hired request, each confirmed
 * with what it changes; nothing for other states. API errors come back as Spanish toasts.
 */
export function HiredJobActions({ request, size = 'sm', focusTargetId }: HiredJobActionsProps) {
  const { complete, reopen } = useRequestLifecycle(request.id);
  const [asking, setAsking] = useState<'complete' | 'reopen' | null>(null);
  const hired = request.hiredProposal;
  if (request.status !== 'hired' || !hired) return null;
  const name = hired.companyName;
  const busy = complete.isPending || reopen.isPending;

  const onComplete = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        toast.success('Trabajo completado', { description: `Gracias por confirmarlo. Ya puedes valorar a ${name}.` });
        focusLater(focusTargetId);
      },
      onError: (error) => {
        setAsking(null);
        toast.error('No se pudo marcar el trabajo como completado', { description: getErrorMessage(error) });
      },
    });

  const onReopen = () =>
    reopen.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        toast.success('Solicitud abierta de nuevo', {
          description: 'Vuelve a estar en la lista de trabajos y puede recibir nuevas propuestas.',
        });
        focusLater(focusTargetId);
      },
      onError: (error) => {
        setAsking(null);
        toast.error('No se pudo volver a abrir la solicitud', { description: getErrorMessage(error) });
      },
    });

  return (
    <>
      <StyledActions>
        <Button
          size={size}
          variant="primary"
          iconLeft={<CheckCircleIcon size={16} />}
          onClick={() => setAsking('complete')}
          disabled={busy}
          aria-label={`Marcar como completado: ${request.title}`}
        >
          Marcar como completado
        </Button>
        <Button
          size={size}
          variant="outline"
          onClick={() => setAsking('reopen')}
          disabled={busy}
          aria-label={`La empresa no se presentó: ${request.title}`}
        >
          La empresa no se presentó
        </Button>
      </StyledActions>

      <ConfirmDialog
        open={asking === 'complete'}
        title="¿Marcar el trabajo como completado?"
        confirmLabel="Sí, se hizo el trabajo"
        pending={complete.isPending}
        onConfirm={onComplete}
        onClose={() => setAsking(null)}
      >
        <p>
          Confirmas que <strong>{name}</strong> hizo el trabajo «{request.title}».
        </p>
        <ul>
          <li>La solicitud pasará a «Completada» y ya no se podrá volver a abrir.</li>
          <li>Podrás valorar a {name}: tu reseña llevará la marca «Contratado en Rutalia» y contará primero en su valoración.</li>
        </ul>
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'reopen'}
        title="¿La empresa no se presentó?"
        confirmLabel="Volver a abrir la solicitud"
        confirmVariant="danger"
        pending={reopen.isPending}
        onConfirm={onReopen}
        onClose={() => setAsking(null)}
      >
        <p>
          Si <strong>{name}</strong> no hizo el trabajo, puedes volver a abrir tu solicitud para buscar otra empresa:
        </p>
        <ul>
          <li>Volverá a estar activa: aparecerá otra vez en la lista pública de trabajos y podrá recibir nuevas propuestas.</li>
          <li>La propuesta de {name} quedará como «No se presentó», le avisaremos y dejará de ver tu nombre y tu teléfono en Rutalia.</li>
          <li>
            Las propuestas que se descartaron al contratar no vuelven a estar pendientes; puedes escribir a esas empresas desde Mensajes.
          </li>
        </ul>
        <WarningText>
          <AlertCircleIcon size={16} aria-hidden />
          Esta acción no se puede deshacer.
        </WarningText>
      </ConfirmDialog>
    </>
  );
}
