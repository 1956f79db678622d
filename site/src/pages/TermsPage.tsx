import { LegalLayout } from '../features/legal/components/LegalLayout';
import { TERMS_SECTIONS } from '../features/legal/termsSections';
import { usePageMeta } from '../ui';

/** /terms: the terms of use in nine sections with a table of contents (spec §2). */
export default function TermsPage() {
  usePageMeta({
    title: 'Términos y condiciones',
    description:
      'Condiciones de uso de Rutalia para clientes y empresas: registro, solicitudes y propuestas, suscripción con 7 días de prueba, responsabilidad y legislación aplicable.',
  });
  return (
    <LegalLayout
      title="Términos y condiciones"
      intro={
        <p>
          Te pedimos que leas con atención estas condiciones antes de usar Rutalia. Explican cómo funciona la plataforma, qué puedes esperar
          de nosotros y qué esperamos de clientes y empresas.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
