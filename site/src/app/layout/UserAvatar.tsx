import styled from 'styled-components';
import { initials } from './navLinks';

const StyledAvatar = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`;

export function UserAvatar({ fullName, size = 36 }: { fullName: string; size?: number }) {
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {initials(fullName)}
    </StyledAvatar>
  );
}
