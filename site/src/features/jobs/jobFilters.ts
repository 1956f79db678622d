import { JOB_DATE_FILTERS, JOB_LOCATION_FILTERS, JOB_SERVICE_FILTERS, JOB_SORTS } from '@rutalia/catalog/services';
import { findProvince, PORTUGUESE_DISTRICTS, PROVINCES } from '@rutalia/catalog/locations';
import { oneOf, type UrlFilters, type UrlParam } from '../../ui/urlFilters';
import type { JobFilters } from '../requests/requests.api';
import { JOB_SERVICE_URL_VALUES } from './jobs.constants';
import { formatServiceDay } from './jobText';

/**
 * The filters of /jobs as they live in the URL (useUrlFilters): the category and the provinces
 * (by slug), the service dates, the publication date and the sort. `service` and `location` are
 * the old parameters: links that carry them keep working, shown as removable chips.
 */

/** A province or Portuguese district given by slug, name or alias, kept as its slug ('' when unknown). */
function province(): UrlParam<string> {
  return { parse: (raw) => (raw ? (findProvince(raw)?.slug ?? '') : ''), fallback: '' };
}

/** A YYYY-MM-DD day ('' otherwise). */
function isoDay(): UrlParam<string> {
  return { parse: (raw) => (raw && formatServiceDay(raw) ? raw : ''), fallback: '' };
}

export const JOB_URL_FILTERS = {
  category: oneOf(JOB_SERVICE_FILTERS),
  originProvince: province(),
  destinationProvince: province(),
  dateFrom: isoDay(),
  dateTo: isoDay(),
  date: oneOf(JOB_DATE_FILTERS),
  sort: oneOf(JOB_SORTS, 'newest'),
  service: oneOf(JOB_SERVICE_URL_VALUES),
  location: oneOf(JOB_LOCATION_FILTERS),
};

export type JobUrlFilters = UrlFilters<typeof JOB_URL_FILTERS>;

/** Provinces, then Portuguese districts, for the pickers. */
export const PROVINCE_GROUPS = [
  { label: 'España', options: PROVINCES.map((p) => ({ value: p.slug, label: p.name })) },
  { label: 'Portugal', options: PORTUGUESE_DISTRICTS.map((p) => ({ value: p.slug, label: p.name })) },
] as const;

const provinceName = (slug: string) => (slug ? findProvince(slug)?.name : undefined);

/** The category the list shows: the `category` filter, or an old `service` link that names one. */
export function effectiveCategory(filters: Pick<JobUrlFilters, 'category' | 'service'>): string {
  return filters.category || (JOB_SERVICE_FILTERS.some((c) => c.value === filters.service) ? filters.service : '');
}

/** The API query of these filters (GET /requests); unset ones are left out. */
export function jobListQuery(filters: JobUrlFilters): JobFilters {
  return {
    q: filters.q || undefined,
    category: (filters.category || undefined) as JobFilters['category'],
    // An old link's `service`, unless a category was chosen since.
    service: (filters.category ? undefined : filters.service || undefined) as JobFilters['service'],
    location: filters.location || undefined,
    originProvince: provinceName(filters.originProvince),
    destinationProvince: provinceName(filters.destinationProvince),
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    date: filters.date || undefined,
    // The API's default: left out, so the unfiltered first page shares its cache with the home's latest jobs.
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page,
  };
}

/** One active filter as a removable chip: its text and the change that removes it. */
export interface ActiveJobFilter {
  key: string;
  label: string;
  clear: Partial<JobUrlFilters>;
}

/** The active filters besides the search and the sort, in the form's order. */
export function activeJobFilters(filters: JobUrlFilters): ActiveJobFilter[] {
  const chips: ActiveJobFilter[] = [];
  const category = effectiveCategory(filters);
  if (category) {
    const label = JOB_SERVICE_FILTERS.find((c) => c.value === category)?.label ?? category;
    chips.push({ key: 'category', label, clear: { category: '', service: '' } });
  } else if (filters.service) {
    chips.push({ key: 'service', label: `Servicio: ${filters.service}`, clear: { service: '' } });
  }
  if (filters.location) chips.push({ key: 'location', label: `Ubicación: ${filters.location}`, clear: { location: '' } });
  const origin = provinceName(filters.originProvince);
  if (origin) chips.push({ key: 'originProvince', label: `Origen: ${origin}`, clear: { originProvince: '' } });
  const destination = provinceName(filters.destinationProvince);
  if (destination) chips.push({ key: 'destinationProvince', label: `Destino: ${destination}`, clear: { destinationProvince: '' } });
  if (filters.dateFrom) chips.push({ key: 'dateFrom', label: `Desde el ${formatServiceDay(filters.dateFrom)}`, clear: { dateFrom: '' } });
  if (filters.dateTo) chips.push({ key: 'dateTo', label: `Hasta el ${formatServiceDay(filters.dateTo)}`, clear: { dateTo: '' } });
  if (filters.date) {
    const label = JOB_DATE_FILTERS.find((d) => d.value === filters.date)?.label ?? filters.date;
    chips.push({ key: 'date', label: `Publicado: ${label.toLowerCase()}`, clear: { date: '' } });
  }
  return chips;
}
