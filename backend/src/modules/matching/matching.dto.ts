import { ApiProperty } from '@nestjs/swagger';
import { CompanyCardDto } from '../companies/dto/company.dto.js';

export class CompanyMatchDto {
  @ApiProperty({ type: CompanyCardDto }) company: CompanyCardDto;
  @ApiProperty({
    example: 6.5,
    description: '3 por servicio en común, 2 si coincide ciudad o provincia, 0,5 con logo, 0,5 con descripción propia.',
  })
  score: number;
  @ApiProperty({ example: 100, description: 'min(100, score × 20).' }) matchPercent: number;
  @ApiProperty({ type: [String], description: 'Servicios de la empresa que pide la solicitud.' }) matchingServices: string[];
}

export class CompanyMatchListDto {
  @ApiProperty({ type: [CompanyMatchDto] }) items: CompanyMatchDto[];
}
