/**
 * Every status/kind stored in the database, shared by entities, DTOs and services.
 *
 * Each enum maps 1:1 to a PostgreSQL enum type created by the InitialSchema migration
 * (the `*_ENUM_NAME` constant is the type's name in the database). The order of the values
 * is the order of the labels in the database type: keep them in sync (a new value needs a
 * new migration: `ALTER TYPE ... ADD VALUE`).
 */

/** profiles.user_type: what the account is. */
export enum UserType {
  Client = 'client',
  Company = 'company',
  Admin = 'admin',
  SuperAdmin = 'super_admin',
}
export const USER_TYPE_ENUM_NAME = 'user_type';

/** profiles.status. */
export enum UserStatus {
  Active = 'active',
  Suspended = 'suspended',
  Inactive = 'inactive',
}
export const USER_STATUS_ENUM_NAME = 'user_status';

/** user_roles.role (role records use `user` where the profile says `client`). */
export enum AppRole {
  SuperAdmin = 'super_admin',
  Admin = 'admin',
  Company = 'company',
  User = 'user',
}
export const APP_ROLE_ENUM_NAME = 'app_role';

/** companies.status. Listed publicly only when `active` (and `is_active`). */
export enum CompanyStatus {
  Active = 'active',
  Suspended = 'suspended',
  Pending = 'pending',
}
export const COMPANY_STATUS_ENUM_NAME = 'company_status';

/** companies.payment_status (set by admins; null = never set). */
export enum PaymentStatus {
  Pending = 'pending',
  Paid = 'paid',
  Failed = 'failed',
  Overdue = 'overdue',
}
export const PAYMENT_STATUS_ENUM_NAME = 'payment_status';

/**
 * requests.status. Only `active` requests are public and accept proposals; `hired` has an
 * accepted proposal (request-status.ts has the whole lifecycle).
 */
export enum RequestStatus {
  Active = 'active',
  Completed = 'completed',
  Cancelled = 'cancelled',
  Closed = 'closed',
  Hired = 'hired',
  /** Issue 22: written by an account whose email is not verified yet; only its author sees it. */
  Draft = 'draft',
}
export const REQUEST_STATUS_ENUM_NAME = 'request_status';

/**
 * proposals.status. `rejected` and `expired` (past `valid_until`) are final; `accepted` shares
 * the client's name and phone.
 */
export enum ProposalStatus {
  Pending = 'pending',
  Accepted = 'accepted',
  Rejected = 'rejected',
  Expired = 'expired',
  /** Issue 22: sent by a company whose email is not verified yet; not counted nor shown to the client. */
  Draft = 'draft',
}
export const PROPOSAL_STATUS_ENUM_NAME = 'proposal_status';

/**
 * company_subscriptions.status. Access: valid trial, active or past_due. `unpaid` (added by
 * 1765710000000-DunningUnpaid): the grace after an overdue invoice ended; no access until paid.
 */
export enum SubscriptionStatus {
  Trialing = 'trialing',
  Active = 'active',
  PastDue = 'past_due',
  Cancelled = 'cancelled',
  Unpaid = 'unpaid',
}
export const SUBSCRIPTION_STATUS_ENUM_NAME = 'subscription_status';

/** company_subscriptions.billing_cycle. Yearly = 10 x monthly ("2 meses gratis"). */
export enum BillingCycle {
  Monthly = 'monthly',
  Yearly = 'yearly',
}
export const BILLING_CYCLE_ENUM_NAME = 'billing_cycle';

/**
 * invoices.status. `refunded` (added by 1765700000000-OnlinePayments): every payment it had was
 * refunded in full; settled, neither paid nor dunned.
 */
export enum InvoiceStatus {
  Pending = 'pending',
  Paid = 'paid',
  Overdue = 'overdue',
  Refunded = 'refunded',
}
export const INVOICE_STATUS_ENUM_NAME = 'invoice_status';

/** newsletter_subscriptions.status (double opt-in). */
export enum NewsletterStatus {
  Pending = 'pending',
  Confirmed = 'confirmed',
  Unsubscribed = 'unsubscribed',
}
export const NEWSLETTER_STATUS_ENUM_NAME = 'newsletter_status';

/** content_reports.report_type: what `target_id` points at. */
export enum ReportType {
  Company = 'company',
  Request = 'request',
  Review = 'review',
  User = 'user',
  Message = 'message',
}
export const REPORT_TYPE_ENUM_NAME = 'report_type';

/** content_reports.status. Only `pending` reports can be resolved or dismissed. */
export enum ReportStatus {
  Pending = 'pending',
  Resolved = 'resolved',
  Dismissed = 'dismissed',
  Reviewed = 'reviewed',
}
export const REPORT_STATUS_ENUM_NAME = 'report_status';

/** mail_log.status. */
export enum MailStatus {
  Pending = 'pending',
  Sent = 'sent',
  Failed = 'failed',
}
export const MAIL_STATUS_ENUM_NAME = 'mail_status';

/** company_documents.kind (1765720000000-CompanyDocuments): what a company proves with a document. */
export enum CompanyDocumentKind {
  Cif = 'cif',
  TransportAuthorization = 'transport_authorization',
  LiabilityInsurance = 'liability_insurance',
  GoodsInsurance = 'goods_insurance',
}
export const COMPANY_DOCUMENT_KIND_ENUM_NAME = 'company_document_kind';

/**
 * company_documents.status: `pending` (waiting for a super admin), `approved` (the one that counts
 * for its kind), `rejected` (with a reason), `expired` (its date passed), `replaced` (a newer
 * version of the same kind took its place). Only `pending` and `approved` ever change.
 */
export enum CompanyDocumentStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
  Expired = 'expired',
  Replaced = 'replaced',
}
export const COMPANY_DOCUMENT_STATUS_ENUM_NAME = 'company_document_status';

/** Values of a string enum, in declaration order (for validators and SQL). */
export function enumValues<E extends Record<string, string>>(e: E): E[keyof E][] {
  return Object.values(e) as E[keyof E][];
}
