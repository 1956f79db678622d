import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AssertSameShape, Expect } from '../../common/openapi/same-shape.js';
import type { DetailField, RequestCategoryForm } from '@rutalia/catalog';

class FormOptionDto {
  @ApiProperty({ example: 'piso' }) value: string;
  @ApiProperty({ example: 'Piso' }) label: string;
}

/** One question of a category's form; which of the optional fields it has depends on `type`. */
export class DetailFieldDto {
  @ApiProperty({ example: 'rooms', description: 'Clave en `details`.' }) key: string;
  @ApiProperty({ example: 'Habitaciones' }) label: string;
  @ApiProperty({ enum: ['select', 'multi', 'number', 'boolean', 'text'] }) type: DetailField['type'];
  @ApiPropertyOptional() required?: boolean;
  @ApiPropertyOptional() help?: string;
  @ApiPropertyOptional({ type: [FormOptionDto], description: 'select y multi.' }) options?: FormOptionDto[];
  @ApiPropertyOptional({ description: 'number.' }) min?: number;
  @ApiPropertyOptional({ description: 'number.' }) max?: number;
  @ApiPropertyOptional({ description: 'number: solo enteros.' }) integer?: boolean;
  @ApiPropertyOptional({ example: 'm³', description: 'number.' }) unit?: string;
  @ApiPropertyOptional({ description: 'text.' }) maxLength?: number;
}

class AtLeastOneDto {
  @ApiProperty({ type: [String] }) keys: string[];
  @ApiProperty() message: string;
}

/** The questions of one category (@rutalia/catalog REQUEST_CATEGORY_FORMS). */
export class RequestCategoryFormDto {
  @ApiProperty({ example: 'mudanzas' }) category: string;
  @ApiProperty({ enum: ['required', 'optional', 'none'], description: 'Si la solicitud lleva destino.' })
  route: RequestCategoryForm['route'];
  @ApiProperty({ example: '¿Cómo es tu mudanza?' }) question: string;
  @ApiProperty({ type: [DetailFieldDto] }) fields: DetailFieldDto[];
  @ApiPropertyOptional({ type: [AtLeastOneDto], description: 'Grupos de preguntas de las que hay que contestar al menos una.' })
  atLeastOne?: AtLeastOneDto[];
}

export class RequestFormsDto {
  @ApiProperty({ type: [RequestCategoryFormDto] }) forms: RequestCategoryFormDto[];
  @ApiProperty({ type: [FormOptionDto], description: 'Valores de `dateFlexibility`.' }) dateFlexibilities: FormOptionDto[];
  @ApiProperty({ example: 8 }) maxPhotos: number;
}

type FieldKeys = keyof DetailFieldDto;
type CatalogFieldKeys = DetailField extends infer F ? (F extends DetailField ? keyof F : never) : never;
export type _DetailFieldMatch = Expect<AssertSameShape<Record<FieldKeys, true>, Record<CatalogFieldKeys, true>>>;
