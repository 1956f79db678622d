import styled from 'styled-components';
import { METRICS } from '../insightsFormat';

const StyledDetails = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  summary {
    padding: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** «¿Qué cuenta cada cifra?»: what each number means, how the comparison works and what is not kept. */
export function InsightsHelp() {
  return (
    <StyledDetails>
      <summary>¿Qué cuenta cada cifra?</summary>
      <div>
        <dl>
          {METRICS.map((metric) => (
            <div key={metric.key}>
              <dt>{metric.label}</dt>
              <dd>{metric.help}</dd>
            </div>
          ))}
        </dl>
        <p>
          Las visitas y apariciones no cuentan los robots, ni a tu propia empresa, ni a los administradores de Rutalia. No guardamos ningún
          dato personal de quien te visita: solo sumamos uno al contador del día.
        </p>
        <p>
          La mediana de la comparación es la cifra del medio: la mitad de las empresas de tu categoría y provincia (o de toda España si en
          tu provincia hay pocas) tiene más y la otra mitad, menos. Solo comparamos con grupos de al menos 6 empresas, contando la tuya, y
          nunca decimos cuáles son.
        </p>
        <p>
          Los días van de medianoche a medianoche, hora de Madrid. Tus cifras se actualizan cada pocos segundos; las medianas, cada hora.
        </p>
      </div>
    </StyledDetails>
  );
}
