import type { Schemas } from '@rutalia/api-contract';
import styled from 'styled-components';
import { Badge, CheckCircleIcon, ShieldCheckIcon } from '../../../ui';

export type CompanyBadge = Schemas['CompanyBadgeDto'];

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;

  li {
    min-width: 0;
    max-width: 100%;
  }
`;

/** A long label («Seguro de responsabilidad civil hasta 31/03/2027») wraps on a narrow card instead of being cut. */
const StyledBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

export type TrustBadgesProps = {
  /** «Verificado»: a super admin approved its CIF. */
  verified: boolean;
  badges: readonly CompanyBadge[];
  size?: 'sm' | 'md';
  /**
   * Leave out «CIF verificado» next to «Verificado», which says the same (the cards and the
   * proposals); the company page lists every checked document.
   */
  compact?: boolean;
  className?: string;
};

/**
 * What Rutalia checked about a company (issue 20): «Verificado» (its CIF) and one badge per
 * approved document still in force, the insurances with their last day. The server already
 * dropped the lapsed ones. Nothing at all when nothing was checked.
 */
export function TrustBadges({ verified, badges, size = 'sm', compact = true, className }: TrustBadgesProps) {
  const shown = compact && verified ? badges.filter((badge) => badge.kind !== 'cif') : badges;
  if (!verified && shown.length === 0) return null;
  const iconSize = size === 'sm' ? 12 : 14;
  return (
    <StyledList aria-label="Comprobado por Rutalia" className={className}>
      {verified ? (
        <li>
          <Badge tone="success" size={size} icon={<CheckCircleIcon size={iconSize} aria-hidden />} title="Rutalia ha comprobado su CIF">
            Verificado
          </Badge>
        </li>
      ) : null}
      {shown.map((badge) => (
        <li key={badge.kind}>
          <StyledBadge
            tone="info"
            size={size}
            icon={<ShieldCheckIcon size={iconSize} aria-hidden />}
            title="Documento comprobado por Rutalia"
          >
            {badge.label}
          </StyledBadge>
        </li>
      ))}
    </StyledList>
  );
}
