/**
 * Rutalia design tokens. Every colour, size and shadow used by the site comes
 * from here: components never hard-code raw values.
 *
 * Contrast notes (WCAG AA):
 * - white on `primary` / `primary600`: 15.4:1 / 13:1.
 * - `accent` (#F26B1D) with `accentContrast` (navy) text: 5:1. White on the
 *   brand orange is only 3:1, so accent buttons use navy text.
 * - `accentText` (#A9430C) is the orange usable for text on white (6:1) and on `accentSoft` (5.2:1).
 * - `textMuted` on `surface` and on `surfaceAlt`: 5.4:1 / 5:1.
 */
const colors = {
  primary: '#0B2545',
  primary600: '#13315C',
  primary500: '#1D4E89',
  primary200: '#B9CBE3',
  primary100: '#E4ECF6',
  primary50: '#F3F6FB',

  accent: '#F26B1D',
  accentHover: '#F5843F',
  accentActive: '#E25F12',
  accentText: '#A9430C',
  accentSoft: '#FDEBDD',
  accentContrast: '#0B2545',
  accentGlow: 'rgba(242, 107, 29, 0.22)',

  success: '#15803D',
  successSoft: '#DCFCE7',
  warning: '#B45309',
  warningSoft: '#FEF3C7',
  danger: '#B91C1C',
  dangerSoft: '#FEE2E2',
  info: '#1D4E89',
  infoSoft: '#E4ECF6',

  white: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceAlt: '#F4F7FB',
  background: '#FFFFFF',

  text: '#0F1B2D',
  textMuted: '#5B6B82',
  textInverse: '#FFFFFF',
  textInverseMuted: '#C9D6E8',

  border: '#DCE3ED',
  borderStrong: '#B6C2D3',
  inputBorder: '#8494AB',

  gray50: '#F8FAFC',
  gray100: '#F1F5F9',
  gray200: '#E2E8F0',
  gray300: '#CBD5E1',
  gray500: '#64748B',
  gray700: '#334155',
  gray900: '#0F172A',

  focus: '#F26B1D',
  overlay: 'rgba(11, 37, 69, 0.55)',
  inverseHover: 'rgba(255, 255, 255, 0.12)',
  inverseBorder: 'rgba(255, 255, 255, 0.7)',
  inverseSubtle: 'rgba(255, 255, 255, 0.08)',
  inverseLine: 'rgba(255, 255, 255, 0.16)',
} as const;

/** 4 px based spacing scale. */
const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

const radii = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
  round: '50%',
} as const;

const shadows = {
  xs: '0 1px 2px rgba(11, 37, 69, 0.06)',
  sm: '0 1px 3px rgba(11, 37, 69, 0.08), 0 1px 2px rgba(11, 37, 69, 0.04)',
  md: '0 6px 16px -4px rgba(11, 37, 69, 0.12), 0 2px 6px rgba(11, 37, 69, 0.06)',
  lg: '0 18px 40px -12px rgba(11, 37, 69, 0.25), 0 6px 14px rgba(11, 37, 69, 0.08)',
  header: '0 1px 0 rgba(11, 37, 69, 0.08), 0 4px 16px -8px rgba(11, 37, 69, 0.12)',
} as const;

const fonts = {
  body: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`,
  heading: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace`,
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  /** Fluid display size for hero headings: 2rem at 360 px up to 3.25rem. */
  display: 'clamp(2rem, 1.45rem + 2.6vw, 3.25rem)',
} as const;

const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
} as const;

const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  normal: 1.55,
  relaxed: 1.7,
} as const;

/** Minimum widths (px) of each breakpoint. */
const breakpointValues = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
} as const;

export type Breakpoint = keyof typeof breakpointValues;

/** `${theme.media.md}` → `@media (min-width: 768px)`. */
const media = {
  sm: `@media (min-width: ${breakpointValues.sm}px)`,
  md: `@media (min-width: ${breakpointValues.md}px)`,
  lg: `@media (min-width: ${breakpointValues.lg}px)`,
  xl: `@media (min-width: ${breakpointValues.xl}px)`,
  xxl: `@media (min-width: ${breakpointValues.xxl}px)`,
  belowMd: `@media (max-width: ${breakpointValues.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpointValues.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const layout = {
  containerMax: '1200px',
  containerNarrow: '760px',
  gutter: '1rem',
  gutterMd: '1.5rem',
  headerHeight: '64px',
  headerHeightLg: '72px',
} as const;

const zIndices = {
  base: 0,
  raised: 10,
  header: 100,
  menu: 110,
  overlay: 200,
  modal: 300,
  toast: 400,
  skipLink: 500,
} as const;

const transitions = {
  fast: '120ms ease',
  base: '180ms ease',
  slow: '280ms cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints: breakpointValues,
  media,
  layout,
  zIndices,
  transitions,
} as const;

export type AppTheme = typeof theme;
export type ThemeColor = keyof AppTheme['colors'];
export type ThemeSpace = keyof AppTheme['space'];
