import { responseTimeLabel } from '@rutalia/catalog/response-time';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, formatEuros, ShieldCheckIcon, VisuallyHidden } from '../../../../ui';
import { formatServiceDay } from '../../../jobs/jobText';
import type { Proposal } from '../../../proposals/proposals.api';
import { formatRating, reviewCountLabel, Stars } from '../../../reviews/components/Stars';
import type { BestRow, IncludeRow } from '../../proposalComparison';
import { isProposalExpired, memberSinceYear, verifiedReviewsText, yearsOnRutaliaText } from '../../proposalFacts';

/**
 * The rows of the comparison, defined once for both layouts: the table (one column per
 * proposal) and the phone's swipeable columns (one list of label and value per proposal).
 */
export type ComparisonRow = {
  key: string;
  label: string;
  /** A heading that groups the rows after it (no values). */
  section?: boolean;
  /** The row whose best value may be highlighted. */
  best?: BestRow;
  render?: (proposal: Proposal) => ReactNode;
};

/** How a highlighted value is named, next to it (and for screen readers). */
export const BEST_LABELS: Record<BestRow, string> = {
  price: 'Más barata',
  rating: 'Mejor valorada',
  date: 'Disponible antes',
  response: 'Responde antes',
  includes: 'Incluye más',
};

const StyledMain = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1.15;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledYes = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledExpired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRating = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** «—» for a missing value, read aloud as the given words. */
export function Missing({ words }: { words: string }) {
  return (
    <StyledMuted>
      <span aria-hidden>—</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </StyledMuted>
  );
}

function Included({ yes }: { yes: boolean }) {
  return yes ? (
    <StyledYes>
      <CheckIcon size={16} aria-hidden />
      <VisuallyHidden>Incluido</VisuallyHidden>
    </StyledYes>
  ) : (
    <Missing words="No incluido" />
  );
}

function Rating({ company }: { company: Proposal['company'] }) {
  if (!company || company.rating.count === 0 || company.rating.average === null) return <StyledMuted>Sin reseñas</StyledMuted>;
  const verified = verifiedReviewsText(company.rating.verifiedCount);
  return (
    <StyledRating>
      <Stars value={company.rating.average} size={14} />
      <strong>{formatRating(company.rating.average)}</strong>
      <StyledMuted>({reviewCountLabel(company.rating.count)})</StyledMuted>
      {verified ? <StyledMuted>· {verified}</StyledMuted> : null}
    </StyledRating>
  );
}

/** The rows for these proposals; `includes` is the union of what they include. */
export function comparisonRows(includes: readonly IncludeRow[], today: string): ComparisonRow[] {
  return [
    {
      key: 'price',
      label: 'Precio con IVA',
      best: 'price',
      render: (p) =>
        p.priceWithVat === null ? <StyledMuted>Sin precio</StyledMuted> : <StyledMain>{formatEuros(p.priceWithVat)}</StyledMain>,
    },
    {
      key: 'priceWithoutVat',
      label: 'Precio sin IVA',
      render: (p) => (p.priceWithoutVat === null ? <Missing words="Sin precio" /> : formatEuros(p.priceWithoutVat)),
    },
    { key: 'includes-section', label: 'Qué incluye', section: true },
    {
      key: 'includes-count',
      label: 'Conceptos incluidos',
      best: 'includes',
      render: (p) => (includes.length === 0 ? <Missing words="Sin detallar" /> : `${p.includes.length} de ${includes.length}`),
    },
    ...includes.map((item): ComparisonRow => ({
      key: `include-${item.id}`,
      label: item.label,
      render: (p) => <Included yes={p.includes.includes(item.id)} />,
    })),
    { key: 'dates-section', label: 'Fechas', section: true },
    {
      key: 'available',
      label: 'Disponible desde',
      best: 'date',
      render: (p) => formatServiceDay(p.availableDate) ?? <Missing words="Sin indicar" />,
    },
    {
      key: 'valid',
      label: 'Válida hasta',
      render: (p) => {
        const day = formatServiceDay(p.validUntil);
        if (isProposalExpired(p, today)) return <StyledExpired>{day ? `Caducó el ${day}` : 'Caducada'}</StyledExpired>;
        return day ?? <StyledMuted>Sin caducidad</StyledMuted>;
      },
    },
    { key: 'company-section', label: 'La empresa', section: true },
    { key: 'rating', label: 'Valoración', best: 'rating', render: (p) => <Rating company={p.company} /> },
    {
      key: 'verified',
      label: 'Empresa verificada',
      render: (p) =>
        p.company?.verified ? (
          <StyledYes>
            <ShieldCheckIcon size={16} aria-hidden />
            Verificada
          </StyledYes>
        ) : (
          <Missing words="No verificada" />
        ),
    },
    {
      key: 'since',
      label: 'En Rutalia',
      render: (p) => {
        const year = memberSinceYear(p.company?.memberSince);
        const years = yearsOnRutaliaText(p.company?.memberSince);
        return year === null ? <Missing words="Sin datos" /> : `Desde ${year} (${years?.toLocaleLowerCase('es')})`;
      },
    },
    {
      key: 'response',
      label: 'Suele responder en',
      best: 'response',
      render: (p) => responseTimeLabel(p.company?.responseMinutes) ?? <StyledMuted>Aún sin datos</StyledMuted>,
    },
  ];
}
