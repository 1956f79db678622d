import { useSearchParams } from 'react-router-dom';
import { unsubscribeFromAlertMails } from '../features/alerts/alerts.api';
import { NewsletterTokenResult, type NewsletterTokenTexts } from '../features/newsletter/components/NewsletterTokenResult';
import { useTokenAction } from '../features/newsletter/hooks/useTokenAction';
import { paths } from '../paths';
import { usePageMeta } from '../ui';

const TEXTS: NewsletterTokenTexts = {
  pendingTitle: 'Desactivando los correos de alertas...',
  successTitle: 'Ya no recibirás correos de alertas',
  successText: (companyName) => (
    <>
      <strong>{companyName}</strong> no recibirá más correos de nuevas solicitudes. Seguirás viendo las alertas en Rutalia y puedes volver a
      activar los correos en «Alertas de nuevas solicitudes».
    </>
  ),
  errorTitle: 'No se pudieron desactivar los correos',
  errorAction: { label: 'Ir a mis alertas', to: paths.companyAlerts },
};

/** /alertas/baja?token=…: «No recibir más estos correos» of every alert mail (the header's one-click POST goes to the API). */
export default function AlertsUnsubscribePage() {
  usePageMeta({ title: 'Dejar de recibir alertas', noIndex: true });
  const [searchParams] = useSearchParams();
  const state = useTokenAction(searchParams.get('token'), unsubscribeFromAlertMails);
  return <NewsletterTokenResult state={state} texts={TEXTS} />;
}
