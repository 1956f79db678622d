import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../api/http';

export type TokenActionState =
  | { status: 'pending' }
  | { status: 'success'; email: string }
  | { status: 'error'; message: string };

export const MISSING_TOKEN_MESSAGE = 'El enlace no es válido: le falta el código. Ábrelo de nuevo desde el correo que te enviamos.';

/**
 * Runs a newsletter link's action (confirm, unsubscribe) once per token. The POST is not
 * idempotent for the user (a used confirmation token answers 404), and React StrictMode runs
 * effects twice in development: the ref remembers the token already sent. Without a token
 * nothing is called.
 */
export function useTokenAction(token: string | null, action: (token: string) => Promise<{ email: string }>): TokenActionState {
  const [state, setState] = useState<TokenActionState>(() =>
    token ? { status: 'pending' } : { status: 'error', message: MISSING_TOKEN_MESSAGE },
  );
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token) {
      setState({ status: 'error', message: MISSING_TOKEN_MESSAGE });
      return;
    }
    if (sentFor.current === token) return;
    sentFor.current = token;
    setState({ status: 'pending' });
    action(token).then(
      ({ email }) => setState({ status: 'success', email }),
      (error: unknown) => setState({ status: 'error', message: getErrorMessage(error) }),
    );
  }, [token, action]);

  return state;
}
