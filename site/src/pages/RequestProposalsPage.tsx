import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { getErrorMessage, isApiError } from '../api/http';
import type { Proposal } from '../features/proposals/proposals.api';
import { AcceptProposalDialog } from '../features/requests/components/AcceptProposalDialog';
import { ClientProposalCard } from '../features/requests/components/ClientProposalCard';
import { ProposalComparison } from '../features/requests/components/comparison/ProposalComparison';
import { HiredJobPanel } from '../features/requests/components/lifecycle/HiredJobPanel';
import { ProposalViewTabs, type ProposalView } from '../features/requests/components/ProposalViewTabs';
import { RequestDetailCard } from '../features/requests/components/RequestDetailCard';
import { RequestStatusBadge } from '../features/requests/components/RequestStatusBadge';
import { useRespondToProposal, useRequestProposals } from '../features/requests/hooks/useRequestProposals';
import { useCloseRequest, useRequest } from '../features/requests/hooks/useRequests';
import { routeText, formatServiceDate } from '../features/jobs/jobText';
import { isCompareSort, type CompareSort } from '../features/requests/proposalComparison';
import { madridToday } from '../features/requests/proposalFacts';
import { paths } from '../paths';
import {
  AlertCircleIcon,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  Container,
  EmptyState,
  ErrorState,
  focusLater,
  InboxIcon,
  InfoIcon,
  LoadingState,
  PageSection,
  proposalCountLabel,
  toast,
  usePageMeta,
  WarningText,
} from '../ui';
import {
  StyledLayout,
  StyledCompareHeader,
  StyledCompareTitle,
  StyledCompareMeta,
  StyledHire,
  StyledAside,
  StyledProposals,
  StyledSectionHead,
  StyledTitleGroup,
  StyledSectionTitle,
  StyledCount,
  StyledNotice,
  StyledList,
} from './RequestProposalsPage.styles';

const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 403);

/** Server message when it has one (not the generic HTTP fallback). */
const serverMessage = (error: unknown) => (isApiError(error) && !error.code.startsWith('HTTP_') ? getErrorMessage(error) : undefined);

function NotFound() {
  return (
    <EmptyState
      headingAs="h1"
      icon={<AlertCircleIcon size={26} />}
      title="Solicitud no encontrada"
      description="Esta solicitud no existe o no es tuya. Revisa tus solicitudes para ver sus propuestas."
      action={<Button to={paths.clientRequests}>Ver mis solicitudes</Button>}
    />
  );
}

/** «Las otras 2 propuestas se han descartado y avisado a sus empresas.» after hiring, or nothing. */
function declinedNotice(count: number): string {
  if (count <= 0) return '';
  return count === 1
    ? ' La otra propuesta pendiente se ha descartado y avisaremos a su empresa.'
    : ` Las otras ${count} propuestas pendientes se han descartado y avisaremos a sus empresas.`;
}

/**
 * /jobs/:id/proposals (client accounts): one of the client's requests and the proposals it
 * received, as a list or side by side (`?view=compare&sort=…`), and what to do once hired.
 */
export default function RequestProposalsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const request = useRequest(id);
  const proposals = useRequestProposals(id);
  const close = useCloseRequest(request.data?.id ?? id);
  const { accept, reject } = useRespondToProposal(id);
  const [closeOpen, setCloseOpen] = useState(false);
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  // Accepting hires the company and shares the client's name and phone: it waits for the dialog's confirmation.
  const [accepting, setAccepting] = useState<Proposal | null>(null);
  usePageMeta({ title: request.data ? `Propuestas: ${request.data.title}` : 'Propuestas de tu solicitud', noIndex: true });

  const today = madridToday();
  const items = proposals.data?.items ?? [];
  // Comparing needs two; an address with ?view=compare and fewer shows the list.
  const view: ProposalView = params.get('view') === 'compare' && items.length >= 2 ? 'compare' : 'list';
  const sortParam = params.get('sort');
  const sort: CompareSort = isCompareSort(sortParam) ? sortParam : 'price';
  const compareSearch = `?view=compare${sort === 'price' ? '' : `&sort=${sort}`}`;
  const onSortChange = (next: CompareSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', 'compare');
        if (next === 'price') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  // The server declines every other pending proposal when one is accepted.
  const otherPending = accepting ? items.filter((p) => p.status === 'pending' && p.id !== accepting.id).length : 0;

  const onAccept = () => {
    if (!accepting) return;
    const proposal = accepting;
    const declined = otherPending;
    const name = proposal.company?.companyName ?? 'la empresa';
    accept.mutate(proposal.id, {
      onSuccess: () => {
        setAccepting(null);
        toast.success(`Has contratado a ${name}`, {
          description: `Ya puede ver tu nombre y tu teléfono para contactar contigo; tu email nunca se comparte.${declinedNotice(declined)} Tu solicitud ya no aparece en la lista de trabajos.`,
        });
        focusLater(view === 'compare' ? 'request-title' : `proposal-${proposal.id}-company`);
      },
      onError: (error) => {
        setAccepting(null);
        toast.error('No se pudo aceptar la propuesta', { description: serverMessage(error) });
      },
    });
  };

  const onReject = () => {
    if (!rejecting) return;
    const proposalId = rejecting.id;
    reject.mutate(proposalId, {
      onSuccess: () => {
        setRejecting(null);
        toast.success('Propuesta rechazada');
        focusLater(`proposal-${proposalId}-company`);
      },
      onError: (error) => {
        setRejecting(null);
        toast.error('No se pudo rechazar la propuesta', { description: serverMessage(error) });
      },
    });
  };

  const onClose = () => {
    close.mutate(undefined, {
      onSuccess: () => {
        setCloseOpen(false);
        toast.success('Solicitud cerrada', { description: 'Ya no aparece en las búsquedas ni recibirá nuevas propuestas.' });
        focusLater('request-title');
      },
      onError: (error) => {
        setCloseOpen(false);
        toast.error('No se pudo cerrar el trabajo', { description: serverMessage(error) });
      },
    });
  };

  const crumbs = [
    { label: 'Panel', to: paths.dashboard },
    { label: 'Mis solicitudes', to: paths.clientRequests },
    { label: request.data?.title ?? 'Propuestas' },
  ];

  let content;
  if (request.isPending) {
    content = <LoadingState label="Cargando la solicitud..." fullHeight />;
  } else if (request.isError || (proposals.isError && isNotFound(proposals.error))) {
    content = isNotFound(request.error ?? proposals.error) ? (
      <NotFound />
    ) : (
      <ErrorState
        title="No se pudo cargar la solicitud"
        error={request.error}
        onRetry={() => void request.refetch()}
        retrying={request.isFetching}
      />
    );
  } else {
    const data = request.data;
    const active = data.status === 'active';
    const hasPending = items.some((p) => p.status === 'pending');
    const answering = accept.isPending || reject.isPending;
    const acceptedProposal = items.find((p) => p.status === 'accepted');
    const serviceDate = formatServiceDate(data.date, data.dateFlexibility);

    const sectionHead = (
      <StyledSectionHead>
        <StyledTitleGroup>
          <StyledSectionTitle id="proposals-title">
            {view === 'compare' ? 'Comparar propuestas' : 'Propuestas recibidas'}
          </StyledSectionTitle>
          {proposals.data ? <StyledCount>{proposalCountLabel(items.length)}</StyledCount> : null}
        </StyledTitleGroup>
        {items.length >= 2 ? <ProposalViewTabs view={view} count={items.length} compareSearch={compareSearch} /> : null}
      </StyledSectionHead>
    );

    const notice =
      hasPending && !active ? (
        <StyledNotice>
          <InfoIcon size={16} aria-hidden />
          {data.status === 'hired'
            ? 'Ya has contratado a una empresa: las demás propuestas no se pueden aceptar.'
            : 'Esta solicitud ya no está activa: no puedes aceptar ni rechazar las propuestas pendientes.'}
        </StyledNotice>
      ) : hasPending ? (
        <StyledNotice>
          <InfoIcon size={16} aria-hidden />
          Antes de decidir puedes preguntar a cada empresa. Al aceptar una propuesta, esa empresa podrá ver tu nombre y tu teléfono (tu
          email nunca se comparte) y las demás se descartarán.
        </StyledNotice>
      ) : null;

    const body = proposals.isPending ? (
      <LoadingState label="Cargando propuestas..." />
    ) : proposals.isError ? (
      <ErrorState
        title="No se pudieron cargar las propuestas"
        error={proposals.error}
        onRetry={() => void proposals.refetch()}
        retrying={proposals.isFetching}
        headingAs="h3"
      />
    ) : items.length === 0 ? (
      <EmptyState
        headingAs="h3"
        icon={<InboxIcon size={26} />}
        title="Aún no hay propuestas"
        description={
          active
            ? 'Las empresas están revisando tu solicitud. Te avisaremos cuando llegue la primera propuesta.'
            : 'Esta solicitud no recibió propuestas y ya no está activa.'
        }
        action={
          active ? (
            <Button to={paths.companies} variant="outline">
              Buscar empresas
            </Button>
          ) : null
        }
      />
    ) : view === 'compare' ? (
      <>
        {notice}
        <ProposalComparison
          proposals={items}
          category={data.category}
          today={today}
          sort={sort}
          onSortChange={onSortChange}
          canRespond={active}
          acceptingId={accept.isPending ? (accept.variables ?? null) : null}
          busy={answering}
          onAccept={setAccepting}
        />
      </>
    ) : (
      <>
        {notice}
        <StyledList>
          {items.map((proposal) => (
            <li key={proposal.id}>
              <ClientProposalCard
                proposal={proposal}
                today={today}
                canRespond={active}
                accepting={accept.isPending && accept.variables === proposal.id}
                rejecting={reject.isPending && reject.variables === proposal.id}
                busy={answering}
                onAccept={() => setAccepting(proposal)}
                onReject={() => setRejecting(proposal)}
              />
            </li>
          ))}
        </StyledList>
      </>
    );

    content = (
      <>
        {view === 'compare' ? (
          <StyledProposals aria-labelledby="proposals-title">
            <StyledCompareHeader>
              <RequestStatusBadge status={data.status} size="md" />
              <StyledCompareTitle id="request-title" tabIndex={-1}>
                {data.title}
              </StyledCompareTitle>
              <StyledCompareMeta>
                {routeText(data)}
                {serviceDate ? ` · ${serviceDate}` : ''}
              </StyledCompareMeta>
            </StyledCompareHeader>
            <HiredJobPanel request={data} acceptedProposal={acceptedProposal} />
            {sectionHead}
            {body}
          </StyledProposals>
        ) : (
          <StyledLayout>
            {/* First on phones too: what to do after hiring matters more than the request's details. */}
            <StyledHire>
              <HiredJobPanel request={data} acceptedProposal={acceptedProposal} />
            </StyledHire>
            <StyledAside>
              <RequestDetailCard request={data} onClose={active ? () => setCloseOpen(true) : undefined} />
            </StyledAside>

            <StyledProposals aria-labelledby="proposals-title">
              {sectionHead}
              {body}
            </StyledProposals>
          </StyledLayout>
        )}

        <ConfirmDialog
          open={closeOpen}
          title="¿Cerrar esta solicitud?"
          confirmLabel="Cerrar solicitud"
          confirmVariant="danger"
          pending={close.isPending}
          onConfirm={onClose}
          onClose={() => setCloseOpen(false)}
        >
          <p>Al cerrar la solicitud:</p>
          <ul>
            <li>Dejará de aparecer en las búsquedas públicas de trabajos.</li>
            <li>No recibirá más propuestas de empresas.</li>
            <li>Las propuestas pendientes se descartarán y avisaremos a sus empresas.</li>
            <li>Conservarás las propuestas recibidas y tus conversaciones con las empresas.</li>
          </ul>
          <WarningText>
            <AlertCircleIcon size={16} aria-hidden />
            Una solicitud cerrada no se puede volver a abrir.
          </WarningText>
        </ConfirmDialog>

        <AcceptProposalDialog
          proposal={accepting}
          otherPending={otherPending}
          pending={accept.isPending}
          onConfirm={onAccept}
          onClose={() => setAccepting(null)}
        />

        <ConfirmDialog
          open={rejecting !== null}
          title="¿Rechazar esta propuesta?"
          confirmLabel="Rechazar"
          confirmVariant="danger"
          pending={reject.isPending}
          onConfirm={onReject}
          onClose={() => setRejecting(null)}
        >
          <p>
            Vas a rechazar la propuesta de <strong>{rejecting?.company?.companyName ?? 'esta empresa'}</strong>
            {rejecting?.price != null ? ' y su precio' : ''}.
          </p>
          <WarningText>
            <AlertCircleIcon size={16} aria-hidden />
            Esta acción no se puede deshacer.
          </WarningText>
        </ConfirmDialog>
      </>
    );
  }

  return (
    <PageSection>
      <Container>
        <Breadcrumbs items={crumbs} />
        {content}
      </Container>
    </PageSection>
  );
}
