import { isUuid } from '@rutalia/catalog';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { InvoiceStatus } from '../../database/enums.js';
import { invoiceNotFound } from '../billing/billing-errors.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { PaymentOptionsDto, PayableInvoiceDto, RedirectUrlDto } from './dto/payments.dto.js';
import { invoiceAlreadyPaid, invoiceRefunded, onlinePaymentUnavailable, paymentInProgress } from './payments-errors.js';
import { formatIban, toCents } from './payments-format.js';
import {
  findCompanyInvoice,
  findCompanyName,
  findStripeCustomer,
  insertStripeCustomer,
  listPayableInvoices,
  type PayableInvoiceRow,
} from './payments-sql.js';
import { StripeGateway } from './stripe-gateway.js';

/** At most this many unpaid invoices in the payment options (a company normally has one or two). */
const PAYABLE_LIMIT = 24;

/** Where Stripe sends the company back (the site's Facturación page). */
const BILLING_PATH = '/company-billing';

/**
 * What the signed-in company can pay and how: Stripe Checkout per invoice, the Billing Portal and
 * the setup checkout when Stripe is configured; the bank transfer details always.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly stripe: StripeGateway,
  ) {}

  async options(user: AuthUser): Promise<PaymentOptionsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const [customer, invoices] = await Promise.all([
      findStripeCustomer(this.dataSource, companyId),
      listPayableInvoices(this.dataSource, companyId, PAYABLE_LIMIT),
    ]);
    return {
      stripe: this.stripe.enabled,
      bankTransfer: { iban: formatIban(this.config.payments.bankTransferIban), beneficiary: this.config.payments.bankTransferBeneficiary },
      savedPaymentMethod: this.stripe.enabled && Boolean(customer?.defaultPaymentMethodId),
      payableInvoices: invoices.map(toPayableInvoice),
    };
  }

  /** Stripe Checkout for one of the company's unpaid invoices (404 for anybody else's). */
  async checkoutInvoice(user: AuthUser, invoiceId: string): Promise<RedirectUrlDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const invoice = isUuid(invoiceId) ? await findCompanyInvoice(this.dataSource, invoiceId, companyId) : undefined;
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === InvoiceStatus.Paid) throw invoiceAlreadyPaid();
    if (invoice.status === InvoiceStatus.Refunded) throw invoiceRefunded();
    if (!this.stripe.enabled) throw onlinePaymentUnavailable();
    if (invoice.paymentInProgress) throw paymentInProgress();
    const customerId = await this.customerOf(user, companyId);
    const url = await this.stripe.createInvoiceCheckout({
      customerId,
      invoiceId: invoice.id,
      companyId,
      invoiceNumber: invoice.invoiceNumber,
      description: invoice.description,
      amountCents: toCents(invoice.amount),
      successUrl: this.billingUrl('pago=ok'),
      cancelUrl: this.billingUrl('pago=cancelado'),
    });
    return { url };
  }

  /** The Stripe Billing Portal (card or SEPA mandate); the customer is created on first use. */
  async portal(user: AuthUser): Promise<RedirectUrlDto> {
    if (!this.stripe.enabled) throw onlinePaymentUnavailable();
    const companyId = await this.subscriptions.companyIdOf(user);
    const customerId = await this.customerOf(user, companyId);
    return { url: await this.stripe.createPortalSession(customerId, this.billingUrl()) };
  }

  /** Stripe Checkout in setup mode: the saved method pays the invoices as they are issued. */
  async setupCheckout(user: AuthUser): Promise<RedirectUrlDto> {
    if (!this.stripe.enabled) throw onlinePaymentUnavailable();
    const companyId = await this.subscriptions.companyIdOf(user);
    const customerId = await this.customerOf(user, companyId);
    const url = await this.stripe.createSetupCheckout({
      customerId,
      companyId,
      successUrl: this.billingUrl('metodo=guardado'),
      cancelUrl: this.billingUrl('metodo=cancelado'),
    });
    return { url };
  }

  /** The company's Stripe customer, created (once, whatever the races) the first time. */
  private async customerOf(user: AuthUser, companyId: string): Promise<string> {
    const existing = await findStripeCustomer(this.dataSource, companyId);
    if (existing) return existing.customerId;
    const name = await findCompanyName(this.dataSource, companyId);
    const customerId = await this.stripe.createCustomer({ companyId, email: user.email, name });
    await insertStripeCustomer(this.dataSource, companyId, customerId, this.clock.now());
    return (await findStripeCustomer(this.dataSource, companyId))!.customerId;
  }

  private billingUrl(query?: string): string {
    return `${this.config.publicUrl}${BILLING_PATH}${query ? `?${query}` : ''}`;
  }
}

function toPayableInvoice(row: PayableInvoiceRow): PayableInvoiceDto {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status as InvoiceStatus,
    dueDate: new Date(row.dueDate).toISOString(),
    paymentInProgress: row.paymentInProgress,
  };
}
