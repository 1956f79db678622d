import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useState } from 'react';
import { I18nContextProvider } from 'react-admin';

import { clearDeniedAccountSession } from '../api/deniedSignOut';
import type { AuthPayload } from '../api/session';
import { i18nProvider } from '../i18n/i18nProvider';
import { Brand } from '../layout/Brand';
import { brand, theme } from '../theme';
import { AccessDeniedMessage } from './AccessDeniedMessage';

const muiTheme = createTheme(theme);
const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(`rutalia.access_denied.${key}`, options);

/**
 * What a signed-in client or company sees at /backoffice: never the admin UI, only who they are
 * signed in as, a way back to the site and a way to sign out (to come back with an admin account).
 * Rendered outside react-admin, which only ever holds admin sessions.
 */
export const AccessDeniedScreen = ({ account }: { account: AuthPayload }) => {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    void clearDeniedAccountSession(account); // never rejects: resolves even if the server is unreachable
  };

  return (
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        <Box
          component="main"
          sx={{
            minHeight: '100vh',
            display: 'grid',
            placeItems: 'center',
            px: 2,
            py: 4,
            backgroundImage: `radial-gradient(circle at 50% 20%, ${brand.navyLight} 0%, ${brand.navy} 55%, ${brand.navyDark} 100%)`,
          }}
        >
          <Card sx={{ width: '100%', maxWidth: 520, borderTop: `4px solid ${brand.orange}`, px: { xs: 1, sm: 3 }, py: 2 }}>
            <Box sx={{ textAlign: 'center', pt: 2 }}>
              <Brand tone="dark" />
            </Box>
            <AccessDeniedMessage
              title={t('title')}
              actions={
                <>
                  <Button variant="contained" href="/">
                    {t('back_to_site')}
                  </Button>
                  <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut} disabled={signingOut}>
                    {signingOut ? t('signing_out') : t('sign_out')}
                  </Button>
                </>
              }
            >
              <p style={{ overflowWrap: 'anywhere' }}>{t('account', { email: account.user.email })}</p>
              <p>{t('explanation')}</p>
            </AccessDeniedMessage>
          </Card>
        </Box>
      </ThemeProvider>
    </I18nContextProvider>
  );
};

export default AccessDeniedScreen;
