import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of subscriptions and billing (spec 8, "Billing"; docs/api.md). */
export const BillingMessages = {
  COMPANY_NOT_FOUND: 'No se encontró el perfil de empresa.',
  SUBSCRIPTION_NOT_FOUND: 'No tienes ninguna suscripción.',
  SUBSCRIPTION_CANCELLED: 'La suscripción está cancelada.',
  PLAN_NOT_FOUND: 'El plan no existe o no está disponible.',
  PLAN_REQUIRED: 'El campo plan es obligatorio: indica planId o planName.',
  YEARLY_NOT_OFFERED: 'Este plan no tiene precio anual.',
  INVOICE_NOT_FOUND: 'Factura no encontrada',
  PLAN_UPDATED: 'Plan actualizado',
  SUBSCRIPTION_CANCELLED_OK: 'Suscripción cancelada',
  BILLING_UPDATED: 'Datos actualizados',
  INVOICE_PAID: 'Factura marcada como pagada',
} as const;

export const companyProfileNotFound = () =>
  new AppException('COMPANY_PROFILE_NOT_FOUND', BillingMessages.COMPANY_NOT_FOUND, HttpStatus.NOT_FOUND);
export const subscriptionNotFound = () =>
  new AppException('SUBSCRIPTION_NOT_FOUND', BillingMessages.SUBSCRIPTION_NOT_FOUND, HttpStatus.NOT_FOUND);
export const subscriptionCancelled = () =>
  new AppException('SUBSCRIPTION_CANCELLED', BillingMessages.SUBSCRIPTION_CANCELLED, HttpStatus.CONFLICT);
export const planNotFound = () =>
  new AppException('PLAN_NOT_FOUND', BillingMessages.PLAN_NOT_FOUND, HttpStatus.BAD_REQUEST, [
    { field: 'planId', message: BillingMessages.PLAN_NOT_FOUND },
  ]);
export const planRequired = () =>
  new AppException('VALIDATION_ERROR', BillingMessages.PLAN_REQUIRED, HttpStatus.BAD_REQUEST, [
    { field: 'planId', message: BillingMessages.PLAN_REQUIRED },
  ]);
export const yearlyNotOffered = () =>
  new AppException('YEARLY_NOT_OFFERED', BillingMessages.YEARLY_NOT_OFFERED, HttpStatus.BAD_REQUEST, [
    { field: 'billingCycle', message: BillingMessages.YEARLY_NOT_OFFERED },
  ]);
export const invoiceNotFound = () => new AppException('INVOICE_NOT_FOUND', BillingMessages.INVOICE_NOT_FOUND, HttpStatus.NOT_FOUND);
