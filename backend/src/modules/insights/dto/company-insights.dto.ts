import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { PlanOfferDto } from '../../subscriptions/plan-offer.js';

/** The counters of a period (the 30 days, one week, or the median company of the peers). */
export class InsightsFiguresDto {
  @ApiProperty({ type: 'integer', description: 'Visitas a su página pública (sin robots, sin la propia empresa ni administradores).' })
  profileViews: number;
  @ApiProperty({
    type: 'integer',
    description: 'Veces que apareció en una página de una lista pública: directorio, búsqueda, inicio, ciudad/servicio.',
  })
  listAppearances: number;
  @ApiProperty({ type: 'integer', description: 'Solicitudes que la empresa abrió por primera vez en el periodo.' })
  jobViews: number;
  @ApiProperty({ type: 'integer', description: 'Propuestas enviadas en el periodo.' })
  proposalsSent: number;
  @ApiProperty({ type: 'integer', description: 'De las enviadas en el periodo, las aceptadas (hasta hoy).' })
  proposalsAccepted: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'round(100 × aceptadas / enviadas); null sin propuestas.' })
  winRate: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Mediana de minutos entre abrir una solicitud y enviar la propuesta (propuestas del periodo); null sin datos.',
  })
  medianResponseMinutes: number | null;
}

/** One week of the breakdown: Monday to Sunday (Madrid), cut to the 30-day window at both ends. */
export class InsightsWeekDto extends InsightsFiguresDto {
  @ApiProperty({ format: 'date', example: '2026-11-16' }) from: string;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) to: string;
}

/** The median company of the same category and province (or all Spain when the province has too few), recomputed every hour. */
export class InsightsPeersDto {
  @ApiProperty(
    apiEnum('InsightsPeerScope', { description: '`province`: misma categoría y provincia; `country`: misma categoría en España.' }),
  )
  scope: 'province' | 'country';
  @ApiProperty({ example: 'mudanzas' }) categorySlug: string;
  @ApiProperty({ example: 'Mudanzas' }) categoryName: string;
  @ApiProperty({ type: String, nullable: true, example: 'Madrid', description: 'null con `scope: country`.' }) province: string | null;
  @ApiProperty({ type: 'integer', description: 'Empresas del grupo (la propia incluida si es visible); nunca menos de 6.' })
  companies: number;
  @ApiProperty({ type: InsightsFiguresDto, description: 'Mediana de cada cifra por separado.' }) median: InsightsFiguresDto;
}

/** GET /me/insights. */
export class CompanyInsightsDto {
  @ApiProperty(
    apiEnum('PlanInsights', {
      description: '`none`: el plan no incluye estadísticas (sin cifras); `headline`: cifras de 30 días; `full`: además, por semana.',
    }),
  )
  level: 'none' | 'headline' | 'full';
  @ApiProperty({ format: 'date', description: 'Primer día del periodo (hoy − 29, hora de Madrid).' }) from: string;
  @ApiProperty({ format: 'date', description: 'Hoy (hora de Madrid).' }) to: string;
  @ApiProperty({ type: InsightsFiguresDto, nullable: true, description: 'null con `level: none`.' }) totals: InsightsFiguresDto | null;
  @ApiProperty({
    type: InsightsPeersDto,
    nullable: true,
    description: 'null con `level: none`, sin categoría reconocible o con menos de 6 empresas de su categoría en toda España.',
  })
  peers: InsightsPeersDto | null;
  @ApiProperty({ type: [InsightsWeekDto], nullable: true, description: 'Solo con `level: full`: de la semana más antigua a la actual.' })
  weeks: InsightsWeekDto[] | null;
  @ApiPropertyOptional({
    type: PlanOfferDto,
    nullable: true,
    description: 'Con `none`: el plan más barato con estadísticas; con `headline`: el más barato con el desglose completo.',
  })
  upgradeTo: PlanOfferDto | null;
}
