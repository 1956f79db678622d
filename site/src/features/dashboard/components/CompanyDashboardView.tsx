import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  Alert,
  Badge,
  BuildingIcon,
  Button,
  CheckCircleIcon,
  formatDate,
  formatEuros,
  InboxIcon,
  MailIcon,
  MapPinIcon,
  MessageSquareIcon,
  NewspaperIcon,
  RefreshIcon,
  ShieldCheckIcon,
  StarIcon,
  StatCard,
  StatGrid,
  TagList,
  TruckIcon,
} from '../../../ui';
import type { SessionUser } from '../../auth/session';
import { CompanySuspendedNotice } from '../../companies/components/CompanySuspendedNotice';
import { ProposalStatusBadge } from '../../proposals/components/ProposalStatusBadge';
import { formatRating, reviewCountLabel } from '../../reviews/components/Stars';
import type { CompanyDashboard } from '../dashboard.api';
import { BellIcon } from '../../alerts/components/BellIcon';
import { ChartIcon } from '../../insights/components/ChartIcon';
import { invoiceStatusBadge } from '../../billing/labels';
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
  StyledTextLink,
} from './DashboardParts';
import { SubscriptionStrip } from './SubscriptionStrip';
import { DunningBanner } from '../../dunning/DunningBanner';

const StyledNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledRowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const StyledInvoice = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  p {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledInvoiceRight = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledPanelFooter = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledOpportunities = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledOpportunity = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  > div:last-child {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space[2]};
  }
`;

/** Company dashboard: subscription, counters, 3 proposals, 3 invoices and 4 opportunities. */
export function CompanyDashboardView({ data, user }: { data: CompanyDashboard; user: SessionUser }) {
  const { stats, latestProposals, latestInvoices, opportunities, company } = data;
  const rating = stats.rating;
  return (
    <>
      <DunningBanner />
      {company?.status === 'suspended' ? (
        <StyledNotice>
          <CompanySuspendedNotice reason={company.suspensionReason} id="company-suspended" />
        </StyledNotice>
      ) : null}
      {company && !company.visible && company.status !== 'suspended' ? (
        <StyledNotice>
          <Alert tone="info" title="Tu empresa no aparece en el directorio">
            <p>
              Completa tu perfil de empresa para que los clientes puedan encontrarte.{' '}
              <StyledTextLink to={paths.companyProfile}>Editar perfil de empresa</StyledTextLink>
            </p>
          </Alert>
        </StyledNotice>
      ) : null}
      {!company ? (
        <StyledNotice>
          <Alert tone="warning" title="Completa tu perfil de empresa">
            <p>
              Necesitas un perfil de empresa para enviar propuestas.{' '}
              <StyledTextLink to={paths.companyProfile}>Crear perfil de empresa</StyledTextLink>
            </p>
          </Alert>
        </StyledNotice>
      ) : null}
      {company ? <SubscriptionStrip subscription={data.subscription} /> : null}

      <StatGrid aria-label="Resumen de tu actividad">
        <StatCard label="Propuestas enviadas" value={stats.totalProposals} icon={<InboxIcon size={18} />} />
        <StatCard label="Pendientes" value={stats.pendingProposals} icon={<RefreshIcon size={18} />} tone="warning" />
        <StatCard label="Aceptadas" value={stats.acceptedProposals} icon={<CheckCircleIcon size={18} />} tone="success" />
        <StatCard label="Tasa de éxito" value={`${stats.successRate}%`} icon={<TruckIcon size={18} />} tone="info" />
        <StatCard label="Mensajes sin leer" value={stats.unreadMessages} icon={<MailIcon size={18} />} tone="accent" />
        <StatCard
          label="Valoración"
          value={rating.average !== null && rating.count > 0 ? `${formatRating(rating.average)}/5` : 'Sin reseñas'}
          hint={rating.average !== null && rating.count > 0 ? `(${reviewCountLabel(rating.count)})` : undefined}
          icon={<StarIcon size={18} />}
          tone="accent"
          textValue={rating.average === null || rating.count === 0}
        />
      </StatGrid>

      <StyledDashboardGrid>
        <StyledColumn>
          <Panel
            id="dashboard-proposals"
            title="Propuestas recientes"
            link={latestProposals.length > 0 ? { to: paths.companyProposals, label: 'Ver todas', srLabel: 'mis propuestas' } : undefined}
          >
            {latestProposals.length === 0 ? (
              <StyledPanelEmpty>
                <p>Aún no has enviado ninguna propuesta.</p>
                <Button variant="outline" size="sm" to={paths.jobs}>
                  Ver trabajos disponibles
                </Button>
              </StyledPanelEmpty>
            ) : (
              <StyledRows>
                {latestProposals.map((proposal) => {
                  const title = proposal.request?.title ?? 'Solicitud';
                  return (
                    <li key={proposal.id}>
                      <StyledRowHead>
                        <StyledRowTitle>{title}</StyledRowTitle>
                        <ProposalStatusBadge status={proposal.status} closedReason={proposal.closedReason} />
                      </StyledRowHead>
                      <StyledRowMeta>
                        {proposal.request?.location ? (
                          <li>
                            <MapPinIcon size={14} aria-hidden />
                            {proposal.request.location}
                          </li>
                        ) : null}
                        <li>
                          <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
                        </li>
                        <li>{proposal.price !== null ? <StyledAmount>{formatEuros(proposal.price)}</StyledAmount> : 'Sin precio'}</li>
                      </StyledRowMeta>
                      <StyledRowActions>
                        <Button
                          variant="outline"
                          size="sm"
                          to={paths.companyProposalDetail(proposal.id)}
                          aria-label={`Ver detalles de la propuesta: ${title}`}
                        >
                          Ver detalles
                        </Button>
                      </StyledRowActions>
                    </li>
                  );
                })}
              </StyledRows>
            )}
          </Panel>

          <Panel id="dashboard-opportunities" title="Oportunidades" link={{ to: paths.jobs, label: 'Ver todos los trabajos' }}>
            {opportunities.length === 0 ? (
              <StyledPanelEmpty>
                <p>No hay trabajos nuevos en este momento. Vuelve pronto: los clientes publican solicitudes cada día.</p>
              </StyledPanelEmpty>
            ) : (
              <StyledOpportunities>
                {opportunities.map((job) => (
                  <li key={job.id}>
                    <StyledOpportunity aria-labelledby={`opportunity-${job.id}`}>
                      <StyledRowTitle id={`opportunity-${job.id}`}>{job.title}</StyledRowTitle>
                      <StyledRowMeta>
                        {job.location ? (
                          <li>
                            <MapPinIcon size={14} aria-hidden />
                            {job.location}
                          </li>
                        ) : null}
                        <li>
                          <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
                        </li>
                      </StyledRowMeta>
                      {job.services.length > 0 ? <TagList items={job.services} label="Servicios" size="sm" gap={1} /> : null}
                      <div>
                        <Button variant="accent" size="sm" to={paths.jobRespond(job.id)} aria-label={`Enviar Propuesta: ${job.title}`}>
                          Enviar Propuesta
                        </Button>
                      </div>
                    </StyledOpportunity>
                  </li>
                ))}
              </StyledOpportunities>
            )}
          </Panel>
        </StyledColumn>

        <StyledColumn>
          <Panel id="dashboard-invoices" title="Facturas recientes">
            {latestInvoices.length === 0 ? (
              <StyledPanelEmpty>
                <p>Aún no tienes facturas.</p>
              </StyledPanelEmpty>
            ) : (
              <StyledRows>
                {latestInvoices.map((invoice) => {
                  const status = invoiceStatusBadge(invoice.status);
                  return (
                    <li key={invoice.id}>
                      <StyledInvoice>
                        <div>
                          <p>{invoice.invoiceNumber}</p>
                          <small>
                            <time dateTime={invoice.createdAt}>{formatDate(invoice.createdAt)}</time>
                          </small>
                        </div>
                        <StyledInvoiceRight>
                          <StyledAmount>{formatEuros(invoice.amount)}</StyledAmount>
                          <Badge size="sm" tone={status.tone}>
                            {status.label}
                          </Badge>
                        </StyledInvoiceRight>
                      </StyledInvoice>
                    </li>
                  );
                })}
              </StyledRows>
            )}
            <StyledPanelFooter>
              <StyledTextLink to={paths.companyBilling}>Ver facturación</StyledTextLink>
            </StyledPanelFooter>
          </Panel>

          <Shortcuts
            items={[
              {
                label: 'Mis Propuestas',
                description: 'Todas tus propuestas y su estado.',
                icon: <NewspaperIcon size={20} />,
                to: paths.companyProposals,
              },
              {
                label: 'Mensajes',
                description: 'Tus conversaciones con los clientes.',
                icon: <MessageSquareIcon size={20} />,
                to: paths.messages,
                count: stats.unreadMessages,
              },
              {
                label: 'Alertas de nuevas solicitudes',
                description: 'Elige qué solicitudes te interesan y te avisamos en cuanto se publiquen.',
                icon: <BellIcon size={20} />,
                to: paths.companyAlerts,
              },
              {
                label: 'Estadísticas',
                description: 'Visitas a tu perfil, apariciones y resultados de tus propuestas, comparados con empresas como la tuya.',
                icon: <ChartIcon size={20} />,
                to: paths.companyInsights,
              },
              {
                label: 'Documentos',
                description: 'Sube tu CIF, tu autorización de transporte y tus seguros para mostrar insignias comprobadas.',
                icon: <ShieldCheckIcon size={20} />,
                to: paths.companyDocuments,
              },
              {
                label: 'Perfil de empresa',
                description: 'Datos de contacto, servicios, descripción, logo y galería de imágenes.',
                icon: <BuildingIcon size={20} />,
                to: paths.companyProfile,
              },
            ]}
          />
          <AccountCard user={user} />
        </StyledColumn>
      </StyledDashboardGrid>
    </>
  );
}
