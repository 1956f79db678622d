import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { useState, type FormEvent } from 'react';
import { useLogout } from 'react-admin';

import { apiRequest } from '../api/request';
import { getAccessToken, refreshSession } from '../api/session';
import { Brand } from '../layout/Brand';
import { brand } from '../theme';
import { sessionChanged } from './twoFactorState';

type Setup = ApiResponse<'/api/auth/2fa/setup', 'post'>;

const call = async <T,>(path: string, body?: unknown): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body, accessToken: await getAccessToken() });

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Ha ocurrido un error. Inténtalo de nuevo.';

/**
 * What an admin without two-factor sees instead of the backoffice (issue 22: it is mandatory
 * for admins, and the API refuses every admin route until then): QR, first code, recovery codes.
 */
export const TwoFactorEnrolmentScreen = () => {
  const logout = useLogout();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => setSetup(await call<Setup>('/auth/2fa/setup')));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = { code: code.trim() } satisfies ApiRequestBody<'/api/auth/2fa/enable', 'post'>;
      setRecoveryCodes((await call<ApiResponse<'/api/auth/2fa/enable', 'post'>>('/auth/2fa/enable', body)).recoveryCodes);
    });
  };
  // A fresh session answer carries twoFactorSetupRequired: false, and the backoffice opens.
  const finish = () => run(async () => void (await refreshSession(), sessionChanged()));

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: brand.navy }}>
      <Card sx={{ width: '100%', maxWidth: 520, borderTop: `4px solid ${brand.orange}` }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h1" sx={{ m: 0 }}>
            <Brand tone="dark" sx={{ fontSize: '1.4rem' }} />
          </Typography>
          <Typography variant="h6" component="h2">
            Activa la verificación en dos pasos
          </Typography>
          <Typography variant="body2">
            Es obligatoria para los administradores: hasta activarla no podrás usar el panel. Necesitas una aplicación de autenticación en
            tu móvil (Google Authenticator, Microsoft Authenticator, 1Password…).
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {recoveryCodes ? (
            <>
              <Alert severity="success">
                Activada. Guarda estos códigos de recuperación: cada uno sirve una vez si pierdes el móvil y no se volverán a mostrar.
              </Alert>
              <Box component="ol" aria-label="Códigos de recuperación" sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}>
                {recoveryCodes.map((recovery) => (
                  <li key={recovery}>{recovery}</li>
                ))}
              </Box>
              <Button variant="contained" onClick={() => void finish()} disabled={busy}>
                He guardado los códigos: entrar al panel
              </Button>
            </>
          ) : setup ? (
            <Box component="form" onSubmit={confirm} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="body2">1. Escanea el código QR con la aplicación.</Typography>
              <Box
                component="img"
                src={setup.qrCode}
                alt="Código QR para la aplicación de autenticación"
                sx={{ width: 220, height: 220 }}
              />
              <Typography variant="body2">
                ¿No puedes escanearlo? Escribe esta clave: <code data-testid="totp-secret">{setup.secret}</code>
              </Typography>
              <TextField
                label="2. Código de 6 cifras de la aplicación"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                required
              />
              <Button type="submit" variant="contained" disabled={busy}>
                Confirmar y activar
              </Button>
            </Box>
          ) : (
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              Empezar
            </Button>
          )}
          <Button onClick={() => void logout()}>Cerrar sesión</Button>
        </CardContent>
      </Card>
    </Box>
  );
};
