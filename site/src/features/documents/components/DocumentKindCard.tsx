import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, CardHead, CardHeadTitle } from '../../../ui';
import type { DocumentKind, OwnDocument } from '../documents.api';
import { KIND_TEXTS, kindState, kindSummary, STATUS_TEXTS } from '../documentTexts';
import { DocumentUploadForm } from './DocumentUploadForm';
import { DocumentVersionRow } from './DocumentVersionRow';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const StyledHistory = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space[2]} 0;
  }
`;

/**
 * One kind of document: its state in a sentence, the version that counts (or waits), the reason
 * of a rejection, the form to upload or replace it, and the older versions.
 */
export function DocumentKindCard({ kind, items, maxBytes }: { kind: DocumentKind; items: readonly OwnDocument[]; maxBytes: number }) {
  const titleId = useId();
  const text = KIND_TEXTS[kind];
  const state = kindState(items, kind);
  const { current, latest, versions } = state;
  const [replacing, setReplacing] = useState(false);
  const shown = [latest, current].filter((doc, i, all): doc is OwnDocument => doc !== undefined && all.indexOf(doc) === i);
  const older = versions.filter((doc) => !shown.includes(doc));
  const status = latest ? STATUS_TEXTS[latest.status] : undefined;
  const canUploadAtOnce = !latest || latest.status === 'rejected' || latest.status === 'expired' || latest.status === 'replaced';

  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <CardHead>
        <CardHeadTitle as="h2" id={titleId}>
          {text.title}
        </CardHeadTitle>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : <Badge>Sin subir</Badge>}
      </CardHead>
      <StyledBody>
        <p>{text.what}</p>
        <p>
          <strong>{kindSummary(state)}</strong>
          {current ? null : ` Insignia al aprobarlo: «${text.badge}».`}
        </p>
        {latest?.status === 'rejected' && latest.rejectionReason ? (
          <Alert tone="danger" title="Motivo del rechazo">
            {latest.rejectionReason}
          </Alert>
        ) : null}
        {shown.length > 0 ? (
          <StyledList aria-label={`Versiones de ${text.title}`}>
            {shown.map((doc) => (
              <DocumentVersionRow key={doc.id} doc={doc} />
            ))}
          </StyledList>
        ) : null}
        {canUploadAtOnce || replacing ? (
          <DocumentUploadForm
            kind={kind}
            maxBytes={maxBytes}
            submitLabel={latest ? 'Enviar versión nueva' : 'Subir y enviar a revisión'}
            onDone={() => setReplacing(false)}
            onCancel={replacing ? () => setReplacing(false) : undefined}
          />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setReplacing(true)}>
              Subir versión nueva
            </Button>
          </div>
        )}
        {older.length > 0 ? (
          <StyledHistory>
            <summary>Versiones anteriores ({older.length})</summary>
            <StyledList>
              {older.map((doc) => (
                <DocumentVersionRow key={doc.id} doc={doc} />
              ))}
            </StyledList>
          </StyledHistory>
        ) : null}
      </StyledBody>
    </Card>
  );
}
