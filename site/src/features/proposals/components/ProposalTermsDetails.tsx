import styled from 'styled-components';
import { CheckIcon, formatEuros } from '../../../ui';
import { formatServiceDay } from '../../jobs/jobText';
import { formatValidity, includeLabels, madridDay, priceWithAndWithoutVatText, sumPriceLines, vatLabel } from '../proposalTerms';
import type { Proposal } from '../proposals.api';

type Terms = Pick<Proposal, 'status' | 'price' | 'vatIncluded' | 'includes' | 'availableDate' | 'validUntil' | 'priceLines'>;

const StyledTerms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const StyledHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledIncludes = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th:last-child,
  td:last-child {
    padding-left: ${({ theme }) => theme.space[3]};
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A proposal's terms in full: IVA, dates, what the price includes and its breakdown. */
export function ProposalTermsDetails({ proposal, today = madridDay() }: { proposal: Terms; today?: string }) {
  const vatText = priceWithAndWithoutVatText(proposal.price, proposal.vatIncluded);
  const available = formatServiceDay(proposal.availableDate);
  return (
    <StyledTerms>
      <StyledFacts>
        <div>
          <dt>IVA</dt>
          <dd>
            {vatLabel(proposal.vatIncluded)}
            {vatText ? (
              <>
                <br />
                {vatText}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Disponible a partir del</dt>
          <dd>{available ?? 'Sin indicar'}</dd>
        </div>
        <div>
          <dt>Validez</dt>
          <dd>{formatValidity(proposal, today)}</dd>
        </div>
      </StyledFacts>

      <section aria-label="Qué incluye el precio">
        <StyledHeading>Qué incluye el precio</StyledHeading>
        {proposal.includes.length ? (
          <StyledIncludes>
            {includeLabels(proposal.includes).map((label) => (
              <li key={label}>
                <CheckIcon size={16} aria-hidden />
                {label}
              </li>
            ))}
          </StyledIncludes>
        ) : (
          <StyledMuted>Sin indicar.</StyledMuted>
        )}
      </section>

      {proposal.priceLines.length ? (
        <section aria-label="Desglose del precio">
          <StyledHeading>Desglose del precio</StyledHeading>
          <StyledLines>
            <thead>
              <tr>
                <th scope="col">Concepto</th>
                <th scope="col">Importe</th>
              </tr>
            </thead>
            <tbody>
              {proposal.priceLines.map((line, index) => (
                <tr key={`${index}-${line.concept}`}>
                  <td>{line.concept}</td>
                  <td>{formatEuros(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total {proposal.vatIncluded ? '(IVA incluido)' : '(sin IVA)'}</th>
                <td>{formatEuros(sumPriceLines(proposal.priceLines))}</td>
              </tr>
            </tfoot>
          </StyledLines>
        </section>
      ) : null}
    </StyledTerms>
  );
}
