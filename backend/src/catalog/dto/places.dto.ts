import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { Place, PlaceCountry } from '@rutalia/catalog/places';
import { ToOptionalNumber } from '../../common/pagination/pagination.js';
import type { AssertSameShape, Expect } from '../../common/openapi/same-shape.js';

// The documentation of `GET /api/catalog/places`; the shape mirrors `Place` of @rutalia/catalog
// (checked at the end of the file).

export const PLACES_MAX_LIMIT = 20;
export const PLACES_DEFAULT_LIMIT = 10;
export const PLACES_QUERY_MAX_LENGTH = 60;
const PLACE_COUNTRIES: readonly PlaceCountry[] = ['ES', 'PT'];

export const PlacesMessages = {
  Q_REQUIRED: 'Escribe el nombre del lugar que buscas (parámetro q).',
  Q_TOO_LONG: `La búsqueda no puede superar ${PLACES_QUERY_MAX_LENGTH} caracteres.`,
  LIMIT: `El límite debe ser un número entero entre 1 y ${PLACES_MAX_LIMIT}.`,
  COUNTRY: 'El país debe ser ES (España) o PT (Portugal).',
} as const;

export class PlacesQuery {
  @ApiProperty({
    minLength: 1,
    maxLength: PLACES_QUERY_MAX_LENGTH,
    example: 'sant',
    description: 'Principio del nombre o de una de sus palabras; sin distinguir mayúsculas, acentos ni apóstrofos.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsDefined({ message: PlacesMessages.Q_REQUIRED })
  @MinLength(1, { message: PlacesMessages.Q_REQUIRED })
  @MaxLength(PLACES_QUERY_MAX_LENGTH, { message: PlacesMessages.Q_TOO_LONG })
  @IsString({ message: PlacesMessages.Q_REQUIRED })
  q: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PLACES_MAX_LIMIT, default: PLACES_DEFAULT_LIMIT })
  @ToOptionalNumber()
  @IsOptional()
  @Max(PLACES_MAX_LIMIT, { message: PlacesMessages.LIMIT })
  @Min(1, { message: PlacesMessages.LIMIT })
  @IsInt({ message: PlacesMessages.LIMIT })
  limit?: number;

  @ApiPropertyOptional({ enum: PLACE_COUNTRIES, enumName: 'PlaceCountry', description: 'Solo lugares de ese país.' })
  @IsOptional()
  @IsIn(PLACE_COUNTRIES, { message: PlacesMessages.COUNTRY })
  country?: PlaceCountry;
}

/** A municipality, town or village of Spain or Portugal. */
export class PlaceDto {
  @ApiProperty({ example: 'Sant Cugat del Vallès' }) readonly name: string;
  @ApiProperty({ example: 'Barcelona', description: 'Provincia (España) o distrito (Portugal), como en `GET /api/catalog`.' })
  readonly province: string;
  @ApiProperty({ example: 'barcelona' }) readonly provinceSlug: string;
  @ApiProperty({ example: 'Cataluña', description: 'España: comunidad autónoma o ciudad autónoma. Portugal: región NUTS II del distrito.' })
  readonly community: string;
  @ApiProperty({ enum: PLACE_COUNTRIES, enumName: 'PlaceCountry' }) readonly country: PlaceCountry;
  @ApiProperty({ example: 41.4706, description: 'Latitud WGS84, 4 decimales.' }) readonly lat: number;
  @ApiProperty({ example: 2.0861, description: 'Longitud WGS84, 4 decimales.' }) readonly lon: number;
  @ApiProperty({ type: 'integer', example: 79253, description: 'Población según GeoNames (0 si no consta): solo para ordenar.' })
  readonly population: number;
  @ApiPropertyOptional({ type: [String], description: 'Otros nombres por los que se encuentra (Porto, Donostia, Elx…).' })
  readonly aliases?: readonly string[];
}

/** `GET /api/catalog/places`. */
export class PlaceSearchResultDto {
  @ApiProperty({ type: [PlaceDto], description: 'Coincidencias exactas primero; después, de mayor a menor población.' })
  readonly places: readonly PlaceDto[];
}

export type _PlaceShapes = [Expect<AssertSameShape<PlaceDto, Place>>];
