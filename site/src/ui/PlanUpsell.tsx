import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../paths';
import { Button } from './Button';
import { monthlyPriceLabel } from './euros';

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledIcon = styled.span`
  align-self: flex-start;
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accentText};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/* Full width and wrapping on a phone, beside the text from 768 px. */
const StyledAction = styled.div`
  flex-shrink: 0;

  a {
    width: 100%;
    white-space: normal;
    text-align: center;
  }

  ${({ theme }) => theme.media.md} {
    a {
      width: auto;
    }
  }
`;

/** The plan to change to, as the API offers it (`PlanOfferDto`). */
export interface PlanUpsellOffer {
  displayName: string;
  priceMonthly: number;
}

interface PlanUpsellProps {
  /** Id of the heading, for the section's accessible name. */
  titleId: string;
  title: ReactNode;
  icon: ReactNode;
  offer: PlanUpsellOffer | null | undefined;
  children: ReactNode;
}

/**
 * What the current plan is missing and the way to get it: the plans on the billing page, with the
 * name and price of the cheapest plan that has it («Pasar al plan Premium (€99/mes)»).
 */
export function PlanUpsell({ titleId, title, icon, offer, children }: PlanUpsellProps) {
  return (
    <StyledBox aria-labelledby={titleId}>
      <StyledIcon aria-hidden>{icon}</StyledIcon>
      <StyledText>
        <h2 id={titleId}>{title}</h2>
        {children}
      </StyledText>
      <StyledAction>
        <Button to={`${paths.companyBilling}#planes`} variant="accent">
          {offer ? `Pasar al plan ${offer.displayName} (${monthlyPriceLabel(offer.priceMonthly)})` : 'Ver planes'}
        </Button>
      </StyledAction>
    </StyledBox>
  );
}
