import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { BillingCycle, SubscriptionStatus } from '../../../database/enums.js';
import { PlanEntitlementsFieldsDto } from './plan-entitlements.dto.js';

export class SubscriptionPlanSummaryDto extends PlanEntitlementsFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'basic' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
  @ApiProperty({ example: 29 }) priceMonthly: number;
  @ApiProperty({ example: 290, nullable: true, type: Number }) priceYearly: number | null;
  @ApiProperty({ type: [String] }) features: string[];
}

/** `GET /me/subscription`: the company's latest subscription. */
export class SubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: SubscriptionPlanSummaryDto }) plan: SubscriptionPlanSummaryDto;
  @ApiProperty(apiEnum('SubscriptionStatus', { description: 'Activa, Período de prueba, Pago pendiente, Cancelada.' }))
  status: SubscriptionStatus;
  @ApiProperty(apiEnum('BillingCycle')) billingCycle: BillingCycle;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEndsAt: string | null;
  @ApiProperty({ description: 'Días de prueba restantes, redondeados hacia arriba, nunca menos de 0 (0 fuera de la prueba).' })
  trialDaysLeft: number;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty({ description: 'Se cancelará al final del período actual.' }) cancelAtPeriodEnd: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: string | null;
  @ApiProperty({ description: 'Prueba vigente, activa o con pago pendiente.' }) hasAccess: boolean;
}

export class SubscriptionChangeDto {
  @ApiProperty({ example: 'Plan actualizado' }) message: string;
  @ApiProperty({ type: SubscriptionDto }) subscription: SubscriptionDto;
}

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `POST /me/subscription/change-plan`: `planId` or `planName`; optionally the billing cycle. */
export class ChangePlanDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El campo planId debe ser un identificador de plan válido.' })
  planId?: string;

  @ApiPropertyOptional({ example: 'professional' })
  @trimmed()
  @IsOptional()
  @IsString({ message: 'El campo planName debe ser un texto.' })
  @MaxLength(50, { message: 'El campo planName no puede superar 50 caracteres.' })
  planName?: string;

  @ApiPropertyOptional(apiEnum('BillingCycle', { description: 'Sin él, se mantiene el ciclo actual.' }))
  @IsOptional()
  @IsIn(Object.values(BillingCycle), { message: 'El campo billingCycle debe ser monthly o yearly.' })
  billingCycle?: BillingCycle;
}
