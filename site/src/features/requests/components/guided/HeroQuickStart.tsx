import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../../paths';
import { ArrowRightIcon, Button, Field, Input, Select } from '../../../../ui';
import { PlacePicker } from '../../../../ui/PlacePicker';
import { HERO_CATEGORIES } from './categories';
import { isoDate } from './dates';
import type { DraftPlace, DraftPrefill } from './draft';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const StyledRoute = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* In the hero's narrower right column each place gets the whole width. */
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The home hero's «¿Qué necesitas mover?»: a category, the route and maybe the date, handed to
 * /request (router state) whose guided form goes on with the first step still to answer (the
 * details when all of them are given). Places come from the API: nothing heavy here.
 */
export function HeroQuickStart() {
  const navigate = useNavigate();
  const [category, setCategory] = useState('mudanzas');
  const [origin, setOrigin] = useState<DraftPlace | null>(null);
  const [destination, setDestination] = useState<DraftPlace | null>(null);
  const [date, setDate] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const prefill: DraftPrefill = { category, origin, destination, date };
    void navigate(paths.requestCreate, { state: { prefill } });
  };

  return (
    <StyledForm onSubmit={onSubmit} aria-labelledby="hero-request-title" noValidate>
      <StyledTitle id="hero-request-title">¿Qué necesitas mover?</StyledTitle>
      <StyledPair>
        <Field label="Servicio">
          <Select value={category} onChange={(event) => setCategory(event.target.value)}>
            {HERO_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
            <option value="">Otro servicio</option>
          </Select>
        </Field>
        <Field label="Fecha (opcional)">
          <Input type="date" min={isoDate(new Date())} value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
      </StyledPair>
      <StyledRoute>
        <PlacePicker label="Origen" value={origin} onChange={setOrigin} placeholder="Ej.: Madrid" />
        <PlacePicker label="Destino" value={destination} onChange={setDestination} placeholder="Ej.: Valencia" />
      </StyledRoute>
      <Button type="submit" variant="accent" size="lg" fullWidth iconRight={<ArrowRightIcon size={20} />}>
        Pedir presupuestos
      </Button>
    </StyledForm>
  );
}
