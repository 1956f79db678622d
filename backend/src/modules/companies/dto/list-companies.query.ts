import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Min, MaxLength } from 'class-validator';
import { CursorQuery } from '../../../common/pagination/cursor-query.js';
import { PageQuery, ToOptionalNumber } from '../../../common/pagination/pagination.js';
import { TrimToUndefined } from '../../../common/validation/validators.js';
import { FEATURED_PLACEMENTS, type FeaturedPlacement } from '../featured-ranking.js';

/** Directory page size (spec 9) and the largest one a caller may ask for. */
export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_MAX_PAGE_SIZE = 48;
export const LATEST_DEFAULT = 6;
export const LATEST_MAX = 12;

/** `GET /companies`: blank values count as not sent. */
export class ListCompaniesQuery extends PageQuery {
  @ApiPropertyOptional({
    description: 'Texto libre (nombre, descripción, ciudad, provincia, servicios); sin distinguir acentos ni mayúsculas.',
  })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({ description: 'Un servicio (nombre o slug de categoría del catálogo, p. ej. "Mudanzas").' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  service?: string;

  @ApiPropertyOptional({ description: 'Provincia o ciudad (el filtro del directorio incluye Bilbao, que es ciudad).' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  province?: string;

  @ApiPropertyOptional()
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  city?: string;

  @CursorQuery()
  cursor?: string;

  @ApiPropertyOptional({
    enum: FEATURED_PLACEMENTS,
    default: 'directory',
    description:
      'Dónde se muestra la lista, que decide qué empresas destacadas se suben: `directory` (directorio y búsquedas: planes ' +
      'Profesional y Premium), `landing` (páginas de ciudad y de servicio: solo Premium), `none` (ninguna, p. ej. un selector).',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(FEATURED_PLACEMENTS, { message: 'La ubicación del listado no es válida (directory, landing o none).' })
  placement?: Exclude<FeaturedPlacement, 'home' | 'search'>;
}

export class LatestCompaniesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: LATEST_MAX, default: LATEST_DEFAULT, description: 'Un valor mayor que 12 se reduce a 12.' })
  @ToOptionalNumber()
  @IsOptional()
  @Min(1, { message: 'El límite debe ser un número entero mayor o igual que 1.' })
  @IsInt({ message: 'El límite debe ser un número entero mayor o igual que 1.' })
  limit?: number;
}
