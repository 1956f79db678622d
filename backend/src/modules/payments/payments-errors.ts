import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of online payments (issue 20; docs/api.md, «Pagos en línea»). */
export const PaymentsMessages = {
  ONLINE_PAYMENT_UNAVAILABLE:
    'El pago con tarjeta no está disponible; paga por transferencia bancaria con los datos que ves en Facturación (el concepto es el número de la factura).',
  INVOICE_ALREADY_PAID: 'Esta factura ya está pagada.',
  INVOICE_REFUNDED: 'Esta factura se reembolsó: no hay nada que pagar.',
  PAYMENT_IN_PROGRESS: 'Ya hay un pago de esta factura en curso. Lo verás reflejado en cuanto el banco lo confirme.',
  PAYMENT_PROVIDER_ERROR: 'No se pudo conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.',
  WEBHOOK_SIGNATURE_INVALID: 'Firma de Stripe no válida: la notificación no se ha procesado.',
  WEBHOOK_NOT_CONFIGURED: 'Los pagos con Stripe no están configurados en este servidor.',
  PAYMENT_NOT_FOUND: 'Pago no encontrado',
} as const;

export const onlinePaymentUnavailable = () =>
  new AppException('ONLINE_PAYMENT_UNAVAILABLE', PaymentsMessages.ONLINE_PAYMENT_UNAVAILABLE, HttpStatus.CONFLICT);
export const invoiceAlreadyPaid = () =>
  new AppException('INVOICE_ALREADY_PAID', PaymentsMessages.INVOICE_ALREADY_PAID, HttpStatus.CONFLICT);
export const invoiceRefunded = () => new AppException('INVOICE_REFUNDED', PaymentsMessages.INVOICE_REFUNDED, HttpStatus.CONFLICT);
export const paymentInProgress = () => new AppException('PAYMENT_IN_PROGRESS', PaymentsMessages.PAYMENT_IN_PROGRESS, HttpStatus.CONFLICT);
/** Stripe answered with an error or could not be reached (the details go to the log). */
export const paymentProviderError = () =>
  new AppException('PAYMENT_PROVIDER_ERROR', PaymentsMessages.PAYMENT_PROVIDER_ERROR, HttpStatus.BAD_GATEWAY);
export const webhookSignatureInvalid = () =>
  new AppException('WEBHOOK_SIGNATURE_INVALID', PaymentsMessages.WEBHOOK_SIGNATURE_INVALID, HttpStatus.BAD_REQUEST);
export const webhookNotConfigured = () =>
  new AppException('WEBHOOK_NOT_CONFIGURED', PaymentsMessages.WEBHOOK_NOT_CONFIGURED, HttpStatus.BAD_REQUEST);
export const paymentNotFound = () => new AppException('PAYMENT_NOT_FOUND', PaymentsMessages.PAYMENT_NOT_FOUND, HttpStatus.NOT_FOUND);
