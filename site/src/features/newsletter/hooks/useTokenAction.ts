import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../api/http';

export type TokenActionState = { status: 'pending' } | { status: 'success'; email: string } | { status: 'error'; message: string };

export const MISSING_TOKEN_MESSAGE = 'El enlace no es válido: le falta el código. Ábrelo de nuevo desde el correo que te enviamos.';

/**
 * Runs a newsletter link's action (confirm, unsubscribe) once per token. The POST is not
 * idempotent for the user (a used confirmation token answers 404), and React StrictMode runs
 * effects twice in development: the ref remembers the token already sent. Without a token
 * nothing is called.
 */
export function useTokenAction(token: string | null, action: (token: string) => Promise<{ email: string }>): TokenActionState {
  /** The answer for a token; any other token is still pending. */
  const [answer, setAnswer] = useState<{ token: string; state: TokenActionState } | null>(null);
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    action(token).then(
      ({ email }) => setAnswer({ token, state: { status: 'success', email } }),
      (error: unknown) => setAnswer({ token, state: { status: 'error', message: getErrorMessage(error) } }),
    );
  }, [token, action]);

  if (!token) return { status: 'error', message: MISSING_TOKEN_MESSAGE };
  return answer?.token === token ? answer.state : { status: 'pending' };
}
