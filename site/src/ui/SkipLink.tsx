import styled from 'styled-components';

const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - 2rem));
  transition: transform ${({ theme }) => theme.transitions.fast};

  &:focus,
  &:focus-visible {
    transform: translateY(0);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

/** First focusable element of the page: jumps past the navigation. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <StyledSkipLink
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      Saltar al contenido
    </StyledSkipLink>
  );
}
