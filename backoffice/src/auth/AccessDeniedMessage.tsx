import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { brand } from '../theme';

interface AccessDeniedMessageProps {
  title: string;
  children: ReactNode;
  /** Links and buttons under the text. */
  actions: ReactNode;
}

/** The 'Acceso Denegado' block shared by the full-page screen and the in-layout page. */
export const AccessDeniedMessage = ({ title, children, actions }: AccessDeniedMessageProps) => (
  <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto', px: 2, py: 4 }}>
    <Box
      aria-hidden="true"
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#FDEBDD',
        color: brand.orangeDark,
        fontSize: 34,
      }}
    >
      <LockOutlinedIcon fontSize="inherit" />
    </Box>
    <Typography variant="h4" component="h1" sx={{ color: brand.navy }}>
      {title}
    </Typography>
    <Box sx={{ color: 'text.secondary', '& p': { m: 0, mb: 1 } }}>{children}</Box>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      {actions}
    </Stack>
  </Stack>
);
