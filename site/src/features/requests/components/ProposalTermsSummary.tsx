import { includeLabel } from '@rutalia/catalog/proposal-terms';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon, formatEuros, InfoIcon } from '../../../ui';
import type { Proposal } from '../../proposals/proposals.api';
import { formatAvailableDate, formatValidity, isProposalExpired } from '../../proposals/proposalTerms';

const StyledTerms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h4`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledIncludes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledNone = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDates = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledValidity = styled.li<{ $expired: boolean }>`
  color: ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme, $expired }) => ($expired ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const StyledBreakdown = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 40px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const StyledLines = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    overflow-wrap: anywhere;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledVatNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

/** What the price includes, the dates (available from, valid until) and the breakdown, collapsed. */
export function ProposalTermsSummary({ proposal, today }: { proposal: Proposal; today: string }) {
  const available = formatAvailableDate(proposal.availableDate);
  const expired = isProposalExpired(proposal, today);
  const vat = proposal.vatIncluded ? 'IVA incl.' : 'sin IVA';
  return (
    <StyledTerms>
      <div>
        <StyledHeading>Qué incluye el precio</StyledHeading>
        {proposal.includes.length > 0 ? (
          <StyledIncludes aria-label="Incluido en el precio">
            {proposal.includes.map((id) => (
              <li key={id}>
                <CheckIcon size={12} aria-hidden />
                {includeLabel(id)}
              </li>
            ))}
          </StyledIncludes>
        ) : (
          <StyledNone>La empresa no ha detallado qué incluye: pregúntale antes de decidir.</StyledNone>
        )}
      </div>

      <StyledDates>
        {available ? <li>{available}</li> : null}
        <StyledValidity $expired={expired}>{formatValidity(proposal, today)}</StyledValidity>
      </StyledDates>

      {proposal.priceLines.length > 0 && proposal.price !== null ? (
        <StyledBreakdown>
          <summary>
            Ver desglose del precio ({proposal.priceLines.length} {proposal.priceLines.length === 1 ? 'concepto' : 'conceptos'})
            <ChevronDownIcon size={16} aria-hidden />
          </summary>
          <StyledLines aria-label={`Desglose del precio (${vat})`}>
            <tbody>
              {proposal.priceLines.map((line, index) => (
                <tr key={`${index}-${line.concept}`}>
                  <th scope="row">{line.concept}</th>
                  <td>{formatEuros(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total ({vat})</th>
                <td>{formatEuros(proposal.price)}</td>
              </tr>
            </tfoot>
          </StyledLines>
          <StyledVatNote>
            <InfoIcon size={12} aria-hidden />
            {proposal.vatIncluded ? 'Los importes del desglose incluyen el IVA.' : 'Los importes del desglose no incluyen el IVA (21 %).'}
          </StyledVatNote>
        </StyledBreakdown>
      ) : null}
    </StyledTerms>
  );
}
