import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { SERVICE_CATEGORIES } from '@rutalia/catalog';
import { ToOptionalNumber } from '../../../../common/pagination/pagination.js';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

export const FUNNEL_MIN_WEEKS = 4;
export const FUNNEL_MAX_WEEKS = 26;
export const FUNNEL_DEFAULT_WEEKS = 12;
/** `?category=none`: requests without a category and visits that entered by a page without one. */
export const FUNNEL_NO_CATEGORY = 'none';
export const FUNNEL_NO_CATEGORY_NAME = 'Sin categoría';
const CATEGORY_FILTERS = [...SERVICE_CATEGORIES.map((c) => c.slug), FUNNEL_NO_CATEGORY];

export const FunnelMessages = {
  WEEKS: `El número de semanas debe ser un número entero entre ${FUNNEL_MIN_WEEKS} y ${FUNNEL_MAX_WEEKS}.`,
  CATEGORY: `La categoría debe ser el slug de una categoría de servicios o «${FUNNEL_NO_CATEGORY}» (sin categoría).`,
} as const;

/** `GET /admin/insights/funnel?weeks&category`. */
export class FunnelQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: FUNNEL_MIN_WEEKS, maximum: FUNNEL_MAX_WEEKS, default: FUNNEL_DEFAULT_WEEKS })
  @ToOptionalNumber()
  @IsOptional()
  @Max(FUNNEL_MAX_WEEKS, { message: FunnelMessages.WEEKS })
  @Min(FUNNEL_MIN_WEEKS, { message: FunnelMessages.WEEKS })
  @IsInt({ message: FunnelMessages.WEEKS })
  weeks?: number;

  @ApiPropertyOptional({
    enum: CATEGORY_FILTERS,
    example: 'mudanzas',
    description: `Solo una categoría (slug), o \`${FUNNEL_NO_CATEGORY}\`: solicitudes sin categoría y visitas que entraron por una página sin ella.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CATEGORY_FILTERS, { message: FunnelMessages.CATEGORY })
  category?: string;
}

/** The four steps of the funnel over some period. */
export class FunnelStepsDto {
  @ApiProperty({ type: 'integer', description: 'Visitas que entraron en la web (sin robots), por la categoría de la página de llegada.' })
  visitors: number;
  @ApiProperty({ type: 'integer', description: 'Solicitudes creadas en el periodo, en cualquier estado (también canceladas y cerradas).' })
  requests: number;
  @ApiProperty({ type: 'integer', description: 'De esas solicitudes, las que tienen al menos una propuesta (recibida hasta hoy).' })
  requestsWithProposal: number;
  @ApiProperty({ type: 'integer', description: 'De esas solicitudes, las que tienen una propuesta aceptada (hasta hoy).' })
  hired: number;
}

/** One Monday-to-Sunday week (Madrid); the current one ends today. */
export class FunnelWeekDto extends FunnelStepsDto {
  @ApiProperty({ format: 'date', example: '2026-11-16', description: 'Lunes (hora de Madrid).' }) from: string;
  @ApiProperty({ format: 'date', example: '2026-11-22', description: 'Domingo, u hoy en la semana en curso.' }) to: string;
}

/** The whole period for one category. */
export class FunnelCategoryDto extends FunnelStepsDto {
  @ApiProperty({ example: 'mudanzas', description: "Slug de la categoría; '' para «Sin categoría»." }) slug: string;
  @ApiProperty({ example: 'Mudanzas' }) name: string;
}

/** `GET /admin/insights/funnel`. */
export class MarketplaceFunnelDto {
  @ApiProperty({ type: [FunnelWeekDto], description: 'Las semanas pedidas, de la más antigua a la actual (parcial), con ceros.' })
  weeks: FunnelWeekDto[];
  @ApiProperty({
    type: [FunnelCategoryDto],
    description: "Totales del periodo por categoría: las 14 del catálogo y «Sin categoría» (slug ''), con ceros; con `category`, solo esa.",
  })
  categories: FunnelCategoryDto[];
  @ApiProperty({ type: FunnelStepsDto, description: 'Totales del periodo (con el filtro de categoría, si lo hay).' })
  totals: FunnelStepsDto;
}
