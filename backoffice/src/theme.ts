import type { Theme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Rutalia brand colours (shared with the public site). */
export const brand = {
  navy: '#0B2545',
  navyLight: '#13315C',
  navyDark: '#061528',
  orange: '#F26B1D',
  orangeLight: '#F58B4F',
  orangeDark: '#C9530F',
  background: '#F4F6FA',
  border: '#E2E7EF',
  textPrimary: '#14213D',
  textSecondary: '#4A5568',
} as const;

const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(
  ',',
);

/**
 * react-admin's default light theme in the brand colours. White on the orange accent only
 * reaches 3:1, so the accent carries navy text (5.2:1) to keep AA contrast.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: {
      main: brand.navy,
      light: brand.navyLight,
      dark: brand.navyDark,
      contrastText: '#FFFFFF',
    },
    secondary: {
      main: brand.orange,
      light: brand.orangeLight,
      dark: brand.orangeDark,
      contrastText: brand.navy,
    },
    background: {
      default: brand.background,
      paper: '#FFFFFF',
    },
    text: {
      primary: brand.textPrimary,
      secondary: brand.textSecondary,
    },
    divider: brand.border,
    bulkActionsToolbarBackgroundColor: '#FDEBDD',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { borderBottom: `3px solid ${brand.orange}` },
      },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 12 },
        elevation1: { boxShadow: '0 1px 3px rgba(11, 37, 69, 0.08), 0 1px 2px rgba(11, 37, 69, 0.04)' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(11, 37, 69, 0.04)',
          '&:hover': { backgroundColor: 'rgba(11, 37, 69, 0.07)' },
          '&.Mui-focused': { backgroundColor: 'rgba(11, 37, 69, 0.05)' },
        },
      },
    },
    MuiLink: {
      styleOverrides: { root: { color: brand.navy } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: brand.orange,
            backgroundColor: 'rgba(11, 37, 69, 0.06)',
            color: brand.navy,
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: brand.navy },
          },
        },
      },
    },
    RaLayout: {
      styleOverrides: {
        // A little more air than react-admin's 8px gutters from 600px up.
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaLayout-content': {
            paddingTop: theme.spacing(2),
            paddingBottom: theme.spacing(3),
            [theme.breakpoints.up('sm')]: {
              paddingLeft: theme.spacing(3),
              paddingRight: theme.spacing(3),
            },
          },
        }),
      },
    },
    RaToolbar: {
      styleOverrides: {
        root: { backgroundColor: brand.background },
      },
    },
  },
};

export default theme;
