import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Login, LoginForm, PasswordInput, TextInput, email, required, useTranslate } from 'react-admin';

import { ERROR_MESSAGES } from '../api/errors';
import { dismissExpiredNotice, hasExpiredNotice } from '../api/session';
import { Brand } from '../layout/Brand';
import { brand } from '../theme';
import { setPendingChallenge, usePendingChallenge } from './twoFactorState';

const validateEmail = [required(), email()];
const validatePassword = [required()];
const validateCode = [required('Escribe el código de 6 cifras de tu aplicación o un código de recuperación.')];

/**
 * react-admin's login page in the brand colours, asking for an email (the API logs in by email).
 * Errors from `authProvider.login` (Spanish, from the API or ours) appear as a toast.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const [sessionExpired] = useState(hasExpiredNotice);
  const challenge = usePendingChallenge();
  useEffect(() => {
    if (sessionExpired) dismissExpiredNotice();
  }, [sessionExpired]);

  return (
    <Login
      avatarIcon={<LocalShippingOutlinedIcon />}
      sx={{
        justifyContent: 'center',
        px: 2,
        py: 4,
        backgroundImage: `radial-gradient(circle at 50% 20%, ${brand.navyLight} 0%, ${brand.navy} 55%, ${brand.navyDark} 100%)`,
        '& .RaLogin-card': {
          width: '100%',
          maxWidth: 400,
          minWidth: 0,
          marginTop: 0,
          borderTop: `4px solid ${brand.orange}`,
          boxShadow: '0 20px 45px rgba(0, 0, 0, 0.35)',
        },
        '& .RaLogin-avatar': { marginBottom: 0 },
        '& .RaLogin-icon': { bgcolor: brand.orange, color: brand.navy },
      }}
    >
      <CardContent sx={{ textAlign: 'center', pb: 0 }}>
        <Typography component="h1" sx={{ m: 0 }}>
          <Brand tone="dark" sx={{ fontSize: '1.6rem' }} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('rutalia.login.subtitle')}
        </Typography>
        {sessionExpired ? (
          <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
            {ERROR_MESSAGES.sessionExpired}
          </Alert>
        ) : null}
      </CardContent>
      {challenge ? (
        <>
          <Alert severity="info" sx={{ mx: 2, mt: 2, textAlign: 'left' }}>
            Verificación en dos pasos: escribe el código que muestra tu aplicación de autenticación para {challenge.email}.
          </Alert>
          {/* The same LoginForm: authProvider.login sees `code` and completes the pending sign-in. */}
          <LoginForm key="code" sx={{ '& .RaLoginForm-content': { width: 'auto' } }}>
            <TextInput
              autoFocus
              source="code"
              label="Código de verificación"
              helperText="6 cifras de la aplicación, o un código de recuperación"
              autoComplete="one-time-code"
              validate={validateCode}
            />
          </LoginForm>
          <Box sx={{ textAlign: 'center', pb: 1 }}>
            <Button size="small" onClick={() => setPendingChallenge(null)}>
              Volver
            </Button>
          </Box>
        </>
      ) : null}
      <LoginForm key="password" sx={{ '& .RaLoginForm-content': { width: 'auto' }, display: challenge ? 'none' : undefined }}>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label={translate('ra.auth.email')}
          autoComplete="username"
          validate={validateEmail}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={validatePassword}
        />
      </LoginForm>
      <Box component="p" sx={{ m: 0, px: 2, pb: 2, textAlign: 'center', typography: 'caption', color: 'text.secondary' }}>
        {translate('rutalia.login.footer')}
      </Box>
    </Login>
  );
};

export default LoginPage;
