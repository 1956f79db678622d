import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { CompanyDocumentKind, CompanyDocumentStatus } from '../../../database/enums.js';
import { DocumentMessages } from '../documents-errors.js';
import { CompanyBadgeDto } from './badge.dto.js';

/** One version of a document as its company sees it (`GET /api/me/documents`). */
export class OwnDocumentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(apiEnum('CompanyDocumentKind')) kind: CompanyDocumentKind;
  @ApiProperty(apiEnum('CompanyDocumentStatus')) status: CompanyDocumentStatus;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Último día de validez; null si no caduca.' })
  expiresOn: string | null;
  @ApiProperty({ example: 'poliza-rc-2026.pdf' }) originalName: string;
  @ApiProperty({ enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] }) mimeType: string;
  @ApiProperty({ example: 254_000 }) sizeBytes: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Motivo del rechazo (solo `rejected`).' }) rejectionReason: string | null;
  @ApiProperty({ description: 'Es la versión aprobada y vigente de su tipo: la que da la insignia.' }) current: boolean;
}

/** The company's documents screen: every version, and what the public sees now. */
export class MyDocumentsDto {
  @ApiProperty({ description: '«Verificado»: un superadministrador aprobó su CIF.' }) verified: boolean;
  @ApiProperty({ type: [CompanyBadgeDto], description: 'Las insignias que ve el público hoy.' }) badges: CompanyBadgeDto[];
  @ApiProperty({ type: [OwnDocumentDto], description: 'Todas las versiones, la más reciente primero.' }) items: OwnDocumentDto[];
  @ApiProperty({ example: 10_485_760, description: 'Tamaño máximo de un archivo, en bytes.' }) maxBytes: number;
}

/** A document in the review queue (`/api/admin/documents`). */
export class AdminDocumentDto extends OwnDocumentDto {
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ description: 'Parámetro de /company/{seoParam} (la ficha pública).' }) companySeoParam: string;
  @ApiProperty({ description: 'La empresa está «Verificada» ahora (CIF aprobado).' }) companyVerified: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) reviewerId: string | null;
  @ApiProperty({ type: String, nullable: true }) reviewerName: string | null;
}

/** `POST /api/admin/documents/:id/reject`. */
export class RejectDocumentDto {
  @ApiProperty({ maxLength: 500, example: 'La póliza no está a nombre de la empresa.', description: 'Lo ve la empresa.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // Decorators register bottom-up and the first error is the message: missing, non-text and blank
  // all say the reason is required before the length is judged.
  @MaxLength(500, { message: DocumentMessages.REASON_TOO_LONG })
  @IsNotEmpty({ message: DocumentMessages.REASON_REQUIRED })
  @IsString({ message: DocumentMessages.REASON_REQUIRED })
  @IsDefined({ message: DocumentMessages.REASON_REQUIRED })
  reason: string;
}

/** The multipart form of `POST /api/me/documents` (OpenAPI only: the controller reads the parts itself). */
export class UploadDocumentFormDto {
  @ApiProperty(apiEnum('CompanyDocumentKind')) kind: CompanyDocumentKind;
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2027-03-31',
    description:
      'Último día de validez (AAAA-MM-DD, posterior a hoy). Obligatoria en los seguros, opcional en la autorización, no se admite en el CIF.',
  })
  expiresOn?: string;
  @ApiProperty({ type: 'string', format: 'binary', description: 'PDF, JPEG, PNG o WebP de hasta 10 MB (se reconoce por su contenido).' })
  file: unknown;
}
