import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { InvoiceStatus } from '../../../database/enums.js';
import type { PaymentOrigin, PaymentRecordStatus } from '../invoice-payment-record.entity.js';

/** Where to send a bank transfer; the reference (concepto) is the invoice number. */
export class BankTransferDto {
  @ApiProperty({ example: 'ES82 0000 0000 0000 0000 0000', description: 'IBAN en grupos de 4.' }) iban: string;
  @ApiProperty({ example: 'Rutalia Servicios Digitales S.L.' }) beneficiary: string;
}

/** An unpaid invoice (pending or overdue) of the company, with whether a payment of it is being processed. */
export class PayableInvoiceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'RUT-2026-000123', description: 'También el concepto de la transferencia.' }) invoiceNumber: string;
  @ApiProperty({ example: 35.09, description: 'Total con IVA en euros.' }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty(apiEnum('InvoiceStatus')) status: InvoiceStatus;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: string;
  @ApiProperty({ description: 'Hay un pago en curso (p. ej. un adeudo SEPA que el banco aún no ha confirmado).' })
  paymentInProgress: boolean;
}

export class PaymentOptionsDto {
  @ApiProperty({ description: 'Pago con tarjeta o SEPA por Stripe disponible (si no, solo transferencia).' }) stripe: boolean;
  @ApiProperty({ type: BankTransferDto }) bankTransfer: BankTransferDto;
  @ApiProperty({ description: 'La empresa tiene un método de pago guardado: sus facturas se cobran solas.' }) savedPaymentMethod: boolean;
  @ApiProperty({ type: [PayableInvoiceDto], description: 'Facturas pendientes o vencidas, la que vence antes primero.' })
  payableInvoices: PayableInvoiceDto[];
}

/** A Stripe page (Checkout or Billing Portal) to send the browser to. */
export class RedirectUrlDto {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_…' }) url: string;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: boolean;
  @ApiProperty({ description: 'El evento ya se había procesado: no se aplica otra vez.' }) duplicate: boolean;
}

/** A Stripe event as it arrives (documented loosely: only its signature, on the raw body, is trusted). */
export class StripeEventBodyDto {
  @ApiProperty({ example: 'evt_1PXyZ…' }) id: string;
  @ApiProperty({ example: 'event' }) object: string;
  @ApiProperty({ example: 'payment_intent.succeeded' }) type: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data: Record<string, unknown>;
}

/** One online payment of an invoice, as the backoffice shows it (`/api/admin/invoice-payments`). */
export class AdminInvoicePaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) invoiceId: string;
  @ApiProperty({ example: 'RUT-2026-000123' }) invoiceNumber: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ example: 'stripe' }) provider: string;
  @ApiProperty(apiEnum('PaymentOrigin')) origin: PaymentOrigin;
  @ApiProperty(apiEnum('PaymentRecordStatus')) status: PaymentRecordStatus;
  @ApiProperty({ example: 35.09, description: 'Importe cobrado (o intentado) en euros.' }) amount: number;
  @ApiProperty({ example: 0, description: 'Reembolsado hasta ahora, en euros.' }) amountRefunded: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: String, nullable: true }) checkoutSessionId: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: String, nullable: true }) chargeId: string | null;
  @ApiProperty({ type: String, nullable: true }) failureMessage: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) succeededAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
}
