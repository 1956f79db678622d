/**
 * Issue 19: the lines of a plan card come from what the plan enforces (subscription_plans'
 * limits and features), so a card cannot promise what the server does not give. The free-text
 * `features` of the plan only add what nobody counts (support, verification…): a line of it
 * about something the data already says (proposals, gallery, alerts, featured placement,
 * statistics) is left out, so an old or mistyped text never contradicts the data.
 */

export type PlanAlertsLevel = 'none' | 'digest' | 'instant';
export type PlanInsightsLevel = 'none' | 'headline' | 'full';

/** What a card needs of a plan (PlanDto and the subscription's plan both carry it). */
export interface PlanLinesInput {
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlertsLevel;
  featuredLevel: number;
  insights: PlanInsightsLevel;
  features: readonly string[];
}

/** «Hasta 10 propuestas al mes» / «Propuestas ilimitadas». */
export function proposalsLine(max: number | null): string {
  if (max === null) return 'Propuestas ilimitadas';
  if (max === 0) return 'Sin propuestas';
  return max === 1 ? 'Hasta 1 propuesta al mes' : `Hasta ${max} propuestas al mes`;
}

/** «Galería de hasta 5 imágenes» / «Galería de imágenes ilimitada». */
export function galleryLine(max: number | null): string | null {
  if (max === null) return 'Galería de imágenes ilimitada';
  if (max === 0) return null;
  return max === 1 ? 'Galería de 1 imagen' : `Galería de hasta ${max} imágenes`;
}

const ALERT_LINES: Record<PlanAlertsLevel, string | null> = {
  none: null,
  digest: 'Alertas de nuevas solicitudes de tus servicios en un resumen diario',
  instant: 'Alertas de nuevas solicitudes de tus servicios al momento',
};

const FEATURED_LINES: Record<number, string | null> = {
  0: null,
  1: 'Perfil destacado en el directorio y en las búsquedas',
  2: 'Perfil destacado en el directorio, las búsquedas, la página de inicio y las páginas de ciudad y servicio',
};

const INSIGHTS_LINES: Record<PlanInsightsLevel, string | null> = {
  none: null,
  headline: 'Estadísticas de tu perfil: las cifras principales',
  full: 'Estadísticas completas de visitas y propuestas, por semana y con gráficos',
};

/** Free-text lines about what the data already says: left out of the cards. */
const DERIVED_TOPICS = [/propuesta/i, /galer[ií]a|im[aá]gen/i, /alerta/i, /destacad|posici[oó]n preferente/i, /estad[ií]stica/i];

/** Whether a free-text feature duplicates (or could contradict) a line generated from the data. */
export function isDerivedTopic(feature: string): boolean {
  return DERIVED_TOPICS.some((topic) => topic.test(feature));
}

/** The card's lines: the generated ones first (in a fixed order), then the extras of `features`. */
export function planCardLines(plan: PlanLinesInput): string[] {
  const generated = [
    proposalsLine(plan.maxProposalsPerMonth),
    galleryLine(plan.maxGalleryImages),
    ALERT_LINES[plan.alerts] ?? null,
    FEATURED_LINES[plan.featuredLevel] ?? null,
    INSIGHTS_LINES[plan.insights] ?? null,
  ].filter((line): line is string => line !== null);
  const extras = plan.features.map((feature) => feature.trim()).filter((feature) => feature && !isDerivedTopic(feature));
  return [...generated, ...extras.filter((feature) => !generated.includes(feature))];
}
