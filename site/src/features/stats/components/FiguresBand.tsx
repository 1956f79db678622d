import styled from 'styled-components';
import { Container } from '../../../ui';
import { SiteFigures } from '../../jobs/components/SiteFigures';

const StyledBand = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background:
    radial-gradient(circle at 12% 20%, ${({ theme }) => theme.colors.accentGlow}, transparent 38%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary600} 100%);
  color: ${({ theme }) => theme.colors.textInverse};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    text-align: center;
  }
`;

/** 'Rutalia en cifras': the real figures from `GET /stats` on a navy band (home and /trabajos). */
export function FiguresBand({ titleId = 'site-figures-title' }: { titleId?: string }) {
  return (
    <StyledBand aria-labelledby={titleId}>
      <Container>
        <h2 id={titleId}>Rutalia en cifras</h2>
        <SiteFigures tone="dark" columns={4} />
      </Container>
    </StyledBand>
  );
}
