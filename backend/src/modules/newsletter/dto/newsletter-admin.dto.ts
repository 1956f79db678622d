import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { NewsletterStatus } from '../../../database/enums.js';

/** A subscription as the backoffice lists it (never its tokens). */
export class NewsletterSubscriberAdminDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty(apiEnum('NewsletterStatus')) status: NewsletterStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unsubscribedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export const EXPORT_STATUSES = [...Object.values(NewsletterStatus), 'all'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** `GET /admin/newsletter-subscribers/export.csv?status=`: confirmed addresses unless asked otherwise. */
export class NewsletterExportQuery {
  @ApiPropertyOptional({ enum: EXPORT_STATUSES, default: NewsletterStatus.Confirmed })
  @IsOptional()
  @IsIn(EXPORT_STATUSES, { message: 'El estado debe ser pending, confirmed, unsubscribed o all.' })
  status?: ExportStatus;
}
