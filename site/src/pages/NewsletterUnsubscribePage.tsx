import { useSearchParams } from 'react-router-dom';
import { NewsletterTokenResult, type NewsletterTokenTexts } from '../features/newsletter/components/NewsletterTokenResult';
import { useTokenAction } from '../features/newsletter/hooks/useTokenAction';
import { unsubscribeFromNewsletter } from '../features/newsletter/newsletter.api';
import { paths } from '../paths';
import { usePageMeta } from '../ui';

const TEXTS: NewsletterTokenTexts = {
  pendingTitle: 'Dándote de baja...',
  successTitle: 'Te has dado de baja de la newsletter',
  successText: (email) => (
    <>
      <strong>{email}</strong> ya no recibirá la newsletter de Rutalia. Si cambias de opinión, puedes volver a suscribirte desde la página
      de inicio.
    </>
  ),
  errorTitle: 'No se pudo completar la baja',
  errorAction: { label: 'Contactar con nosotros', to: paths.contact },
};

/** /newsletter/baja?token=…: the unsubscribe link of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  usePageMeta({ title: 'Baja de la newsletter', noIndex: true });
  const [searchParams] = useSearchParams();
  const state = useTokenAction(searchParams.get('token'), unsubscribeFromNewsletter);
  return <NewsletterTokenResult state={state} texts={TEXTS} />;
}
