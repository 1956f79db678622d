import { Box } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';

import { Brand } from './Brand';

/** Navy app bar: the wordmark, then the current page's title (set by each page's <Title>). */
export const BackofficeAppBar = () => (
  <AppBar color="primary">
    <Brand compactBelow="sm" sx={{ mr: 2 }} />
    <Box
      aria-hidden="true"
      sx={{
        alignSelf: 'center',
        width: '1px',
        height: 24,
        bgcolor: 'rgba(255, 255, 255, 0.3)',
        mr: 2,
        display: { xs: 'none', sm: 'block' },
      }}
    />
    {/* The page title is each screen's one h1 (styled as the bar's title). */}
    <TitlePortal component="h1" sx={{ fontSize: '1rem', fontWeight: 500 }} />
  </AppBar>
);
