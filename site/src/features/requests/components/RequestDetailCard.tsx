import styled from 'styled-components';
import { paths } from '../../../paths';
import { Badge, Button, Card, LockIcon, MapPinIcon, RichTextContent } from '../../../ui';
import { formatDate } from '../../../ui/format';
import { JobPhotos } from '../../jobs/components/JobPhotos';
import { placeText, serviceWindowText } from '../../jobs/jobText';
import type { JobRequest } from '../requests.api';
import { RequestStatusBadge } from './RequestStatusBadge';

const StyledTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

const StyledDescriptionTitle = styled.h2`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDescription = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  > * {
    flex: 1;
  }
`;

export type RequestDetailCardProps = {
  request: JobRequest;
  /** Opens the close confirmation; omitted when the request cannot be closed. */
  onClose?: () => void;
};

/** The client's own request: route, date, details, services, description, photos and the Editar / Cerrar solicitud actions. */
export function RequestDetailCard({ request, onClose }: RequestDetailCardProps) {
  const date = serviceWindowText(request.date, request.dateFlexibility);
  return (
    <Card as="section" padding="md" aria-labelledby="request-title">
      <StyledTop>
        <span>
          <RequestStatusBadge status={request.status} size="md" />
        </span>
        <StyledTitle id="request-title" tabIndex={-1}>
          {request.title}
        </StyledTitle>
      </StyledTop>

      <StyledMeta>
        {request.categoryName ? (
          <div>
            <dt>Categoría</dt>
            <dd>{request.categoryName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{request.destination ? 'Origen' : 'Ubicación'}</dt>
          <dd>
            <MapPinIcon size={14} aria-hidden />
            <span>{request.origin ? placeText(request.origin) : request.location}</span>
          </dd>
        </div>
        {request.destination ? (
          <div>
            <dt>Destino</dt>
            <dd>
              <MapPinIcon size={14} aria-hidden />
              <span>{placeText(request.destination)}</span>
            </dd>
          </div>
        ) : null}
        {request.distanceText ? (
          <div>
            <dt>Distancia estimada</dt>
            <dd>{request.distanceText}</dd>
          </div>
        ) : null}
        {date ? (
          <div>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={request.date ?? undefined}>{date}</time>
            </dd>
          </div>
        ) : null}
        {request.keyDetails ? (
          <div>
            <dt>Detalles</dt>
            <dd>{request.keyDetails}</dd>
          </div>
        ) : null}
        <div>
          <dt>Servicios</dt>
          <dd>
            {request.services.map((service) => (
              <Badge key={service} tone="info" size="sm">
                {service}
              </Badge>
            ))}
          </dd>
        </div>
        <div>
          <dt>Publicada</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </dd>
        </div>
      </StyledMeta>

      <StyledDescriptionTitle>Descripción</StyledDescriptionTitle>
      <StyledDescription>
        {request.description ? <RichTextContent html={request.description} /> : <p>Sin descripción.</p>}
      </StyledDescription>

      {request.photos && request.photos.length > 0 ? (
        <>
          <StyledDescriptionTitle>Fotos</StyledDescriptionTitle>
          <JobPhotos photos={request.photos} title={request.title} />
        </>
      ) : null}

      <StyledActions>
        <Button to={paths.requestEdit(request.id)} variant="outline" size="sm">
          Editar
        </Button>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose} iconLeft={<LockIcon size={16} />}>
            Cerrar solicitud
          </Button>
        ) : null}
      </StyledActions>
    </Card>
  );
}
