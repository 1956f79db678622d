import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { IsAmount } from '../../../common/validation/validators.js';
import type { PlanAlerts, PlanInsights } from '../subscription-plan.entity.js';
import { PLAN_ALERTS, PLAN_INSIGHTS, PlanEntitlementsFieldsDto } from './plan-entitlements.dto.js';

/** Spanish messages of `PUT /api/admin/plans/:id`, naming the field. */
export const PlanFieldMessages = {
  description: 'La descripción debe ser un texto.',
  descriptionLength: 'La descripción no puede superar 1000 caracteres.',
  priceMonthly: 'El precio mensual debe ser un número de euros mayor o igual que 0 con 2 decimales como máximo.',
  priceYearly: 'El precio anual debe ser un número de euros mayor o igual que 0 con 2 decimales como máximo, o vacío.',
  priceMax: 'El precio no puede superar 99.999.999,99 €.',
  features: 'Las características deben ser una lista de textos.',
  featuresCount: 'No puede haber más de 30 características.',
  featureEmpty: 'Cada característica debe ser un texto no vacío.',
  featureLength: 'Cada característica puede tener como máximo 200 caracteres.',
  isActive: 'El campo isActive debe ser verdadero o falso.',
  maxProposalsPerMonth: 'Las propuestas al mes deben ser un número entero entre 0 y 100.000, o vacío para ilimitadas.',
  maxGalleryImages: 'Las imágenes de la galería deben ser un número entero entre 0 y 1.000, o vacío para ilimitadas.',
  alerts: 'Las alertas deben ser none (sin alertas), digest (resumen diario) o instant (al momento).',
  featuredLevel: 'El nivel de destacado debe ser 0, 1 o 2.',
  insights: 'Las estadísticas deben ser none, headline (cifras principales) o full (completas).',
} as const;

/** Sanity ceilings of the limits an admin types (null is the way to say «unlimited»). */
const MAX_PROPOSALS_LIMIT = 100_000;
const MAX_GALLERY_LIMIT = 1000;

const MAX_PRICE = 99_999_999.99;

const trimmedText = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims every feature; the empty ones stay so the validator can refuse them by name. */
const trimmedList = () =>
  Transform(({ value }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value));

/**
 * `PUT /api/admin/plans/:id`: only these fields change; the key (`planName`) and the display name
 * are fixed (registration and existing subscriptions refer to them). Every field is optional; the
 * backoffice sends all of them. A new price applies to invoices issued from now on.
 */
export class UpdatePlanDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Para empresas que empiezan' })
  @trimmedText()
  @IsOptional()
  @MaxLength(1000, { message: PlanFieldMessages.descriptionLength })
  @IsString({ message: PlanFieldMessages.description })
  description?: string | null;

  @ApiPropertyOptional({ example: 29.9, description: 'Euros al mes, ≥ 0, 2 decimales como máximo.' })
  @Max(MAX_PRICE, { message: PlanFieldMessages.priceMax })
  @Min(0, { message: PlanFieldMessages.priceMonthly })
  @IsAmount(2, { message: PlanFieldMessages.priceMonthly })
  @IsOptional()
  priceMonthly?: number;

  @ApiPropertyOptional({ nullable: true, type: Number, example: 299, description: 'Euros al año; null si no se ofrece.' })
  @ValidateIf((dto: UpdatePlanDto) => dto.priceYearly !== null && dto.priceYearly !== undefined)
  @Max(MAX_PRICE, { message: PlanFieldMessages.priceMax })
  @Min(0, { message: PlanFieldMessages.priceYearly })
  @IsAmount(2, { message: PlanFieldMessages.priceYearly })
  priceYearly?: number | null;

  @ApiPropertyOptional({ type: [String], example: ['Perfil de empresa', 'Propuestas ilimitadas'] })
  @trimmedList()
  @IsOptional()
  @MaxLength(200, { each: true, message: PlanFieldMessages.featureLength })
  @IsNotEmpty({ each: true, message: PlanFieldMessages.featureEmpty })
  @IsString({ each: true, message: PlanFieldMessages.featureEmpty })
  @ArrayMaxSize(30, { message: PlanFieldMessages.featuresCount })
  @IsArray({ message: PlanFieldMessages.features })
  features?: string[];

  @ApiPropertyOptional({ description: 'Los planes inactivos no se ofrecen en el registro ni en precios.' })
  @IsOptional()
  @IsBoolean({ message: PlanFieldMessages.isActive })
  isActive?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    example: 10,
    description: 'Propuestas al mes; null = ilimitadas. Se aplica al momento.',
  })
  @ValidateIf((dto: UpdatePlanDto) => dto.maxProposalsPerMonth !== null && dto.maxProposalsPerMonth !== undefined)
  @Max(MAX_PROPOSALS_LIMIT, { message: PlanFieldMessages.maxProposalsPerMonth })
  @Min(0, { message: PlanFieldMessages.maxProposalsPerMonth })
  @IsInt({ message: PlanFieldMessages.maxProposalsPerMonth })
  maxProposalsPerMonth?: number | null;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    example: 5,
    description: 'Imágenes que muestra la galería; null = ilimitadas. Al bajarlo se ocultan las sobrantes de cada empresa (no se borran).',
  })
  @ValidateIf((dto: UpdatePlanDto) => dto.maxGalleryImages !== null && dto.maxGalleryImages !== undefined)
  @Max(MAX_GALLERY_LIMIT, { message: PlanFieldMessages.maxGalleryImages })
  @Min(0, { message: PlanFieldMessages.maxGalleryImages })
  @IsInt({ message: PlanFieldMessages.maxGalleryImages })
  maxGalleryImages?: number | null;

  @ApiPropertyOptional(apiEnum('PlanAlerts'))
  @IsOptional()
  @IsIn(PLAN_ALERTS, { message: PlanFieldMessages.alerts })
  alerts?: PlanAlerts;

  @ApiPropertyOptional({ minimum: 0, maximum: 2 })
  @IsOptional()
  @IsIn([0, 1, 2], { message: PlanFieldMessages.featuredLevel })
  featuredLevel?: number;

  @ApiPropertyOptional(apiEnum('PlanInsights'))
  @IsOptional()
  @IsIn(PLAN_INSIGHTS, { message: PlanFieldMessages.insights })
  insights?: PlanInsights;
}

/** A plan as the backoffice lists and edits it. */
export class AdminPlanDto extends PlanEntitlementsFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'basic', description: 'Clave fija del plan.' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 29 }) priceMonthly: number;
  @ApiProperty({ nullable: true, type: Number, example: 290 }) priceYearly: number | null;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'El plan "Más Popular".' }) isPopular: boolean;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ description: 'Suscripciones no canceladas con este plan.' }) openSubscriptions: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}
