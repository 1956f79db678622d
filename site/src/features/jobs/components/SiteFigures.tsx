import styled, { css } from 'styled-components';
import { SITE_FIGURES } from '../jobs.constants';

const StyledList = styled.dl<{ $tone: 'light' | 'dark'; $columns: 2 | 4 }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ $columns, theme }) =>
    $columns === 4 &&
    css`
      ${theme.media.md} {
        grid-template-columns: repeat(4, minmax(0, 1fr));
        gap: ${theme.space[5]};
      }
    `}

  > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    text-align: center;
    background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.inverseSubtle : theme.colors.primary50)};
  }
  dt {
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverseMuted : theme.colors.textMuted)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

export type SiteFiguresProps = {
  /** 'dark' on a navy band, 'light' on a white card. */
  tone?: 'light' | 'dark';
  /** 4 columns from 768 px (landing band) or always 2 (side block). */
  columns?: 2 | 4;
};

/** Marketing figures of the site (spec §9: 250+, 1.200+, 95%, 48h). */
export function SiteFigures({ tone = 'light', columns = 2 }: SiteFiguresProps) {
  return (
    <StyledList $tone={tone} $columns={columns}>
      {SITE_FIGURES.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </StyledList>
  );
}
