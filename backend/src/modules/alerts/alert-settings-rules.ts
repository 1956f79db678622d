import { categoryByKey, categoryOfService, canonicalServiceName, findProvince, serviceMatchTerms } from '@rutalia/catalog';
import type { FieldError } from '../../common/errors/app-exception.js';
import type { PlanAlerts } from '../subscriptions/subscription-plan.entity.js';
import type { AlertEmailMode } from './company-alert-settings.entity.js';

export const ALERT_RADIUS_MIN_KM = 5;
export const ALERT_RADIUS_MAX_KM = 500;
/** Enough for any real choice (14 categories, 52 provinces + 18 districts) and a bound on hostile input. */
export const ALERT_LIST_MAX = 100;

/** What a company sends (PUT /me/alerts), before checking. */
export interface AlertSettingsInput {
  enabled: boolean;
  categories: string[];
  services: string[];
  originProvinces: string[];
  radiusKm: number | null;
  destinationProvinces: string[];
  emailMode: AlertEmailMode;
}

/** As stored: category slugs, services in the tree's spelling, province slugs. */
export type AlertSettingsValues = AlertSettingsInput;

/** The mail modes a plan allows: `instant` plans choose any, `digest` plans the digest or nothing. */
export function emailModesOf(plan: PlanAlerts): AlertEmailMode[] {
  if (plan === 'instant') return ['instant', 'digest', 'none'];
  if (plan === 'digest') return ['digest', 'none'];
  return [];
}

/**
 * Checks a company's alert settings against the catalog and its plan: known category slugs,
 * services of the tree, provinces (or Portuguese districts), a radius of 5 to 500 km and not
 * together with provinces, at least one criterion, and a mail mode the plan allows. Answers the
 * normalized values or every field error at once, in Spanish.
 */
export function checkAlertSettings(
  input: AlertSettingsInput,
  plan: PlanAlerts,
): { values: AlertSettingsValues; errors: [] } | { values?: undefined; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const categories = unique(input.categories, (value) => categoryByKey(value)?.slug, 'categories', 'una categoría', errors);
  const services = unique(
    input.services,
    (value) => (categoryOfService(value) ? canonicalServiceName(value) : undefined),
    'services',
    'un servicio',
    errors,
  );
  const originProvinces = unique(input.originProvinces, (value) => findProvince(value)?.slug, 'originProvinces', 'una provincia', errors);
  const destinationProvinces = unique(
    input.destinationProvinces,
    (value) => findProvince(value)?.slug,
    'destinationProvinces',
    'una provincia',
    errors,
  );
  const radiusKm = input.radiusKm ?? null;
  if (radiusKm !== null && (!Number.isInteger(radiusKm) || radiusKm < ALERT_RADIUS_MIN_KM || radiusKm > ALERT_RADIUS_MAX_KM)) {
    errors.push({
      field: 'radiusKm',
      message: `El radio debe ser un número entero de ${ALERT_RADIUS_MIN_KM} a ${ALERT_RADIUS_MAX_KM} km.`,
    });
  }
  if (radiusKm !== null && input.originProvinces.length > 0) {
    errors.push({ field: 'radiusKm', message: 'Elige provincias de origen o un radio alrededor de tu base, no ambos.' });
  }
  if (input.categories.length + input.services.length + input.originProvinces.length === 0 && radiusKm === null) {
    errors.push({
      field: 'categories',
      message: 'Indica al menos un criterio: categorías, servicios, provincias de origen o un radio alrededor de tu base.',
    });
  }
  const allowed = emailModesOf(plan);
  if (!allowed.includes(input.emailMode)) {
    errors.push({
      field: 'emailMode',
      message:
        plan === 'digest'
          ? 'Tu plan incluye el resumen diario por correo: elige «Resumen diario» o «Sin correo».'
          : 'Tu plan no incluye alertas por correo.',
    });
  }
  if (errors.length > 0) return { errors };
  return {
    values: { enabled: input.enabled, categories, services, originProvinces, radiusKm, destinationProvinces, emailMode: input.emailMode },
    errors: [],
  };
}

function unique(
  values: string[],
  normalize: (value: string) => string | undefined,
  field: string,
  what: string,
  errors: FieldError[],
): string[] {
  const out: string[] = [];
  for (const value of values) {
    const normalized = normalize(value);
    if (normalized === undefined) errors.push({ field, message: `«${value}» no es ${what} del catálogo.` });
    else if (!out.includes(normalized)) out.push(normalized);
  }
  return out;
}

/** A request as the fan-out compares it: category slugs, service terms and province slugs. */
export interface RequestAlertKeys {
  categorySlugs: string[];
  serviceTerms: string[];
  originProvince: string | null;
  destinationProvince: string | null;
}

/**
 * The keys a request is matched by: its category and those of its services (a company following
 * «Mudanzas» hears of a request for «Guardamuebles»), the services and category names that fit its
 * services both ways (serviceMatchTerms, as the matching does), and its provinces as slugs.
 */
export function requestAlertKeys(request: {
  category: string | null;
  services: string[];
  province: string;
  destinationProvince: string | null;
}): RequestAlertKeys {
  const categorySlugs = new Set<string>();
  if (request.category) categorySlugs.add(request.category);
  for (const service of request.services) {
    const category = categoryOfService(service) ?? categoryByKey(service);
    if (category) categorySlugs.add(category.slug);
  }
  return {
    categorySlugs: [...categorySlugs],
    serviceTerms: [...new Set(request.services.flatMap(serviceMatchTerms))],
    originProvince: findProvince(request.province)?.slug ?? null,
    destinationProvince: request.destinationProvince ? (findProvince(request.destinationProvince)?.slug ?? null) : null,
  };
}
