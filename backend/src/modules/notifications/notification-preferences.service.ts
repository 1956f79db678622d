import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import type {
  NotificationPreferenceDto,
  NotificationPreferencesDto,
  UpdateNotificationPreferencesDto,
} from './dto/notification-preferences.dto.js';
import { alertsNotConfigured, essentialMail, kindNotAvailable, unsubscribeTokenInvalid } from './notification-errors.js';
import { isEssentialKind, isStoredKind, kindsFor, type MailKind, type StoredKind } from './mail-kinds.js';
import {
  findAlertMailState,
  findDisabledKinds,
  findNewsletterState,
  saveKind,
  setAlertMails,
  unsubscribeNewsletterByEmail,
} from './notification-preferences-sql.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

/**
 * The account's mail switches (GET/PUT /me/notification-preferences) and the one-click
 * unsubscribe of the mails' links. Request alerts and the newsletter are read and written where
 * those features keep them, so their own pages and unsubscribe links stay in step with this one.
 */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly newsletter: NewsletterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(user: AuthUser): Promise<NotificationPreferencesDto> {
    const { optional, essential } = kindsFor(user);
    const disabled = new Set(await findDisabledKinds(this.dataSource, user.id));
    const preferences: NotificationPreferenceDto[] = [];
    for (const kind of optional) {
      if (kind === 'request_alerts') {
        const alerts = await findAlertMailState(this.dataSource, user.id);
        preferences.push({ kind, enabled: alerts.enabled, essential: false, configured: alerts.configured });
      } else if (kind === 'newsletter') {
        const state = await findNewsletterState(this.dataSource, user.email);
        preferences.push({ kind, enabled: state === 'confirmed' || state === 'pending', essential: false, pending: state === 'pending' });
      } else {
        preferences.push({ kind, enabled: !disabled.has(kind), essential: false });
      }
    }
    for (const kind of essential) preferences.push({ kind, enabled: true, essential: true });
    return { preferences };
  }

  /** Every switch is checked before any is saved: a refused one (essential, not this account's) changes nothing. */
  async update(user: AuthUser, dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const { optional, essential } = kindsFor(user);
    for (const { kind, enabled } of dto.preferences) {
      if (isEssentialKind(kind)) {
        if (!enabled) throw essentialMail();
        if (!(essential as MailKind[]).includes(kind)) throw kindNotAvailable();
      } else if (!(optional as MailKind[]).includes(kind)) {
        throw kindNotAvailable();
      }
    }
    for (const { kind, enabled } of dto.preferences) await this.apply(user, kind, enabled);
    return this.get(user);
  }

  /** The mail's link: no session, the signed token says who and what. Idempotent. */
  async unsubscribe(token: string | undefined): Promise<{ kind: StoredKind; enabled: false }> {
    const verified = verifyUnsubscribeToken(this.config.jwtSecret, token);
    if (!verified) throw unsubscribeTokenInvalid();
    // A deleted account: nothing left to send to, and nothing to say about it.
    if (!(await saveKind(this.dataSource, verified.userId, verified.kind, false))) throw unsubscribeTokenInvalid();
    return { kind: verified.kind, enabled: false };
  }

  private async apply(user: AuthUser, kind: MailKind, enabled: boolean): Promise<void> {
    if (isStoredKind(kind)) {
      await saveKind(this.dataSource, user.id, kind, enabled);
    } else if (kind === 'request_alerts') {
      const alerts = await findAlertMailState(this.dataSource, user.id);
      if (enabled && !alerts.configured) throw alertsNotConfigured();
      await setAlertMails(this.dataSource, user.id, enabled);
    } else if (kind === 'newsletter') {
      const state = await findNewsletterState(this.dataSource, user.email);
      if (!enabled) await unsubscribeNewsletterByEmail(this.dataSource, user.email);
      // Double opt-in as from the site's form: the confirmation mail, nothing until it is opened.
      else if (state === 'none' || state === 'unsubscribed') await this.newsletter.subscribe(user.email);
    }
  }
}
