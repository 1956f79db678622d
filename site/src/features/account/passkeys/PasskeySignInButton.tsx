import { useState } from 'react';
import { getErrorMessage } from '../../../api/http';
import { Button } from '../../../ui';
import type { AuthSession } from '../../auth/auth.api';
import { browserSupportsPasskeys, passkeyBrowserError, signInWithPasskey } from './passkeys.api';

interface PasskeySignInButtonProps {
  /** «Recordarme» as ticked in the form when the button is pressed. */
  remember: () => boolean;
  onSignedIn: (session: AuthSession, remember: boolean) => void;
  onError: (message: string) => void;
}

/** «Entrar con llave de acceso» on the login page (hidden where the browser has no WebAuthn). */
export function PasskeySignInButton({ remember, onSignedIn, onError }: PasskeySignInButtonProps) {
  const [pending, setPending] = useState(false);
  if (!browserSupportsPasskeys()) return null;

  const onClick = async () => {
    setPending(true);
    const keep = remember();
    try {
      onSignedIn(await signInWithPasskey(keep), keep);
    } catch (error) {
      onError(passkeyBrowserError(error) ?? getErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button type="button" variant="outline" size="lg" fullWidth loading={pending} onClick={() => void onClick()}>
      Entrar con llave de acceso
    </Button>
  );
}
