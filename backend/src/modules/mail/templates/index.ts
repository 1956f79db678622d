import { passwordResetTemplate } from './password-reset.template.js';
import { proposalAcceptedTemplate } from './proposal-accepted.template.js';
import { proposalReceivedTemplate } from './proposal-received.template.js';
import { proposalRejectedTemplate } from './proposal-rejected.template.js';
import { proposalDeclinedTemplate } from './proposal-declined.template.js';
import { hireReopenedTemplate } from './hire-reopened.template.js';
import { completionCheckTemplate } from './completion-check.template.js';
import { reviewInvitationTemplate } from './review-invitation.template.js';
import { invoiceIssuedTemplate } from './invoice-issued.template.js';
import { paymentOverdueTemplate } from './payment-overdue.template.js';
import { invoiceReminderTemplate } from './invoice-reminder.template.js';
import { subscriptionUnpaidTemplate } from './subscription-unpaid.template.js';
import { trialEndingTemplate } from './trial-ending.template.js';
import { newMessageTemplate } from './new-message.template.js';
import { newsletterConfirmTemplate } from './newsletter-confirm.template.js';
import { newsletterIssueTemplate } from './newsletter-issue.template.js';
import { newsletterWelcomeTemplate } from './newsletter-welcome.template.js';
import { requestAlertTemplate } from './request-alert.template.js';
import { requestAlertDigestTemplate } from './request-alert-digest.template.js';
import { documentExpiringTemplate } from './document-expiring.template.js';
import { documentExpiredTemplate } from './document-expired.template.js';
import { documentReviewedTemplate } from './document-reviewed.template.js';
import { emailVerificationTemplate } from './email-verification.template.js';
import { emailChangeNoticeTemplate } from './email-change-notice.template.js';
import type { MailTemplate } from './template.js';

/**
 * Every mail the app sends. To add one: write `<name>.template.ts` with `defineTemplate<Data>()`
 * and list it here; `MailService.send('<name>', to, data, dedupeKey)` is then type-checked.
 */
export const mailTemplates = {
  'password-reset': passwordResetTemplate,
  'proposal-received': proposalReceivedTemplate,
  'proposal-accepted': proposalAcceptedTemplate,
  'proposal-rejected': proposalRejectedTemplate,
  // The request after hiring (issue 18): other companies told, the hire undone, «¿se hizo?», review.
  'proposal-declined': proposalDeclinedTemplate,
  'hire-reopened': hireReopenedTemplate,
  'completion-check': completionCheckTemplate,
  'review-invitation': reviewInvitationTemplate,
  'trial-ending': trialEndingTemplate,
  'invoice-issued': invoiceIssuedTemplate,
  'payment-overdue': paymentOverdueTemplate,
  // Dunning (issue 20): reminders after the due date and the suspension for non-payment.
  'invoice-reminder': invoiceReminderTemplate,
  'subscription-unpaid': subscriptionUnpaidTemplate,
  'new-message': newMessageTemplate,
  // Newsletter mails: defined with defineNewsletterTemplate (unsubscribe link and headers).
  'newsletter-confirm': newsletterConfirmTemplate,
  'newsletter-welcome': newsletterWelcomeTemplate,
  'newsletter-issue': newsletterIssueTemplate,
  // Alerts for new requests (issue 19): defined with defineAlertTemplate (unsubscribe link and headers).
  'request-alert': requestAlertTemplate,
  'request-alert-digest': requestAlertDigestTemplate,
  // Company documents (issue 20): the review's outcome, the expiry warnings (30 and 7 days) and the lapse.
  'document-reviewed': documentReviewedTemplate,
  'document-expiring': documentExpiringTemplate,
  'document-expired': documentExpiredTemplate,
  // Email verification (issue 22): essential mails, sent whatever the notification preferences.
  'email-verification': emailVerificationTemplate,
  'email-change-notice': emailChangeNoticeTemplate,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<T extends MailTemplateName> = (typeof mailTemplates)[T] extends MailTemplate<infer D> ? D : never;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}

export function renderMail<T extends MailTemplateName>(name: T, data: MailTemplateData<T>): RenderedMail {
  const template = mailTemplates[name] as MailTemplate<MailTemplateData<T>>;
  const headers = template.headers?.(data);
  return { subject: template.subject(data), text: template.text(data), html: template.html(data), ...(headers ? { headers } : {}) };
}
