import { JOB_SERVICE_FILTERS } from '@rutalia/catalog/services';
import { LEGACY_JOB_SERVICE_ALIASES } from '@rutalia/catalog/taxonomy';

/** ServiceIcon name of each category (by slug); any other falls back to the truck. */
const JOB_CATEGORY_ICONS: Readonly<Record<string, string>> = {
  'transporte-nacional': 'truck',
  'transporte-internacional': 'globe',
  'transporte-especializado': 'snowflake',
  almacenaje: 'warehouse',
  'preparacion-de-pedidos': 'box',
  distribucion: 'shuffle',
  'gestion-aduanera': 'file-text',
  'logistica-inversa': 'shuffle',
  'consultoria-logistica': 'bar-chart',
  'tecnologia-logistica': 'bar-chart',
  'logistica-e-commerce': 'box',
  'servicios-personalizados': 'clock',
  'grandes-cuentas': 'globe',
  mudanzas: 'home',
};

/**
 * The 14 request categories of the service tree (label from the catalog, `service` filter value:
 * the category slug, ServiceIcon name). Their counts come from `GET /stats` (`requestCategories`).
 */
export const JOB_CATEGORIES = JOB_SERVICE_FILTERS.map((filter) => ({
  value: filter.value,
  label: filter.label,
  icon: JOB_CATEGORY_ICONS[filter.value] ?? 'truck',
}));

/**
 * The `service` URL filter of /jobs: a category slug, or one of the four old values (old links),
 * passed to the API as they are (it maps them to their categories); anything else reads as none.
 */
export const JOB_SERVICE_URL_VALUES = [...JOB_SERVICE_FILTERS, ...Object.keys(LEGACY_JOB_SERVICE_ALIASES).map((value) => ({ value }))];

/** Redirect to /dashboard after a proposal is sent (spec §4 and §9: 1.5 s). */
export const PROPOSAL_REDIRECT_MS = 1500;

/** Debounce of the job list's search box (ms). */
export const JOB_SEARCH_DEBOUNCE_MS = 300;
