import { formatDistance } from '@rutalia/catalog';
import styled from 'styled-components';
import { Alert } from '../../../../../ui';
import { estimateDistanceKm, routeRule } from '../rules';
import type { StepProps } from '../stepProps';
import { PlaceFields } from './PlaceFields';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledDistance = styled.p`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Step 2: origin and, as the category's route rule says, the destination; the estimated distance. */
export function WhereStep({ draft, update, errors }: StepProps) {
  const rule = routeRule(draft.category);
  const distance = rule === 'none' ? null : estimateDistanceKm(draft.origin, draft.destination);
  return (
    <StyledStack>
      <PlaceFields
        name="origin"
        label={rule === 'none' ? 'Población' : 'Origen'}
        required
        place={draft.origin}
        postalCode={draft.originPostalCode}
        onPlace={(origin) => update({ origin })}
        onPostalCode={(originPostalCode) => update({ originPostalCode })}
        errors={errors}
      />
      {rule === 'none' ? null : (
        <PlaceFields
          name="destination"
          label={rule === 'required' ? 'Destino' : 'Destino (opcional)'}
          required={rule === 'required'}
          place={draft.destination}
          postalCode={draft.destinationPostalCode}
          onPlace={(destination) => update({ destination })}
          onPostalCode={(destinationPostalCode) => update({ destinationPostalCode })}
          errors={errors}
        />
      )}
      {distance !== null ? (
        <StyledDistance aria-live="polite">
          <span>Distancia estimada por carretera:</span>
          <strong>{formatDistance(distance)}</strong>
        </StyledDistance>
      ) : null}
      {errors.where ? <Alert tone="danger">{errors.where}</Alert> : null}
    </StyledStack>
  );
}
