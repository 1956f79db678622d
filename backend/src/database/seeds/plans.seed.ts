import type { DataSource } from 'typeorm';
import { SubscriptionPlan } from '../../modules/subscriptions/subscription-plan.entity.js';

type PlanSeed = Pick<
  SubscriptionPlan,
  | 'planName'
  | 'displayName'
  | 'description'
  | 'priceMonthly'
  | 'priceYearly'
  | 'maxProposalsPerMonth'
  | 'maxGalleryImages'
  | 'alerts'
  | 'featuredLevel'
  | 'insights'
  | 'features'
  | 'isActive'
  | 'isPopular'
  | 'sortOrder'
>;

/** Yearly price: 10 monthly payments ("2 meses gratis"). */
const yearly = (monthly: number): number => Math.round(monthly * 10 * 100) / 100;

/** The three plans shown on the pricing section and chosen at company sign-up (default basic). */
export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    planName: 'basic',
    displayName: 'Básico',
    description: 'Para empresas de transporte que empiezan a captar clientes en Rutalia.',
    priceMonthly: 29,
    priceYearly: yearly(29),
    maxProposalsPerMonth: 10,
    maxGalleryImages: 5,
    alerts: 'none',
    featuredLevel: 0,
    insights: 'headline',
    features: [
      'Perfil de empresa en el directorio',
      'Hasta 10 propuestas al mes',
      'Acceso a todas las solicitudes activas',
      'Mensajería directa con clientes',
      'Galería de hasta 5 imágenes',
      'Soporte por email',
    ],
    isActive: true,
    isPopular: false,
    sortOrder: 1,
  },
  {
    planName: 'professional',
    displayName: 'Profesional',
    description: 'Para empresas en crecimiento que quieren más visibilidad y más oportunidades cada mes.',
    priceMonthly: 59,
    priceYearly: yearly(59),
    maxProposalsPerMonth: 50,
    maxGalleryImages: 20,
    alerts: 'instant',
    featuredLevel: 1,
    insights: 'headline',
    features: [
      'Todo lo del plan Básico',
      'Hasta 50 propuestas al mes',
      'Perfil destacado en el directorio y en las búsquedas',
      'Insignia de empresa verificada (verificación en 24-48 horas)',
      'Galería de hasta 20 imágenes',
      'Alertas de nuevas solicitudes de tus servicios',
      'Soporte prioritario por email y chat',
    ],
    isActive: true,
    isPopular: true,
    sortOrder: 2,
  },
  {
    planName: 'premium',
    displayName: 'Premium',
    description: 'Para operadores logísticos con cobertura nacional que quieren la máxima exposición.',
    priceMonthly: 99,
    priceYearly: yearly(99),
    maxProposalsPerMonth: null,
    maxGalleryImages: null,
    alerts: 'instant',
    featuredLevel: 2,
    insights: 'full',
    features: [
      'Todo lo del plan Profesional',
      'Propuestas ilimitadas',
      'Posición preferente en la página de inicio y en las páginas de ciudad y servicio',
      'Insignia de empresa verificada',
      'Galería de imágenes ilimitada',
      'Estadísticas de visitas y propuestas',
      'Gestor de cuenta dedicado y soporte telefónico prioritario',
    ],
    isActive: true,
    isPopular: false,
    sortOrder: 3,
  },
];

/**
 * Inserts the three subscription plans that are missing (by plan_name). Runs at every start:
 * existing rows are left alone, so prices an admin changed in the backoffice are kept.
 */
export async function seedPlans(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(SubscriptionPlan)
    .values(PLAN_SEEDS.map((plan) => ({ ...plan, features: [...plan.features] })))
    .orIgnore()
    .execute();
}
