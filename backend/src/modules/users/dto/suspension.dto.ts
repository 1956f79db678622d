import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const SUSPENSION_REASON_MAX = 500;
export const SUSPENSION_REASON_REQUIRED = 'El motivo de la suspensión es obligatorio';
export const SUSPENSION_REASON_TOO_LONG = `El motivo de la suspensión no puede superar ${SUSPENSION_REASON_MAX} caracteres.`;

/** Body of `POST /api/admin/{companies|users}/:id/suspend` (spec 5: "Suspension needs a non-empty reason"). */
export class SuspensionDto {
  @ApiProperty({
    maxLength: SUSPENSION_REASON_MAX,
    example: 'Reseñas falsas reiteradas',
    description: 'Se guarda sin espacios al principio ni al final.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // Decorators register bottom-up, and the first error is the message: missing, non-text and
  // blank all get the spec's one message before the length is judged.
  @MaxLength(SUSPENSION_REASON_MAX, { message: SUSPENSION_REASON_TOO_LONG })
  @IsNotEmpty({ message: SUSPENSION_REASON_REQUIRED })
  @IsString({ message: SUSPENSION_REASON_REQUIRED })
  @IsDefined({ message: SUSPENSION_REASON_REQUIRED })
  reason: string;
}
