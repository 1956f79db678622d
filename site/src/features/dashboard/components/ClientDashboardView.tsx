import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  Badge,
  BuildingIcon,
  Button,
  CheckCircleIcon,
  formatDate,
  InboxIcon,
  MailIcon,
  MapPinIcon,
  MessageSquareIcon,
  NewspaperIcon,
  proposalCountLabel,
  RefreshIcon,
  StatCard,
  StatGrid,
  TruckIcon,
  UserIcon,
} from '../../../ui';
import type { SessionUser } from '../../auth/session';
import { CompletionPrompt } from '../../requests/components/lifecycle/CompletionPrompt';
import { HireSummary } from '../../requests/components/lifecycle/HireSummary';
import { ReviewInviteButton } from '../../requests/components/lifecycle/ReviewInviteButton';
import { RequestStatusBadge } from '../../requests/components/RequestStatusBadge';
import type { ClientDashboard } from '../dashboard.api';
import {
  AccountCard,
  Panel,
  Shortcuts,
  StyledColumn,
  StyledDashboardGrid,
  StyledPanelEmpty,
  StyledRowActions,
  StyledRowMeta,
  StyledRows,
  StyledRowTitle,
} from './DashboardParts';

const StyledRowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPromptSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};

  &:empty {
    display: none;
  }
`;

const StyledHire = styled(HireSummary)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Client dashboard: «¿Se hizo el trabajo?» when a hired job is due, counters, the 5 newest requests and shortcuts. */
export function ClientDashboardView({ data, user }: { data: ClientDashboard; user: SessionUser }) {
  const { stats, latestRequests, awaitingCompletion } = data;
  return (
    <>
      <StyledPromptSlot>
        <CompletionPrompt requests={awaitingCompletion} />
      </StyledPromptSlot>
      <StatGrid aria-label="Resumen de tus solicitudes">
        <StatCard label="Solicitudes totales" value={stats.totalRequests} icon={<NewspaperIcon size={18} />} />
        <StatCard label="Activas" value={stats.activeRequests} icon={<RefreshIcon size={18} />} tone="success" />
        <StatCard label="Contratadas" value={stats.hiredRequests} icon={<BuildingIcon size={18} />} tone="primary" />
        <StatCard label="Propuestas recibidas" value={stats.totalProposals} icon={<InboxIcon size={18} />} tone="accent" />
        <StatCard label="Tasa de respuesta" value={`${stats.responseRate}%`} icon={<CheckCircleIcon size={18} />} tone="info" />
        <StatCard label="Mensajes sin leer" value={stats.unreadMessages} icon={<MailIcon size={18} />} tone="warning" />
      </StatGrid>

      <StyledDashboardGrid>
        <StyledColumn>
          <Panel
            id="dashboard-requests"
            title="Mis Solicitudes recientes"
            link={latestRequests.length > 0 ? { to: paths.clientRequests, label: 'Ver todas', srLabel: 'mis solicitudes' } : undefined}
          >
            {latestRequests.length === 0 ? (
              <StyledPanelEmpty>
                <p>Todavía no has publicado ninguna solicitud. Cuéntanos qué necesitas transportar y recibe propuestas de empresas.</p>
                <Button variant="accent" to={paths.requestCreate}>
                  Crear Primera Solicitud
                </Button>
              </StyledPanelEmpty>
            ) : (
              <StyledRows>
                {latestRequests.map((request) => (
                  <li key={request.id}>
                    <StyledRowHead>
                      <StyledRowTitle>{request.title}</StyledRowTitle>
                      <RequestStatusBadge status={request.status} />
                    </StyledRowHead>
                    <StyledRowMeta>
                      {request.location ? (
                        <li>
                          <MapPinIcon size={14} aria-hidden />
                          {request.location}
                        </li>
                      ) : null}
                      <li>
                        <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                      </li>
                      <li>
                        <Badge tone={request.proposalCount > 0 ? 'accent' : 'neutral'} size="sm">
                          {proposalCountLabel(request.proposalCount)}
                        </Badge>
                      </li>
                    </StyledRowMeta>
                    <StyledHire request={request} />
                    <StyledRowActions>
                      <ReviewInviteButton request={request} />
                      <Button
                        variant="outline"
                        size="sm"
                        to={paths.jobProposals(request.id)}
                        aria-label={`Ver Propuestas de ${request.title}`}
                      >
                        Ver Propuestas
                      </Button>
                      <Button variant="ghost" size="sm" to={paths.requestEdit(request.id)} aria-label={`Editar ${request.title}`}>
                        Editar
                      </Button>
                    </StyledRowActions>
                  </li>
                ))}
              </StyledRows>
            )}
          </Panel>
        </StyledColumn>

        <StyledColumn>
          <Shortcuts
            items={[
              {
                label: 'Todas mis Solicitudes',
                description: 'Filtra, revisa y edita todas tus solicitudes.',
                icon: <TruckIcon size={20} />,
                to: paths.clientRequests,
              },
              {
                label: 'Mensajes',
                description: 'Tus conversaciones con las empresas.',
                icon: <MessageSquareIcon size={20} />,
                to: paths.messages,
                count: stats.unreadMessages,
              },
              {
                label: 'Mi perfil',
                description: 'Tu nombre, teléfono, dirección y ubicación.',
                icon: <UserIcon size={20} />,
                to: paths.clientProfile,
              },
            ]}
          />
          <AccountCard user={user} />
        </StyledColumn>
      </StyledDashboardGrid>
    </>
  );
}
