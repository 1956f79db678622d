import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import type { UpgradePlanRow } from './plan-usage-sql.js';

/** What a plan limits, as `details.resource` of PLAN_LIMIT_REACHED names it. */
export type LimitedResource = 'proposals' | 'gallery';

/** Codes and Spanish messages of the plan's entitlements (docs/api.md lists them). */
export const EntitlementMessages = {
  PROPOSALS_SUBSCRIPTION: 'Necesitas una suscripción activa para enviar propuestas. Revisa tu plan en Facturación.',
  GALLERY_SUBSCRIPTION: 'Necesitas una suscripción activa para subir imágenes a la galería. Revisa tu plan en Facturación.',
  PROPOSALS_UNPAID: 'Tu suscripción está suspendida por impago. Paga la factura pendiente para volver a enviar propuestas.',
  GALLERY_UNPAID: 'Tu suscripción está suspendida por impago. Paga la factura pendiente para volver a subir imágenes.',
} as const;

const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' });

/** «Has usado tus 10 propuestas de este mes del plan Básico. Cambia a Profesional para enviar hasta 50 al mes.» */
export function proposalLimitMessage(plan: string, limit: number, upgrade: UpgradePlanRow | undefined, resetsAt: Date): string {
  const used =
    limit === 0
      ? `Tu plan ${plan} no incluye propuestas.`
      : limit === 1
        ? `Has usado la propuesta de este mes del plan ${plan}.`
        : `Has usado tus ${limit} propuestas de este mes del plan ${plan}.`;
  if (!upgrade) return `${used} Podrás enviar más a partir del ${dayMonth.format(resetsAt)}.`;
  const more = upgrade.limit === null ? 'enviar propuestas ilimitadas' : `enviar hasta ${upgrade.limit} al mes`;
  return `${used} Cambia a ${upgrade.displayName} para ${more}.`;
}

/** «Tu plan Básico muestra hasta 5 imágenes en la galería y ya tienes 5. Borra alguna o cambia a Profesional para tener hasta 20.» */
export function galleryLimitMessage(plan: string, limit: number, used: number, upgrade: UpgradePlanRow | undefined): string {
  const has = `Tu plan ${plan} muestra hasta ${limit} ${limit === 1 ? 'imagen' : 'imágenes'} en la galería y ya tienes ${used}.`;
  if (!upgrade) return `${has} Borra alguna para subir otras.`;
  const more = upgrade.limit === null ? 'tener una galería ilimitada' : `tener hasta ${upgrade.limit}`;
  return `${has} Borra alguna o cambia a ${upgrade.displayName} para ${more}.`;
}

export interface PlanLimitDetails {
  resource: LimitedResource;
  used: number;
  limit: number;
  /** The current plan's key (`basic`). */
  plan: string;
  /** The plan to change to for more (`professional`), or null when none gives more. */
  upgradeTo: string | null;
}

/** 403 PLAN_LIMIT_REACHED with the numbers behind the message in `details`. */
export const planLimitReached = (message: string, details: PlanLimitDetails) =>
  new AppException('PLAN_LIMIT_REACHED', message, HttpStatus.FORBIDDEN, undefined, { ...details });

/** 403 SUBSCRIPTION_UNPAID: the subscription is suspended for non-payment (issue 20); paying restores it at once. */
export const subscriptionUnpaid = (resource: LimitedResource) =>
  new AppException(
    'SUBSCRIPTION_UNPAID',
    resource === 'proposals' ? EntitlementMessages.PROPOSALS_UNPAID : EntitlementMessages.GALLERY_UNPAID,
    HttpStatus.FORBIDDEN,
  );

export const subscriptionRequired = (resource: LimitedResource) =>
  new AppException(
    'SUBSCRIPTION_REQUIRED',
    resource === 'proposals' ? EntitlementMessages.PROPOSALS_SUBSCRIPTION : EntitlementMessages.GALLERY_SUBSCRIPTION,
    HttpStatus.FORBIDDEN,
  );
