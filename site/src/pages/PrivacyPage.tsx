import { LegalLayout } from '../features/legal/components/LegalLayout';
import { PRIVACY_SECTIONS } from '../features/legal/privacySections';
import { usePageMeta } from '../ui';

/** /privacy: the privacy policy in ten sections with a table of contents (spec §2). */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Política de privacidad',
    description:
      'Qué datos trata Rutalia, para qué, con quién se comparten, cookies, seguridad, conservación y cómo ejercer tus derechos según el RGPD y la LOPDGDD.',
  });
  return (
    <LegalLayout
      title="Política de privacidad"
      intro={
        <p>
          En Rutalia nos tomamos en serio la privacidad de clientes y empresas. Esta política explica qué datos personales tratamos cuando
          usas la plataforma, con qué finalidad y base jurídica, con quién los compartimos y cómo puedes ejercer tus derechos.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
