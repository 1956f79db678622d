import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsISO8601, IsOptional, ValidateIf } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { PaymentStatus } from '../../../database/enums.js';

export class AdminCompanySubscriptionDto {
  @ApiProperty({ example: 'basic', description: 'plan_name del plan.' }) plan: string;
  @ApiProperty(apiEnum('SubscriptionStatus')) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd: string;
}

/** A company as the backoffice lists it: every status, moderation fields and owner included. */
export class AdminCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactPerson: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty(apiEnum('CompanyStatus')) status: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'Un superadministrador aprobó su CIF en Documentos (verified_at tiene valor).' }) verified: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verifiedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) suspensionReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspendedAt: string | null;
  @ApiProperty(apiEnum('PaymentStatus', { nullable: true })) paymentStatus: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastPayment: string | null;
  @ApiProperty({ description: 'Email de la cuenta dueña de la empresa.' }) ownerEmail: string;
  @ApiProperty({ type: AdminCompanySubscriptionDto, nullable: true, description: 'La suscripción más reciente.' })
  subscription: AdminCompanySubscriptionDto | null;
  @ApiProperty() proposalsCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class AdminCompanyDetailDto extends AdminCompanyDto {
  @ApiProperty({ description: 'HTML saneado.' }) description: string;
}

export const PAYMENT_STATUS_INVALID = 'El estado de pago no es válido.';
export const LAST_PAYMENT_INVALID = 'La fecha del último pago no es válida.';
export const PAYMENT_NOTHING_TO_CHANGE = 'Indica el estado de pago o la fecha del último pago.';

/**
 * `PUT /api/admin/companies/:id`: only the payment fields can change here (spec 4: "Payment status
 * can be updated with an optional last-payment date"). null clears a field; left out keeps it.
 */
export class UpdateCompanyPaymentDto {
  @ApiPropertyOptional(apiEnum('PaymentStatus', { nullable: true }))
  @IsOptional()
  @IsEnum(PaymentStatus, { message: PAYMENT_STATUS_INVALID })
  paymentStatus?: PaymentStatus | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-15', description: 'Fecha (AAAA-MM-DD) o fecha y hora ISO.' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsISO8601({ strict: true }, { message: LAST_PAYMENT_INVALID })
  lastPayment?: string | null;
}
