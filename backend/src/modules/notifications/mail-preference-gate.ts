import { isUuid } from '@rutalia/catalog';
import { Inject, Injectable } from '@nestjs/common';
import type { Queryable } from '../../common/database/queryable.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RenderedMail } from '../mail/templates/index.js';
import { escapeHtml } from '../mail/templates/template.js';
import { KIND_FOOTER_NAMES, isStoredKind, kindOfTemplate, type StoredKind } from './mail-kinds.js';
import { isAlertMailWanted, isKindEnabled, isNewsletterMailWanted } from './notification-preferences-sql.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** The key `MailService.send` adds to the data of a mail with a switch: the recipient's user id (kept in mail_log for the re-drive). */
export const RECIPIENT_KEY = 'recipientUserId';

export type MailDecision = { send: false } | { send: true; unsubscribe?: { userId: string; kind: StoredKind } };

/** The site page of the footer link (its button POSTs) and the one-click endpoint of the header. */
export function unsubscribeLinks(publicUrl: string, token: string): { pageUrl: string; oneClickUrl: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { pageUrl: `${publicUrl}/notificaciones/baja?${query}`, oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?${query}` };
}

/**
 * Asked by the mail worker right before sending (not when queuing: the switch may change while
 * the mail waits). Essential kinds always go. A switch in notification_preferences is read by
 * the recipient's user id; alert and newsletter mails by the token they already carry.
 */
@Injectable()
export class MailPreferenceGate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async decide(db: Queryable, template: string, data: Record<string, unknown>): Promise<MailDecision> {
    const kind = kindOfTemplate(template);
    if (kind === 'request_alerts') {
      return { send: typeof data.unsubscribeToken === 'string' && (await isAlertMailWanted(db, data.unsubscribeToken)) };
    }
    if (kind === 'newsletter') {
      const token = data.unsubscribeToken;
      return { send: typeof token === 'string' && isUuid(token) && (await isNewsletterMailWanted(db, token)) };
    }
    if (!kind || !isStoredKind(kind)) return { send: true };
    const userId = data[RECIPIENT_KEY];
    // Queued before this check existed: sent as it was (no switch to read, no link to sign).
    if (typeof userId !== 'string' || !isUuid(userId)) return { send: true };
    if (!(await isKindEnabled(db, userId, kind))) return { send: false };
    return { send: true, unsubscribe: { userId, kind } };
  }

  /** The RFC 2369 / RFC 8058 headers and a «Darse de baja» footer in the text and the HTML. */
  withUnsubscribe(mail: RenderedMail, userId: string, kind: StoredKind): RenderedMail {
    const publicUrl = this.config.publicUrl;
    const { pageUrl, oneClickUrl } = unsubscribeLinks(publicUrl, signUnsubscribeToken(this.config.jwtSecret, userId, kind));
    const why = `Recibes este correo porque tienes activados ${KIND_FOOTER_NAMES[kind]} en Rutalia.`;
    const footer = `<p style="font-size:12px;color:#777;margin-top:8px">${escapeHtml(why)} <a href="${escapeHtml(pageUrl)}" style="color:#555">Darse de baja</a> · <a href="${escapeHtml(`${publicUrl}/profile`)}" style="color:#555">Gestionar mis avisos</a></p>`;
    const end = mail.html.lastIndexOf('</div></body>');
    return {
      ...mail,
      text: `${mail.text.trimEnd()}\n\n--\n${why}\nDarse de baja: ${pageUrl}\n`,
      html: end >= 0 ? `${mail.html.slice(0, end)}${footer}\n${mail.html.slice(end)}` : `${mail.html}${footer}`,
      headers: { ...mail.headers, 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
