import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One dependency of the app. */
export class HealthPartStatusDto {
  @ApiProperty({ enum: ['up', 'down'], enumName: 'HealthPartState' }) status: 'up' | 'down';
  @ApiProperty({ type: 'integer' }) latencyMs: number;
  @ApiPropertyOptional({ example: 'sin respuesta', description: 'Motivo breve si no responde (nunca direcciones ni credenciales).' })
  error?: string;
}

export class HealthQueueStatusDto extends HealthPartStatusDto {
  @ApiProperty({ enum: ['redis', 'postgres'], description: 'Dónde guardan sus trabajos las colas (BullMQ).' }) backend: string;
}

/** `GET /api/health`: 200 when every part answers, 503 (same body) otherwise. */
export class HealthReportDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: 'integer' }) uptimeSeconds: number;
  @ApiProperty({ type: HealthPartStatusDto }) database: HealthPartStatusDto;
  /** Only with REDIS_URL (queues, Socket.IO between processes, rate-limit counters). */
  @ApiPropertyOptional({
    type: HealthPartStatusDto,
    description: 'Solo con REDIS_URL (colas, Socket.IO entre procesos, límites de peticiones).',
  })
  redis?: HealthPartStatusDto;
  @ApiProperty({ type: HealthQueueStatusDto }) queue: HealthQueueStatusDto;
}

export type PartStatus = HealthPartStatusDto;
export type HealthReport = HealthReportDto;
