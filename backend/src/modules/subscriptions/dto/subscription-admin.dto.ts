import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { BillingCycle, SubscriptionStatus } from '../../../database/enums.js';

export class AdminSubscriptionPlanDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'basic' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
  @ApiProperty({ example: 29 }) priceMonthly: number;
  @ApiProperty({ nullable: true, type: Number }) priceYearly: number | null;
}

/** A company subscription as the backoffice shows it (read-only). */
export class AdminSubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: AdminSubscriptionPlanDto }) plan: AdminSubscriptionPlanDto;
  @ApiProperty({ format: 'uuid', description: 'El id del plan (para filtros y referencias).' }) planId: string;
  @ApiProperty(
    apiEnum('SubscriptionStatus', { description: 'Período de prueba, Activa, Pago pendiente, Cancelada, Suspendida por impago.' }),
  )
  status: SubscriptionStatus;
  @ApiProperty(apiEnum('BillingCycle')) billingCycle: BillingCycle;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEndsAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Cuándo se suspendió por impago (solo en `unpaid`).' })
  unpaidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
