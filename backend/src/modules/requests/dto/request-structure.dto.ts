import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { DATE_FLEXIBILITIES, SERVICE_CATEGORIES } from '@rutalia/catalog';
import { TextField, TrimToUndefined } from '../../../common/validation/validators.js';
import { RequestMessages } from '../request-errors.js';

export const CATEGORY_SLUGS = SERVICE_CATEGORIES.map((c) => c.slug);
export const DATE_FLEXIBILITY_VALUES = DATE_FLEXIBILITIES.map((f) => f.value);

/** Origin or destination as a client sends it: a place of the catalog (`GET /api/catalog/places`). */
export class PlaceInputDto {
  @ApiProperty({ example: 'Madrid', maxLength: 100 })
  @TextField({ max: 100, required: () => true, requiredMessage: RequestMessages.LOCATION_REQUIRED })
  city: string;

  @ApiProperty({ example: 'Madrid', maxLength: 100, description: 'Provincia española o distrito portugués.' })
  @TextField({ max: 100, required: () => true, requiredMessage: RequestMessages.LOCATION_REQUIRED })
  province: string;

  @ApiPropertyOptional({ example: '28001', description: 'España: 5 cifras, las dos primeras de la provincia. Portugal: 1000-001.' })
  @TextField({ max: 10 })
  postalCode?: string;
}

/**
 * The structured fields of a new or edited request (issue 17). All optional for the validation
 * pipe: the rules that depend on the category are checked by request-structure.ts.
 */
export class RequestStructureFieldsDto {
  @ApiPropertyOptional({
    enum: CATEGORY_SLUGS,
    description: 'Categoría (slug). Con ella la solicitud es estructurada: destino, fecha y detalles según la categoría.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: 'La categoría no es válida.' })
  category?: string;

  @ApiPropertyOptional({ type: PlaceInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlaceInputDto)
  origin?: PlaceInputDto;

  @ApiPropertyOptional({
    type: PlaceInputDto,
    nullable: true,
    description: 'Obligatorio en mudanzas y transporte; no se admite en servicios locales como el almacenaje. null lo quita al editar.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlaceInputDto)
  destination?: PlaceInputDto | null;

  @ApiPropertyOptional({ example: '2026-12-15', description: 'AAAA-MM-DD, de hoy a un año vista (hora de Madrid).' })
  @TextField({ max: 10 })
  date?: string;

  @ApiPropertyOptional({ enum: DATE_FLEXIBILITY_VALUES })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(DATE_FLEXIBILITY_VALUES, { message: 'La flexibilidad de la fecha debe ser exact, week, month o flexible.' })
  dateFlexibility?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Respuestas a las preguntas de la categoría (REQUEST_CATEGORY_FORMS de @rutalia/catalog).',
  })
  @IsOptional()
  @IsObject({ message: 'Los detalles deben ser un objeto con las respuestas.' })
  details?: Record<string, unknown>;
}

/** A place of a request as the API answers it. */
export class RequestPlaceDto {
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: String, nullable: true }) postalCode: string | null;
}

/** One answered question of the details, in words. */
export class RequestDetailLineDto {
  @ApiProperty({ example: 'Planta en origen' }) label: string;
  @ApiProperty({ example: '2.º' }) value: string;
}

export class RequestPhotoDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) width: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) height: number | null;
}
