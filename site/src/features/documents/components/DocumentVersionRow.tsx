import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Badge, Button, ConfirmDialog, formatDate, toast } from '../../../ui';
import { downloadDocument, type OwnDocument } from '../documents.api';
import { fileSizeLabel, formatDay, STATUS_TEXTS, statusLine } from '../documentTexts';
import { useDocumentMutations } from '../useDocuments';

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One version of a document: its file, when it was sent, its status (with the reason) and what can be done with it. */
export function DocumentVersionRow({ doc }: { doc: OwnDocument }) {
  const { remove } = useDocumentMutations();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = STATUS_TEXTS[doc.status];
  const details = [`Enviado el ${formatDate(doc.createdAt)}`, fileSizeLabel(doc.sizeBytes)];
  if (doc.expiresOn && doc.status !== 'expired') details.push(`válido hasta el ${formatDay(doc.expiresOn)}`);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(doc);
    } catch (error) {
      toast.error(getErrorMessage(error, 'No se pudo descargar el documento.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <StyledRow>
      <StyledText>
        <strong>{doc.originalName}</strong>
        <p>{details.join(' · ')}</p>
        <span>
          <Badge tone={status.tone} size="sm">
            {doc.status === 'expired' ? statusLine(doc) : status.label}
          </Badge>
        </span>
        {doc.status === 'rejected' && doc.rejectionReason ? <p>Motivo: {doc.rejectionReason}</p> : null}
      </StyledText>
      <StyledActions>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void download()}
          loading={downloading}
          aria-label={`Descargar ${doc.originalName}`}
        >
          Descargar
        </Button>
        {doc.status === 'pending' ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Borrar ${doc.originalName}`}>
            Borrar
          </Button>
        ) : null}
      </StyledActions>
      <ConfirmDialog
        open={confirming}
        title="¿Borrar este documento?"
        confirmLabel="Borrar"
        confirmVariant="danger"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(doc.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Documento borrado.');
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(getErrorMessage(error, 'No se pudo borrar el documento.'));
            },
          })
        }
      >
        Aún no lo hemos revisado: se borra junto con su archivo.
      </ConfirmDialog>
    </StyledRow>
  );
}
