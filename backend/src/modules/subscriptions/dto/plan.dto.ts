import { ApiProperty } from '@nestjs/swagger';
import type { SubscriptionPlan } from '../subscription-plan.entity.js';
import { PlanEntitlementsFieldsDto, planEntitlementFields } from './plan-entitlements.dto.js';

/**
 * A plan as the pricing section and the company sign-up show it. Its cards are generated from the
 * entitlement fields (what is enforced); `features` adds the extras nobody counts (support…).
 */
export class PlanDto extends PlanEntitlementsFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'basic', description: 'Clave en minúsculas (subscriptionPlan al registrarse).' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 29, description: 'Euros al mes; 0 se muestra como Gratis.' }) priceMonthly: number;
  @ApiProperty({ example: 290, nullable: true, type: Number, description: 'Euros al año (10 mensualidades: "2 meses gratis").' })
  priceYearly: number | null;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ description: 'El plan "Más Popular".' }) isPopular: boolean;

  static from(plan: SubscriptionPlan): PlanDto {
    return {
      id: plan.id,
      planName: plan.planName,
      displayName: plan.displayName,
      description: plan.description,
      priceMonthly: plan.priceMonthly,
      priceYearly: plan.priceYearly,
      features: plan.features,
      isPopular: plan.isPopular,
      ...planEntitlementFields(plan),
    };
  }
}

export class PlanListDto {
  @ApiProperty({ type: [PlanDto] }) items: PlanDto[];
}
