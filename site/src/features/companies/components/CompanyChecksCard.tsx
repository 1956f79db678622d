import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Card } from '../../../ui';
import type { Company } from '../companies.api';
import { StyledCompanySectionTitle } from './CompanySection';
import { TrustBadges } from './TrustBadges';

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Link to the help centre's explanation of «Verificado» and each badge. */
export const BADGES_HELP_PATH = `${paths.help}#insignias`;

/** «Documentos comprobados» on the company page: every checked document in force, and what that means. */
export function CompanyChecksCard({ company }: { company: Pick<Company, 'verified' | 'badges'> }) {
  const checked = company.badges.length > 0;
  return (
    <Card padding="md" as="section" aria-labelledby="company-checks">
      <StyledCompanySectionTitle id="company-checks">Documentos comprobados</StyledCompanySectionTitle>
      {checked ? (
        <TrustBadges verified={company.verified} badges={company.badges} size="md" compact={false} />
      ) : (
        <p>Esta empresa aún no ha acreditado documentos en Rutalia.</p>
      )}
      <StyledText>
        {checked ? 'Nuestro equipo ha revisado estos documentos y siguen en vigor. ' : ''}
        <Link to={BADGES_HELP_PATH}>Qué comprobamos y qué significa cada insignia</Link>
      </StyledText>
    </Card>
  );
}
