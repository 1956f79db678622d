import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsEmail, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsUrlOrEmpty } from '../../../common/validation/validators.js';
import { CompanyMessages } from '../company-errors.js';

export const MAX_COMPANY_SERVICES = 30;
export const MAX_DESCRIPTION_LENGTH = 20_000;

/** Trimmed; blank becomes null (then required fields refuse it, optional ones clear it). */
const TrimToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** A field that may be left out, but when sent must be a non-blank string. */
const RequiredIfSent =
  (max: number, message: string): PropertyDecorator =>
  (target, key) => {
    TrimToNull()(target, key);
    ValidateIf((_dto, value) => value !== undefined)(target, key);
    // Constraints run in the order they are registered here: null, blank and non-text all get `message`.
    IsDefined({ message })(target, key);
    IsString({ message })(target, key);
    MaxLength(max)(target, key);
  };

/** Optional text: trimmed; blank or null clears it (or restores the spec's default). */
const ClearableText =
  (max: number): PropertyDecorator =>
  (target, key) => {
    TrimToNull()(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };

/**
 * `PATCH /companies/me` (spec 2 "Company profile edit", spec 5): fields left out do not change.
 * Blank city/province/description go back to the spec's defaults; blank email/phone/website clear.
 */
export class UpdateCompanyDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Si se envía, no puede estar en blanco.' })
  @RequiredIfSent(200, CompanyMessages.NAME_REQUIRED)
  companyName?: string;

  @ApiPropertyOptional({ maxLength: 150, description: 'Si se envía, no puede estar en blanco.' })
  @RequiredIfSent(150, CompanyMessages.CONTACT_PERSON_REQUIRED)
  contactPerson?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Email público de contacto de la empresa.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value))
  @IsOptional()
  @MaxLength(254)
  @IsEmail({}, { message: CompanyMessages.INVALID_EMAIL })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ClearableText(30)
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://www.transportes-ejemplo.es',
    description: 'http(s) o vacío; sin protocolo se guarda con https://.',
  })
  @TrimToNull()
  @IsOptional()
  @IsUrlOrEmpty({ message: CompanyMessages.INVALID_WEBSITE })
  @MaxLength(500)
  @IsString()
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'En blanco: «No especificada».' })
  @ClearableText(100)
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'En blanco: «No especificada».' })
  @ClearableText(100)
  province?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_COMPANY_SERVICES,
    description: 'Se descartan los valores en blanco y los repetidos.',
  })
  @IsOptional()
  @Transform(({ value }) =>
    Array.isArray(value)
      ? [...new Set(value.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s: unknown) => s !== ''))]
      : value,
  )
  @MaxLength(100, { each: true })
  @IsString({ each: true })
  @ArrayMaxSize(MAX_COMPANY_SERVICES)
  @IsArray()
  services?: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'HTML: se conservan p, br, strong, em, u, ul, ol, li, h2, h3 y a[href] (http, https, mailto; con rel="nofollow noopener"). En blanco: «Empresa de logística y transporte».',
  })
  @ClearableText(MAX_DESCRIPTION_LENGTH)
  description?: string | null;
}
