import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

import { brand } from '../theme';

interface BrandProps {
  /** 'light' on the navy app bar, 'dark' on white cards. */
  tone?: 'light' | 'dark';
  /** Hide the "· Backoffice" suffix below this breakpoint. */
  compactBelow?: 'sm' | 'md';
  sx?: SxProps<Theme>;
}

/** The "Rutalia · Backoffice" wordmark. */
export const Brand = ({ tone = 'light', compactBelow, sx }: BrandProps) => {
  const translate = useTranslate();
  const main = tone === 'light' ? '#FFFFFF' : brand.navy;
  const suffix = tone === 'light' ? 'rgba(255, 255, 255, 0.85)' : brand.textSecondary;
  return (
    <Box
      component="span"
      aria-label={translate('rutalia.app.title')}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'baseline',
          whiteSpace: 'nowrap',
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: '1.25rem',
          lineHeight: 1,
          color: main,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span aria-hidden="true">{translate('rutalia.app.name')}</span>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: compactBelow ? { xs: 'none', [compactBelow]: 'inline' } : 'inline',
          fontWeight: 500,
          color: suffix,
        }}
      >
        <Box component="span" sx={{ color: brand.orange, fontWeight: 800, mx: 0.75 }}>
          ·
        </Box>
        {translate('rutalia.app.section')}
      </Box>
    </Box>
  );
};
