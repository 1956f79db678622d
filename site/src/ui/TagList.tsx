import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ThemeSpace } from '../theme/theme';
import { Badge } from './Badge';

const StyledTagList = styled.ul<{ $gap: ThemeSpace; $top: ThemeSpace | null }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ theme, $top }) => ($top === null ? '' : `margin-top: ${theme.space[$top]};`)}
  list-style: none;
`;

export type TagListProps = {
  /** One info badge each (services). */
  items: readonly string[];
  /** Accessible name of the list ('Servicios solicitados'). */
  label?: string;
  size?: 'sm' | 'md';
  /** Icon inside every badge. */
  icon?: ReactNode;
  /** Space above the list (theme step); none by default. */
  top?: ThemeSpace;
  gap?: ThemeSpace;
  /** Extra items after the badges (e.g. '+3 más'), each already an `<li>`. */
  children?: ReactNode;
};

/** A wrapping list of info badges (a request's or company's services). */
export function TagList({ items, label, size = 'md', icon, top, gap = 2, children }: TagListProps) {
  return (
    <StyledTagList aria-label={label} $gap={gap} $top={top ?? null}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="info" size={size} icon={icon}>
            {item}
          </Badge>
        </li>
      ))}
      {children}
    </StyledTagList>
  );
}
