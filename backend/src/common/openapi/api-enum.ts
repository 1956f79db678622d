import type { ApiPropertyOptions, OpenAPIObject } from '@nestjs/swagger';
import {
  AppRole,
  BillingCycle,
  CompanyDocumentKind,
  CompanyDocumentStatus,
  CompanyStatus,
  enumValues,
  InvoiceStatus,
  MailStatus,
  NewsletterStatus,
  PaymentStatus,
  ProposalStatus,
  ReportStatus,
  ReportType,
  RequestStatus,
  SubscriptionStatus,
  UserStatus,
  UserType,
} from '../../database/enums.js';

/** The database enums that responses carry, each documented once as a named schema. */
const API_ENUMS = {
  UserType: { values: UserType, description: 'Tipo de cuenta: client, company, admin o super_admin.' },
  UserStatus: { values: UserStatus, description: 'Estado de una cuenta.' },
  AppRole: { values: AppRole, description: 'Rol de una cuenta (`user` es el cliente).' },
  CompanyStatus: { values: CompanyStatus, description: 'Estado de moderación de una empresa: solo `active` aparece en el sitio.' },
  PaymentStatus: { values: PaymentStatus, description: 'Estado de pago de una empresa, fijado por un administrador.' },
  RequestStatus: { values: RequestStatus, description: 'Estado de una solicitud: solo `active` es pública y admite propuestas.' },
  ProposalStatus: { values: ProposalStatus, description: 'Estado de una propuesta: `rejected` es definitivo.' },
  SubscriptionStatus: {
    values: SubscriptionStatus,
    description:
      'Estado de una suscripción: trialing (prueba), active, past_due (pago pendiente, con acceso), cancelled, unpaid (suspendida por impago, sin acceso hasta pagar).',
  },
  BillingCycle: { values: BillingCycle, description: 'Ciclo de facturación: el anual cuesta 10 mensualidades.' },
  InvoiceStatus: { values: InvoiceStatus, description: 'Estado de una factura.' },
  NewsletterStatus: { values: NewsletterStatus, description: 'Estado de una suscripción al boletín (doble confirmación).' },
  ReportType: { values: ReportType, description: 'Qué se denuncia: a qué apunta `targetId`.' },
  ReportStatus: { values: ReportStatus, description: 'Estado de una denuncia: solo `pending` se resuelve o se descarta.' },
  MailStatus: {
    values: MailStatus,
    description: 'Estado de un correo: pending (en cola), sent (enviado), failed (falló el último intento).',
  },
  // subscription_plans.alerts and .insights (CHECK constraints, issue 19).
  PlanAlerts: {
    values: { None: 'none', Digest: 'digest', Instant: 'instant' },
    description: 'Alertas de nuevas solicitudes de un plan: none, digest (resumen diario) o instant (al momento o en el resumen).',
  },
  AlertEmailMode: {
    values: { Instant: 'instant', Digest: 'digest', None: 'none' },
    description: 'Correo de las alertas que elige una empresa: instant (uno por solicitud), digest (resumen a las 8:00) o none.',
  },
  PlanInsights: {
    values: { None: 'none', Headline: 'headline', Full: 'full' },
    description: 'Estadísticas de un plan: none, headline (cifras principales) o full (desglose semanal con gráficos).',
  },
  CompanyDocumentKind: {
    values: CompanyDocumentKind,
    description:
      'Tipo de documento de una empresa: cif (CIF / NIF), transport_authorization (tarjeta de transporte MDPE), liability_insurance (seguro de responsabilidad civil) o goods_insurance (seguro de mercancías).',
  },
  CompanyDocumentStatus: {
    values: CompanyDocumentStatus,
    description:
      'Estado de un documento: pending (pendiente de revisión), approved (aprobado: cuenta), rejected (con motivo), expired (caducado) o replaced (sustituido por una versión más nueva).',
  },
  // invoice_payments.status and .origin (CHECK constraints, issue 20).
  PaymentRecordStatus: {
    values: { Pending: 'pending', Failed: 'failed', Succeeded: 'succeeded', Refunded: 'refunded' },
    description: 'Estado de un pago en línea: pending (en curso), failed (fallido), succeeded (cobrado) o refunded (reembolsado entero).',
  },
  PaymentOrigin: {
    values: { Checkout: 'checkout', AutoCharge: 'auto_charge' },
    description:
      'Dónde empezó un pago en línea: checkout (la empresa pagó en Stripe) o auto_charge (cobro automático del método guardado).',
  },
  InsightsPeerScope: {
    values: { Province: 'province', Country: 'country' },
    description: 'Con qué empresas se compara una empresa: las de su categoría y provincia, o las de su categoría en España.',
  },
} as const;

export type ApiEnumName = keyof typeof API_ENUMS;

/**
 * `@ApiProperty` options of a property holding a database enum: the document gets one schema
 * per enum (`#/components/schemas/SubscriptionStatus`), so the generated types name the union
 * once instead of repeating it inline. `isArray: true` for a list of them.
 */
export function apiEnum(name: ApiEnumName, options: ApiEnumOptions = {}): ApiPropertyOptions {
  return { ...options, enum: enumValues(API_ENUMS[name].values), enumName: name };
}

/** What a property using a named enum may add. */
export interface ApiEnumOptions {
  description?: string;
  nullable?: boolean;
  isArray?: boolean;
  required?: boolean;
  example?: unknown;
  default?: string;
}

/**
 * Nest gives a named enum the description of the first property that uses it: put the enum's
 * own description back (called once on the finished document).
 */
export function describeApiEnums(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  for (const [name, { description }] of Object.entries(API_ENUMS)) {
    const schema = schemas[name];
    if (schema && !('$ref' in schema)) schema.description = description;
  }
  return document;
}
