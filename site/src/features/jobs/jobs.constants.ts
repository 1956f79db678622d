import { JOB_SERVICE_FILTERS } from '@catalog/services';

/**
 * Spec §2 'Jobs list and detail' and §9: the public job list shows hard-coded
 * category counts and marketing figures (they are not computed from data).
 */
export const JOB_CATEGORY_COUNTS: Record<(typeof JOB_SERVICE_FILTERS)[number]['value'], number> = {
  mudanza: 45,
  transporte: 72,
  logística: 38,
  mensajería: 29,
};

const JOB_CATEGORY_ICONS: Record<(typeof JOB_SERVICE_FILTERS)[number]['value'], string> = {
  mudanza: 'home',
  transporte: 'truck',
  logística: 'warehouse',
  mensajería: 'box',
};

/** The four request categories (label from the catalog, fixed count, `service` filter value, ServiceIcon name). */
export const JOB_CATEGORIES = JOB_SERVICE_FILTERS.map((filter) => ({
  value: filter.value,
  label: filter.label,
  count: JOB_CATEGORY_COUNTS[filter.value],
  icon: JOB_CATEGORY_ICONS[filter.value],
}));

/** Marketing figures (spec §9): 250+ companies, 1,200+ requests, 95% satisfaction, 48h response. */
export const SITE_FIGURES = [
  { value: '250+', label: 'Empresas registradas' },
  { value: '1.200+', label: 'Solicitudes publicadas' },
  { value: '95%', label: 'Satisfacción' },
  { value: '48h', label: 'Respuesta media' },
] as const;

/** Redirect to /dashboard after a proposal is sent (spec §4 and §9: 1.5 s). */
export const PROPOSAL_REDIRECT_MS = 1500;

/** Debounce of the job list's search box (ms). */
export const JOB_SEARCH_DEBOUNCE_MS = 300;
