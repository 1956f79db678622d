export { theme } from './theme';
export type { AppTheme, Breakpoint, ThemeColor, ThemeSpace } from './theme';
export { GlobalStyle } from './GlobalStyle';
