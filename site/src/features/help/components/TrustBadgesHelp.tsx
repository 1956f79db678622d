import styled from 'styled-components';
import { Badge, Card, CheckCircleIcon, Container, ShieldCheckIcon } from '../../../ui';

const StyledSection = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  scroll-margin-top: ${({ theme }) => theme.space[16]};

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const StyledLede = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }

  dt span {
    white-space: normal;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledNotes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each badge as a company shows it, and what we checked to give it. */
const BADGES = [
  {
    label: 'Verificado',
    verified: true,
    text: 'Nuestro equipo de revisión ha comprobado a mano el CIF (o el NIF, si es autónomo) de la empresa: que el documento es legible, que está a nombre de la empresa y que coincide con los datos de su perfil. En su ficha aparece también como «CIF verificado».',
  },
  {
    label: 'Autorización de transporte',
    verified: false,
    text: 'Hemos comprobado su tarjeta de transporte (autorización MDPE): que está a nombre de la empresa y en vigor. Si tiene fecha de caducidad, la insignia desaparece al día siguiente de esa fecha.',
  },
  {
    label: 'Seguro de responsabilidad civil hasta 31/03/2027',
    verified: false,
    text: 'Hemos comprobado la póliza o el certificado de su seguro de responsabilidad civil. La fecha es el último día de cobertura que figura en el documento: la insignia siempre la muestra y desaparece al día siguiente.',
  },
  {
    label: 'Seguro de mercancías hasta 31/03/2027',
    verified: false,
    text: 'Lo mismo con el seguro de las mercancías que transporta: póliza o certificado comprobados y su último día de cobertura a la vista.',
  },
] as const;

/** /help#insignias: what «Verificado» and each badge mean (issue 20), in the words the help centre uses. */
export function TrustBadgesHelp() {
  return (
    <StyledSection id="insignias" aria-labelledby="help-badges-title">
      <Container narrow>
        <h2 id="help-badges-title">Qué significan «Verificado» y las insignias</h2>
        <StyledLede>
          Las empresas nos envían sus documentos desde su panel y un superadministrador de Rutalia los revisa uno a uno en 24-48 horas. Solo
          lo que aprobamos y sigue en vigor se muestra, en su ficha, en las tarjetas del directorio y en sus propuestas.
        </StyledLede>
        <Card padding="md">
          <StyledList>
            {BADGES.map((badge) => (
              <div key={badge.label}>
                <dt>
                  <Badge
                    tone={badge.verified ? 'success' : 'info'}
                    icon={badge.verified ? <CheckCircleIcon size={14} aria-hidden /> : <ShieldCheckIcon size={14} aria-hidden />}
                  >
                    {badge.label}
                  </Badge>
                </dt>
                <dd>{badge.text}</dd>
              </div>
            ))}
          </StyledList>
        </Card>
        <StyledNotes>
          <li>
            Un documento caducado quita su insignia: la empresa recibe un aviso 30 días y 7 días antes para subir la versión renovada.
          </li>
          <li>
            Si un documento aprobado resulta no ser válido, lo retiramos y su insignia (y «Verificado», si era el CIF) desaparece al
            momento.
          </li>
          <li>
            Comprobamos los documentos, no el trabajo: no sustituyen a las valoraciones de otros clientes ni a pedir la póliza antes de
            contratar un transporte de valor.
          </li>
          <li>Los documentos nunca se publican: solo los ve nuestro equipo de revisión.</li>
        </StyledNotes>
      </Container>
    </StyledSection>
  );
}
