import { ApiError, buildUrl, http, tokenHolder, type Paginated } from '../../api/http';

/**
 * Billing and subscription of the signed-in company (`/company-billing`, spec 2 "Billing and
 * subscription"). Every call needs a company session: other roles get 403. Dates are ISO 8601
 * strings (UTC); money is in euros (numbers with two decimals at most).
 */

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'cancelled';
export type BillingCycle = 'monthly' | 'yearly';
export type InvoiceStatus = 'pending' | 'paid' | 'overdue';

/** Spanish labels (spec 4). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  trialing: 'Período de prueba',
  past_due: 'Pago pendiente',
  cancelled: 'Cancelada',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagada',
  overdue: 'Vencida',
};

export type SubscriptionPlanSummary = {
  id: string;
  planName: string;
  displayName: string;
  priceMonthly: number;
  priceYearly: number | null;
  features: string[];
};

/** `GET /me/subscription`: the company's latest subscription. */
export type Subscription = {
  id: string;
  plan: SubscriptionPlanSummary;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  trialEndsAt: string | null;
  /** Whole days left of the trial, rounded up, never below 0 (0 when not trialing). */
  trialDaysLeft: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** Set by "cancel": the subscription ends at `currentPeriodEnd` (hide the cancel button, show the notice). */
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  /** Trial still valid, or active, or past_due (the service stays usable while a payment is pending). */
  hasAccess: boolean;
};

/** `GET/PUT /me/billing`. */
export type BillingData = {
  billingName: string;
  /** NIF/CIF, stored upper-case without spaces or dashes (e.g. 12345678A, B12345678). */
  taxId: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingProvince: string;
  billingCountry: string;
  updatedAt: string;
};

/** All required except `billingCountry` (default 'España'). Field errors come back keyed by these names. */
export type BillingDataInput = {
  billingName: string;
  taxId: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingProvince: string;
  billingCountry?: string;
};

export const DEFAULT_BILLING_COUNTRY = 'España';

/** One line of `GET /me/invoices` (newest first). */
export type Invoice = {
  id: string;
  /** RUT-<year>-<6 digits>, e.g. RUT-2026-000123. */
  invoiceNumber: string;
  description: string | null;
  periodStart: string;
  periodEnd: string;
  /** Issue date. */
  issuedAt: string;
  dueDate: string;
  /** Taxable base, IVA (taxRate %, 21) and total, in euros. */
  baseAmount: number;
  taxRate: number;
  taxAmount: number;
  amount: number;
  currency: 'EUR' | (string & {});
  status: InvoiceStatus;
  paidAt: string | null;
};

export type SubscriptionChange = { message: string; subscription: Subscription };

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
export const changePlan = (planId: string, billingCycle?: BillingCycle) =>
  http.post<SubscriptionChange>('/me/subscription/change-plan', billingCycle ? { planId, billingCycle } : { planId });

/** 'Suscripción cancelada': sets cancelAtPeriodEnd (idempotent). */
export const cancelSubscription = () => http.post<SubscriptionChange>('/me/subscription/cancel');

/** The company's billing data, or null when never saved. */
export async function getBillingData(signal?: AbortSignal): Promise<BillingData | null> {
  return (await http.get<BillingData | null>('/me/billing', { signal })) ?? null;
}

/** 'Datos actualizados'. 400 VALIDATION_ERROR with `errors: [{ field, message }]` (Spanish) on bad input. */
export const saveBillingData = (input: BillingDataInput) => http.put<{ message: string; billing: BillingData }>('/me/billing', input);

export const getInvoices = (params: { page?: number; pageSize?: number } = {}, signal?: AbortSignal) =>
  http.get<Paginated<Invoice>>('/me/invoices', { query: params, signal });

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
