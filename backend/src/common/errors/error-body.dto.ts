import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One invalid field of a 400 VALIDATION_ERROR. */
export class FieldErrorDto {
  @ApiProperty({ example: 'email' }) field: string;
  @ApiProperty({ example: 'El email no es válido.' }) message: string;
}

/**
 * The body of every error answer (4xx and 5xx), in Spanish. Documented once as a named schema
 * (an extra model of the document) so that clients type errors from the contract too.
 */
export class ErrorBodyDto {
  @ApiProperty({ example: 409 }) statusCode: number;
  @ApiProperty({
    example: 'CONFLICT',
    description: 'Estable para el código: VALIDATION_ERROR, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT… (docs/api.md).',
  })
  code: string;
  @ApiProperty({ example: 'Ya existe un registro con esos datos.' }) message: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Solo en VALIDATION_ERROR: el primer error de cada campo.' })
  errors?: FieldErrorDto[];
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Solo en algunos códigos: los datos del mensaje (p. ej. PLAN_LIMIT_REACHED: used, limit, plan, upgradeTo).',
  })
  details?: Record<string, unknown>;
}
