import styled, { css } from 'styled-components';
import { CheckIcon } from '../../../ui';

const StyledList = styled.ul<{ $divided: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme, $divided }) =>
    $divided &&
    css`
      padding-top: ${theme.space[3]};
      border-top: 1px solid ${theme.colors.border};
    `}

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

type PlanFeatureListProps = {
  features: readonly string[];
  /** A rule above the list (plan cards). */
  divided?: boolean;
  className?: string;
  'aria-label'?: string;
};

/** A plan's features with a green tick each (home pricing, sign-up plan picker, billing). */
export function PlanFeatureList({ features, divided = false, className, 'aria-label': ariaLabel }: PlanFeatureListProps) {
  return (
    <StyledList $divided={divided} className={className} aria-label={ariaLabel}>
      {features.map((feature) => (
        <li key={feature}>
          <CheckIcon size={16} strokeWidth={2.5} />
          <span>{feature}</span>
        </li>
      ))}
    </StyledList>
  );
}
