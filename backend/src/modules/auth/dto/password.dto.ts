import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { lowerCaseEmail, PasswordField } from './register.dto.js';

/** `POST /auth/forgot-password`. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'ana@example.com' })
  @lowerCaseEmail()
  @MaxLength(254)
  @IsEmail({}, { message: 'El email no es válido.' })
  email: string;
}

/** `POST /auth/reset-password`: the token from the emailed link and the new password. */
export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(256)
  @IsNotEmpty({ message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.' })
  @IsString({ message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.' })
  token: string;

  @ApiProperty({ minLength: 8 })
  @PasswordField()
  password: string;
}
