import { categoryByKey } from '@rutalia/catalog';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, EmptyState, ErrorState, formatDateTime, formatRelative, LoadingState, MapPinIcon } from '../../../ui';
import type { RecentAlert } from '../alerts.api';
import { useRecentAlerts } from '../useAlerts';
import { BellIcon } from './BellIcon';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} 0;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const MAIL_LABELS = { instant: 'Enviada por correo', digest: 'En el resumen diario' } as const;

function AlertItem({ alert }: { alert: RecentAlert }) {
  const category = alert.category ? categoryByKey(alert.category)?.name : undefined;
  return (
    <StyledItem>
      <StyledHead>
        {alert.active ? <Link to={alert.link}>{alert.title}</Link> : <span>{alert.title}</span>}
        {alert.active ? null : (
          <Badge size="sm" tone="neutral">
            Ya no está activa
          </Badge>
        )}
      </StyledHead>
      <StyledMeta>
        <span>
          <MapPinIcon size={14} aria-hidden />
          {alert.route}
        </span>
        {category ? <span>{category}</span> : null}
        <time dateTime={alert.alertedAt} title={formatDateTime(alert.alertedAt)}>
          {formatRelative(alert.alertedAt)}
        </time>
        {alert.mailKind ? <span>{MAIL_LABELS[alert.mailKind]}</span> : null}
      </StyledMeta>
    </StyledItem>
  );
}

/** «Últimas alertas»: the 30 latest requests the company heard of, newest first. */
export function RecentAlertsList() {
  const recent = useRecentAlerts();
  if (recent.isPending) return <LoadingState label="Cargando tus últimas alertas..." />;
  if (recent.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar tus últimas alertas"
        error={recent.error}
        headingAs="h3"
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  }
  if (recent.data.items.length === 0) {
    return (
      <EmptyState
        headingAs="h3"
        icon={<BellIcon size={28} />}
        title="Aún no hay alertas"
        description="Cuando se publique una solicitud que encaje con tus alertas, aparecerá aquí y te avisaremos al momento."
      />
    );
  }
  return (
    <Card padding="md">
      <StyledList aria-label="Últimas alertas">
        {recent.data.items.map((alert) => (
          <AlertItem key={alert.requestId} alert={alert} />
        ))}
      </StyledList>
    </Card>
  );
}
