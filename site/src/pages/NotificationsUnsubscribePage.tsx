import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '../api/http';
import { unsubscribeWithToken } from '../features/account/notifications/notificationPreferences.api';
import { KIND_TEXTS } from '../features/account/notifications/notificationTexts';
import { paths } from '../paths';
import { Alert, Button, Container, usePageMeta } from '../ui';
import { TokenCard, TokenPage } from '../ui/TokenPage';

/**
 * /notificaciones/baja?token=…: the «Darse de baja» of every mail that can be turned off. Nothing
 * happens on opening it (link scanners open links); the button sends the POST. Mail clients
 * use the one-click POST of the List-Unsubscribe header instead.
 */
export default function NotificationsUnsubscribePage() {
  usePageMeta({ title: 'Darse de baja de avisos', noIndex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const action = useMutation({ mutationFn: unsubscribeWithToken });
  const done = action.data ? KIND_TEXTS[action.data.kind].label : null;

  return (
    <TokenPage>
      <Container>
        <TokenCard padding="lg" data-testid="notifications-unsubscribe">
          {done ? (
            <>
              <h1>Te has dado de baja</h1>
              <p>Ya no recibirás correos de «{done}». Puedes volver a activarlos cuando quieras en los avisos por correo de tu perfil.</p>
              <Link to={paths.home}>Volver al inicio</Link>
            </>
          ) : !token ? (
            <>
              <h1>Enlace incompleto</h1>
              <p>Abre el enlace «Darse de baja» del correo tal como llegó, o cambia tus avisos desde tu perfil.</p>
            </>
          ) : (
            <>
              <h1>¿Dejar de recibir estos correos?</h1>
              <p>Confirma y dejaremos de enviarte este tipo de aviso. Los correos esenciales (seguridad, pagos) seguirán llegando.</p>
              {action.isError ? <Alert tone="danger">{getErrorMessage(action.error)}</Alert> : null}
              <Button onClick={() => action.mutate(token)} disabled={action.isPending} data-testid="notifications-unsubscribe-confirm">
                {action.isPending ? 'Dándote de baja…' : 'Darme de baja'}
              </Button>
            </>
          )}
        </TokenCard>
      </Container>
    </TokenPage>
  );
}
