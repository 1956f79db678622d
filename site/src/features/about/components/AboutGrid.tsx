import styled from 'styled-components';
import { Card } from '../../../ui';
import type { AboutItem } from '../aboutContent';

const StyledGrid = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }

  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    max-width: 65ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A grid of titled cards (h3 + text, optional icon) for the about page. */
export function AboutGrid({ items, columns = 2 }: { items: readonly AboutItem[]; columns?: 2 | 3 }) {
  return (
    <StyledGrid $columns={columns}>
      {items.map((item) => (
        <li key={item.title}>
          <Card padding="md">
            {item.icon ? <StyledIcon>{item.icon}</StyledIcon> : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        </li>
      ))}
    </StyledGrid>
  );
}
