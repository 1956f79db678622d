import styled, { css } from 'styled-components';
import { CheckIcon } from '../../../../ui';
import { STEPS, stepIndex, type StepId } from './draft';

const StyledSteps = styled.ol`
  display: none;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.medium)};

  &:not(:last-child)::after {
    content: '';
    flex: 1;
    min-width: ${({ theme }) => theme.space[2]};
    height: 2px;
    border-radius: 1px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary : theme.colors.border)};
  }

  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const StyledDot = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ $state, theme }) =>
    $state !== 'todo' &&
    css`
      background: ${$state === 'done' ? theme.colors.primary : theme.colors.accent};
      border-color: ${$state === 'done' ? theme.colors.primary : theme.colors.accent};
      color: ${$state === 'done' ? theme.colors.textInverse : theme.colors.accentContrast};
    `}
`;

const StyledCompact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    display: none;
  }

  p {
    display: flex;
    justify-content: space-between;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledBar = styled.div<{ $value: number }>`
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};

  &::after {
    content: '';
    display: block;
    width: ${({ $value }) => $value}%;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.accent};
    transition: width ${({ theme }) => theme.transitions.base};
  }
`;

type GuidedProgressProps = { step: StepId; onStep: (step: StepId) => void };

/** A stepper on wide screens (earlier steps are links back); «Paso 2 de 6» and a bar on phones. */
export function GuidedProgress({ step, onStep }: GuidedProgressProps) {
  const current = stepIndex(step);
  const value = Math.round(((current + 1) / STEPS.length) * 100);
  return (
    <nav aria-label="Progreso de la solicitud">
      <StyledSteps>
        {STEPS.map((s, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const dot = (
            <StyledDot $state={state} aria-hidden>
              {state === 'done' ? <CheckIcon size={14} /> : index + 1}
            </StyledDot>
          );
          return (
            <StyledStep key={s.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <button type="button" onClick={() => onStep(s.id)}>
                  {dot}
                  {s.label}
                </button>
              ) : (
                <>
                  {dot}
                  {s.label}
                </>
              )}
            </StyledStep>
          );
        })}
      </StyledSteps>
      <StyledCompact>
        <p>
          <span>
            Paso {current + 1} de {STEPS.length}
          </span>
          <span>{STEPS[current]?.label}</span>
        </p>
        <StyledBar
          $value={value}
          role="progressbar"
          aria-label={`Paso ${current + 1} de ${STEPS.length}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
        />
      </StyledCompact>
    </nav>
  );
}
