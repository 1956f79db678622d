import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui';

/** Heading of a card on the public company page. */
export const StyledCompanySectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

type CompanySectionProps = {
  /** Id of the heading, which labels the section. */
  titleId: string;
  title: ReactNode;
  /** Id of the section itself (a link target). */
  id?: string;
  children: ReactNode;
};

/** A titled card section of the public company page. */
export function CompanySection({ titleId, title, id, children }: CompanySectionProps) {
  return (
    <Card padding="md" as="section" aria-labelledby={titleId} id={id}>
      <StyledCompanySectionTitle id={titleId}>{title}</StyledCompanySectionTitle>
      {children}
    </Card>
  );
}
