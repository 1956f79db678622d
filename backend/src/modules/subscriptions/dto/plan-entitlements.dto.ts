import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { PlanAlerts, PlanInsights } from '../subscription-plan.entity.js';

export const PLAN_ALERTS: readonly PlanAlerts[] = ['none', 'digest', 'instant'];
export const PLAN_INSIGHTS: readonly PlanInsights[] = ['none', 'headline', 'full'];

/**
 * What a plan gives, as data (issue 19): the limits and features the server enforces and the
 * plan cards are generated from. Shared by the public plan, the subscription's plan and the backoffice.
 */
export class PlanEntitlementsFieldsDto {
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'Propuestas al mes (mes natural en Madrid); null = ilimitadas.' })
  maxProposalsPerMonth: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'Imágenes que muestra la galería; null = ilimitadas.' })
  maxGalleryImages: number | null;

  @ApiProperty(apiEnum('PlanAlerts'))
  alerts: PlanAlerts;

  @ApiProperty({
    example: 1,
    minimum: 0,
    maximum: 2,
    description: '0 sin destacar; 1 destacada en el directorio y las búsquedas; 2 también en inicio y páginas de ciudad y servicio.',
  })
  featuredLevel: number;

  @ApiProperty(apiEnum('PlanInsights'))
  insights: PlanInsights;
}

/** The entitlement fields of any plan-shaped row. */
export function planEntitlementFields(plan: PlanEntitlementsFieldsDto): PlanEntitlementsFieldsDto {
  return {
    maxProposalsPerMonth: plan.maxProposalsPerMonth,
    maxGalleryImages: plan.maxGalleryImages,
    alerts: plan.alerts,
    featuredLevel: Number(plan.featuredLevel),
    insights: plan.insights,
  };
}
