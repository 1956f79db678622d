import { SERVICE_CATEGORIES, type ServiceCategory } from '@rutalia/catalog/services';
import type { AlertEmailMode, AlertSettings, AlertSettingsInput } from './alerts.api';

/** The server's bounds (backend alert-settings-rules.ts). */
export const RADIUS_MIN_KM = 5;
export const RADIUS_MAX_KM = 500;
/** What the radius field offers before the company chose one. */
export const DEFAULT_RADIUS_KM = 100;

/** Where the requests start: anywhere, in chosen provinces, or within a radius of the company's base. */
export type AlertWhere = 'anywhere' | 'provinces' | 'radius';

export interface AlertFormValues {
  enabled: boolean;
  categories: string[];
  services: string[];
  where: AlertWhere;
  originProvinces: string[];
  /** As typed (a number input), checked on submit. */
  radiusKm: string;
  destinationProvinces: string[];
  emailMode: AlertEmailMode;
}

/** Field → message, as the server keys them (`categories`, `radiusKm`…). */
export type AlertFieldErrors = Partial<Record<keyof AlertSettingsInput, string>>;

/** The three ways to get the mail, in the order the form offers them. */
export const EMAIL_MODES: readonly { value: AlertEmailMode; label: string; hint: string }[] = [
  {
    value: 'instant',
    label: 'Un correo por cada solicitud',
    hint: 'Te escribimos en cuanto se publica, para que respondas antes que nadie.',
  },
  {
    value: 'digest',
    label: 'Un resumen diario a las 8:00',
    hint: 'Un solo correo cada mañana con las solicitudes de las últimas 24 horas.',
  },
  {
    value: 'none',
    label: 'Sin correo, solo avisos en la web',
    hint: 'Te avisamos mientras tengas Rutalia abierto y las verás en «Últimas alertas».',
  },
];

/**
 * The 14 categories in three families, so the list reads at a glance on a phone. Every
 * category is in exactly one family (alertForm.spec.ts checks it against the catalog).
 */
const FAMILIES: readonly { label: string; slugs: readonly string[] }[] = [
  {
    label: 'Transporte y mudanzas',
    slugs: ['mudanzas', 'transporte-nacional', 'transporte-internacional', 'transporte-especializado', 'distribucion'],
  },
  {
    label: 'Almacén y logística',
    slugs: ['almacenaje', 'preparacion-de-pedidos', 'logistica-e-commerce', 'logistica-inversa', 'gestion-aduanera'],
  },
  {
    label: 'Servicios a empresas',
    slugs: ['consultoria-logistica', 'tecnologia-logistica', 'servicios-personalizados', 'grandes-cuentas'],
  },
];

export const CATEGORY_GROUPS: readonly { label: string; categories: readonly ServiceCategory[] }[] = FAMILIES.map((family) => ({
  label: family.label,
  categories: family.slugs.map((slug) => SERVICE_CATEGORIES.find((category) => category.slug === slug)).filter((c) => c !== undefined),
}));

/** The form's starting point: what is saved, or a sensible first setup (a radius when the base is known). */
export function toFormValues(settings: AlertSettings): AlertFormValues {
  const where: AlertWhere =
    settings.radiusKm !== null
      ? 'radius'
      : settings.originProvinces.length > 0
        ? 'provinces'
        : settings.configured
          ? 'anywhere'
          : settings.hasBase
            ? 'radius'
            : 'provinces';
  return {
    enabled: settings.enabled,
    categories: [...settings.categories],
    services: [...settings.services],
    where,
    originProvinces: [...settings.originProvinces],
    radiusKm: String(settings.radiusKm ?? DEFAULT_RADIUS_KM),
    destinationProvinces: [...settings.destinationProvinces],
    // A plan that no longer offers the saved mode (a downgrade) starts on the first one it offers.
    emailMode:
      settings.allowedEmailModes.length === 0 || settings.allowedEmailModes.includes(settings.emailMode)
        ? settings.emailMode
        : settings.allowedEmailModes[0],
  };
}

/** The PUT body: only the «where» that is chosen travels. */
export function toInput(values: AlertFormValues): AlertSettingsInput {
  return {
    enabled: values.enabled,
    categories: values.categories,
    services: values.services,
    originProvinces: values.where === 'provinces' ? values.originProvinces : [],
    radiusKm: values.where === 'radius' ? Number(values.radiusKm) : null,
    destinationProvinces: values.destinationProvinces,
    emailMode: values.emailMode,
  };
}

/** The checks the server makes that the form can make first, with the same words where they overlap. */
export function checkForm(values: AlertFormValues, hasBase: boolean): AlertFieldErrors {
  const errors: AlertFieldErrors = {};
  // As the server: any one criterion is enough («everything from Madrid» is a valid alert).
  if (values.categories.length === 0 && values.services.length === 0 && values.where === 'anywhere') {
    errors.categories = 'Indica al menos un criterio: categorías, servicios, provincias de origen o un radio alrededor de tu base.';
  }
  if (values.where === 'provinces' && values.originProvinces.length === 0) {
    errors.originProvinces = 'Añade al menos una provincia de origen o elige «En cualquier provincia».';
  }
  if (values.where === 'radius') {
    const km = Number(values.radiusKm);
    if (!hasBase) errors.radiusKm = 'Tu empresa no tiene una ubicación conocida para medir el radio.';
    else if (values.radiusKm.trim() === '' || !Number.isInteger(km) || km < RADIUS_MIN_KM || km > RADIUS_MAX_KM) {
      errors.radiusKm = `El radio debe ser un número entero de ${RADIUS_MIN_KM} a ${RADIUS_MAX_KM} km.`;
    }
  }
  return errors;
}
