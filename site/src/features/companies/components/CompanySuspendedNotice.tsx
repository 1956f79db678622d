import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { Alert } from '../../../ui';
import { CONTACT_INFO } from '../../contact/contactInfo';

export type CompanySuspendedNoticeProps = {
  /** The moderator's reason (companies.suspension_reason). */
  reason: string | null;
  /** What the suspension stops on this screen, e.g. «No puedes enviar propuestas.». */
  consequence?: string;
  id?: string;
};

/** A moderator suspended the company: why, what it means and how to reach support. */
export function CompanySuspendedNotice({ reason, consequence, id }: CompanySuspendedNoticeProps) {
  return (
    <Alert tone="danger" role="status" title="Tu empresa está suspendida" id={id}>
      <p>
        Un moderador de Rutalia ha suspendido tu empresa. Motivo: <strong>{reason?.trim() || 'no indicado'}</strong>.
      </p>
      <p>{consequence ?? 'Mientras dure la suspensión tu empresa no aparece en el directorio y no puedes enviar propuestas.'}</p>
      <p>
        Si crees que es un error o ya lo has solucionado, escríbenos a <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a> o
        desde la <Link to={paths.contact}>página de contacto</Link>.
      </p>
    </Alert>
  );
}
