import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { Alert } from '../../../ui';
import type { RegisterFailure } from '../hooks/useRegisterAccount';

/** The last sign-up error, next to the submit button (the toast goes away; this stays). */
export function RegisterFailureAlert({ failure }: { failure: RegisterFailure | null }) {
  if (!failure) return null;
  return (
    <Alert tone="danger" title="Error en el registro">
      <p>{failure.message}</p>
      {failure.code === 'EMAIL_TAKEN' ? (
        <p>
          <Link to={paths.login}>Ir a iniciar sesión</Link>
        </p>
      ) : null}
    </Alert>
  );
}
