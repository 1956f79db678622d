import styled, { css } from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Button, monthlyPriceLabel, StarIcon, yearlyPriceLabel } from '../../../ui';
import { planCardLines } from '@rutalia/catalog/plan-lines';
import { PlanFeatureList } from '../../subscriptions/components/PlanFeatureList';
import { yearlyPrice, type Plan } from '../../subscriptions/subscriptions.api';

const StyledCard = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ $popular, theme }) =>
    $popular &&
    css`
      border-color: ${theme.colors.accent};
      box-shadow: ${theme.shadows.lg};

      ${theme.media.md} {
        transform: translateY(-${theme.space[3]});
      }
    `}
`;

/*
 * Sits on the card's top border, so every card's content starts at the same height. Solid
 * orange with navy text (5:1): the pale accent Badge is just under AA at this size.
 */
const StyledPopular = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  transform: translate(-50%, -50%);
`;

const StyledName = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const StyledDescription = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPrice = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledYearly = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFeatures = styled.div`
  flex: 1;
`;

/** The sign-up link with the plan preselected (`?plan=basic`). */
export function registerWithPlan(planName: string): string {
  return `${paths.registerCompany}?plan=${encodeURIComponent(planName)}`;
}

/** A plan of the home pricing section: price per month, the yearly price as '2 meses gratis', features, sign-up button. */
export function PlanCard({ plan, popular }: { plan: Plan; popular: boolean }) {
  const titleId = `pricing-plan-${plan.planName}`;
  const planYearly = yearlyPrice(plan);
  const yearly = plan.priceMonthly > 0 && planYearly !== null && planYearly > 0 ? planYearly : null;
  return (
    <StyledCard $popular={popular} aria-labelledby={titleId}>
      {popular ? (
        <StyledPopular>
          <StarIcon size={14} />
          Más Popular
        </StyledPopular>
      ) : null}
      <div>
        <StyledName id={titleId}>{plan.displayName}</StyledName>
        {plan.description ? <StyledDescription>{plan.description}</StyledDescription> : null}
      </div>
      <StyledPrice>{monthlyPriceLabel(plan.priceMonthly)}</StyledPrice>
      {yearly !== null ? <StyledYearly>o {yearlyPriceLabel(yearly)}: 2 meses gratis</StyledYearly> : null}
      <StyledFeatures>
        {planCardLines(plan).length > 0 ? (
          <PlanFeatureList divided features={planCardLines(plan)} aria-label={`Incluye el plan ${plan.displayName}`} />
        ) : null}
      </StyledFeatures>
      <Button
        to={registerWithPlan(plan.planName)}
        variant={popular ? 'accent' : 'outline'}
        fullWidth
        iconRight={<ArrowRightIcon size={18} />}
      >
        Empezar con {plan.displayName}
      </Button>
    </StyledCard>
  );
}
