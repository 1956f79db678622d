import { ApiProperty } from '@nestjs/swagger';
import { PlanEntitlementsFieldsDto } from './plan-entitlements.dto.js';

export class EntitlementsPlanDto {
  @ApiProperty({ example: 'basic' }) planName: string;
  @ApiProperty({ example: 'Básico' }) displayName: string;
}

/** The cheapest plan on offer that gives more of something. */
export class UpgradeOptionDto {
  @ApiProperty({ example: 'professional' }) planName: string;
  @ApiProperty({ example: 'Profesional' }) displayName: string;
  @ApiProperty({ type: Number, nullable: true, example: 50, description: 'Su límite; null = ilimitado.' }) limit: number | null;
}

export class ProposalUsageDto {
  @ApiProperty({ example: 7, description: 'Propuestas enviadas este mes (mes natural en Madrid), sea cual sea su estado.' }) used: number;
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'null = ilimitadas.' }) limit: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'null = ilimitadas.' }) remaining: number | null;
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Cuándo vuelve a 0: día 1 del mes siguiente, 00:00 en Madrid.' })
  resetsAt: string;
  @ApiProperty({ type: UpgradeOptionDto, nullable: true }) upgradeTo: UpgradeOptionDto | null;
}

export class GalleryUsageDto {
  @ApiProperty({ example: 7, description: 'Imágenes de la galería, también las ocultas por el plan.' }) used: number;
  @ApiProperty({ example: 5 }) visible: number;
  @ApiProperty({ example: 2, description: 'Ocultas porque el plan muestra menos; nunca se borran.' }) hiddenByPlan: number;
  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'null = ilimitadas.' }) limit: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 0, description: 'Imágenes que aún se pueden subir; null = sin límite.' })
  remaining: number | null;
  @ApiProperty({ type: UpgradeOptionDto, nullable: true }) upgradeTo: UpgradeOptionDto | null;
}

/** `GET /me/entitlements`: what the company's plan gives now and how much of it is used. */
export class EntitlementsDto extends PlanEntitlementsFieldsDto {
  @ApiProperty({ type: EntitlementsPlanDto, nullable: true, description: 'null sin suscripción.' }) plan: EntitlementsPlanDto | null;
  @ApiProperty({ description: 'Prueba vigente, activa o con pago pendiente; sin acceso no se envían propuestas ni se suben imágenes.' })
  hasAccess: boolean;
  @ApiProperty({ type: ProposalUsageDto }) proposals: ProposalUsageDto;
  @ApiProperty({ type: GalleryUsageDto }) gallery: GalleryUsageDto;
}
