import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { ApiError, buildUrl, http, tokenHolder } from '../../api/http';

/**
 * Billing and subscription of the signed-in company (`/company-billing`, spec 2 "Billing and
 * subscription"). Every call needs a company session: other roles get 403. Dates are ISO 8601
 * strings (UTC); money is in euros (numbers with two decimals at most).
 */

export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type BillingCycle = Schemas['BillingCycle'];
export type InvoiceStatus = Schemas['InvoiceStatus'];

/** Spanish labels (spec 4; `unpaid`, issue 20: the grace after an overdue invoice ended). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  trialing: 'Período de prueba',
  past_due: 'Pago pendiente',
  cancelled: 'Cancelada',
  unpaid: 'Suspendida por impago',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagada',
  overdue: 'Vencida',
  refunded: 'Reembolsada',
};

export type SubscriptionPlanSummary = Schemas['SubscriptionPlanSummaryDto'];

/**
 * `GET /me/subscription`: the company's latest subscription. `hasAccess`: trial still valid, or
 * active, or past_due (the service stays usable while a payment is pending; not unpaid); `dunning`:
 * the overdue invoices (features/dunning), null when all is paid; `cancelAtPeriodEnd`:
 * set by "cancel", the subscription ends at `currentPeriodEnd`.
 */
export type Subscription = ApiResponse<'/api/me/subscription', 'get'>;

/** `GET/PUT /me/billing`; `taxId` is stored upper-case without spaces or dashes. */
export type BillingData = Schemas['BillingDataDto'];

type BillingDataBody = ApiRequestBody<'/api/me/billing', 'put'>;

/** All required but `billingCountry` (default 'España'). Field errors come back keyed by these names. */
export type BillingDataInput = BillingDataBody;

export const DEFAULT_BILLING_COUNTRY = 'España';

/** One line of `GET /me/invoices` (newest first); `invoiceNumber` is RUT-<year>-<6 digits>. */
export type Invoice = Schemas['InvoiceDto'];

export type InvoicePage = ApiResponse<'/api/me/invoices', 'get'>;

export type SubscriptionChange = Schemas['SubscriptionChangeDto'];

/** The latest subscription, or null when the company has none (404 tolerated silently, spec 8). */
export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return await http.get<Subscription>('/me/subscription', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  }
}

/** 'Plan actualizado'; the next invoice uses the new plan's price. */
export const changePlan = (planId: string, billingCycle?: BillingCycle) => {
  const body: ApiRequestBody<'/api/me/subscription/change-plan', 'post'> = billingCycle ? { planId, billingCycle } : { planId };
  return http.post<ApiResponse<'/api/me/subscription/change-plan', 'post'>>('/me/subscription/change-plan', body);
};

/** 'Suscripción cancelada': sets cancelAtPeriodEnd (idempotent). */
export const cancelSubscription = () => http.post<ApiResponse<'/api/me/subscription/cancel', 'post'>>('/me/subscription/cancel');

/**
 * The company's billing data, or null when never saved. The API answers 200 `null` then, which
 * the contract does not say yet (it documents `BillingDataDto` only, not as nullable).
 */
export async function getBillingData(signal?: AbortSignal): Promise<BillingData | null> {
  return (await http.get<ApiResponse<'/api/me/billing', 'get'>>('/me/billing', { signal })) ?? null;
}

/** 'Datos actualizados'. 400 VALIDATION_ERROR with `errors: [{ field, message }]` (Spanish) on bad input. */
export const saveBillingData = (input: BillingDataInput) => http.put<ApiResponse<'/api/me/billing', 'put'>>('/me/billing', input);

export const getInvoices = (params: ApiQuery<'/api/me/invoices', 'get'> = {}, signal?: AbortSignal) =>
  http.get<InvoicePage>('/me/invoices', { query: params, signal });

/** The invoice PDF as a Blob (`GET /me/invoices/:id/pdf`, Content-Disposition `<invoiceNumber>.pdf`). */
export async function getInvoicePdf(id: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = tokenHolder.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(`/me/invoices/${encodeURIComponent(id)}/pdf`), { headers, credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError({
      statusCode: response.status,
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body.message === 'string' ? body.message : 'No se pudo descargar la factura.',
    });
  }
  return response.blob();
}

/** Downloads the invoice PDF as `<invoiceNumber>.pdf` (browser only). */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoiceNumber'>): Promise<void> {
  const blob = await getInvoicePdf(invoice.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.invoiceNumber}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
