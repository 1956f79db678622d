import { ApiProperty } from '@nestjs/swagger';
import { CompanyCardDto } from '../companies/dto/company.dto.js';

export class CompanyMatchDto {
  @ApiProperty({ type: CompanyCardDto }) company: CompanyCardDto;
  @ApiProperty({
    example: 86.4,
    description:
      'Puntos sobre 100, con 1 decimal: servicios 35 × la proporción de los servicios pedidos que ofrece, categoría 10, distancia 25 (todo hasta 25 km, nada desde 400 km), valoración 15 (media bayesiana), verificada 7, respuesta en menos de 24 h 5, logo 1,5 y descripción propia 1,5. Ver docs/decisions.md.',
  })
  score: number;
  @ApiProperty({ example: 86, description: 'La puntuación sobre la máxima alcanzable (100), redondeada.' }) matchPercent: number;
  @ApiProperty({ type: [String], description: 'Servicios de la empresa que pide la solicitud.' }) matchingServices: string[];
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: 'Km por carretera estimados de la base de la empresa al origen; null si alguno de los dos no tiene coordenadas.',
  })
  distanceKm: number | null;
  @ApiProperty({
    type: [String],
    example: ['A 12 km del origen', 'Verificada', '4,8 ★ (40 opiniones)', 'Responde en menos de 24 h'],
    description: 'Por qué se recomienda, en frases cortas para la tarjeta.',
  })
  reasons: string[];
}

export class CompanyMatchListDto {
  @ApiProperty({ type: [CompanyMatchDto] }) items: CompanyMatchDto[];
}
