import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { lowerCaseEmail } from './register.dto.js';

/** `POST /auth/login`. Any well-formed pair is checked; format rules belong to registration. */
export class LoginDto {
  @ApiProperty({ example: 'ana@example.com' })
  @lowerCaseEmail()
  @MaxLength(254)
  @IsNotEmpty({ message: 'El email es obligatorio.' })
  @IsString({ message: 'El email es obligatorio.' })
  email: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'La contraseña es obligatoria.' })
  @IsString({ message: 'La contraseña es obligatoria.' })
  password: string;

  @ApiPropertyOptional({ description: 'Mantener la sesión 30 días (si no, hasta cerrar el navegador, como mucho 24 horas).' })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}
