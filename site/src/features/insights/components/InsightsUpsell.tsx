import { monthlyPriceLabel, PlanUpsell } from '../../../ui';
import type { PlanOffer } from '../insights.api';
import { METRICS } from '../insightsFormat';
import { ChartIcon } from './ChartIcon';

/** Level `headline`: the weekly breakdown the plan that sells it adds. Nothing to offer, nothing shown. */
export function WeeklyUpsell({ offer }: { offer: PlanOffer | null }) {
  if (!offer) return null;
  return (
    <PlanUpsell
      titleId="insights-weekly-upsell"
      title={`Con el plan ${offer.displayName} verás la evolución semana a semana con gráficos`}
      icon={<ChartIcon size={24} />}
      offer={offer}
    >
      <p>
        Visitas, apariciones, propuestas y tasa de éxito de cada semana, para saber qué cambio te trajo más clientes. El plan{' '}
        {offer.displayName} cuesta {monthlyPriceLabel(offer.priceMonthly)}.
      </p>
    </PlanUpsell>
  );
}

/** Level `none`: what the statistics would show, in the words of the plan that includes them. */
export function InsightsLockedUpsell({ offer }: { offer: PlanOffer | null }) {
  const plan = offer ? `el plan ${offer.displayName} (${monthlyPriceLabel(offer.priceMonthly)})` : 'un plan con estadísticas';
  return (
    <PlanUpsell titleId="insights-locked-title" title="Tu plan no incluye estadísticas" icon={<ChartIcon size={24} />} offer={offer}>
      <p>
        Con {plan} verás cómo te encuentran los clientes y cómo te va con tus propuestas en los últimos 30 días, junto a la mediana de
        empresas como la tuya:
      </p>
      <ul aria-label="Lo que verías">
        {METRICS.map((metric) => (
          <li key={metric.key}>
            <strong>{metric.label}</strong>: {metric.help.charAt(0).toLowerCase() + metric.help.slice(1)}
          </li>
        ))}
      </ul>
    </PlanUpsell>
  );
}
