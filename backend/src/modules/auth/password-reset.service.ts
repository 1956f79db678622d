import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthMessages, tooManyRequests } from '../../common/auth/auth-errors.js';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import { emailKey, RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { AppException } from '../../common/errors/app-exception.js';
import { hashPassword } from '../../common/security/password.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UserStatus } from '../../database/enums.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { MailService } from '../mail/mail.service.js';
import { LOGIN_EMAIL_SCOPE } from './auth.service.js';
import { deleteUnusedResetTokens, findPendingResetUserId, issueResetToken, setUserPassword, useResetToken } from './password-reset-sql.js';
import { SessionsService } from './sessions.service.js';
import { hashToken, randomToken } from './tokens.js';

/** Reset links work once, for one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
const FORGOT_EMAIL_SCOPE = 'forgot-email';

const invalidResetToken = () => new AppException('INVALID_RESET_TOKEN', AuthMessages.INVALID_RESET_TOKEN, HttpStatus.BAD_REQUEST);

/** "¿Olvidaste tu contraseña?": the e-mailed link and the reset itself. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitStore,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly realtime: RealtimeService,
    private readonly authUsers: AuthUserCache,
  ) {}

  /**
   * Sends a reset link when the email belongs to an active account; says nothing either way
   * (the caller answers the same 202), so accounts cannot be discovered through it.
   */
  async requestReset(email: string): Promise<void> {
    const attempt = await this.rateLimits.hit(emailKey(FORGOT_EMAIL_SCOPE, email), this.config.rateLimits.forgotPasswordPerEmail);
    if (attempt.isBlocked) throw tooManyRequests();

    // The same work for every email (token, one statement, no waiting for the mail queue): the
    // answer's timing must not tell registered emails apart.
    const token = randomToken();
    const issued = await issueResetToken(this.dataSource, email, hashToken(token), RESET_TOKEN_TTL_MINUTES, UserStatus.Active);
    if (!issued) return;
    const resetUrl = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // Queued once the answer is out (setImmediate), which is the same for unknown emails, queued
    // or not; a failure is logged.
    setImmediate(() => {
      this.mail
        .send(
          'password-reset',
          issued.email,
          { fullName: issued.full_name, resetUrl, expiresInMinutes: RESET_TOKEN_TTL_MINUTES },
          `password-reset:${issued.token_id}`,
        )
        .catch((error: Error) => this.logger.error(`No se pudo encolar el correo de restablecimiento: ${error.message}`));
    });
  }

  /**
   * Sets the new password, uses up the link and ends every session of the account, atomically;
   * then closes the account's sockets on every API process (they were opened with the old sessions).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
    if (!(await findPendingResetUserId(this.dataSource, tokenHash))) throw invalidResetToken();
    const passwordHash = await hashPassword(password);

    const { userId, email } = await this.dataSource.transaction(async (manager) => {
      const userId = await useResetToken(manager, tokenHash);
      if (userId === undefined) throw invalidResetToken(); // used a moment ago by another request
      const email = await setUserPassword(manager, userId, passwordHash);
      await deleteUnusedResetTokens(manager, userId);
      await this.sessions.revokeAllForUser(userId, manager);
      return { userId, email };
    });
    await this.authUsers.invalidate(userId);
    this.realtime.disconnectUser(userId);
    // A new password deserves a clean slate of failed attempts.
    await this.rateLimits.reset(emailKey(LOGIN_EMAIL_SCOPE, email));
  }
}
