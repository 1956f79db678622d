import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Spec 9: at least 3 characters; at most 5 results per kind. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_LIMIT = 5;

export class SearchQuery {
  @ApiPropertyOptional({ minLength: SEARCH_MIN_LENGTH, maxLength: 100, description: 'Con menos de 3 caracteres la respuesta viene vacía.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;
}

export class SearchCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() seoParam: string;
  @ApiProperty() companyName: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty({
    description:
      'Posición patrocinada por su plan (Profesional o Premium): subida dentro de su grupo de relevancia; la web la marca «Destacada».',
  })
  featured: boolean;
}

export class SearchRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Parámetro de /job/{seoParam}.' }) seoParam: string;
  @ApiProperty() title: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: [String] }) services: string[];
}

export class SearchResultDto {
  @ApiProperty({ type: [SearchCompanyDto] }) companies: SearchCompanyDto[];
  @ApiProperty({ type: [SearchRequestDto] }) requests: SearchRequestDto[];
}
