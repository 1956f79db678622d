import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { paths } from '../../paths';

const StyledLogoLink = styled(Link)<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.primary)};
  text-decoration: none;
`;

const StyledWordmark = styled.span`
  font-size: 1.375rem;
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  line-height: 1;
`;

type LogoMarkProps = { size?: number; inverse?: boolean };

/** The Rutalia mark: a route from origin to an orange destination. */
export function LogoMark({ size = 36, inverse = false }: LogoMarkProps) {
  const { colors } = useTheme();
  const tile = inverse ? colors.white : colors.primary;
  const route = inverse ? colors.primary : colors.white;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M19 45c0-8.5 5.5-13 13-13s13-4.5 13-13" fill="none" stroke={route} strokeWidth="6" strokeLinecap="round" />
      <circle cx="19" cy="45" r="5" fill={route} />
      <circle cx="45" cy="19" r="7" fill={colors.accent} />
    </svg>
  );
}

type LogoProps = { inverse?: boolean; onClick?: () => void };

/** Mark + wordmark, linking home. */
export function Logo({ inverse = false, onClick }: LogoProps) {
  return (
    <StyledLogoLink to={paths.home} $inverse={inverse} aria-label="Rutalia, ir a la página de inicio" onClick={onClick}>
      <LogoMark inverse={inverse} />
      <StyledWordmark aria-hidden="true">Rutalia</StyledWordmark>
    </StyledLogoLink>
  );
}
