import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** POST /insights/visits: the page a visit entered the site by, nothing about the visitor. */
export class RecordVisitDto {
  @ApiProperty({ example: '/mudanzas', description: 'Ruta (y consulta) de la página de llegada, empezando por «/».', maxLength: 500 })
  @IsString({ message: 'La ruta debe ser un texto.' })
  @MaxLength(500, { message: 'La ruta debe tener como mucho 500 caracteres.' })
  @Matches(/^\/(?!\/)/, { message: 'La ruta debe empezar por «/».' })
  path: string;
}
