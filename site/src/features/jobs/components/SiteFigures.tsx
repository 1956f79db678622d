import styled, { css } from 'styled-components';
import { Button, RefreshIcon, SkeletonBlock } from '../../../ui';
import { siteFigures } from '../../stats/figures';
import { useSiteStats } from '../../stats/useSiteStats';

type Tone = 'light' | 'dark';

/* `$count` is how many figures there are: two figures never sit in a four-column row. */
const StyledList = styled.dl<{ $tone: Tone; $columns: 2 | 4; $count: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ $columns, $count, theme }) =>
    $columns === 4 &&
    css`
      ${theme.media.md} {
        grid-template-columns: repeat(${Math.max(2, Math.min(4, $count))}, minmax(0, 1fr));
        gap: ${theme.space[5]};
      }
    `}

  > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    justify-content: flex-end;
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
    font-variant-numeric: tabular-nums;
  }
`;

const StyledSkeletons = styled.div<{ $columns: 2 | 4 }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ $columns, theme }) =>
    $columns === 4 &&
    css`
      ${theme.media.md} {
        grid-template-columns: repeat(4, minmax(0, 1fr));
        gap: ${theme.space[5]};
      }
    `}
`;

const StyledSkeleton = styled(SkeletonBlock)<{ $tone: Tone }>`
  ${({ $tone, theme }) =>
    $tone === 'dark' &&
    css`
      border-color: ${theme.colors.inverseLine};
      background: ${theme.colors.inverseSubtle};
    `}
`;

const StyledError = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverseMuted : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export type SiteFiguresProps = {
  /** 'dark' on a navy band, 'light' on a white card. */
  tone?: Tone;
  /** Up to 4 columns from 768 px (landing band) or always 2 (side block). */
  columns?: 2 | 4;
};

/**
 * The site's figures from `GET /stats` (spec §9 lists 250+, 1.200+, 95%, 48h as marketing
 * claims; we show the real numbers): companies and requests always, satisfaction and response
 * time once there are reviews and proposals to compute them from.
 */
export function SiteFigures({ tone = 'light', columns = 2 }: SiteFiguresProps) {
  const stats = useSiteStats();

  if (stats.isPending) {
    return (
      <StyledSkeletons $columns={columns} role="status" aria-label="Cargando cifras">
        {Array.from({ length: 4 }, (_, index) => (
          <StyledSkeleton key={index} $tone={tone} $height={72} aria-hidden="true" />
        ))}
      </StyledSkeletons>
    );
  }

  if (stats.isError) {
    return (
      <StyledError $tone={tone} role="alert">
        <span>No se pudieron cargar las cifras.</span>
        <Button
          variant={tone === 'dark' ? 'inverse' : 'outline'}
          size="sm"
          onClick={() => void stats.refetch()}
          loading={stats.isFetching}
          iconLeft={<RefreshIcon size={16} />}
        >
          Reintentar
        </Button>
      </StyledError>
    );
  }

  const figures = siteFigures(stats.data);
  return (
    <StyledList $tone={tone} $columns={columns} $count={figures.length}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </StyledList>
  );
}
