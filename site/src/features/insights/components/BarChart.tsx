import { useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';

export interface ChartSeries {
  label: string;
  color: string;
  /** One per category; null draws no bar and a «—». */
  values: readonly (number | null)[];
}

export interface ChartCategory {
  /** Read in full by screen readers: «16–22 nov». */
  label: string;
  /** The axis shows it on two short lines, so six weeks fit on a phone. */
  lines: readonly [string, string];
}

const HEIGHT = 210;
const PADDING = { top: 22, right: 4, bottom: 40, left: 4 };
/** Before the first measure (and without ResizeObserver): about a phone's card. */
const DEFAULT_WIDTH = 320;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  figcaption {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/* The SVG is drawn at the measured width in pixels: bars fill the card, text keeps its size. */
const StyledCanvas = styled.div`
  width: 100%;
  min-width: 0;
  overflow: hidden;

  svg {
    display: block;
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

/** The element's content width, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface BarChartProps {
  title: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

/**
 * A hand-drawn bar chart (no chart library): one group of bars per category, the value over each
 * bar. For screen readers it is one image whose name reads every value; the weekly table below
 * the charts holds the same numbers.
 */
export function BarChart({ title, categories, series, formatValue }: BarChartProps) {
  const theme = useTheme();
  const [canvasRef, width] = useWidth<HTMLDivElement>();
  const show = (value: number | null) => (value === null ? '—' : formatValue(value));
  const description = categories
    .map((category, i) => {
      const values = series.map((s) => (series.length > 1 ? `${s.label} ${show(s.values[i])}` : show(s.values[i])));
      return `${category.label}: ${values.join(', ')}`;
    })
    .join('; ');

  const plotWidth = Math.max(width - PADDING.left - PADDING.right, 1);
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const baseline = PADDING.top + plotHeight;
  const slot = plotWidth / Math.max(categories.length, 1);
  const groupWidth = Math.min(slot * 0.72, 34 * series.length + 8);
  const gap = series.length > 1 ? 3 : 0;
  const barWidth = (groupWidth - gap * (series.length - 1)) / series.length;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const small = slot < 60;
  const labelSize = small ? 10 : 12;
  const valueSize = small && series.length > 1 ? 10 : 12;

  return (
    <StyledFigure>
      <figcaption>{title}</figcaption>
      {series.length > 1 ? (
        <StyledLegend aria-hidden>
          {series.map((s) => (
            <li key={s.label}>
              <StyledSwatch $color={s.color} />
              {s.label}
            </li>
          ))}
        </StyledLegend>
      ) : null}
      <StyledCanvas ref={canvasRef}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={`${title}, por semana. ${description}.`}
        >
          <line x1={PADDING.left} x2={width - PADDING.right} y1={baseline} y2={baseline} stroke={theme.colors.borderStrong} />
          {categories.map((category, i) => {
            const center = PADDING.left + slot * i + slot / 2;
            const start = center - groupWidth / 2;
            return (
              <g key={category.label}>
                {series.map((s, j) => {
                  const value = s.values[i];
                  const x = start + j * (barWidth + gap);
                  const h = value === null ? 0 : Math.max((value / max) * plotHeight, value > 0 ? 2 : 0);
                  return (
                    <g key={s.label}>
                      {h > 0 ? <rect x={x} y={baseline - h} width={barWidth} height={h} rx={3} fill={s.color} /> : null}
                      <text
                        x={x + barWidth / 2}
                        y={baseline - h - 6}
                        textAnchor="middle"
                        fontSize={valueSize}
                        fontWeight={600}
                        fill={theme.colors.text}
                      >
                        {show(value)}
                      </text>
                    </g>
                  );
                })}
                <text x={center} y={baseline + 16} textAnchor="middle" fontSize={labelSize} fill={theme.colors.textMuted}>
                  <tspan x={center}>{category.lines[0]}</tspan>
                  <tspan x={center} dy={labelSize + 3}>
                    {category.lines[1]}
                  </tspan>
                </text>
              </g>
            );
          })}
        </svg>
      </StyledCanvas>
    </StyledFigure>
  );
}
