import { isUuid } from '@rutalia/catalog';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { emailKey, RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { hashToken, randomToken } from '../auth/tokens.js';
import { MailService } from '../mail/mail.service.js';
import type { MailTemplateData, MailTemplateName } from '../mail/templates/index.js';
import { alreadySubscribed, tokenInvalid } from './newsletter-errors.js';
import {
  confirmSubscription,
  isEmailConfirmed,
  unsubscribeByToken,
  upsertPendingSubscription,
  type SubscriptionRow,
} from './newsletter-sql.js';

/** Confirmation mails per address (RateLimitStore key scope). */
const CONFIRM_EMAIL_SCOPE = 'newsletter-email';
/**
 * Newsletter with double opt-in: signing up mails a confirmation link (only its SHA-256 is
 * stored) and nothing else is sent until it is opened. Every newsletter mail carries the
 * unsubscribe link and headers (defineNewsletterTemplate).
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitStore,
  ) {}

  /**
   * New, pending or unsubscribed address: (back to) pending with a new confirmation token, and
   * the mail. Confirmed: 409. One upsert on the lower(email) unique index, so two sign-ups of
   * the same address at once end as one row instead of a 23505.
   * Past the per-address limit of confirmation mails nothing changes and nothing is sent, with the
   * same 202: nobody can flood an inbox, and the last link sent keeps working.
   */
  async subscribe(email: string): Promise<void> {
    const attempt = await this.rateLimits.hit(emailKey(CONFIRM_EMAIL_SCOPE, email), this.config.rateLimits.newsletterPerEmail);
    if (attempt.isBlocked) {
      if (await this.isConfirmed(email)) throw alreadySubscribed();
      return;
    }
    const token = randomToken();
    const tokenHash = hashToken(token);
    const row = await upsertPendingSubscription(this.dataSource, email, tokenHash);
    if (!row) throw alreadySubscribed();
    const confirmUrl = `${this.config.publicUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`;
    // Each token gets its own mail: a resend is a new message, a retried job is not.
    await this.sendSafely('newsletter-confirm', row, { confirmUrl }, `newsletter-confirm:${row.id}:${tokenHash.slice(0, 16)}`);
  }

  /** Opens the confirmation link once: the address is subscribed and gets the welcome mail. */
  async confirm(token: string): Promise<{ email: string }> {
    const now = this.clock.now();
    const row = await confirmSubscription(this.dataSource, hashToken(token), now);
    if (!row) throw tokenInvalid();
    await this.sendSafely('newsletter-welcome', row, {}, `newsletter-welcome:${row.id}:${now.getTime()}`);
    return { email: row.email };
  }

  /** Idempotent; also voids a pending confirmation link so it cannot subscribe the address again. */
  async unsubscribe(token: string | undefined): Promise<{ email: string }> {
    if (!token || !isUuid(token)) throw tokenInvalid();
    const email = await unsubscribeByToken(this.dataSource, token, this.clock.now());
    if (!email) throw tokenInvalid();
    return { email };
  }

  private isConfirmed(email: string): Promise<boolean> {
    return isEmailConfirmed(this.dataSource, email);
  }

  /**
   * Queued after the row is committed. A queue failure is logged, not answered: the address is
   * stored and signing up again sends a new link.
   */
  private async sendSafely<T extends 'newsletter-confirm' | 'newsletter-welcome'>(
    template: T & MailTemplateName,
    row: SubscriptionRow,
    extra: Omit<MailTemplateData<T>, 'publicUrl' | 'unsubscribeToken'>,
    dedupeKey: string,
  ): Promise<void> {
    const data = { publicUrl: this.config.publicUrl, unsubscribeToken: row.unsubscribe_token, ...extra } as MailTemplateData<T>;
    try {
      await this.mail.send(template, row.email, data, dedupeKey);
    } catch (error) {
      this.logger.error(`No se pudo encolar el correo "${template}": ${(error as Error).message}`);
    }
  }
}
