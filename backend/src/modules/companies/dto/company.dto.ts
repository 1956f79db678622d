import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { CompanyStatus } from '../../../database/enums.js';
import { CompanyBadgeDto } from '../../documents/dto/badge.dto.js';

export class RatingDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.3,
    description: 'Media ponderada (cada reseña «Contratado en Rutalia» cuenta el doble), redondeada a 1 decimal; null sin reseñas.',
  })
  average: number | null;

  @ApiProperty({ example: 12, description: 'Número de reseñas (cada una cuenta una vez).' })
  count: number;

  @ApiProperty({ example: 3, description: 'Cuántas son «Contratado en Rutalia» (de un trabajo contratado y completado).' })
  verifiedCount: number;
}

export class CompanyImageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '/uploads/companies/<id>/<aleatorio>.webp' }) url: string;
  @ApiProperty({ description: 'Miniatura 400×300 (la propia imagen si no hay).' }) thumbnailUrl: string;
  @ApiProperty({ type: Number, nullable: true }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
  @ApiPropertyOptional({
    description:
      'Solo en /companies/me: el plan muestra menos imágenes y esta no se ve en la ficha pública («Oculta por tu plan»). Vuelve a verse al cambiar a un plan mayor o al borrar otras.',
  })
  hiddenByPlan?: boolean;
}

const VERIFIED_DESCRIPTION = '«Verificado»: un superadministrador comprobó su CIF (documento aprobado y vigente).';
const BADGES_DESCRIPTION =
  'Documentos comprobados por un superadministrador y vigentes hoy, en este orden: CIF, autorización de transporte, seguro de ' +
  'responsabilidad civil y seguro de mercancías (los seguros, con su fecha). Uno caducado desaparece.';

/** What lists show (directory, home grid, location pages, matches): no contact data. */
export class CompanyCardDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mudanzas-hermanos-ruiz' }) slug: string;
  @ApiProperty({ example: 'mudanzas-hermanos-ruiz-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', description: 'Parámetro de /company/{seoParam}.' })
  seoParam: string;
  @ApiProperty() companyName: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ description: 'Texto plano de la descripción, como mucho 150 caracteres.' }) excerpt: string;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty({ description: VERIFIED_DESCRIPTION }) verified: boolean;
  @ApiProperty({ type: [CompanyBadgeDto], description: BADGES_DESCRIPTION }) badges: CompanyBadgeDto[];
  @ApiProperty({ type: RatingDto }) rating: RatingDto;
  @ApiProperty({
    description:
      'Posición patrocinada: la empresa tiene un plan que la destaca (Profesional en el directorio y las búsquedas; Premium también ' +
      'en el inicio y las páginas de ciudad y servicio) y esta lista la ha subido dentro de su grupo de relevancia. ' +
      'Solo true donde se aplicó; la web la marca «Destacada».',
  })
  featured: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** The company page: everything public, contact data included (spec 2, Company detail). */
export class CompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() seoParam: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactPerson: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ description: 'HTML saneado.' }) description: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty({ type: [CompanyImageDto] }) images: CompanyImageDto[];
  @ApiProperty({ description: VERIFIED_DESCRIPTION }) verified: boolean;
  @ApiProperty({ type: [CompanyBadgeDto], description: BADGES_DESCRIPTION }) badges: CompanyBadgeDto[];
  @ApiProperty({ type: RatingDto }) rating: RatingDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 95,
    description: 'Mediana de minutos entre abrir una solicitud y enviar su propuesta (últimas 50); null con menos de 3 casos.',
  })
  responseMinutes: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** The owner's view (`/companies/me`): the public company plus its moderation state. */
export class OwnCompanyDto extends CompanyDto {
  @ApiProperty(apiEnum('CompanyStatus')) status: CompanyStatus;
  @ApiProperty({ description: 'false: desactivada, no aparece en el sitio.' }) isActive: boolean;
  @ApiProperty({ description: 'Visible en el directorio (activa y con estado active).' }) visible: boolean;
  @ApiProperty({ type: String, nullable: true }) suspensionReason: string | null;
}

export class CompanyCardPageDto {
  @ApiProperty({ type: [CompanyCardDto] }) items: CompanyCardDto[];
  @ApiProperty({ description: 'Empresas que coinciden; con `totalCapped`, solo un mínimo (se cuenta hasta 1.000).' }) total: number;
  @ApiProperty({ description: 'Hay más de `total` (1.000) resultados: «más de 1.000 resultados».' }) totalCapped: boolean;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Cursor de la página siguiente (parámetro `cursor`), o null en la última.',
  })
  nextCursor: string | null;
}

export class CompanyCardListDto {
  @ApiProperty({ type: [CompanyCardDto] }) items: CompanyCardDto[];
}

export class SkippedFileDto {
  @ApiProperty({ description: 'Nombre del archivo tal como se envió.' }) file: string;
  @ApiProperty({ example: 'foto.png es demasiado grande. Máximo 5MB por imagen.' }) message: string;
}

export class UploadImagesResultDto {
  @ApiProperty({ type: [CompanyImageDto] }) uploaded: CompanyImageDto[];
  @ApiProperty({ type: [SkippedFileDto] }) skipped: SkippedFileDto[];
}

export class UploadFormDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary' }) file?: unknown;
}
