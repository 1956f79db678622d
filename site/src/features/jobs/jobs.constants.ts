import { JOB_SERVICE_FILTERS } from '@rutalia/catalog/services';

const JOB_CATEGORY_ICONS: Record<(typeof JOB_SERVICE_FILTERS)[number]['value'], string> = {
  mudanza: 'home',
  transporte: 'truck',
  logística: 'warehouse',
  mensajería: 'box',
};

/**
 * The four request categories (label from the catalog, `service` filter value, ServiceIcon
 * name). Their counts come from `GET /stats` (`requestCategories`), not from constants: the
 * spec's hard-coded 45, 72, 38, 29 would describe data we have.
 */
export const JOB_CATEGORIES = JOB_SERVICE_FILTERS.map((filter) => ({
  value: filter.value,
  label: filter.label,
  icon: JOB_CATEGORY_ICONS[filter.value],
}));

/** Redirect to /dashboard after a proposal is sent (spec §4 and §9: 1.5 s). */
export const PROPOSAL_REDIRECT_MS = 1500;

/** Debounce of the job list's search box (ms). */
export const JOB_SEARCH_DEBOUNCE_MS = 300;
