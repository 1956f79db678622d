import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * Paying invoices (issue 20): Stripe (card or SEPA debit) when the server has it configured, and
 * always a bank transfer to the IBAN of `bankTransfer` with the invoice number as reference.
 * The Stripe pages (Checkout, Billing Portal) are full-page redirects: the API answers their URL.
 */

/** `stripe`, the transfer details, whether a method is saved for automatic charges, and the unpaid invoices. */
export type PaymentOptions = ApiResponse<'/api/me/payment-options', 'get'>;
export type PayableInvoice = Schemas['PayableInvoiceDto'];
export type BankTransfer = Schemas['BankTransferDto'];

export const getPaymentOptions = (signal?: AbortSignal) => http.get<PaymentOptions>('/me/payment-options', { signal });

/** Stripe Checkout for one invoice. 409 INVOICE_ALREADY_PAID, PAYMENT_IN_PROGRESS or ONLINE_PAYMENT_UNAVAILABLE (Spanish messages). */
export const startInvoiceCheckout = (invoiceId: string) =>
  http.post<ApiResponse<'/api/me/invoices/{id}/checkout', 'post'>>(`/me/invoices/${encodeURIComponent(invoiceId)}/checkout`);

/** The Stripe Billing Portal: change the card or the SEPA mandate. */
export const openBillingPortal = () => http.post<ApiResponse<'/api/me/billing/portal', 'post'>>('/me/billing/portal');

/** Stripe Checkout in setup mode: save a card or SEPA account so issued invoices are charged automatically. */
export const startSetupCheckout = () => http.post<ApiResponse<'/api/me/subscription/checkout', 'post'>>('/me/subscription/checkout');

/** What the page says when Stripe sends the company back (`?pago=…`, `?metodo=…`). */
export type PaymentReturnNotice = { tone: 'success' | 'info'; title: string; text: string };

/** The notice for the query string Stripe comes back with, or null. */
export function paymentReturnNotice(params: URLSearchParams): PaymentReturnNotice | null {
  const payment = params.get('pago');
  if (payment === 'ok') {
    return { tone: 'success', title: 'Pago recibido', text: 'Pago recibido: lo verás en tus facturas en unos segundos.' };
  }
  if (payment === 'cancelado') {
    return {
      tone: 'info',
      title: 'Pago cancelado',
      text: 'No se ha cobrado nada. Puedes pagar cuando quieras, con tarjeta, SEPA o por transferencia.',
    };
  }
  const method = params.get('metodo');
  if (method === 'guardado') {
    return {
      tone: 'success',
      title: 'Método de pago guardado',
      text: 'Cobraremos tus facturas automáticamente cuando se emitan. Lo verás aquí en unos segundos.',
    };
  }
  if (method === 'cancelado') return { tone: 'info', title: 'Sin cambios', text: 'No se ha guardado ningún método de pago.' };
  return null;
}

/** The invoice `?pagar=<id>` asks to pay (the «Pagar ahora» of the overdue banner), or null. */
export function invoiceToPay(params: URLSearchParams): string | null {
  const id = params.get('pagar');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** The element id of an invoice's payment panel (`#pagar-<id>`). */
export const paymentPanelId = (invoiceId: string) => `pagar-${invoiceId}`;
