import { Badge, ShieldCheckIcon } from '../../../ui';

/** «Contratado en Rutalia»: the review comes from the client of a job hired and completed here. */
export function VerifiedReviewBadge() {
  return (
    <Badge tone="success" size="sm" icon={<ShieldCheckIcon size={12} />} title="Reseña de un trabajo contratado y completado en Rutalia">
      Contratado en Rutalia
    </Badge>
  );
}
