import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthMessages } from '../../../common/auth/auth-errors.js';
import { IsUrlOrEmpty, TextField, TrimToUndefined } from '../../../common/validation/validators.js';

export const REGISTRABLE_USER_TYPES = ['client', 'company', 'admin'] as const;
export type RegistrableUserType = (typeof REGISTRABLE_USER_TYPES)[number];

export const MAX_SERVICES = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const isCompany = (dto: object) => (dto as RegisterDto).userType === 'company';
const isClient = (dto: object) => (dto as RegisterDto).userType === 'client';

export const lowerCaseEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A password as every form takes it: 8 to 128 characters. */
export function PasswordField(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: AuthMessages.PASSWORD_TOO_SHORT })(target, key);
    MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.PASSWORD_TOO_SHORT })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.` })(target, key);
  };
}

/**
 * `POST /auth/register`. Clients need fullName; companies need companyName, contactPerson,
 * phone, city and province (spec 5); admins need an invitation token.
 */
export class RegisterDto {
  @ApiProperty({ enum: REGISTRABLE_USER_TYPES })
  @IsIn(REGISTRABLE_USER_TYPES, { message: 'El tipo de usuario no es válido.' })
  userType: RegistrableUserType;

  @ApiProperty({ example: 'ana@example.com' })
  @lowerCaseEmail()
  @MaxLength(254)
  @IsEmail({}, { message: 'El email no es válido.' })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @PasswordField()
  password: string;

  @ApiPropertyOptional({ description: 'Obligatorio para clientes.' })
  @TextField({ max: 150, required: isClient, requiredMessage: AuthMessages.FULL_NAME_REQUIRED })
  fullName?: string;

  @ApiPropertyOptional({ description: 'Obligatorio para empresas.' })
  @TextField({ max: 30, required: isCompany, requiredMessage: 'El teléfono es obligatorio.' })
  phone?: string;

  @ApiPropertyOptional({ description: 'Obligatoria para empresas.' })
  @TextField({ max: 100, required: isCompany, requiredMessage: 'La ciudad es obligatoria.' })
  city?: string;

  @ApiPropertyOptional({ description: 'Obligatoria para empresas.' })
  @TextField({ max: 100, required: isCompany, requiredMessage: 'La provincia es obligatoria.' })
  province?: string;

  @ApiPropertyOptional({ description: 'Se guarda en el perfil del usuario (no en la empresa).' })
  @TextField({ max: 255 })
  address?: string;

  @ApiPropertyOptional()
  @TextField({ max: 10 })
  postalCode?: string;

  @ApiPropertyOptional({ description: 'Obligatorio para empresas.' })
  @TextField({ max: 200, required: isCompany, requiredMessage: 'El nombre de la empresa es obligatorio.' })
  companyName?: string;

  @ApiPropertyOptional({ description: 'Obligatoria para empresas.' })
  @TextField({ max: 150, required: isCompany, requiredMessage: 'La persona de contacto es obligatoria.' })
  contactPerson?: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_SERVICES, description: 'Se descartan los valores en blanco y los repetidos.' })
  @IsOptional()
  @Transform(({ value }) =>
    Array.isArray(value)
      ? [...new Set(value.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s: unknown) => s !== ''))]
      : value,
  )
  // class-validator runs stacked decorators bottom-up: IsArray first.
  @MaxLength(100, { each: true })
  @IsString({ each: true })
  @ArrayMaxSize(MAX_SERVICES)
  @IsArray()
  services?: string[];

  @ApiPropertyOptional({ description: 'Texto o HTML (se conservan p, br, strong, em, ul, ol, li).' })
  @TextField({ max: 20_000 })
  description?: string;

  @ApiPropertyOptional({ example: 'https://www.transportes-ejemplo.es' })
  @TrimToUndefined()
  @IsOptional()
  @IsUrlOrEmpty()
  @MaxLength(500)
  @IsString()
  website?: string;

  @ApiPropertyOptional({ enum: ['basic', 'professional', 'premium'], default: 'basic' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsOptional()
  @MaxLength(50)
  @IsString()
  subscriptionPlan?: string;

  @ApiPropertyOptional({ description: 'Obligatorio para administradores: el token de la invitación.' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(256)
  @IsString()
  invitationToken?: string;
}
