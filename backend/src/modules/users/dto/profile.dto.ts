import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { AuthMessages } from '../../../common/auth/auth-errors.js';
import { IsAbsent } from '../../../common/validation/validators.js';
import { UserType } from '../../../database/enums.js';

/** Optional profile text: trimmed; blank or null clears it. */
const ClearableText =
  (max: number): PropertyDecorator =>
  (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };

/** `PATCH /me/profile`: only what is sent changes (spec 5: full name required, email immutable). */
export class UpdateProfileDto {
  @ApiPropertyOptional({ description: 'Si se envía, no puede estar en blanco.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value !== undefined)
  @IsDefined({ message: AuthMessages.FULL_NAME_REQUIRED }) // null and blank land here
  @MaxLength(150)
  @IsString({ message: AuthMessages.FULL_NAME_REQUIRED })
  fullName?: string;

  @ApiPropertyOptional({ nullable: true, type: String }) @ClearableText(30) phone?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @ClearableText(255) address?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @ClearableText(100) city?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @ClearableText(100) province?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @ClearableText(10) postalCode?: string | null;

  /** Declared only to refuse it with its own message. */
  @ApiPropertyOptional({ type: String, description: 'No se puede cambiar: enviarlo es un error 400.', readOnly: true })
  @IsAbsent(AuthMessages.EMAIL_IMMUTABLE)
  email?: string;
}

export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) province: string | null;
  @ApiProperty({ nullable: true, type: String }) postalCode: string | null;
  @ApiProperty(apiEnum('UserType', { description: 'Tipo efectivo (roles incluidos).' })) userType: UserType;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
