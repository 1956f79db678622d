import { useSearchParams } from 'react-router-dom';
import { NewsletterTokenResult, type NewsletterTokenTexts } from '../features/newsletter/components/NewsletterTokenResult';
import { useTokenAction } from '../features/newsletter/hooks/useTokenAction';
import { confirmNewsletter } from '../features/newsletter/newsletter.api';
import { paths } from '../paths';
import { usePageMeta } from '../ui';

const TEXTS: NewsletterTokenTexts = {
  pendingTitle: 'Confirmando tu suscripción...',
  successTitle: '¡Suscripción confirmada!',
  successText: (email) => (
    <>
      A partir de ahora recibirás la newsletter de Rutalia en <strong>{email}</strong>. Cada envío incluye un enlace para darte de baja
      cuando quieras.
    </>
  ),
  errorTitle: 'No se pudo confirmar la suscripción',
  errorAction: { label: 'Suscribirme de nuevo', to: `${paths.home}#newsletter` },
};

/** /newsletter/confirmar?token=…: the double opt-in link of the confirmation mail. */
export default function NewsletterConfirmPage() {
  usePageMeta({ title: 'Confirmar suscripción a la newsletter', noIndex: true });
  const [searchParams] = useSearchParams();
  const state = useTokenAction(searchParams.get('token'), confirmNewsletter);
  return <NewsletterTokenResult state={state} texts={TEXTS} />;
}
