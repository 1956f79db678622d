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

/** Dunning (issue 20): the overdue invoices of a past_due or unpaid subscription. */
export class SubscriptionDunningDto {
  @ApiProperty({
    enum: ['grace', 'unpaid'],
    description:
      '`grace`: pago pendiente, con acceso hasta `graceEndsAt`; `unpaid`: suspendida por impago, sin acceso (ni propuestas, ni avisos, ni posición destacada) hasta pagar.',
  })
  state: 'grace' | 'unpaid';
  @ApiProperty({ format: 'uuid', description: 'La factura vencida más antigua: la que abre «Pagar ahora».' })
  oldestOverdueInvoiceId: string;
  @ApiProperty({ example: 'RUT-2026-000123' }) invoiceNumber: string;
  @ApiProperty({ example: 60.5, description: 'Total (IVA incluido) de la factura vencida más antigua, en euros.' }) amountDue: number;
  @ApiProperty({ example: 1, description: 'Facturas vencidas sin pagar.' }) overdueCount: number;
  @ApiProperty({ example: 60.5, description: 'Total de todas las facturas vencidas, en euros.' }) totalDue: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'Vencimiento de la factura vencida más antigua.' })
  overdueSince: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Fin del plazo: `overdueSince` + PAST_DUE_GRACE_DAYS (14 días). Pasado, la suscripción queda suspendida por impago.',
  })
  graceEndsAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Cuándo se suspendió (solo en `unpaid`).' })
  unpaidSince: string | null;
}

/** `GET /me/subscription`: the company's latest subscription. */
export class SubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: SubscriptionPlanSummaryDto }) plan: SubscriptionPlanSummaryDto;
  @ApiProperty(
    apiEnum('SubscriptionStatus', { description: 'Activa, Período de prueba, Pago pendiente, Cancelada, Suspendida por impago.' }),
  )
  status: SubscriptionStatus;
  @ApiProperty(apiEnum('BillingCycle')) billingCycle: BillingCycle;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEndsAt: string | null;
  @ApiProperty({ description: 'Días de prueba restantes, redondeados hacia arriba, nunca menos de 0 (0 fuera de la prueba).' })
  trialDaysLeft: number;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty({ description: 'Se cancelará al final del período actual.' }) cancelAtPeriodEnd: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: string | null;
  @ApiProperty({ description: 'Prueba vigente, activa o con pago pendiente (no: suspendida por impago ni cancelada).' }) hasAccess: boolean;
  @ApiProperty({
    type: SubscriptionDunningDto,
    nullable: true,
    description: 'Facturas vencidas sin pagar (pago pendiente o suspendida por impago); null si todo está pagado.',
  })
  dunning: SubscriptionDunningDto | null;
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
