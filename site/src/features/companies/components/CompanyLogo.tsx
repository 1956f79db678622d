import styled from 'styled-components';
import { initials } from '../../../app/layout/navLinks';

const StyledBox = styled.div<{ $size: number }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size / 2.8)}px;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The company's logo, or its initials on a tinted square. */
export function CompanyLogo({ name, logo, size = 56 }: { name: string; logo: string | null | undefined; size?: number }) {
  return (
    <StyledBox $size={size} aria-hidden={logo ? undefined : true}>
      {logo ? <img src={logo} alt={`Logo de ${name}`} width={size} height={size} loading="lazy" /> : initials(name)}
    </StyledBox>
  );
}
