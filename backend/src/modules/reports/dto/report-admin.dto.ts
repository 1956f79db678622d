import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { REPORT_NOTE_MAX_LENGTH, ReportMessages } from '../report-errors.js';

/** `POST /admin/reports/:id/resolve|dismiss`: the note goes to the audit log as the reason. */
export class CloseReportDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REPORT_NOTE_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @MaxLength(REPORT_NOTE_MAX_LENGTH, { message: ReportMessages.NOTE_TOO_LONG })
  @IsString({ message: ReportMessages.NOTE_TEXT })
  note?: string | null;
}

/** One report as the backoffice shows it. */
export class AdminReportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(apiEnum('ReportType')) reportType: string;
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Nombre de la empresa, título de la solicitud o extracto de la reseña; null si ya no existe.',
  })
  targetLabel: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/company/transportes-ejemplo-<id>',
    description: 'Ruta pública en el sitio, si hoy es visible.',
  })
  targetUrl: string | null;
  @ApiProperty({ description: 'El contenido sigue existiendo.' }) targetExists: boolean;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty(apiEnum('ReportStatus')) status: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) reporterId: string | null;
  @ApiProperty({ type: String, nullable: true }) reporterName: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) reviewerId: string | null;
  @ApiProperty({ type: String, nullable: true }) reviewerName: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) resolvedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
