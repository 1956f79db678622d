import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { AuthMessages } from '../../common/auth/auth-errors.js';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import { emailKey, RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { AppException } from '../../common/errors/app-exception.js';
import { verifyPassword } from '../../common/security/password.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { EmailVerificationDrafts, type PublishedDrafts } from './email-verification-drafts.js';
import {
  emailTakenByOther,
  findPasswordHash,
  findPendingVerification,
  findVerificationAccount,
  issueVerificationToken,
  lockVerificationToken,
  markVerificationTokenUsed,
  setVerifiedEmail,
  type VerificationAccount,
} from './email-verification-sql.js';
import { hashToken, randomToken } from './tokens.js';

/** Links work once, for 48 hours. */
export const VERIFY_TOKEN_TTL_HOURS = 48;
/** Links (re)sent to one address: at most 3 per hour, whoever asks. */
export const VERIFY_RESEND_LIMIT = { limit: 3, windowMs: 3_600_000 };
const RESEND_SCOPE = 'verify-email';

export const VerificationMessages = {
  INVALID: 'El enlace de verificación no es válido. Comprueba que lo has copiado entero o pide uno nuevo.',
  USED: 'Este enlace ya se ha usado. Si tu email ya está verificado, no tienes que hacer nada más.',
  EXPIRED: 'El enlace de verificación ha caducado. Pide uno nuevo desde tu cuenta.',
  VERIFIED: 'Tu email está verificado.',
  CHANGED: 'Tu nuevo email está confirmado y ya es el de tu cuenta.',
  ALREADY_VERIFIED: 'Tu email ya está verificado.',
  SENT: 'Te hemos enviado un enlace de verificación. Revisa tu correo.',
  CHANGE_SENT: 'Te hemos enviado un enlace a la nueva dirección. Tu email actual seguirá activo hasta que lo confirmes.',
  TOO_MANY: 'Has pedido demasiados enlaces para esta dirección. Espera una hora e inténtalo de nuevo.',
  SAME_EMAIL: 'Ese ya es el email de tu cuenta.',
  WRONG_PASSWORD: 'La contraseña actual no es correcta.',
} as const;

const fail = (code: string, message: string, status = HttpStatus.BAD_REQUEST) => new AppException(code, message, status);

export interface VerificationStatus {
  email: string;
  verified: boolean;
  verifiedAt: string | null;
  /** The new address of an email change waiting for its link, if any. */
  pendingEmail: string | null;
}

export interface VerifiedEmail {
  message: string;
  email: string;
  changed: boolean;
  published: PublishedDrafts;
}

/** Issue 22: verifying the sign-up address, re-sending the link and changing the email. */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitStore,
    private readonly mail: MailService,
    private readonly drafts: EmailVerificationDrafts,
    private readonly authUsers: AuthUserCache,
  ) {}

  async status(userId: string): Promise<VerificationStatus> {
    const account = (await findVerificationAccount(this.dataSource, userId))!;
    const pending = await findPendingVerification(this.dataSource, userId);
    const pendingEmail = pending && pending.email.toLowerCase() !== account.email.toLowerCase() ? pending.email : null;
    return {
      email: account.email,
      verified: account.emailVerifiedAt !== null,
      verifiedAt: account.emailVerifiedAt ? new Date(account.emailVerifiedAt).toISOString() : null,
      pendingEmail,
    };
  }

  /** After sign-up (not counted against the resend limit). A failure is logged: the user can resend. */
  async sendSignupLink(userId: string): Promise<void> {
    const account = await findVerificationAccount(this.dataSource, userId);
    if (!account) return;
    await this.sendLink(account, account.email, 'signup').catch((error: Error) =>
      this.logger.error(`No se pudo enviar el enlace de verificación: ${error.message}`),
    );
  }

  /** «Reenviar»: a new link to the pending address of a change, else to the unverified account's own. */
  async resend(userId: string): Promise<{ message: string }> {
    const account = (await findVerificationAccount(this.dataSource, userId))!;
    const { pendingEmail } = await this.status(userId);
    if (!pendingEmail && account.emailVerifiedAt)
      throw fail('EMAIL_ALREADY_VERIFIED', VerificationMessages.ALREADY_VERIFIED, HttpStatus.CONFLICT);
    const to = pendingEmail ?? account.email;
    await this.countSend(to);
    await this.sendLink(account, to, pendingEmail ? 'change' : 'signup');
    return { message: pendingEmail ? VerificationMessages.CHANGE_SENT : VerificationMessages.SENT };
  }

  /** The old address stays until the link sent to the new one is used; the old one is told. */
  async requestChange(userId: string, newEmail: string, password: string): Promise<{ message: string; pendingEmail: string }> {
    const account = (await findVerificationAccount(this.dataSource, userId))!;
    const hash = await findPasswordHash(this.dataSource, userId);
    if (!hash || !(await verifyPassword(hash, password))) throw fail('WRONG_PASSWORD', VerificationMessages.WRONG_PASSWORD);
    if (newEmail.toLowerCase() === account.email.toLowerCase()) throw fail('SAME_EMAIL', VerificationMessages.SAME_EMAIL);
    if (await emailTakenByOther(this.dataSource, newEmail, userId))
      throw fail('EMAIL_TAKEN', AuthMessages.EMAIL_TAKEN, HttpStatus.CONFLICT);
    await this.countSend(newEmail);
    const tokenId = await this.sendLink(account, newEmail, 'change');
    await this.notifyOldAddress(account, newEmail, 'requested', tokenId);
    return { message: VerificationMessages.CHANGE_SENT, pendingEmail: newEmail };
  }

  /** Uses a link once: verifies the account (publishing its drafts) or completes an email change. */
  async verify(token: string): Promise<VerifiedEmail> {
    const { account, email, previous, tokenId } = await this.dataSource
      .transaction(async (tx) => {
        const link = await lockVerificationToken(tx, hashToken(token));
        if (!link) throw fail('INVALID_VERIFICATION_TOKEN', VerificationMessages.INVALID);
        if (link.used) throw fail('VERIFICATION_TOKEN_USED', VerificationMessages.USED, HttpStatus.GONE);
        if (link.expired) throw fail('VERIFICATION_TOKEN_EXPIRED', VerificationMessages.EXPIRED, HttpStatus.GONE);
        await markVerificationTokenUsed(tx, link.id);
        const account = (await findVerificationAccount(tx, link.userId))!;
        const previous = await setVerifiedEmail(tx, link.userId, link.email);
        return { account, email: link.email, previous, tokenId: link.id };
      })
      .catch((error: unknown) => {
        // The new address was taken by a sign-up after the link was sent.
        if (emailIndexViolated(error)) throw fail('EMAIL_TAKEN', AuthMessages.EMAIL_TAKEN, HttpStatus.CONFLICT);
        throw error;
      });
    await this.authUsers.invalidate(account.id);
    const changed = previous !== undefined && previous.toLowerCase() !== email.toLowerCase();
    if (changed) await this.notifyOldAddress({ ...account, email: previous }, email, 'changed', tokenId);
    const published = account.emailVerifiedAt ? { requests: 0, proposals: 0 } : await this.drafts.publish(account.id);
    return { message: changed ? VerificationMessages.CHANGED : VerificationMessages.VERIFIED, email, changed, published };
  }

  private async countSend(address: string): Promise<void> {
    const attempt = await this.rateLimits.hit(emailKey(RESEND_SCOPE, address), VERIFY_RESEND_LIMIT);
    if (attempt.isBlocked) throw fail('TOO_MANY_REQUESTS', VerificationMessages.TOO_MANY, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** A new link (the account's other unused links stop working) mailed to `to`; answers the link's id. */
  private async sendLink(account: VerificationAccount, to: string, purpose: 'signup' | 'change'): Promise<string> {
    const token = randomToken();
    const tokenId = await issueVerificationToken(this.dataSource, account.id, to, hashToken(token), VERIFY_TOKEN_TTL_HOURS);
    const verifyUrl = `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(
      'email-verification',
      to,
      { fullName: account.fullName, verifyUrl, expiresInHours: VERIFY_TOKEN_TTL_HOURS, purpose },
      `email-verification:${tokenId}`,
    );
    return tokenId;
  }

  private async notifyOldAddress(account: VerificationAccount, newEmail: string, stage: 'requested' | 'changed', tokenId: string) {
    await this.mail.send(
      'email-change-notice',
      account.email,
      { fullName: account.fullName, newEmailMasked: maskEmail(newEmail), stage, supportUrl: `${this.config.publicUrl}/contact` },
      `email-change-notice:${stage}:${tokenId}`,
    );
  }
}

/** `ana.garcia@nuevo.es` → `an***@nuevo.es`. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain ?? ''}`;
}

/** The unique index on lower(email) refused the write (registration.service.ts has the general check). */
function emailIndexViolated(error: unknown): boolean {
  const driverError =
    error instanceof QueryFailedError ? (error as { driverError?: { code?: string; constraint?: string } }).driverError : undefined;
  return driverError?.code === '23505' && driverError.constraint === 'uq_users_email_lower';
}
