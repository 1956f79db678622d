import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BillingCycle, SubscriptionStatus } from '../../../database/enums.js';

export class AdminSubscriptionPlanDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'basic' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
  @ApiProperty({ example: 29 }) priceMonthly: number;
  @ApiPropertyOptional({ nullable: true, type: Number }) priceYearly: number | null;
}

/** A company subscription as the backoffice shows it (read-only). */
export class AdminSubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: AdminSubscriptionPlanDto }) plan: AdminSubscriptionPlanDto;
  @ApiProperty({ format: 'uuid', description: 'El id del plan (para filtros y referencias).' }) planId: string;
  @ApiProperty({ enum: SubscriptionStatus, description: 'Período de prueba, Activa, Pago pendiente, Cancelada.' }) status: SubscriptionStatus;
  @ApiProperty({ enum: BillingCycle }) billingCycle: BillingCycle;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) trialEndsAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) cancelledAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
