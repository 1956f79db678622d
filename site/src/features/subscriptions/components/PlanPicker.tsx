import styled, { css } from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Badge, Button, CheckIcon, monthlyPriceLabel, RefreshIcon, Spinner, StarIcon } from '../../../ui';
import { usePlans } from '../hooks/usePlans';
import { planCardLines } from '@rutalia/catalog/plan-lines';
import { PlanFeatureList } from './PlanFeatureList';

const StyledRoot = styled.div`
  min-width: 0;
`;

const StyledTrial = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.label<{ $checked: boolean; $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
  }

  ${({ $popular, theme }) =>
    $popular &&
    css`
      border-color: ${theme.colors.accent};
    `}

  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary50};
      box-shadow: ${theme.shadows.md};

      &:hover {
        border-color: ${theme.colors.primary};
      }
    `}

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledRadio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  pointer-events: none;
`;

/* Sits on the card's top border, so every card's content starts at the same height. */
const StyledPopular = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);

  > span {
    border: 1px solid ${({ theme }) => theme.colors.accent};
  }
`;

const StyledHead = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledMark = styled.span<{ $checked: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const StyledPrice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  color: ${({ theme }) => theme.colors.text};
  letter-spacing: -0.01em;
`;

const StyledDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledErrorActions = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const TRIAL_TEXT = 'Prueba gratis de 7 días, sin tarjeta de crédito';

export type PlanPickerProps = {
  value: string;
  onChange: (planName: string) => void;
  name?: string;
  disabled?: boolean;
  /** Id of the heading or legend that names the group. */
  labelledBy?: string;
};

/**
 * Subscription plan choice of the company sign-up (spec §2): the plans are
 * fetched on load; each card shows the name, '€{price}/mes' ('Gratis' for 0),
 * the features and 'Más Popular' on the popular one. A radio group: arrow
 * keys move between plans.
 */
export function PlanPicker({ value, onChange, name = 'subscriptionPlan', disabled = false, labelledBy }: PlanPickerProps) {
  const plans = usePlans();

  return (
    <StyledRoot>
      <StyledTrial>
        <CheckIcon size={18} strokeWidth={3} />
        {TRIAL_TEXT}
      </StyledTrial>

      {plans.isPending ? (
        <StyledStatus role="status">
          <Spinner size={20} />
          Cargando planes...
        </StyledStatus>
      ) : plans.isError ? (
        <Alert tone="warning" title="No se pudieron cargar los planes" role="alert">
          <p>{getErrorMessage(plans.error)} Si continúas, empezarás con el plan Básico y podrás cambiarlo más adelante.</p>
          <StyledErrorActions>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void plans.refetch()}
              loading={plans.isFetching}
              iconLeft={<RefreshIcon size={16} />}
            >
              Reintentar
            </Button>
          </StyledErrorActions>
        </Alert>
      ) : plans.data.length === 0 ? (
        <StyledStatus>No hay planes disponibles ahora mismo. Empezarás con el plan Básico y podrás cambiarlo más adelante.</StyledStatus>
      ) : (
        <StyledGrid role="radiogroup" aria-labelledby={labelledBy}>
          {plans.data.map((plan) => {
            const checked = plan.planName === value;
            const idBase = `plan-${plan.planName}`;
            const labelledBy = [`${idBase}-name`, `${idBase}-price`, plan.isPopular ? `${idBase}-popular` : ''].filter(Boolean).join(' ');
            return (
              <StyledCard key={plan.id} $checked={checked} $popular={plan.isPopular}>
                <StyledRadio
                  type="radio"
                  name={name}
                  value={plan.planName}
                  checked={checked}
                  onChange={() => onChange(plan.planName)}
                  disabled={disabled}
                  aria-labelledby={labelledBy}
                  aria-describedby={plan.description ? `${idBase}-description` : undefined}
                />
                {plan.isPopular ? (
                  <StyledPopular>
                    <Badge id={`${idBase}-popular`} tone="accent" size="sm" icon={<StarIcon size={12} />}>
                      Más Popular
                    </Badge>
                  </StyledPopular>
                ) : null}
                <StyledHead>
                  <StyledName id={`${idBase}-name`}>{plan.displayName}</StyledName>
                  <StyledMark $checked={checked} aria-hidden="true">
                    {checked ? <CheckIcon size={14} strokeWidth={3} /> : null}
                  </StyledMark>
                </StyledHead>
                <StyledPrice id={`${idBase}-price`}>{monthlyPriceLabel(plan.priceMonthly)}</StyledPrice>
                {plan.description ? <StyledDescription id={`${idBase}-description`}>{plan.description}</StyledDescription> : null}
                {planCardLines(plan).length > 0 ? (
                  <PlanFeatureList divided features={planCardLines(plan)} aria-label={`Incluye el plan ${plan.displayName}`} />
                ) : null}
              </StyledCard>
            );
          })}
        </StyledGrid>
      )}
    </StyledRoot>
  );
}
