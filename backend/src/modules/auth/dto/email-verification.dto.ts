import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { lowerCaseEmail } from './register.dto.js';

const INVALID_LINK = 'El enlace de verificación no es válido. Comprueba que lo has copiado entero o pide uno nuevo.';

/** `POST /auth/verify-email`: the token of the e-mailed link. */
export class VerifyEmailDto {
  @ApiProperty()
  @MaxLength(256, { message: INVALID_LINK })
  @IsNotEmpty({ message: INVALID_LINK })
  @IsString({ message: INVALID_LINK })
  token: string;
}

/** `POST /auth/email-change`: the new address and the current password. */
export class EmailChangeDto {
  @ApiProperty({ example: 'nuevo@example.com' })
  @lowerCaseEmail()
  @MaxLength(254, { message: 'El email no es válido.' })
  @IsEmail({}, { message: 'El email no es válido.' })
  newEmail: string;

  @ApiProperty()
  @MaxLength(256, { message: 'La contraseña actual no es correcta.' })
  @IsNotEmpty({ message: 'Escribe tu contraseña actual.' })
  @IsString({ message: 'Escribe tu contraseña actual.' })
  password: string;
}

export class VerificationStatusDto {
  @ApiProperty() email: string;
  @ApiProperty() verified: boolean;
  @ApiProperty({ type: String, nullable: true }) verifiedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'La nueva dirección de un cambio pendiente de confirmar.' })
  pendingEmail: string | null;
}

export class PublishedDraftsDto {
  @ApiProperty() requests: number;
  @ApiProperty() proposals: number;
}

export class VerifiedEmailDto {
  @ApiProperty() message: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Si el enlace completaba un cambio de email.' }) changed: boolean;
  @ApiProperty({ type: PublishedDraftsDto, description: 'Borradores publicados o enviados al verificar.' })
  published: PublishedDraftsDto;
}

export class EmailChangeResponseDto {
  @ApiProperty() message: string;
  @ApiProperty() pendingEmail: string;
}
