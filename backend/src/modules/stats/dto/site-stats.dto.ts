import { ApiProperty } from '@nestjs/swagger';
import { JOB_SERVICE_FILTERS, type JobServiceFilter } from '@rutalia/catalog';

/** `GET /stats` (site/src/features/stats/stats.api.ts). */
export class SiteStatsDto {
  @ApiProperty({ description: 'Empresas visibles en el directorio.' })
  companies: number;

  @ApiProperty({ description: 'Solicitudes publicadas desde siempre.' })
  requests: number;

  @ApiProperty({ description: 'Solicitudes activas.' })
  activeRequests: number;

  @ApiProperty({ type: Number, nullable: true, description: '% de reseñas con 4 o 5 estrellas; null sin reseñas.' })
  satisfactionPercent: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mediana de horas hasta la primera propuesta (solicitudes de los últimos 90 días); null sin propuestas.',
  })
  medianResponseHours: number | null;

  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(JOB_SERVICE_FILTERS.map((filter) => [filter.value, { type: 'integer' }])),
    required: JOB_SERVICE_FILTERS.map((filter) => filter.value),
    selfRequired: true,
    description: 'Solicitudes activas por su categoría (slug), igual que GET /requests?category=.',
    example: { 'transporte-nacional': 30, almacenaje: 5, mudanzas: 12 },
  })
  requestCategories: Record<JobServiceFilter, number>;
}
