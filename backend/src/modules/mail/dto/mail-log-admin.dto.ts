import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { MailStatus } from '../../../database/enums.js';

/** A mail_log row as the backoffice shows it (never the payload: it may hold reset links). */
export class MailLogAdminDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Identifica el correo lógico, p. ej. password-reset:<id>.' }) dedupeKey: string;
  @ApiProperty() to: string;
  @ApiProperty({ description: 'Plantilla: password-reset, newsletter-confirm, invoice-issued…' }) template: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty(apiEnum('MailStatus')) status: MailStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Error del último intento.' }) error: string | null;
  @ApiProperty({ description: 'Se puede reintentar: no enviado y con los datos del correo guardados.' }) retryable: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Cuándo dejó de reintentarse solo (MAIL_GIVE_UP_AFTER_MS).',
  })
  gaveUpAt: string | null;
}
