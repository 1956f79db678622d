import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASON_MAX_LENGTH, ReportMessages } from '../report-errors.js';

/** What the site lets users report (the table also knows user and message, unused for now). */
export const REPORTABLE_TYPES = ['company', 'request', 'review'] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `POST /reports`. Text is stored as plain text (the backoffice prints it as text). */
export class CreateReportDto {
  @ApiProperty({ enum: REPORTABLE_TYPES })
  @IsIn(REPORTABLE_TYPES, { message: ReportMessages.TYPE })
  @IsDefined({ message: ReportMessages.TYPE })
  reportType: ReportableType;

  @ApiProperty({ format: 'uuid', description: 'Id de la empresa, solicitud o reseña.' })
  @IsUUID('all', { message: ReportMessages.TARGET })
  @IsDefined({ message: ReportMessages.TARGET })
  targetId: string;

  @ApiProperty({ maxLength: REPORT_REASON_MAX_LENGTH, example: 'Información falsa o engañosa' })
  // Validators run bottom-up: required, text, not blank, length.
  @trim()
  @MaxLength(REPORT_REASON_MAX_LENGTH, { message: ReportMessages.REASON_TOO_LONG })
  @IsNotEmpty({ message: ReportMessages.REASON_REQUIRED })
  @IsString({ message: ReportMessages.REASON_TEXT })
  @IsDefined({ message: ReportMessages.REASON_REQUIRED })
  reason: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REPORT_DESCRIPTION_MAX_LENGTH,
    description: 'Texto plano; vacío = sin descripción.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @MaxLength(REPORT_DESCRIPTION_MAX_LENGTH, { message: ReportMessages.DESCRIPTION_TOO_LONG })
  @IsString({ message: ReportMessages.DESCRIPTION_TEXT })
  description?: string | null;
}

export class ReportCreatedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
}
