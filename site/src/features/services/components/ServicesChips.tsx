import styled from 'styled-components';
import { CloseIcon } from '../../../ui';

const StyledChips = styled.ul`
  display: contents;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary200};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

type ServicesChipsProps = {
  value: readonly string[];
  onRemove: (service: string) => void;
  disabled: boolean;
};

/** The chosen services as chips, each with its own remove button; nothing when none is chosen. */
export function ServicesChips({ value, onRemove, disabled }: ServicesChipsProps) {
  if (value.length === 0) return null;
  return (
    <StyledChips aria-label="Servicios seleccionados">
      {value.map((service) => (
        <StyledChip key={service}>
          <span title={service}>{service}</span>
          <StyledChipRemove type="button" aria-label={`Quitar ${service}`} onClick={() => onRemove(service)} disabled={disabled}>
            <CloseIcon size={14} strokeWidth={2.5} />
          </StyledChipRemove>
        </StyledChip>
      ))}
    </StyledChips>
  );
}
