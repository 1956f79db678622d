import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { InvoiceStatus, type SubscriptionStatus } from '../../../database/enums.js';
import { PageQuery } from '../../../common/pagination/pagination.js';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));

/**
 * NIF/CIF, checked loosely (spec 5 asks for no format check; we only refuse what cannot be one):
 * spaces, dots and dashes are removed, letters upper-cased and a leading "ES" (intra-EU VAT
 * number) dropped; what is left must be 9 letters or digits with at least one digit
 * (12345678A, B12345678, X1234567L). The control letter is not verified.
 */
export function normalizeTaxId(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s.\-_/]/g, '').toUpperCase();
  return /^ES[A-Z0-9]{9}$/.test(compact) ? compact.slice(2) : compact;
}
export const TAX_ID_PATTERN = /^(?=.*\d)[A-Z0-9]{9}$/;

export const BillingFieldMessages = {
  billingName: 'La razón social es obligatoria.',
  billingNameLength: 'La razón social no puede superar 200 caracteres.',
  taxId: 'El NIF/CIF es obligatorio.',
  taxIdFormat: 'El NIF/CIF debe tener 9 letras o números, p. ej. 12345678A o B12345678.',
  billingAddress: 'La dirección es obligatoria.',
  billingAddressLength: 'La dirección no puede superar 255 caracteres.',
  billingCity: 'La ciudad es obligatoria.',
  billingCityLength: 'La ciudad no puede superar 100 caracteres.',
  billingPostalCode: 'El código postal es obligatorio.',
  billingPostalCodeLength: 'El código postal no puede superar 10 caracteres.',
  billingProvince: 'La provincia es obligatoria.',
  billingProvinceLength: 'La provincia no puede superar 100 caracteres.',
  billingCountry: 'El país debe ser un texto.',
  billingCountryLength: 'El país no puede superar 100 caracteres.',
} as const;

/**
 * `PUT /me/billing`: everything required but the country (default España). class-validator runs
 * the decorator nearest the property first (and the pipe stops at the first error), so the
 * "required" check sits last: a missing field is told it is required, not too long.
 */
export class BillingDataInputDto {
  @ApiProperty({ example: 'Transportes García S.L.', description: 'Razón social.' })
  @trimmed()
  @MaxLength(200, { message: BillingFieldMessages.billingNameLength })
  @IsString({ message: BillingFieldMessages.billingName })
  @IsNotEmpty({ message: BillingFieldMessages.billingName })
  billingName: string;

  @ApiProperty({ example: 'B12345678', description: 'NIF/CIF: 9 letras o números (se guarda en mayúsculas, sin espacios ni guiones).' })
  @Transform(({ value }) => normalizeTaxId(value))
  @Matches(TAX_ID_PATTERN, { message: BillingFieldMessages.taxIdFormat })
  @IsString({ message: BillingFieldMessages.taxId })
  @IsNotEmpty({ message: BillingFieldMessages.taxId })
  taxId: string;

  @ApiProperty({ example: 'Calle Mayor 1, 2º B' })
  @trimmed()
  @MaxLength(255, { message: BillingFieldMessages.billingAddressLength })
  @IsString({ message: BillingFieldMessages.billingAddress })
  @IsNotEmpty({ message: BillingFieldMessages.billingAddress })
  billingAddress: string;

  @ApiProperty({ example: 'Madrid' })
  @trimmed()
  @MaxLength(100, { message: BillingFieldMessages.billingCityLength })
  @IsString({ message: BillingFieldMessages.billingCity })
  @IsNotEmpty({ message: BillingFieldMessages.billingCity })
  billingCity: string;

  @ApiProperty({ example: '28013' })
  @trimmed()
  @MaxLength(10, { message: BillingFieldMessages.billingPostalCodeLength })
  @IsString({ message: BillingFieldMessages.billingPostalCode })
  @IsNotEmpty({ message: BillingFieldMessages.billingPostalCode })
  billingPostalCode: string;

  @ApiProperty({ example: 'Madrid' })
  @trimmed()
  @MaxLength(100, { message: BillingFieldMessages.billingProvinceLength })
  @IsString({ message: BillingFieldMessages.billingProvince })
  @IsNotEmpty({ message: BillingFieldMessages.billingProvince })
  billingProvince: string;

  @ApiPropertyOptional({ example: 'España', default: 'España' })
  @trimmed()
  @IsOptional()
  @IsString({ message: BillingFieldMessages.billingCountry })
  @MaxLength(100, { message: BillingFieldMessages.billingCountryLength })
  billingCountry?: string;
}

export class BillingDataDto {
  @ApiProperty() billingName: string;
  @ApiProperty() taxId: string;
  @ApiProperty() billingAddress: string;
  @ApiProperty() billingCity: string;
  @ApiProperty() billingPostalCode: string;
  @ApiProperty() billingProvince: string;
  @ApiProperty({ example: 'España' }) billingCountry: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class BillingDataSavedDto {
  @ApiProperty({ example: 'Datos actualizados' }) message: string;
  @ApiProperty({ type: BillingDataDto }) billing: BillingDataDto;
}

/** One invoice as the company's history (and the backoffice) shows it. */
export class InvoiceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'RUT-2026-000123' }) invoiceNumber: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) periodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) periodEnd: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Fecha de emisión.' }) issuedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: string;
  @ApiProperty({ example: 29, description: 'Base imponible en euros.' }) baseAmount: number;
  @ApiProperty({ example: 21 }) taxRate: number;
  @ApiProperty({ example: 6.09 }) taxAmount: number;
  @ApiProperty({ example: 35.09, description: 'Total con IVA en euros.' }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty(apiEnum('InvoiceStatus')) status: InvoiceStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
}

export class InvoicePageDto {
  @ApiProperty({ type: [InvoiceDto] }) items: InvoiceDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
}

export class InvoicePaidDto {
  @ApiProperty({ example: 'Factura marcada como pagada' }) message: string;
  @ApiProperty({ type: AdminInvoiceDto }) invoice: AdminInvoiceDto;
  @ApiProperty(apiEnum('SubscriptionStatus', { description: 'Estado de la suscripción tras el pago.' }))
  subscriptionStatus: SubscriptionStatus;
}

export class InvoiceListQuery extends PageQuery {}
