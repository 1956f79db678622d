import { DATE_FLEXIBILITIES, formatDistance, summarizeRequestDetails } from '@rutalia/catalog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RequestDraft, StepId } from '../draft';
import type { DraftPhoto } from '../photos';
import { categoryOf, cleanDetails, estimateDistanceKm } from '../rules';

const StyledList = styled.dl`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledEdit = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

const StyledLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledThumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  img {
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

/** «sábado, 12 de diciembre de 2026» from YYYY-MM-DD (a local day, never shifted by time zones). */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

type RequestSummaryProps = { draft: RequestDraft; photos: readonly DraftPhoto[]; onEdit: (step: StepId) => void };

/** Everything answered, readable, each part with «Editar» back to its step. */
export function RequestSummary({ draft, photos, onEdit }: RequestSummaryProps) {
  const category = categoryOf(draft.category);
  const distance = estimateDistanceKm(draft.origin, draft.destination);
  const flexibility = DATE_FLEXIBILITIES.find((f) => f.value === draft.dateFlexibility)?.label;
  const lines = summarizeRequestDetails(draft.category, cleanDetails(draft.category, draft.details));
  const place = (p: RequestDraft['origin'], code: string) => (p ? `${p.city} (${p.province}${code ? `, ${code}` : ''})` : '');

  const section = (step: StepId, term: string, body: ReactNode) => (
    <StyledSection>
      <dt>
        {term}
        <StyledEdit type="button" onClick={() => onEdit(step)} aria-label={`Editar ${term.toLowerCase()}`}>
          Editar
        </StyledEdit>
      </dt>
      <dd>{body}</dd>
    </StyledSection>
  );

  return (
    <StyledList aria-label="Resumen de tu solicitud">
      {section(
        'what',
        'Qué',
        <>
          <strong>{category?.name}</strong>
          {draft.services.length ? <StyledMuted>{draft.services.join(', ')}</StyledMuted> : null}
        </>,
      )}
      {section(
        'where',
        'Dónde',
        <>
          {place(draft.origin, draft.originPostalCode)}
          {draft.destination ? ` → ${place(draft.destination, draft.destinationPostalCode)}` : null}
          {distance !== null && draft.destination ? <StyledMuted>{formatDistance(distance)} por carretera</StyledMuted> : null}
        </>,
      )}
      {section(
        'when',
        'Cuándo',
        <>
          {longDate(draft.date)}
          {flexibility ? <StyledMuted>{flexibility}</StyledMuted> : null}
        </>,
      )}
      {section(
        'details',
        'Detalles',
        <>
          <strong>{draft.title}</strong>
          <StyledLines>
            {lines.map((line) => (
              <li key={line.label}>
                <span>{line.label}:</span> {line.value}
              </li>
            ))}
          </StyledLines>
          {draft.description.trim() ? <StyledMuted>{draft.description.trim()}</StyledMuted> : null}
        </>,
      )}
      {section(
        'photos',
        'Fotos',
        photos.length ? (
          <StyledThumbs>
            {photos.map((photo, index) => (
              <img key={photo.id} src={photo.url} alt={`Foto ${index + 1}`} />
            ))}
          </StyledThumbs>
        ) : (
          <StyledMuted>Sin fotos</StyledMuted>
        ),
      )}
    </StyledList>
  );
}
