import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../../paths';
import { BuildingIcon, formatDate, formatEuros } from '../../../../ui';
import type { JobRequest } from '../../requests.api';

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
  a,
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * «Empresa contratada: Mudanzas Sol · 544,50 € IVA incl. · el 3 dic 2026» for a hired or completed
 * request (the total the client pays, whichever way the company gave the price).
 */
export function HireSummary({ request, className }: { request: JobRequest; className?: string }) {
  const hired = request.hiredProposal;
  if (!hired || (request.status !== 'hired' && request.status !== 'completed')) return null;
  const when = request.status === 'completed' ? request.completedAt : request.hiredAt;
  return (
    <StyledSummary className={className}>
      <BuildingIcon size={16} aria-hidden />
      <span>{request.status === 'completed' ? 'Trabajo hecho por' : 'Empresa contratada:'}</span>
      <Link to={paths.companyDetail(hired.companySeoParam)}>{hired.companyName}</Link>
      {hired.priceWithVat !== null ? (
        <span>
          · <strong>{formatEuros(hired.priceWithVat)}</strong> IVA incl.
        </span>
      ) : null}
      {when ? (
        <span>
          · {request.status === 'completed' ? 'completado el' : 'contratada el'} <time dateTime={when}>{formatDate(when)}</time>
        </span>
      ) : null}
    </StyledSummary>
  );
}
