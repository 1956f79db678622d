import { ApiProperty } from '@nestjs/swagger';

export class SampleRequestsToolDto {
  @ApiProperty({ description: 'false cuando faltan AI_API_URL o AI_API_KEY (la herramienta se oculta).' })
  enabled: boolean;

  @ApiProperty({ example: 'deepseek-chat' })
  model: string;
}

export class AdminToolsDto {
  @ApiProperty({ type: SampleRequestsToolDto })
  sampleRequests: SampleRequestsToolDto;
}

export class SampleRequestDto {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String], description: 'Servicios del catálogo.' }) services: string[];
  @ApiProperty({ description: 'Ciudad del catálogo.' }) city: string;
  @ApiProperty({ description: 'Provincia de la ciudad.' }) province: string;
}

export class SampleRequestsDto {
  @ApiProperty({ type: [SampleRequestDto], description: 'Hasta 10; no se guardan.' })
  items: SampleRequestDto[];

  @ApiProperty({ format: 'date-time' })
  generatedAt: string;

  @ApiProperty()
  model: string;
}
