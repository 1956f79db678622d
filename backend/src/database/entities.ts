import { AdminInvitation } from '../modules/auth/admin-invitation.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { EmailVerificationToken } from '../modules/auth/email-verification-token.entity.js';
import { RefreshToken } from '../modules/auth/refresh-token.entity.js';
import { PasskeyChallenge } from '../modules/auth/passkey-challenge.entity.js';
import { Passkey } from '../modules/auth/passkey.entity.js';
import { TwoFactorChallenge } from '../modules/auth/two-factor-challenge.entity.js';
import { TwoFactorRecoveryCode } from '../modules/auth/two-factor-recovery-code.entity.js';
import { AuditLog } from '../modules/audit/audit-log.entity.js';
import { CompanyBillingData } from '../modules/billing/company-billing-data.entity.js';
import { InvoiceCounter } from '../modules/billing/invoice-counter.entity.js';
import { Invoice } from '../modules/billing/invoice.entity.js';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import { CompanyImage } from '../modules/companies/company-image.entity.js';
import { Company } from '../modules/companies/company.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { MailLog } from '../modules/mail/mail-log.entity.js';
import { Message } from '../modules/messaging/message.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity.js';
import { Proposal } from '../modules/proposals/proposal.entity.js';
import { ContentReport } from '../modules/reports/content-report.entity.js';
import { RequestPhoto } from '../modules/requests/request-photo.entity.js';
import { RequestView } from '../modules/requests/request-view.entity.js';
import { ProposalTemplate } from '../modules/proposals/proposal-template.entity.js';
import { ServiceRequest } from '../modules/requests/request.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { CompanySubscription } from '../modules/subscriptions/company-subscription.entity.js';
import { SubscriptionPlan } from '../modules/subscriptions/subscription-plan.entity.js';
import { UserRole } from '../modules/users/user-role.entity.js';
import { User } from '../modules/users/user.entity.js';
import { CompanyAlertSettings } from '../modules/alerts/company-alert-settings.entity.js';
import { RequestAlert } from '../modules/alerts/request-alert.entity.js';
import { CompanyInsightDay } from '../modules/insights/company-insight-day.entity.js';
import { SiteVisitDay } from '../modules/insights/site-visit-day.entity.js';
import { InsightPeerMedian } from '../modules/insights/insight-peer-median.entity.js';
import { CompanyDocument } from '../modules/documents/company-document.entity.js';
import { InvoicePaymentRecord } from '../modules/payments/invoice-payment-record.entity.js';
import { StripeCustomer } from '../modules/payments/stripe-customer.entity.js';
import { StripeWebhookEvent } from '../modules/payments/stripe-webhook-event.entity.js';
import { NotificationPreference } from '../modules/notifications/notification-preference.entity.js';
import { DataExport } from '../modules/privacy/data-export.entity.js';

/** Every entity class; the schema itself is created by the migrations (synchronize is off). */
export const entities = [
  User,
  UserRole,
  RefreshToken,
  TwoFactorRecoveryCode,
  TwoFactorChallenge,
  Passkey,
  PasskeyChallenge,
  PasswordResetToken,
  EmailVerificationToken,
  AdminInvitation,
  Company,
  CompanyImage,
  ServiceRequest,
  RequestPhoto,
  RequestView,
  ProposalTemplate,
  Proposal,
  SubscriptionPlan,
  CompanySubscription,
  Invoice,
  InvoiceCounter,
  CompanyBillingData,
  Message,
  Review,
  ContactMessage,
  NewsletterSubscription,
  BlogPost,
  ContentReport,
  AuditLog,
  MailLog,
  CompanyAlertSettings,
  RequestAlert,
  CompanyInsightDay,
  SiteVisitDay,
  InsightPeerMedian,
  CompanyDocument,
  StripeCustomer,
  InvoicePaymentRecord,
  StripeWebhookEvent,
  NotificationPreference,
  DataExport,
];
