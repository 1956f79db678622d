import type { MailTemplateName } from '../mail/templates/index.js';

/**
 * What a user may turn off, one switch per kind. The first four are stored in
 * notification_preferences; `request_alerts` is company_alert_settings.email_mode and
 * `newsletter` is the address's newsletter_subscriptions row (both kept where they were).
 */
export const OPTIONAL_KINDS = [
  'proposal_received',
  'proposal_updates',
  'hiring_followup',
  'new_message',
  'request_alerts',
  'newsletter',
] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

/** The kinds kept in notification_preferences (the others live in their own feature's table). */
export const STORED_KINDS = ['proposal_received', 'proposal_updates', 'hiring_followup', 'new_message'] as const;
export type StoredKind = (typeof STORED_KINDS)[number];

/** Mails nobody can turn off: the account, money owed and the company's legal documents depend on them. */
export const ESSENTIAL_KINDS = ['account_security', 'billing', 'company_documents'] as const;
export type EssentialKind = (typeof ESSENTIAL_KINDS)[number];

export type MailKind = OptionalKind | EssentialKind;
export const ALL_KINDS: readonly MailKind[] = [...OPTIONAL_KINDS, ...ESSENTIAL_KINDS];

export const isStoredKind = (kind: string): kind is StoredKind => (STORED_KINDS as readonly string[]).includes(kind);
export const isEssentialKind = (kind: string): kind is EssentialKind => (ESSENTIAL_KINDS as readonly string[]).includes(kind);

/**
 * The kind of every template. `satisfies Record<MailTemplateName, …>`: a new template does not
 * compile until someone decides whether it can be turned off.
 */
export const TEMPLATE_KINDS = {
  'password-reset': 'account_security',
  'proposal-received': 'proposal_received',
  'proposal-accepted': 'proposal_updates',
  'proposal-rejected': 'proposal_updates',
  'proposal-declined': 'proposal_updates',
  'hire-reopened': 'proposal_updates',
  'completion-check': 'hiring_followup',
  'review-invitation': 'hiring_followup',
  'trial-ending': 'billing',
  'invoice-issued': 'billing',
  'payment-overdue': 'billing',
  'invoice-reminder': 'billing',
  'subscription-unpaid': 'billing',
  'new-message': 'new_message',
  'newsletter-confirm': 'newsletter',
  'newsletter-welcome': 'newsletter',
  'newsletter-issue': 'newsletter',
  'request-alert': 'request_alerts',
  'request-alert-digest': 'request_alerts',
  'document-reviewed': 'company_documents',
  'document-expiring': 'company_documents',
  'document-expired': 'company_documents',
  'email-verification': 'account_security',
  'email-change-notice': 'account_security',
} as const satisfies Record<MailTemplateName, MailKind>;

export function kindOfTemplate(template: string): MailKind | undefined {
  return Object.hasOwn(TEMPLATE_KINDS, template) ? TEMPLATE_KINDS[template as MailTemplateName] : undefined;
}

/** Which switches an account sees: clients hire, companies propose and get alerts and invoices. */
export function kindsFor(user: { isCompany: boolean; isAdmin: boolean }): { optional: OptionalKind[]; essential: EssentialKind[] } {
  if (user.isAdmin) return { optional: ['newsletter'], essential: ['account_security'] };
  if (user.isCompany) {
    return { optional: ['proposal_updates', 'new_message', 'request_alerts', 'newsletter'], essential: [...ESSENTIAL_KINDS] };
  }
  return { optional: ['proposal_received', 'hiring_followup', 'new_message', 'newsletter'], essential: ['account_security'] };
}

/** How the footer names what the mail is about (after «Recibes este correo porque tienes activados…»). */
export const KIND_FOOTER_NAMES: Record<StoredKind, string> = {
  proposal_received: 'los avisos de nuevas propuestas',
  proposal_updates: 'los avisos sobre tus propuestas',
  hiring_followup: 'los avisos de seguimiento de tus contrataciones',
  new_message: 'los avisos de mensajes nuevos',
};
