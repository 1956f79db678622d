import { PlanUpsell } from '../../../ui';
import type { AlertSettings } from '../alerts.api';
import { BellIcon } from './BellIcon';

/**
 * What a plan without alerts is missing, in the words of the plan that sells them, and the way
 * to get it (the plans on the billing page).
 */
export function AlertsUpsell({ upgradeTo }: { upgradeTo: AlertSettings['upgradeTo'] }) {
  const plan = upgradeTo ? `el plan ${upgradeTo.displayName}` : 'un plan con alertas';
  return (
    <PlanUpsell
      titleId="alerts-locked-title"
      title="Tu plan no incluye alertas de nuevas solicitudes"
      icon={<BellIcon size={24} />}
      offer={upgradeTo}
    >
      <p>
        Con {plan} te avisamos al momento de las solicitudes que encajan con tu empresa, para que envíes tu propuesta antes que la
        competencia.
      </p>
      <ul>
        <li>Eliges categorías o servicios, provincias de origen o un radio alrededor de tu base, y destinos.</li>
        <li>Un aviso en la web en cuanto se publica y, si quieres, un correo al momento o un resumen diario a las 8:00.</li>
      </ul>
    </PlanUpsell>
  );
}
